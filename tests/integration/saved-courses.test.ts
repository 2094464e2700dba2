/**
 * Saved courses on the v4 endpoint (/api/graph/; spec §3 "Saved-course action result", §4, §6
 * "Saving courses: premium users only", §7 CreateSavedCourse / DeleteSavedCourse), called
 * through the real route handler with the CSRF pair, on PGlite and on PostgreSQL
 * (TEST_DB=postgres). The server decides who may save from its own view of the user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { courses, organizations, savedCourses, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { callGraphQL, type CallOptions } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

const CREATE = `mutation CreateSavedCourse($course_id: ID!) { createSavedCourse(course_id: $course_id) { success messages } }`;
const DELETE = `mutation DeleteSavedCourse($course_id: ID!, $enrollment_id: ID) {
  deleteSavedCourse(course_id: $course_id, enrollment_id: $enrollment_id) { success messages }
}`;
const IDS = `query SavedCourseIds { savedCourseIds }`;
const IS_SAVED = `query IsCourseSaved($course_id: ID!) { isCourseSaved(course_id: $course_id) }`;
const MINE = `query MySavedCourses($first: Int, $after: String) {
  mySavedCourses(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor savedAt node { id originalId title url } }
  }
}`;

type Err = { message: string; extensions?: { code?: string; field?: string; reason?: string } };
type Result = { success: boolean; messages: string[] };
type Body<T> = { data?: T | null; errors?: Err[] };

const SAVED = 'Curso guardado en "Mis guardados"';
const ALREADY = 'El curso ya estaba en "Mis guardados"';
const REMOVED = 'Curso eliminado de "Mis guardados"';
const NOT_SAVED = 'Este curso no estaba en "Mis guardados"';

async function create(courseId: string, options: CallOptions = {}) {
  return (await callGraphQL<{ createSavedCourse: Result }>('v4', CREATE, { course_id: courseId }, options)).body as Body<{ createSavedCourse: Result }>;
}

async function remove(courseId: string, options: CallOptions = {}, enrollmentId?: string) {
  const variables = enrollmentId === undefined ? { course_id: courseId } : { course_id: courseId, enrollment_id: enrollmentId };
  return (await callGraphQL<{ deleteSavedCourse: Result }>('v4', DELETE, variables, options)).body as Body<{ deleteSavedCourse: Result }>;
}

async function ids(options: CallOptions): Promise<string[]> {
  const res = await callGraphQL<{ savedCourseIds: string[] }>('v4', IDS, {}, options);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.savedCourseIds;
}

async function isSaved(courseId: string, options: CallOptions): Promise<boolean> {
  const res = await callGraphQL<{ isCourseSaved: boolean }>('v4', IS_SAVED, { course_id: courseId }, options);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.isCourseSaved;
}

type Connection = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; savedAt: string; node: { id: string; originalId: number; title: string; url: string } }[];
};

async function mine(options: CallOptions, variables: Record<string, unknown> = {}) {
  return (await callGraphQL<{ mySavedCourses: Connection }>('v4', MINE, variables, options)).body as Body<{ mySavedCourses: Connection }>;
}

async function sessionOf(email: string): Promise<{ id: number; cookie: string }> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return { id: user.id, cookie: `${SESSION_COOKIE}=${await signSessionToken(user.id)}` };
}

async function rowsOf(userId: number) {
  const db = await getDb();
  return db.select().from(savedCourses).where(eq(savedCourses.userId, userId)).orderBy(asc(savedCourses.courseId));
}

/** Public courses the user has not saved, lowest ids first. */
async function unsavedCourses(userId: number, n: number): Promise<number[]> {
  const db = await getDb();
  const saved = (await rowsOf(userId)).map((r) => r.courseId);
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(saved.length ? and(isNull(courses.organizationId), notInArray(courses.id, saved)) : isNull(courses.organizationId))
    .orderBy(asc(courses.id))
    .limit(n);
  return rows.map((r) => r.id);
}

