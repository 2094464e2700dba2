/**
 * GraphQL hardening on every endpoint (issue 9 item 4): depth, aliases, tokens and cost limits
 * (GraphQL Armor), translated refusals, a body-size limit, no batching, no introspection in
 * production — and every operation the app ships stays inside the limits.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { graphqlRoute } from '@/graphql/yoga';
import { CLIENT_NAMES } from '@/graphql/endpoints';
import { endpointPath } from '@/graphql/endpoint-modules';
import { introspectionPlugins, MAX_GRAPHQL_BODY_BYTES, QUERY_LIMITS } from '@/graphql/hardening';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

function nested(depth: number): string {
  let q = 'id';
  for (let i = 0; i < depth; i++) q = `professor { id } categoryObj { id } subCategory { ${q} }`;
  return q;
}

describe(`GraphQL hardening (${label})`, () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  it('every shipped operation passes the limits', async () => {
    const files = (readdirSync(path.join(process.cwd(), 'graphql', 'operations'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => path.join('graphql', 'operations', f));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const document = readFileSync(path.join(process.cwd(), file), 'utf8');
      for (const endpoint of CLIENT_NAMES) {
        const res = await callGraphQL(endpoint, document);
        const limited = res.body.errors?.filter((e) => e.extensions?.code === 'QUERY_TOO_COMPLEX') ?? [];
        expect(limited, `${file} on ${endpoint}`).toEqual([]);
      }
    }
  });

  it('refuses a query nested too deep, with a translated 400 on every endpoint', async () => {
    const res = await callGraphQL('default', `{ courses(first: 1) { edges { node { ${nested(QUERY_LIMITS.maxDepth)} } } } }`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({ message: 'La consulta es demasiado grande o compleja.', extensions: { code: 'QUERY_TOO_COMPLEX' } });
    const pt = await callGraphQL('default', `{ courses(first: 1) { edges { node { ${nested(QUERY_LIMITS.maxDepth)} } } } }`, {}, { headers: { 'accept-language': 'pt-BR' } });
    expect(pt.body.errors?.[0]?.message).toBe('A consulta é grande ou complexa demais.');
    for (const endpoint of CLIENT_NAMES) {
      const r = await callGraphQL(endpoint, `{ ${Array.from({ length: QUERY_LIMITS.maxAliases + 5 }, (_, i) => `a${i}: health { status }`).join(' ')} }`);
      expect(r.body.errors?.[0]?.extensions?.code, endpoint).toBe('QUERY_TOO_COMPLEX');
    }
  });

  it('refuses too many tokens and too many directives', async () => {
    const tokens = await callGraphQL('default', `{ health { ${'status '.repeat(QUERY_LIMITS.maxTokens)} } }`);
    expect(tokens.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const directives = await callGraphQL('default', `{ health { status ${'@include(if: true) '.repeat(QUERY_LIMITS.maxDirectives + 5)} } }`);
    expect(directives.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('answers 413 to an oversized body, declared or streamed, and refuses batches without a 500', async () => {
    const url = `http://localhost${endpointPath('default')}`;
    const big = JSON.stringify({ query: `{ health { status } }`, variables: { pad: 'x'.repeat(MAX_GRAPHQL_BODY_BYTES) } });
    const declared = await graphqlRoute('default')(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(big.length) }, body: big }));
    expect(declared.status).toBe(413);
    expect((await declared.json()).errors[0].message).toBe('La solicitud es demasiado grande.');
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(MAX_GRAPHQL_BODY_BYTES / 5)));
        controller.close();
      },
    });
    const streamed = await graphqlRoute('default')(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit));
    expect(streamed.status).toBe(413);
    const batch = await graphqlRoute('default')(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ query: '{ health { status } }' }, { query: '{ health { status } }' }]) }),
    );
    expect(batch.status).toBeGreaterThanOrEqual(400);
    expect(batch.status).toBeLessThan(500);
  });

  it('turns introspection off in production only', () => {
    expect(introspectionPlugins()).toHaveLength(0);
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(introspectionPlugins()).toHaveLength(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
