/**
 * Deterministic generators for tests/integration/fuzz.test.ts (issue 9 item 5): a small seeded
 * PRNG, wrong-typed values for every argument of every GraphQL mutation (derived from each
 * endpoint's schema, never listed by hand), and malformed request bodies for every POST route.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/** mulberry32: tiny, fast and good enough to pick fuzz values reproducibly from a seed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: <T>(list: readonly T[]): T => list[int(list.length)], chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof prng>;

const ALPHABET = ['a', 'Z', '0', ' ', 'ñ', 'á', '€', '😀', '\u0000', '\u202e', '"', '\\', '<', '>', "'", '%', '{', '}', '\n', '\ud800'];

/** A string of random characters (accents, emoji, NUL, lone surrogates, quotes, markup). */
export function randomString(rng: Rng, max = 40): string {
  const length = rng.int(max + 1);
  let s = '';
  for (let i = 0; i < length; i++) s += rng.pick(ALPHABET);
  return s;
}

/** Sizes around the limits: just under the 64 KB GraphQL/JSON body limit, and well over it. */
export function hugeString(rng: Rng): string {
  return rng.pick(['x', 'ñ', '😀', '<script>']).repeat(rng.pick([5_000, 20_000, 70_000]));
}

/** `[[[…]]]` or `{"a":{"a":…}}`, `depth` levels deep, as JSON text (JSON.stringify would recurse). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

// ---------------------------------------------------------------- GraphQL values

/** A value of the right shape for `type` (random content), for the arguments not under test. */
export function validValue(type: GraphQLInputType, rng: Rng, depth = 0): unknown {
  if (isNonNullType(type)) return validValue(type.ofType, rng, depth);
  if (isListType(type)) return Array.from({ length: rng.int(3) }, () => validValue(type.ofType, rng, depth + 1));
  if (isEnumType(type)) return rng.pick(type.getValues()).name;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || (depth < 3 && rng.chance(0.5))) out[field.name] = validValue(field.type, rng, depth + 1);
    }
    return out;
  }
  switch (type.name) {
    case 'Int':
      return rng.pick([0, 1, -1, 2147483647, -2147483648, rng.int(1000)]);
    case 'Float':
      return rng.pick([0, -1.5, 1e300, rng.next()]);
    case 'Boolean':
      return rng.chance(0.5);
    case 'ID':
      return rng.pick([String(rng.int(100000)), randomString(rng, 12), 'Q291cnNlOjE=', '-1']);
    default:
      return rng.chance(0.1) ? hugeString(rng) : randomString(rng);
  }
}

const OBJECT_NOISE = () => ({ unexpected: { nested: [1, 'two', null] } });

/**
 * Values that `type` must refuse. Never null for a nullable type and never a bare value for a
 * list of it (list coercion would accept it), so every value here is a coercion error.
 */
export function wrongValues(type: GraphQLInputType, rng: Rng): unknown[] {
  if (isNonNullType(type)) return [null, ...wrongValues(type.ofType, rng)];
  if (isListType(type)) return wrongValues(type.ofType, rng).flatMap((w) => (w === null ? [] : [[w], [validValue(type.ofType, rng), w]]));
  if (isEnumType(type)) return ['NOT_A_VALUE', `${type.getValues()[0]?.name ?? 'X'}_`, 3, true, OBJECT_NOISE(), ['A']];
  if (isInputObjectType(type)) {
    const base = validValue(type, rng) as Record<string, unknown>;
    const out: unknown[] = ['a string', 42, true, [base], { ...base, [`unknownField${rng.int(1000)}`]: 1 }];
    // One wrong field at a time, one level down.
    for (const field of Object.values(type.getFields())) {
      for (const wrong of wrongValues(field.type, rng).slice(0, 3)) out.push({ ...base, [field.name]: wrong });
    }
    return out;
  }
  switch (type.name) {
    case 'Int':
      return ['12', 1.5, 2 ** 31, -(2 ** 31) - 1, 1e300, true, OBJECT_NOISE(), [1], hugeString(rng)];
    case 'Float':
      return ['1.5', true, OBJECT_NOISE(), [1.5], hugeString(rng)];
    case 'Boolean':
      return ['true', 0, 1, OBJECT_NOISE(), [true]];
    case 'ID':
      return [true, 1.5, OBJECT_NOISE(), ['1'], { id: 1 }];
    case 'String':
      // NUL and a lone surrogate: free text PostgreSQL cannot store (issue 17 item 11).
      return [123, 1.5, false, OBJECT_NOISE(), ['a'], 'a\u0000b', 'half \ud800'];
    default:
      // A custom scalar accepts whatever its parser accepts: only structure is certainly wrong.
      return isScalarType(type) ? [] : [];
  }
}