describe(`saved courses on v4 (${label})`, () => {
  let privateCourse: number;

  beforeAll(async () => {
    await setupTestDatabase();
    const db = await getDb();
    // An organisation's own (studio) course: not in the public catalogue, so it cannot be saved.
    const [org] = await db.select({ id: organizations.id }).from(organizations).limit(1);
    const [template] = await db.select().from(courses).where(isNull(courses.organizationId)).limit(1);
    const [row] = await db
      .insert(courses)
      .values({
        slug: 'curso-privado-de-prueba',
        title: { es: 'Curso privado de prueba' },
        categoryId: template.categoryId,
        professorId: template.professorId,
        coverImage: template.coverImage,
        organizationId: org.id,
      })
      .returning({ id: courses.id });
    privateCourse = row.id;
  });
  afterAll(teardownTestDatabase);

  it('refuses anonymous callers with a translated UNAUTHENTICATED error on every field, and writes nothing', async () => {
    const db = await getDb();
    const before = (await db.select().from(savedCourses)).length;
    const [courseId] = await unsavedCourses(-1, 1);

    const saved = await create(String(courseId));
    expect(saved.data ?? null).toBeNull();
    expect(saved.errors?.[0]).toMatchObject({ message: 'Inicia sesión para guardar cursos.', extensions: { code: 'UNAUTHENTICATED' } });
    const pt = await create(String(courseId), { headers: { 'accept-language': 'pt-BR' } });
    expect(pt.errors?.[0]).toMatchObject({ message: 'Entre na sua conta para salvar cursos.', extensions: { code: 'UNAUTHENTICATED' } });
    // Whatever the input: a visitor learns to sign in first.
    expect((await create('not-an-id')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await remove(String(courseId))).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const query of [IDS, MINE]) {
      const res = await callGraphQL('v4', query);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const tampered = await create(String(courseId), { cookie: `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad` });
    expect(tampered.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await db.select().from(savedCourses)).length).toBe(before);
  });

  it('refuses a signed-in PAYG learner with a translated FORBIDDEN error: the server decides, not the client', async () => {
    const payg = await sessionOf('payg@demo.cursalia.test');
    const before = await rowsOf(payg.id);
    const [courseId] = await unsavedCourses(payg.id, 1);

    const res = await create(String(courseId), { cookie: payg.cookie });
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message: 'Guardar cursos es solo para miembros Premium.', extensions: { code: 'FORBIDDEN' } });
    const en = await create(String(courseId), { cookie: payg.cookie, headers: { 'x-locale': 'en' } });
    expect(en.errors?.[0]?.message).toBe('Saving courses is for Premium members only.');
    expect((await remove(String(courseId), { cookie: payg.cookie })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Authorisation comes before the input: a bad id is still FORBIDDEN.
    expect((await create('987654321', { cookie: payg.cookie })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const query of [IDS, MINE]) {
      expect((await callGraphQL('v4', query, {}, { cookie: payg.cookie })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await rowsOf(payg.id)).toEqual(before);
  });

  it('lists the seeded saved courses of a premium member, newest saved first, with cursor paging', async () => {
    const premium = await sessionOf('premium@demo.cursalia.test');
    const rows = [...(await rowsOf(premium.id))].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(await ids({ cookie: premium.cookie })).toEqual(rows.map((r) => String(r.courseId)));

    const first = await mine({ cookie: premium.cookie }, { first: 2 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data!.mySavedCourses;
    expect(page1.totalCount).toBe(rows.length);
    expect(page1.edges.map((e) => e.node.originalId)).toEqual(rows.slice(0, 2).map((r) => r.courseId));
    expect(page1.edges[0].savedAt).toBe(rows[0].createdAt.toISOString());
    expect(page1.edges[0].node.id).toBe(toGlobalId('Course', rows[0].courseId));
    expect(page1.edges[0].node.url).toMatch(/^\/cursos-online\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const second = (await mine({ cookie: premium.cookie }, { first: 2, after: page1.pageInfo.endCursor })).data!.mySavedCourses;
    expect(second.edges.map((e) => e.node.originalId)).toEqual(rows.slice(2, 4).map((r) => r.courseId));
    expect(second.pageInfo.hasPreviousPage).toBe(true);

    const bad = await mine({ cookie: premium.cookie }, { after: 'not-a-cursor' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });

  it('saves a course for a premium member, who then finds it first in the list; unsaving removes it', async () => {
    const premium = await sessionOf('premium@demo.cursalia.test');
    const [target] = await unsavedCourses(premium.id, 1);
    expect(await isSaved(String(target), { cookie: premium.cookie })).toBe(false);

    expect(await create(String(target), { cookie: premium.cookie })).toEqual({ data: { createSavedCourse: { success: true, messages: [SAVED] } } });
    expect((await rowsOf(premium.id)).filter((r) => r.courseId === target)).toHaveLength(1);
    expect((await ids({ cookie: premium.cookie }))[0]).toBe(String(target));
    expect((await mine({ cookie: premium.cookie }, { first: 1 })).data!.mySavedCourses.edges[0].node.originalId).toBe(target);
    expect(await isSaved(toGlobalId('Course', target), { cookie: premium.cookie })).toBe(true);

    const removed = await remove(String(target), { cookie: premium.cookie });
    expect(removed).toEqual({ data: { deleteSavedCourse: { success: true, messages: [REMOVED] } } });
    expect((await rowsOf(premium.id)).some((r) => r.courseId === target)).toBe(false);
    expect(await ids({ cookie: premium.cookie })).not.toContain(String(target));
    expect(await isSaved(String(target), { cookie: premium.cookie })).toBe(false);
  });

  it('lets a premium trial member save too (premium-trial is premium, spec §4)', async () => {
    const trial = await sessionOf('trial@demo.cursalia.test');
    const [target] = await unsavedCourses(trial.id, 1);
    expect((await create(String(target), { cookie: trial.cookie })).data?.createSavedCourse.success).toBe(true);
    expect((await remove(String(target), { cookie: trial.cookie })).data?.deleteSavedCourse.success).toBe(true);
  });

  it('is idempotent: saving twice keeps one bookmark and its date; deleting twice answers success false with a message', async () => {
    const premium = await sessionOf('premium@demo.cursalia.test');
    const [target] = await unsavedCourses(premium.id, 1);

    expect((await create(String(target), { cookie: premium.cookie })).data?.createSavedCourse).toEqual({ success: true, messages: [SAVED] });
    const [first] = (await rowsOf(premium.id)).filter((r) => r.courseId === target);
    // Again, and again by its Course global id, in Portuguese.
    expect((await create(String(target), { cookie: premium.cookie })).data?.createSavedCourse).toEqual({ success: true, messages: [ALREADY] });
    const pt = await create(toGlobalId('Course', target), { cookie: premium.cookie, headers: { 'accept-language': 'pt' } });
    expect(pt.data?.createSavedCourse).toEqual({ success: true, messages: ['O curso já estava em "Meus salvos"'] });
    const rows = (await rowsOf(premium.id)).filter((r) => r.courseId === target);
    expect(rows).toHaveLength(1);
    expect(rows[0].createdAt.getTime()).toBe(first.createdAt.getTime());
    expect((await ids({ cookie: premium.cookie })).filter((id) => id === String(target))).toHaveLength(1);

    expect((await remove(String(target), { cookie: premium.cookie }, '12')).data?.deleteSavedCourse).toEqual({ success: true, messages: [REMOVED] });
    const again = await remove(String(target), { cookie: premium.cookie });
    expect(again.errors).toBeUndefined();
    expect(again.data?.deleteSavedCourse).toEqual({ success: false, messages: [NOT_SAVED] });
    const ptAgain = await remove(String(target), { cookie: premium.cookie, headers: { 'accept-language': 'pt' } });
    expect(ptAgain.data?.deleteSavedCourse).toEqual({ success: false, messages: ['Este curso não estava em "Meus salvos"'] });
    expect((await rowsOf(premium.id)).some((r) => r.courseId === target)).toBe(false);
  });

  it('answers an unknown or private course with a translated BAD_USER_INPUT error naming course_id, and changes nothing', async () => {
    const premium = await sessionOf('premium@demo.cursalia.test');
    const before = await rowsOf(premium.id);
    for (const courseId of ['987654321', 'not-an-id', '0', toGlobalId('User', 1), String(privateCourse)]) {
      for (const call of [create, remove]) {
        const res = await call(courseId, { cookie: premium.cookie });
        expect(res.data ?? null).toBeNull();
        expect(res.errors?.[0]).toMatchObject({
          message: 'Ese curso no existe o no está disponible.',
          extensions: { code: 'BAD_USER_INPUT', field: 'course_id', reason: 'courseNotFound' },
        });
      }
    }
    const pt = await create('987654321', { cookie: premium.cookie, headers: { 'accept-language': 'pt' } });
    expect(pt.errors?.[0]?.message).toBe('Esse curso não existe ou não está disponível.');
    const empty = await create('   ', { cookie: premium.cookie });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'course_id' });
    const [target] = await unsavedCourses(premium.id, 1);
    const badEnrollment = await remove(String(target), { cookie: premium.cookie }, 'nope');
    expect(badEnrollment.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'enrollment_id' });
    const isPrivateSaved = await callGraphQL<{ isCourseSaved: boolean }>('v4', IS_SAVED, { course_id: 'x' }, { cookie: premium.cookie });
    expect(isPrivateSaved.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rowsOf(premium.id)).toEqual(before);
  });

  it('refuses a mutation without the CSRF pair', async () => {
    const premium = await sessionOf('premium@demo.cursalia.test');
    const [target] = await unsavedCourses(premium.id, 1);
    const res = await callGraphQL('v4', CREATE, { course_id: String(target) }, { cookie: premium.cookie, csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('CSRF_FAILED');
    expect((await rowsOf(premium.id)).some((r) => r.courseId === target)).toBe(false);
  });
});
