/**
 * The agenda's GraphQL calls on the default endpoint (spec §4, §7): courseSubscribe
 * ('Avísenme cuando esté listo') and MyCourseSubscriptions (the subscription list the page
 * fetches client-side). Called through the real route handler, with the CSRF pair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { courseSubscriptions, courses, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { agendaContentType } from '@/lib/domain/agenda/card-state';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { callGraphQL, type CallOptions } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

const SUBSCRIBE = `mutation CourseSubscribe($input: CourseSubscribeInput!) { courseSubscribe(input: $input) { success } }`;
const MINE = `query MyCourseSubscriptions { myCourseSubscriptions }`;
const CONTENT_TYPE = agendaContentType(PRODUCT_NAME);

type Err = { message: string; extensions?: { code?: string; field?: string; reason?: string } };
type SubscribeResult = { status: number; body: { data?: { courseSubscribe: { success: boolean } } | null; errors?: Err[] } };

function subscribe(courseId: string, options: CallOptions = {}, contentType = CONTENT_TYPE): Promise<SubscribeResult> {
  return callGraphQL('default', SUBSCRIBE, { input: { courseId, contentType } }, options) as Promise<SubscribeResult>;
}

async function mine(options: CallOptions = {}): Promise<string[]> {
  const res = await callGraphQL<{ myCourseSubscriptions: string[] }>('default', MINE, {}, options);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.myCourseSubscriptions;
}

async function sessionOf(email: string): Promise<{ id: number; cookie: string }> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return { id: user.id, cookie: `${SESSION_COOKIE}=${await signSessionToken(user.id)}` };
}

async function rowsOf(userId: number) {
  const db = await getDb();
  return db.select().from(courseSubscriptions).where(eq(courseSubscriptions.userId, userId)).orderBy(asc(courseSubscriptions.courseId));
}

describe(`agenda on the default endpoint (${label})`, () => {
  let upcoming: number[] = [];
  let active: number;

  beforeAll(async () => {
    await setupTestDatabase();
    const db = await getDb();
    upcoming = (
      await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(isNull(courses.organizationId), eq(courses.isActive, false), or(eq(courses.isPreSale, true), eq(courses.isScheduled, true))))
        .orderBy(asc(courses.id))
    ).map((r) => r.id);
    [{ id: active }] = await db.select({ id: courses.id }).from(courses).where(and(isNull(courses.organizationId), eq(courses.isActive, true))).limit(1);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
  });
  afterAll(teardownTestDatabase);

  it('refuses an anonymous visitor with a translated UNAUTHENTICATED error and writes nothing', async () => {
    const db = await getDb();
    const before = (await db.select().from(courseSubscriptions)).length;
    const res = await subscribe(String(upcoming[4]));
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Inicia sesión para agendar un aviso.', extensions: { code: 'UNAUTHENTICATED' } });

    const pt = await subscribe(String(upcoming[4]), { headers: { 'accept-language': 'pt-BR' } });
    expect(pt.body.errors?.[0]).toMatchObject({ message: 'Entre na sua conta para agendar um aviso.', extensions: { code: 'UNAUTHENTICATED' } });

    const tampered = await subscribe(String(upcoming[4]), { cookie: `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad` });
    expect(tampered.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await db.select().from(courseSubscriptions)).length).toBe(before);
  });

  it('gives an anonymous visitor an empty subscription list', async () => {
    expect(await mine()).toEqual([]);
  });

  it('lists the seeded subscriptions of a signed-in user as original ids', async () => {
    const premium = await sessionOf('premium@demo.cursalia.test');
    const list = await mine({ cookie: premium.cookie });
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect([...list].sort()).toEqual((await rowsOf(premium.id)).map((r) => String(r.courseId)).sort());
    for (const id of list) expect(id).toMatch(/^\d+$/);
  });

  it('subscribes a signed-in user, who then finds the course in myCourseSubscriptions', async () => {
    const user = await sessionOf('degree@demo.cursalia.test');
    const before = await mine({ cookie: user.cookie });
    const target = upcoming.find((id) => !before.includes(String(id)))!;

    const res = await subscribe(String(target), { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { courseSubscribe: { success: true } } });

    const after = await mine({ cookie: user.cookie });
    expect(after).toEqual([...before, String(target)]);
    const row = (await rowsOf(user.id)).find((r) => r.courseId === target);
    expect(row).toMatchObject({ userId: user.id, courseId: target, contentType: 'cursalia-on-scheduled' });
  });

  it('is idempotent: subscribing again succeeds and adds nothing', async () => {
    const user = await sessionOf('mentor@demo.cursalia.test');
    const target = upcoming[3];
    for (let i = 0; i < 3; i += 1) {
      const res = await subscribe(String(target), { cookie: user.cookie });
      expect(res.body).toEqual({ data: { courseSubscribe: { success: true } } });
    }
    // A Course global id names the same course.
    const again = await subscribe(toGlobalId('Course', target), { cookie: user.cookie });
    expect(again.body).toEqual({ data: { courseSubscribe: { success: true } } });
    expect((await rowsOf(user.id)).filter((r) => r.courseId === target)).toHaveLength(1);
    expect((await mine({ cookie: user.cookie })).filter((id) => id === String(target))).toHaveLength(1);
  });

  it('answers a course that does not exist with a clear, translated BAD_USER_INPUT error', async () => {
    const user = await sessionOf('payg@demo.cursalia.test');
    const before = await rowsOf(user.id);
    for (const courseId of ['987654321', 'not-an-id', toGlobalId('User', upcoming[0])]) {
      const res = await subscribe(courseId, { cookie: user.cookie });
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'El curso que quieres agendar no existe.',
        extensions: { code: 'BAD_USER_INPUT', field: 'courseId', reason: 'courseNotFound' },
      });
    }
    const pt = await subscribe('987654321', { cookie: user.cookie, headers: { 'accept-language': 'pt' } });
    expect(pt.body.errors?.[0]?.message).toBe('O curso que você quer agendar não existe.');
    expect(await rowsOf(user.id)).toEqual(before);
  });

  it('refuses a course that is already active (nothing to wait for)', async () => {
    const user = await sessionOf('payg@demo.cursalia.test');
    const res = await subscribe(String(active), { cookie: user.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Este curso ya está disponible o todavía no se puede agendar.',
      extensions: { code: 'BAD_USER_INPUT', field: 'courseId', reason: 'notSchedulable' },
    });
    expect((await rowsOf(user.id)).some((r) => r.courseId === active)).toBe(false);
  });

  it('refuses a malformed content type with a translated error', async () => {
    const user = await sessionOf('payg@demo.cursalia.test');
    const res = await subscribe(String(upcoming[2]), { cookie: user.cookie }, '<b>bad</b>');
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.contentType' });
    expect(res.body.errors?.[0]?.message).toBe('El valor de «input.contentType» no es válido.');
  });

  it('refuses the mutation without the CSRF pair (403) and writes nothing', async () => {
    const user = await sessionOf('staff@demo.cursalia.test');
    const res = await subscribe(String(upcoming[1]), { cookie: user.cookie, csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('CSRF_FAILED');
    expect(res.body.errors?.[0]?.message).toBe('Tu sesión de seguridad expiró. Recarga la página e inténtalo de nuevo.');
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('is served on default only', async () => {
    const res = await callGraphQL('v4', MINE);
    expect(res.body.errors?.[0]?.message).toMatch(/myCourseSubscriptions/);
  });
});