/** A GraphQL literal for any JSON value (strings escaped as JSON, which GraphQL accepts). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${k}: ${literal(v)}`).join(', ')}}`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  return JSON.stringify(value);
}

function selection(field: GraphQLField<unknown, unknown>): string {
  return isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
}

export type GraphQLCase = { label: string; query: string; variables: Record<string, unknown> };

/**
 * For every mutation (and every query that takes arguments) of `schema`: one request per
 * argument and wrong value, every other argument valid. Sent as variables (coercion errors) and,
 * for a share of them, inline as literals (validation errors).
 */
export function schemaCases(schema: GraphQLSchema, rng: Rng, rounds = 1): GraphQLCase[] {
  const cases: GraphQLCase[] = [];
  const roots = [
    ['mutation', schema.getMutationType()],
    ['query', schema.getQueryType()],
  ] as const;
  for (const [kind, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      if (!field.args.length) continue;
      for (let round = 0; round < rounds; round++) {
        for (const target of field.args) {
          const wrongs = wrongValues(target.type, rng);
          // Queries read only: fewer values each; every mutation argument gets them all.
          for (const wrong of kind === 'mutation' ? wrongs : wrongs.slice(0, 3)) {
            cases.push(operation(kind, field, target, wrong, rng, 'variables'));
            if (kind === 'mutation' && rng.chance(0.35)) cases.push(operation(kind, field, target, wrong, rng, 'inline'));
          }
        }
      }
    }
  }
  return cases;
}

function operation(
  kind: 'mutation' | 'query',
  field: GraphQLField<unknown, unknown>,
  target: GraphQLArgument,
  wrong: unknown,
  rng: Rng,
  mode: 'variables' | 'inline',
): GraphQLCase {
  const defs: string[] = [];
  const args: string[] = [];
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (arg === target && mode === 'inline') {
      args.push(`${arg.name}: ${literal(wrong)}`);
      continue;
    }
    defs.push(`$${arg.name}: ${String(arg.type)}`);
    args.push(`${arg.name}: $${arg.name}`);
    variables[arg.name] = arg === target ? wrong : validValue(arg.type, rng);
  }
  const query = `${kind} Fuzz${defs.length ? `(${defs.join(', ')})` : ''} { ${field.name}(${args.join(', ')})${selection(field)} }`;
  const shown = JSON.stringify(wrong) ?? 'undefined';
  return { label: `${kind} ${field.name}(${target.name}: ${shown.length > 60 ? `${shown.slice(0, 60)}…` : shown}) [${mode}]`, query, variables };
}

// ---------------------------------------------------------------- raw bodies

export type RawCase = { label: string; method?: string; contentType?: string | null; body?: string | Uint8Array | null; search?: string };

const enc = (s: string) => new TextEncoder().encode(s);

