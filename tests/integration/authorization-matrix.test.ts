/**
 * The authorization matrix (issue 9: "every mutation and private query refuses the anonymous and
 * the wrong-role caller"), through the real route handlers with the CSRF pair, on PGlite and on
 * PostgreSQL (TEST_DB=postgres).
 *
 * 1. Completeness: every endpoint (the twelve client names and /graphql) is introspected, and
 *    each of its Query and Mutation fields must be classified in
 *    tests/support/authorization-matrix-cases.ts — public, perUser, signedIn or a role. A field
 *    the table does not classify fails, and so does a field the table names that is gone.
 * 2. Refusal: every field that is not public is called signed out (no session, a tampered admin
 *    token, and an admin token ended by logout — issue 17) and, for a role, by signed-in users of the wrong roles, with variables aimed at
 *    real rows; each must answer the module's exact translated UNAUTHENTICATED or FORBIDDEN error
 *    and change nothing (row count and content hash of every table before and after). Where the
 *    table names one, a caller allowed to use the field but aimed at another user's or
 *    organisation's row must not reach it either.
 * 3. Public fields with per-user answers (me, myCart, …) give a signed-out caller nothing of
 *    anyone else's; public queries answer signed-out callers; every restricted query answers its
 *    allowed caller (so the table is not stricter than the code).
 *
 * AUTHZ_LONG=1 widens 2 and 3: every restricted field is also called with an expired token and a
 * token of a user id that does not exist, and by EVERY signed-in caller the role does not let
 * through; each owner-scoped row by every allowed caller but its owner; every restricted query
 * must answer every caller the table allows.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { getDb } from '@/lib/server/db/client';
import {
  courseLectures,
  courses,
  enrollments,
  learnerNotes,
  notifications,
  orders,
  organizationAssignments,
  organizationInvitations,
  organizationMembers,
  organizations,
  projects,
  quizAttempts,
  savedCourses,
  skillPaths,
  studioUploads,
  users,
} from '@/lib/server/db/schema';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, signSessionToken } from '@/lib/server/auth/session-token';
import { orderNumber } from '@/lib/server/services/checkout';
import { CLIENT_NAMES } from '@/graphql/endpoints';
import { modulesOf, type EndpointName } from '@/graphql/endpoint-modules';
import type { ModuleName } from '@/graphql/module-name';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import {
  ANONYMOUS_CALLERS,
  LONG_ANONYMOUS_CALLERS,
  MATRIX,
  REFUSALS,
  ROLES,
  SIGNED_IN,
  type Access,
  type Expectation,
  type FieldCase,
  type ModuleCases,
  type Role,
  type SignedInWho,
  type Targets,
  type Who,
} from '../support/authorization-matrix-cases';

const LONG = process.env.AUTHZ_LONG === '1';
const label = `${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}${LONG ? ', long' : ''}`;

const ENDPOINTS: readonly EndpointName[] = [...CLIENT_NAMES, 'currentUser'];
const ROOTS = ['Query', 'Mutation'] as const;
type Root = (typeof ROOTS)[number];

type Err = { message: string; extensions?: { code?: string } };
type Body = { data?: Record<string, unknown> | null; errors?: Err[] };

// ---------------------------------------------------------------- the classification, per endpoint

const table = MATRIX as Record<ModuleName, ModuleCases>;

type Entry = { endpoint: EndpointName; root: Root; field: string; module: ModuleName; spec: FieldCase };

/** The fields the table expects an endpoint to serve: those of the modules it is composed of. */
function expectedEntries(endpoint: EndpointName): Entry[] {
  return modulesOf(endpoint).flatMap((mod) =>
    ROOTS.flatMap((root) => Object.entries(table[mod]?.[root] ?? {}).map(([field, spec]) => ({ endpoint, root, field, module: mod, spec }))),
  );
}

const isRole = (access: Access): access is Role => Object.prototype.hasOwnProperty.call(ROLES, access);

// ---------------------------------------------------------------- who calls (fast and long run)

/** Callers that must count as signed out: no session, a tampered token and a logged-out one; long, also an expired token. */
const SIGNED_OUT: readonly Who[] = LONG ? [...ANONYMOUS_CALLERS, ...LONG_ANONYMOUS_CALLERS] : ANONYMOUS_CALLERS;