/** Bodies every POST route must refuse cleanly: not JSON, wrong JSON, too big, too deep, wrong bytes. */
export function commonBodies(rng: Rng): RawCase[] {
  const invalidUtf8 = new Uint8Array([...enc('{"query":"{ health { status } }","x":"'), 0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xbc, ...enc('"}')]);
  const randomBytes = new Uint8Array(Array.from({ length: 512 }, () => rng.int(256)));
  return [
    { label: 'no body', body: null },
    { label: 'empty body', body: '' },
    { label: 'null', body: 'null' },
    { label: 'true', body: 'true' },
    { label: 'a number', body: '123' },
    { label: 'a string', body: '"hola"' },
    { label: 'empty array', body: '[]' },
    { label: 'array of numbers', body: '[1,2,3]' },
    { label: 'array of nulls', body: '[null]' },
    { label: 'array of arrays', body: '[[],[{}]]' },
    { label: 'empty object', body: '{}' },
    { label: 'truncated JSON', body: '{"query": "{ health' },
    { label: 'JavaScript, not JSON', body: "{query: '{ health { status } }'}" },
    { label: 'trailing garbage', body: '{}}}]]' },
    { label: 'NaN', body: '{"a": NaN}' },
    { label: 'invalid UTF-8 inside a string', body: invalidUtf8 },
    { label: 'random bytes', body: randomBytes },
    { label: 'BOM + JSON', body: '\ufeff{}' },
    { label: 'deep JSON arrays (20 000)', body: deepJson(20_000, 'array') },
    { label: 'deep JSON objects (12 000)', body: deepJson(12_000, 'object') },
    { label: 'huge string (70 KB)', body: JSON.stringify({ a: 'x'.repeat(70_000) }) },
    { label: 'huge string (60 KB, under the limit)', body: JSON.stringify({ a: 'ñ'.repeat(30_000) }) },
    { label: 'many keys', body: JSON.stringify(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i]))) },
    { label: 'unknown fields only', body: JSON.stringify({ foo: 1, bar: { baz: [1, 2] }, __proto__x: 1, constructor: 'x' }) },
    { label: '__proto__ key', body: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}' },
    { label: 'text/plain', contentType: 'text/plain', body: '{}' },
    { label: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', body: 'query=%7Bhealth%7D&a=1' },
    { label: 'multipart garbage', contentType: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query"\r\n--xyz--' },
    { label: 'multipart without boundary', contentType: 'multipart/form-data', body: 'abc' },
    { label: 'no content type', contentType: null, body: '{}' },
    { label: 'utf-16 charset', contentType: 'application/json; charset=utf-16', body: '{}' },
    { label: 'xml', contentType: 'application/xml', body: '<a>1</a>' },
  ];
}

/** GraphQL-specific bodies: bad request fields, deep and huge documents, GET mutations. */
export function graphqlBodies(rng: Rng, mutationName: string | null): RawCase[] {
  const health = '{ health { status } }';
  const deepSelection = `{ health ${'{ a '.repeat(2_000)}${'}'.repeat(2_000)} }`;
  const deepList = `{ health(x: ${'['.repeat(1_500)}1${']'.repeat(1_500)}) { status } }`;
  const deepObject = `{ health(x: ${'{a: '.repeat(1_000)}1${'}'.repeat(1_000)}) { status } }`;
  const mutation = mutationName ? `mutation { ${mutationName} }` : `mutation { health }`;
  return [
    { label: 'query is a number', body: JSON.stringify({ query: 123 }) },
    { label: 'query is null', body: JSON.stringify({ query: null }) },
    { label: 'query is an array', body: JSON.stringify({ query: [health] }) },
    { label: 'query is an object', body: JSON.stringify({ query: { health: true } }) },
    { label: 'query is empty', body: JSON.stringify({ query: '' }) },
    { label: 'query is whitespace and comments', body: JSON.stringify({ query: ' \n# nothing\n ' }) },
    { label: 'variables is a string', body: JSON.stringify({ query: health, variables: 'x' }) },
    { label: 'variables is an array', body: JSON.stringify({ query: health, variables: [1] }) },
    { label: 'variables is a number', body: JSON.stringify({ query: health, variables: 5 }) },
    { label: 'operationName is an object', body: JSON.stringify({ query: health, operationName: { a: 1 } }) },
    { label: 'unknown operationName', body: JSON.stringify({ query: health, operationName: 'Nope' }) },
    { label: 'extensions is a string', body: JSON.stringify({ query: health, extensions: 'x' }) },
    { label: 'persisted-query extension', body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }) },
    { label: 'syntax error', body: JSON.stringify({ query: '{ health { status }' }) },
    // Issue 17 item 11: these answered 500 with graphql's raw English message in production.
    { label: 'unclosed selection ({__typename)', body: JSON.stringify({ query: '{__typename' }) },
    { label: 'NUL in the document', body: JSON.stringify({ query: '{ __typename \u0000 }' }) },
    { label: 'NUL in a string literal', body: JSON.stringify({ query: '{ health(x: "a\\u0000b") { status } }' }) },
    { label: 'lone surrogate in the document', body: JSON.stringify({ query: '{ __typename \ud800 }' }) },
    { label: 'invalid UTF-8 in the document', body: new Uint8Array([...enc('{"query":"{ __typename '), 0xff, 0xfe, ...enc(' }"}')]) },
    { label: 'GET with a syntax error', method: 'GET', body: null, search: '?query=%7B__typename' },
    { label: 'GET with NUL in the document', method: 'GET', body: null, search: '?query=%7B__typename%00%7D' },
    { label: 'unknown field', body: JSON.stringify({ query: `{ health { status } nope${rng.int(99)} }` }) },
    { label: 'subscription', body: JSON.stringify({ query: 'subscription { health { status } }' }) },
    { label: 'two anonymous operations', body: JSON.stringify({ query: `${health} ${health}` }) },
    { label: 'mutation without a selection', body: JSON.stringify({ query: mutation }) },
    { label: 'deep selection (2 000)', body: JSON.stringify({ query: deepSelection }) },
    { label: 'deep list literal (1 500)', body: JSON.stringify({ query: deepList }) },
    { label: 'deep object literal (1 000)', body: JSON.stringify({ query: deepObject }) },
    { label: 'deep fragment cycle', body: JSON.stringify({ query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }) },
    { label: 'huge query string (70 KB)', body: JSON.stringify({ query: `{ health { ${'status '.repeat(10_000)} } }` }) },
    { label: 'huge string argument', body: JSON.stringify({ query: `{ health(x: "${'x'.repeat(50_000)}") { status } }` }) },
    { label: 'deep variables (20 000)', body: `{"query": "query($a: Boolean!) { health @include(if: $a) { status } }", "variables": {"a": ${deepJson(20_000, 'array')}}}` },
    { label: 'form-encoded, broken variables', contentType: 'application/x-www-form-urlencoded', body: `query=${encodeURIComponent(health)}&variables=%7Bx` },
    { label: 'form-encoded, broken extensions', contentType: 'application/x-www-form-urlencoded', body: `query=${encodeURIComponent(health)}&extensions=%5B` },
    { label: 'graphql content type', contentType: 'application/graphql', body: mutation },
    { label: 'GET with a mutation', method: 'GET', body: null, search: `?query=${encodeURIComponent(mutation)}` },
    { label: 'GET with a broken query', method: 'GET', body: null, search: '?query=%7B&variables=%7Bx' },
    { label: 'GET with broken variables', method: 'GET', body: null, search: `?query=${encodeURIComponent(health)}&variables=%7Bx` },
    { label: 'GET with broken extensions', method: 'GET', body: null, search: `?query=${encodeURIComponent(health)}&extensions=nope` },
    { label: 'GET with invalid percent-encoding', method: 'GET', body: null, search: '?query=%E0%A4%A' },
    { label: 'PUT', method: 'PUT', body: JSON.stringify({ query: health }) },
    { label: 'DELETE', method: 'DELETE', body: null },
  ];
}

// ---------------------------------------------------------------- REST bodies

/** Paths to every leaf of a JSON value ('0.event_type', 'query_params'). */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leafPaths(v, [...prefix, i])) : [prefix];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return [prefix, ...entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]))];
  }
  return [prefix];
}

export function withValueAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (!at.length) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[at[0]] = withValueAt(copy[at[0]], at.slice(1), replacement);
  return copy;
}

/**
 * Values of another JSON type than `current` that no field of these bodies accepts (objects
 * and booleans for scalars, scalars for objects and arrays); never null (many fields are nullish).
 */
export function wrongJsonValues(current: unknown, rng: Rng): unknown[] {
  if (Array.isArray(current)) return [{ a: 1 }, 'x', 7];
  if (current && typeof current === 'object') return ['x', 7, true, [current]];
  // Strings also get NUL and a lone surrogate (issue 17 item 11: refused in validation, not by the database).
  return [{ a: 1 }, [current], true, ...(typeof current === 'string' ? [hugeString(rng), `${current}\u0000`, `\ud800${current}`] : [])];
}