/** Signed-in callers a field is open to. */
const allowedCallers = (access: Access): readonly SignedInWho[] => (isRole(access) ? ROLES[access].everyone : SIGNED_IN);

/** Signed-in callers a role refuses: the table's representatives, long every caller it does not let through. */
const wrongCallers = (role: Role): readonly SignedInWho[] => (LONG ? SIGNED_IN.filter((who) => !ROLES[role].everyone.includes(who)) : ROLES[role].wrong);

/** Callers aimed at another's row: the table's one, long every allowed caller but the row's owner. */
function foreignCallers(spec: FieldCase): readonly SignedInWho[] {
  const foreign = spec.foreign!;
  return LONG && foreign.owner !== undefined ? allowedCallers(spec.access).filter((who) => who !== foreign.owner) : [foreign.who];
}

// ---------------------------------------------------------------- introspection

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type IntrospectedField = { name: string; args: { name: string; type: TypeRef; defaultValue: string | null }[]; type: TypeRef };
type RootFields = Record<Root, Map<string, IntrospectedField>>;

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const FIELDS = `fields { name args { name defaultValue type { ${TYPE_REF} } } type { ${TYPE_REF} } }`;
const INTROSPECTION = `query AuthorizationMatrixIntrospection { __schema { queryType { ${FIELDS} } mutationType { ${FIELDS} } } }`;

function typeString(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeString(ref.ofType!)}!`;
  if (ref.kind === 'LIST') return `[${typeString(ref.ofType!)}]`;
  return ref.name!;
}

function namedKind(ref: TypeRef): string {
  return ref.ofType ? namedKind(ref.ofType) : ref.kind;
}

const schemas = new Map<EndpointName, RootFields>();

/** The operation for one field: every argument declared with its real type, only the given ones sent. */
function operation(entry: Entry, targets: Targets, variablesOf: FieldCase['variables'] = entry.spec.variables): { query: string; variables: Record<string, unknown> } {
  const field = schemas.get(entry.endpoint)![entry.root].get(entry.field);
  if (!field) throw new Error(`${entry.endpoint} serves no ${entry.root}.${entry.field}`);
  const variables = variablesOf?.(targets) ?? {};
  const known = new Set(field.args.map((a) => a.name));
  const unknown = Object.keys(variables).filter((name) => !known.has(name));
  if (unknown.length) throw new Error(`${entry.field}: the table's variables name unknown arguments ${unknown.join(', ')}`);
  const missing = field.args.filter((a) => a.type.kind === 'NON_NULL' && a.defaultValue === null && !(a.name in variables)).map((a) => a.name);
  if (missing.length) throw new Error(`${entry.field}: the table gives no value for the required arguments ${missing.join(', ')}`);
  const args = field.args.filter((a) => a.name in variables);
  const defs = args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = entry.spec.selection ?? (['OBJECT', 'INTERFACE', 'UNION'].includes(namedKind(field.type)) ? '{ __typename }' : '');
  const kind = entry.root === 'Query' ? 'query' : 'mutation';
  return { query: `${kind} Authz${defs ? `(${defs})` : ''} { ${entry.field}${call ? `(${call})` : ''} ${selection} }`, variables };
}

// ---------------------------------------------------------------- callers and the database

const ids = {} as Record<SignedInWho, number>;
const cookies = {} as Record<Who, string | undefined>;
const targets = {} as Targets;

async function call(endpoint: EndpointName, op: { query: string; variables: Record<string, unknown> }, who: Who): Promise<Body> {
  const res = await callGraphQL(endpoint, op.query, op.variables, { cookie: cookies[who] });
  expect(res.status, `${who}: HTTP ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
  return res.body as Body;
}

/** Row count and content hash of every table: any insert, update or delete shows. */
async function databaseChecksum(): Promise<Map<string, string>> {
  const db = await getDb();
  const rowsOf = <T,>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows);
  const names = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((r) => r.table_name);
  const parts = names.map((name) => `select '${name}' as t, count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${name}" x`);
  const out = new Map<string, string>();
  for (const row of rowsOf<{ t: string; n: number; h: string }>(await db.execute(sql.raw(parts.join(' union all '))))) out.set(row.t, `${row.n} rows ${row.h}`);
  return out;
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).map((n) => `${n}: ${before.get(n) ?? '-'} → ${after.get(n) ?? '-'}`);
}

/** The refusal a caller must get: exactly one error with the module's code and translated message, and no data. */
function expectRefusal(body: Body, entry: Entry, who: Who, code: string, message: string | undefined) {
  const what = `${entry.endpoint} ${entry.root}.${entry.field} as ${who}: ${JSON.stringify(body)}`;
  expect(message, `${entry.module} has no ${code} message in REFUSALS`).toBeTruthy();
  expect(body.errors?.length, what).toBe(1);
  expect(body.errors![0].extensions?.code, what).toBe(code);
  expect(body.errors![0].message, what).toBe(message);
  expect(body.data?.[entry.field] ?? null, what).toBeNull();
}

function refusalText(entry: Entry, kind: 'unauthenticated' | 'forbidden'): string | undefined {
  const refusals = REFUSALS[entry.module];
  return refusals.byField?.[entry.field]?.[kind] ?? refusals[kind];
}

/** A real token issued one session lifetime and a minute ago (the clock set back while signing): expired. */
async function expiredToken(userId: number): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - (SESSION_TTL_SECONDS + 60) * 1000 });
  try {
    return await signSessionToken(userId);
  } finally {
    vi.useRealTimers();
  }
}

/** A real token, its signature changed: verification fails, so it must count as signed out. */
function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  return `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
}

async function idOf(email: string): Promise<number> {
  const [row] = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function memberOf(slug: string, role: (typeof organizationMembers.$inferSelect)['role']): Promise<number> {
  const [row] = await (await getDb())
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizations.slug, slug), eq(organizationMembers.role, role)))
    .orderBy(asc(organizationMembers.userId))
    .limit(1);
  if (!row) throw new Error(`no ${role} in ${slug}`);
  return row.userId;
}

async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`the seed has no ${what}`);
  return row;
}

/** Finds the rows the variables aim at; adds a cart line for payg and a studio upload for acme (before anything is measured). */
async function findTargets(): Promise<void> {
  const db = await getDb();
  const acmeOrg = await first(db.select().from(organizations).where(eq(organizations.slug, 'acme-learning')), 'acme-learning');
  const bancoOrg = await first(db.select().from(organizations).where(eq(organizations.slug, 'banco-andino')), 'banco-andino');

  const publicActive = and(isNull(courses.organizationId), eq(courses.isActive, true));
  const cartCourse = await first(
    db.select({ id: courses.id, categoryId: courses.categoryId }).from(courses).where(and(publicActive, sql`exists (select 1 from course_prices p where p.course_id = ${courses.id} and p.price_cents > 0)`)).orderBy(asc(courses.id)).limit(1),
    'priced course',
  );
  const freeCourse = await first(db.select({ id: courses.id }).from(courses).where(and(publicActive, eq(courses.courseType, 'FREE'))).orderBy(asc(courses.id)).limit(1), 'free course');
  const upcoming = await first(
    db.select({ id: courses.id }).from(courses).where(and(isNull(courses.organizationId), eq(courses.isActive, false), sql`(${courses.isPreSale} or ${courses.isScheduled})`)).orderBy(asc(courses.id)).limit(1),
    'upcoming course',
  );
  const enrolled = await first(db.select({ courseId: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, ids.premium)).orderBy(asc(enrollments.id)).limit(1), "premium's enrollment");
  const quiz = await first(
    db
      .select({ id: courseLectures.id })
      .from(courseLectures)
      .innerJoin(enrollments, eq(enrollments.courseId, courseLectures.courseId))
      .where(and(eq(enrollments.userId, ids.premium), eq(courseLectures.lectureType, 'QUIZ')))
      .orderBy(asc(courseLectures.id))
      .limit(1),
    "a quiz in one of premium's courses",
  );
  const saved = await first(db.select({ courseId: savedCourses.courseId }).from(savedCourses).where(eq(savedCourses.userId, ids.premium)).limit(1), "premium's saved course");
  const note = await first(db.select({ id: learnerNotes.id }).from(learnerNotes).where(eq(learnerNotes.userId, ids.premium)).orderBy(asc(learnerNotes.id)).limit(1), "premium's note");
  const draft = await first(db.select({ id: projects.id }).from(projects).where(and(eq(projects.userId, ids.premium), eq(projects.status, 'DRAFT'))).limit(1), "premium's draft project");
  const reviewable = await first(
    db.select({ id: projects.id }).from(projects).where(and(eq(projects.mentorUserId, ids.mentor), eq(projects.status, 'PUBLISHED'))).orderBy(asc(projects.id)).limit(1),
    "a project waiting for the mentor's review",
  );
  const pendingQuiz = await first(
    db.select({ id: quizAttempts.id, answers: quizAttempts.answers }).from(quizAttempts).where(eq(quizAttempts.needsReview, true)).orderBy(asc(quizAttempts.id)).limit(1),
    "a quiz attempt awaiting the teacher's review",
  );
  const notification = await first(db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, ids.premium)).orderBy(asc(notifications.id)).limit(1), "premium's notification");
  const order = await first(
    db.select({ id: orders.id }).from(orders).where(and(eq(orders.status, 'PAID'), isNotNull(orders.userId), notInArray(orders.userId, Object.values(ids)))).orderBy(asc(orders.id)).limit(1),
    'paid order',
  );
  const invitation = await first(
    db.select({ id: organizationInvitations.id, token: organizationInvitations.token }).from(organizationInvitations).where(and(eq(organizationInvitations.organizationId, acmeOrg.id), isNull(organizationInvitations.acceptedAt))).orderBy(asc(organizationInvitations.id)).limit(1),
    'pending acme invitation',
  );
  const assignment = await first(db.select({ id: organizationAssignments.id }).from(organizationAssignments).where(eq(organizationAssignments.organizationId, acmeOrg.id)).orderBy(asc(organizationAssignments.id)).limit(1), 'acme assignment');
  const skillPath = await first(db.select({ id: skillPaths.id }).from(skillPaths).orderBy(asc(skillPaths.id)).limit(1), 'skill path');

  // payg's cart holds a course (so myCart and shoppingCartRemoveItem have something to protect).
  const added = await callGraphQL('default', `mutation($input: ShoppingCartItemInput!) { shoppingCartAddItem(input: $input) { success } }`, { input: { courseId: String(cartCourse.id) } }, { cookie: cookies.payg });
  expect(added.body, 'setting up payg’s cart').toEqual({ data: { shoppingCartAddItem: { success: true } } });
  // acme has a studio upload (and so an organisation-private course).
  const created = await callGraphQL(
    'b2b',
    `mutation($input: CreateStudioCourseInput!) { createStudioCourse(input: $input) { success upload { id courseId } } }`,
    { input: { slug: acmeOrg.slug, title: 'Inducción Acme', summary: 'Tu primera semana.', categoryId: cartCourse.categoryId, lectures: [{ title: 'Bienvenida', lectureType: 'CLASS', durationMinutes: 12 }] } },
    { cookie: cookies.admin },
  );
  const upload = (created.body.data as { createStudioCourse: { upload: { id: number; courseId: number } } } | null)?.createStudioCourse.upload;
  expect(upload, `setting up an acme studio upload: ${JSON.stringify(created.body)}`).toBeTruthy();
  expect((await db.select({ id: studioUploads.id }).from(studioUploads).where(eq(studioUploads.id, upload!.id))).length).toBe(1);

  Object.assign(targets, {
    cartCourseId: cartCourse.id,
    freeCourseId: freeCourse.id,
    enrolledCourseId: enrolled.courseId,
    quizLectureId: quiz.id,
    upcomingCourseId: upcoming.id,
    savedCourseId: saved.courseId,
    privateCourseId: upload!.courseId,
    noteId: note.id,
    draftProjectId: draft.id,
    reviewableProjectId: reviewable.id,
    // The seeded attempts await their written question 'dev-apply' (lib/server/db/seed/seed-quiz-reviews.ts).
    pendingQuizReview: { attemptId: pendingQuiz.id, questionId: Object.keys(pendingQuiz.answers ?? {}).find((k) => k.startsWith('dev-')) ?? 'dev-apply' },
    notificationId: notification.id,
    orderNumber: orderNumber(order.id),
    acme: {
      slug: acmeOrg.slug,
      logo: acmeOrg.logo ?? '',
      darkModeLogo: acmeOrg.darkModeLogo ?? '',
      invitationId: invitation.id,
      invitationToken: invitation.token,
      assignmentId: assignment.id,
      memberUserId: ids.member,
      uploadId: upload!.id,
    },
    bancoSlug: bancoOrg.slug,
    categoryId: cartCourse.categoryId,
    skillPathId: skillPath.id,
  } satisfies Targets);
}

// ---------------------------------------------------------------- the tests

describe(`authorization matrix of every GraphQL endpoint (${label})`, () => {
  let last: Map<string, string> | null = null;

  beforeAll(async () => {
    await setupTestDatabase();
    for (const key of ['payg', 'premium', 'trial', 'degree', 'member', 'admin', 'mentor', 'teacher', 'affiliate', 'staff'] as const) ids[key] = await idOf(`${key}@demo.cursalia.test`);
    ids.leader = await memberOf('acme-learning', 'leader');
    ids.bancoAdmin = await memberOf('banco-andino', 'admin');
    ids.highEd = await memberOf('universidad-del-sol', 'high-education-member');
    for (const [who, id] of Object.entries(ids)) cookies[who as Who] = `${SESSION_COOKIE}=${await signSessionToken(id)}`;
    cookies.anonymous = undefined;
    cookies.tampered = `${SESSION_COOKIE}=${tamper(await signSessionToken(ids.admin))}`;
    // A real token ended by the real logout: it must open nothing afterwards (issue 17 item 1).
    cookies.revoked = `${SESSION_COOKIE}=${await signSessionToken(ids.admin)}`;
    const out = await callGraphQL<{ logout: { success: boolean } }>('auth', 'mutation { logout { success } }', {}, { cookie: cookies.revoked });
    expect(out.body.data?.logout.success, 'logging out the revoked caller').toBe(true);
    if (LONG) {
      const expired = await expiredToken(ids.admin);
      expect(decodeJwt(expired).exp! * 1000, 'the expired token').toBeLessThan(Date.now());
      cookies.expired = `${SESSION_COOKIE}=${expired}`;
      const [{ maxId }] = await (await getDb()).select({ maxId: sql<number>`max(${users.id})::int` }).from(users);
      cookies.ghost = `${SESSION_COOKIE}=${await signSessionToken(maxId + 1000)}`;
    }
    for (const endpoint of ENDPOINTS) {
      const res = await callGraphQL(endpoint, INTROSPECTION, {}, { csrf: false });
      const schema = (res.body.data as { __schema: { queryType: { fields: IntrospectedField[] } | null; mutationType: { fields: IntrospectedField[] } | null } } | null)?.__schema;
      if (!schema) throw new Error(`introspection of ${endpoint} failed: ${JSON.stringify(res.body)}`);
      schemas.set(endpoint, {
        Query: new Map((schema.queryType?.fields ?? []).map((f) => [f.name, f])),
        Mutation: new Map((schema.mutationType?.fields ?? []).map((f) => [f.name, f])),
      });
    }
    await findTargets();
  });
  afterAll(teardownTestDatabase);

  it('classifies every Query and Mutation field of every endpoint, and names no field that is gone', () => {
    const problems: string[] = [];
    const counts: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const expected = expectedEntries(endpoint);
      for (const root of ROOTS) {
        const served = [...schemas.get(endpoint)![root].keys()];
        const classified = new Set(expected.filter((e) => e.root === root).map((e) => e.field));
        for (const field of served) if (!classified.has(field)) problems.push(`${endpoint}: ${root}.${field} is not classified in tests/support/authorization-matrix-cases.ts`);
        for (const field of classified) if (!served.includes(field)) problems.push(`${endpoint}: the table classifies ${root}.${field}, which the endpoint no longer serves`);
      }
      const by = (access: (a: Access) => boolean) => expected.filter((e) => access(e.spec.access)).length;
      counts.push(`${endpoint} ${expected.length} (public ${by((a) => a === 'public')}, perUser ${by((a) => a === 'perUser')}, signedIn ${by((a) => a === 'signedIn')}, role ${by(isRole)})`);
    }
    // A module in the table that no endpoint serves would never be checked.
    const served = new Set(ENDPOINTS.flatMap((e) => modulesOf(e)));
    for (const mod of Object.keys(table)) if (!served.has(mod as ModuleName)) problems.push(`the table classifies module ${mod}, which no endpoint serves`);
    console.log(`[authorization-matrix] ${label}: fields classified per endpoint — ${counts.join('; ')}`);
    expect(problems).toEqual([]);
  });

  const all = ENDPOINTS.flatMap(expectedEntries);

  /** Every caller of foreignCallers, aimed at another's row, gets what the table expects. */
  async function expectForeign(entry: Entry): Promise<void> {
    const foreign = entry.spec.foreign!;
    const op = operation(entry, targets, foreign.variables ?? entry.spec.variables);
    for (const caller of foreignCallers(entry.spec)) expectAnswer(await call(entry.endpoint, op, caller), entry, caller, foreign.expect);
  }

  function expectAnswer(body: Body, entry: Entry, who: Who, expected: Expectation): void {
    if ('code' in expected) expectRefusal(body, entry, who, expected.code, expected.message);
    else if ('partial' in expected) {
      expect(body.errors, `${entry.field} as ${who}`).toBeUndefined();
      expect(body.data?.[entry.field], `${entry.field} as ${who}`).toMatchObject(expected.partial);
    } else expect(body, `${entry.field} as ${who}`).toEqual({ data: { [entry.field]: expected.data } });
  }

  for (const entry of all.filter((e) => e.spec.access !== 'public' && e.spec.access !== 'perUser')) {
    const { access, foreign } = entry.spec;
    const who = isRole(access) ? `signed out and ${wrongCallers(access).join(', ')} (${access})` : 'signed out';
    const others = foreign ? `; ${LONG && foreign.owner !== undefined ? `everyone allowed but ${foreign.owner ?? 'the owner'}` : foreign.who} cannot reach another's row` : '';
    it(`${entry.endpoint} ${entry.root}.${entry.field}: refused ${who}${others}; nothing changes`, async () => {
      const before = last ?? (await databaseChecksum());
      last = null;
      const op = operation(entry, targets);
      for (const caller of SIGNED_OUT) expectRefusal(await call(entry.endpoint, op, caller), entry, caller, 'UNAUTHENTICATED', refusalText(entry, 'unauthenticated'));
      if (isRole(access)) {
        for (const caller of wrongCallers(access)) expectRefusal(await call(entry.endpoint, op, caller), entry, caller, 'FORBIDDEN', refusalText(entry, 'forbidden'));
      }
      if (foreign) await expectForeign(entry);
      const after = await databaseChecksum();
      expect(changedTables(before, after), `${entry.endpoint} ${entry.root}.${entry.field} changed the database`).toEqual([]);
      last = after;
    });
  }

  for (const entry of all.filter((e) => e.spec.access === 'perUser')) {
    const others = LONG && entry.spec.foreign ? `; everyone but ${entry.spec.foreign.owner ?? 'the owner'} leaves the owner's row alone` : '';
    it(`${entry.endpoint} ${entry.root}.${entry.field}: public, but a signed-out caller gets nothing of anyone's${others}; nothing changes`, async () => {
      const before = last ?? (await databaseChecksum());
      last = null;
      const op = operation(entry, targets);
      for (const caller of SIGNED_OUT) {
        expect(await call(entry.endpoint, op, caller), `${entry.field} as ${caller}`).toEqual({ data: { [entry.field]: entry.spec.anonymous } });
      }
      if (entry.spec.owner) {
        // The owner's answer is not the empty one: there is data a signed-out caller did not get.
        const own = await call(entry.endpoint, op, entry.spec.owner);
        expect(own.errors, `${entry.field} as ${entry.spec.owner}`).toBeUndefined();
        expect(own.data?.[entry.field], `${entry.field} as ${entry.spec.owner}`).not.toEqual(entry.spec.anonymous);
      }
      if (LONG && entry.spec.foreign) await expectForeign(entry);
      const after = await databaseChecksum();
      expect(changedTables(before, after), `${entry.endpoint} ${entry.root}.${entry.field} changed the database`).toEqual([]);
      last = after;
    });
  }

  if (LONG) {
    it('a token of a user id that does not exist (a deleted account) is refused by every restricted field and gets the signed-out answer of every per-user one; nothing changes', async () => {
      const before = last ?? (await databaseChecksum());
      last = null;
      const problems: string[] = [];
      for (const entry of all.filter((e) => e.spec.access !== 'public')) {
        const body = await call(entry.endpoint, operation(entry, targets), 'ghost');
        const answer = `${entry.endpoint} ${entry.root}.${entry.field}: ${body.errors ? body.errors.map((e) => `${e.extensions?.code} ${e.message}`).join('; ') : JSON.stringify(body.data)}`;
        if (entry.spec.access === 'perUser') {
          if (JSON.stringify(body) !== JSON.stringify({ data: { [entry.field]: entry.spec.anonymous } })) problems.push(answer);
          continue;
        }
        const [error, ...more] = body.errors ?? [];
        const refused = (code: string, kind: 'unauthenticated' | 'forbidden') => error?.extensions?.code === code && error.message === refusalText(entry, kind);
        const ok = error && !more.length && (body.data?.[entry.field] ?? null) === null && (refused('UNAUTHENTICATED', 'unauthenticated') || (isRole(entry.spec.access) && refused('FORBIDDEN', 'forbidden')));
        if (!ok) problems.push(answer);
      }
      const after = await databaseChecksum();
      expect.soft(problems, 'answers to a deleted user’s token').toEqual([]);
      expect(changedTables(before, after), 'a deleted user’s token changed the database').toEqual([]);
      last = after;
    });
  }

  it('public queries answer signed-out callers (public mutations — login, register, logout, adding to a guest cart — are not called)', async () => {
    const problems: string[] = [];
    for (const entry of all.filter((e) => e.spec.access === 'public' && e.root === 'Query')) {
      const body = await call(entry.endpoint, operation(entry, targets), 'anonymous');
      if (body.errors) problems.push(`${entry.endpoint} ${entry.field}: ${JSON.stringify(body.errors)}`);
      else if ('anonymous' in entry.spec && JSON.stringify(body.data?.[entry.field]) !== JSON.stringify(entry.spec.anonymous)) {
        problems.push(`${entry.endpoint} ${entry.field}: ${JSON.stringify(body.data)} instead of ${JSON.stringify(entry.spec.anonymous)}`);
      }
    }
    expect(problems).toEqual([]);
    last = null;
  });

  it(`every restricted query answers ${LONG ? 'every caller the table allows' : 'its allowed caller'} (the table is not stricter than the code)`, async () => {
    const problems: string[] = [];
    for (const entry of all.filter((e) => e.root === 'Query' && e.spec.access !== 'public' && e.spec.access !== 'perUser')) {
      const { access } = entry.spec;
      const callers = LONG ? allowedCallers(access) : [entry.spec.allowed ?? (isRole(access) ? ROLES[access].allowed : 'premium')];
      for (const caller of callers) {
        const body = await call(entry.endpoint, operation(entry, targets), caller);
        if (body.errors) problems.push(`${entry.endpoint} ${entry.field} as ${caller}: ${JSON.stringify(body.errors)}`);
      }
    }
    if (LONG) {
      // The table is coherent: the positive caller and the representatives are on the right side of each role.
      for (const [role, { allowed, wrong, everyone }] of Object.entries(ROLES)) {
        if (!everyone.includes(allowed)) problems.push(`ROLES.${role}: allowed ${allowed} is not in everyone`);
        for (const who of wrong) if (everyone.includes(who)) problems.push(`ROLES.${role}: wrong ${who} is in everyone`);
      }
      for (const entry of all) if (entry.spec.allowed && !allowedCallers(entry.spec.access).includes(entry.spec.allowed)) problems.push(`${entry.field}: allowed ${entry.spec.allowed} may not call it`);
    }
    expect(problems).toEqual([]);
    last = null;
  });
});
