/**
 * The notifications API on the real v5 route with a real database (spec §3 notification page,
 * §4 "Notifications", §6 notifications rule, §7 MainMenuNotifications), on PGlite or, with
 * TEST_DB=postgres, on PostgreSQL. Called through the route handler with the CSRF pair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { featureFlags, notifications, organizationMembers, organizations, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { NOTIFICATIONS_PAGE_SIZE } from '@/lib/domain/notifications/constants';
import { DEMO_ACCOUNTS } from '@/lib/server/db/seed/demo-accounts';
import { callGraphQL, type CallOptions } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

const PAGE = `query MainMenuNotifications($first: Int, $after: String, $is_readed: Boolean, $created_timestamp: Float) {
  notifications(first: $first, after: $after, is_readed: $is_readed, created_timestamp: $created_timestamp) {
    errors { code message }
    total_count
    total_unread
    edges { cursor node { id notification_id user_id title message redirect_url redirect_url_name is_readed in_app_event icon_image channel created_at created_timestamp } }
    page_info { end_cursor start_cursor has_next_page has_previous_page }
  }
}`;
const MARK = `mutation MarkNotificationAsRead($id: ID!) { markNotificationAsRead(id: $id) { success total_count total_unread notification { id notification_id is_readed } } }`;
const MARK_ALL = `mutation { markAllNotificationsAsRead { success updated_count total_count total_unread } }`;
const ACCESS = `query { notificationsAccess { visible flagActive organizationHigherEducationHome } }`;

type Node = {
  id: string;
  notification_id: number;
  user_id: number;
  title: string;
  is_readed: boolean;
  channel: 'INBOX' | 'LIVE';
  created_at: string;
  created_timestamp: number;
  redirect_url: string | null;
};
type Page = {
  errors: { code: string; message: string }[];
  total_count: number;
  total_unread: number;
  edges: { cursor: string; node: Node }[];
  page_info: { end_cursor: string | null; start_cursor: string | null; has_next_page: boolean; has_previous_page: boolean };
};
type Err = { message: string; extensions?: { code?: string; field?: string; reason?: string } };

type Session = { id: number; cookie: string };

async function sessionOf(email: string): Promise<Session> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return { id: user.id, cookie: `${SESSION_COOKIE}=${await signSessionToken(user.id)}` };
}

async function sessionOfId(id: number): Promise<Session> {
  return { id, cookie: `${SESSION_COOKIE}=${await signSessionToken(id)}` };
}

async function page(variables: Record<string, unknown>, options: CallOptions = {}) {
  return callGraphQL<{ notifications: Page }>('v5', PAGE, variables, options);
}

async function okPage(variables: Record<string, unknown>, session: Session): Promise<Page> {
  const res = await page(variables, { cookie: session.cookie });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.notifications;
}

/** Every page of a user's list, following end_cursor and the last created_timestamp (spec §7). */
async function allPages(session: Session, first: number, extra: Record<string, unknown> = {}, between?: (index: number) => Promise<void>): Promise<Page[]> {
  const pages: Page[] = [];
  let variables: Record<string, unknown> = { first, ...extra };
  for (let i = 0; i < 100; i += 1) {
    const current = await okPage(variables, session);
    pages.push(current);
    if (!current.page_info.has_next_page) break;
    if (between) await between(i);
    variables = { first, ...extra, after: current.page_info.end_cursor, created_timestamp: current.edges.at(-1)!.node.created_timestamp };
  }
  return pages;
}

/** The user's notifications in the API's order, from the database. */
async function dbOrder(userId: number, isRead: boolean | null = null): Promise<number[]> {
  const db = await getDb();
  const ms = sql`floor(extract(epoch from ${notifications.createdAt}) * 1000)`;
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(isRead === null ? eq(notifications.userId, userId) : and(eq(notifications.userId, userId), eq(notifications.isRead, isRead)))
    .orderBy(desc(ms), desc(notifications.id));
  return rows.map((r) => r.id);
}

async function unreadIdsOf(userId: number): Promise<number[]> {
  return dbOrder(userId, false);
}

function expectError(res: { body: { data?: unknown; errors?: Err[] } }, message: string, extensions: Err['extensions']) {
  expect(res.body.data ?? null).toBeNull();
  expect(res.body.errors?.[0]).toMatchObject({ message, extensions });
}

describe(`notifications on the v5 endpoint (${label})`, () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  it('refuses anonymous callers with a translated UNAUTHENTICATED error, and writes nothing', async () => {
    const db = await getDb();
    const unreadBefore = (await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.isRead, false))).length;

    expectError(await page({ first: 5 }), 'Inicia sesión para ver tus notificaciones.', { code: 'UNAUTHENTICATED' });
    expectError(await page({ first: 5 }, { headers: { 'accept-language': 'pt-BR' } }), 'Entre na sua conta para ver suas notificações.', { code: 'UNAUTHENTICATED' });
    expectError(await page({ first: 5 }, { headers: { 'x-locale': 'en' } }), 'Log in to see your notifications.', { code: 'UNAUTHENTICATED' });
    // Anonymous first, whatever the input.
    expectError(await page({ first: 999, after: 'nonsense' }), 'Inicia sesión para ver tus notificaciones.', { code: 'UNAUTHENTICATED' });
    const tampered = await page({}, { cookie: `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bad` });
    expect(tampered.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A valid token of an account that does not exist is signed out too.
    expect((await page({}, { cookie: (await sessionOfId(987654)).cookie })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const [someone] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.isRead, false)).limit(1);
    expect((await callGraphQL('v5', MARK, { id: String(someone.id) })).body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await callGraphQL('v5', MARK_ALL)).body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.isRead, false))).length).toBe(unreadBefore);

    const access = await callGraphQL('v5', ACCESS);
    expect(access.body).toEqual({ data: { notificationsAccess: { visible: false, flagActive: true, organizationHigherEducationHome: false } } });
  });

  it('gives every demo account more than one page, with totals that match the database', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const session = await sessionOf(account.email);
      const first = await okPage({}, session); // first defaults to the drawer's page size
      const all = await dbOrder(session.id);
      expect(all.length, account.email).toBeGreaterThan(NOTIFICATIONS_PAGE_SIZE);
      expect(first.edges).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
      expect(first.page_info).toMatchObject({ has_next_page: true, has_previous_page: false });
      expect(first.total_count).toBe(all.length);
      expect(first.total_unread).toBe((await unreadIdsOf(session.id)).length);
      expect(first.errors).toEqual([]);
      expect(first.edges.map((e) => e.node.notification_id)).toEqual(all.slice(0, NOTIFICATIONS_PAGE_SIZE));
      expect(first.edges.every((e) => e.node.user_id === session.id)).toBe(true);
    }
  });

  it('serves the spec fields, newest first, with cursors that are the page_info ends', async () => {
    const premium = await sessionOf('premium@demo.cursalia.test');
    const first = await okPage({ first: 5 }, premium);
    const [top] = first.edges;
    expect(top.node).toMatchObject({ id: toGlobalId('Notification', top.node.notification_id), user_id: premium.id, is_readed: false });
    expect(['INBOX', 'LIVE']).toContain(top.node.channel);
    expect(new Date(top.node.created_at).getTime()).toBe(top.node.created_timestamp);
    expect(Number.isInteger(top.node.created_timestamp)).toBe(true);
    expect(first.page_info.start_cursor).toBe(first.edges[0].cursor);
    expect(first.page_info.end_cursor).toBe(first.edges.at(-1)!.cursor);
    const times = first.edges.map((e) => e.node.created_timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages through every notification exactly once, even while new ones arrive', async () => {
    const premium = await sessionOf('premium@demo.cursalia.test');
    const before = await dbOrder(premium.id);
    const db = await getDb();
    const arrived: number[] = [];
    const pages = await allPages(premium, 4, {}, async (index) => {
      // New notifications arrive between pages, one of them in the very same millisecond as another.
      const at = new Date(Date.now() + index);
      const rows = await db
        .insert(notifications)
        .values([
          { userId: premium.id, title: `Nueva ${index}a`, message: 'Recién llegada', createdAt: at },
          { userId: premium.id, title: `Nueva ${index}b`, message: 'Recién llegada', createdAt: at },
        ])
        .returning({ id: notifications.id });
      arrived.push(...rows.map((r) => r.id));
    });
    const seen = pages.flatMap((p) => p.edges.map((e) => e.node.notification_id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(before);
    expect(pages.length).toBe(Math.ceil(before.length / 4));
    expect(pages[0].page_info.has_previous_page).toBe(false);
    for (const p of pages.slice(1)) expect(p.page_info.has_previous_page).toBe(true);
    expect(pages.at(-1)!.page_info.has_next_page).toBe(false);
    // Counts are live: the last page knows about the arrivals.
    expect(pages.at(-1)!.total_count).toBe(before.length + arrived.length);

    // A fresh first page starts with the arrivals (same millisecond: higher id first).
    const fresh = (await okPage({ first: arrived.length }, premium)).edges.map((e) => e.node.notification_id);
    expect(new Set(fresh)).toEqual(new Set(arrived));
    expect(fresh).toEqual((await dbOrder(premium.id)).slice(0, arrived.length));
    await db.delete(notifications).where(sql`${notifications.id} in (${sql.join(arrived.map((id) => sql`${id}`), sql`, `)})`);
  });

  it('orders notifications of the same millisecond by id, and pages through them without loss', async () => {
    const staff = await sessionOf('staff@demo.cursalia.test');
    const db = await getDb();
    // Same millisecond, different microseconds: the API's order is the millisecond, then the id.
    const base = Date.UTC(2020, 0, 1, 12, 0, 0, 500);
    const ids: number[] = [];
    for (const micros of ['.500900', '.500100', '.500500', '.500000', '.500999']) {
      const [row] = await db
        .insert(notifications)
        .values({ userId: staff.id, title: `Empate ${micros}`, message: 'm', isRead: true, createdAt: sql`${'2020-01-01T12:00:00' + micros + 'Z'}::timestamptz` as unknown as Date })
        .returning({ id: notifications.id });
      ids.push(row.id);
    }
    const seen = (await allPages(staff, 2)).flatMap((p) => p.edges.map((e) => e.node));
    const tie = seen.filter((n) => ids.includes(n.notification_id));
    expect(tie.map((n) => n.notification_id)).toEqual([...ids].sort((a, b) => b - a));
    expect(tie.every((n) => n.created_timestamp === base)).toBe(true);
    expect(seen.map((n) => n.notification_id)).toEqual(await dbOrder(staff.id));

    // created_timestamp alone: items created at or before that millisecond (all five of the tie).
    const fromTs = await okPage({ first: 50, created_timestamp: base }, staff);
    expect(fromTs.edges.slice(0, 5).map((e) => e.node.notification_id)).toEqual([...ids].sort((a, b) => b - a));
    expect(fromTs.edges.every((e) => e.node.created_timestamp <= base)).toBe(true);
    expect(fromTs.page_info.has_previous_page).toBe(true);
    const older = await okPage({ first: 50, created_timestamp: base - 1 }, staff);
    expect(older.edges.some((e) => ids.includes(e.node.notification_id))).toBe(false);
  });

  it('filters the unread subset with is_readed, and the read one', async () => {
    const premium = await sessionOf('premium@demo.cursalia.test');
    const unread = await unreadIdsOf(premium.id);
    expect(unread.length).toBeGreaterThan(1);
    const pages = await allPages(premium, 2, { is_readed: false });
    const nodes = pages.flatMap((p) => p.edges.map((e) => e.node));
    expect(nodes.map((n) => n.notification_id)).toEqual(unread);
    expect(nodes.every((n) => !n.is_readed)).toBe(true);
    expect(pages[0]).toMatchObject({ total_count: unread.length, total_unread: unread.length });

    const read = await okPage({ first: 50, is_readed: true }, premium);
    expect(read.edges.map((e) => e.node.notification_id)).toEqual(await dbOrder(premium.id, true));
    expect(read.total_count).toBe((await dbOrder(premium.id)).length - unread.length);
    expect(read.total_unread).toBe(unread.length);
  });

  it('marks one notification as read and answers the updated counts; marking again changes nothing', async () => {
    const payg = await sessionOf('payg@demo.cursalia.test');
    const [target, second] = await unreadIdsOf(payg.id);
    const before = await okPage({ first: 1 }, payg);

    const res = await callGraphQL<{ markNotificationAsRead: { success: boolean; total_count: number; total_unread: number; notification: { id: string; notification_id: number; is_readed: boolean } } }>(
      'v5',
      MARK,
      { id: toGlobalId('Notification', target) },
      { cookie: payg.cookie },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.markNotificationAsRead).toEqual({
      success: true,
      total_count: before.total_count,
      total_unread: before.total_unread - 1,
      notification: { id: toGlobalId('Notification', target), notification_id: target, is_readed: true },
    });
    expect(await unreadIdsOf(payg.id)).not.toContain(target);

    const again = await callGraphQL<{ markNotificationAsRead: { total_unread: number } }>('v5', MARK, { id: String(target) }, { cookie: payg.cookie });
    expect(again.body.data!.markNotificationAsRead.total_unread).toBe(before.total_unread - 1);

    // A bare numeric id works too.
    const numeric = await callGraphQL<{ markNotificationAsRead: { total_unread: number } }>('v5', MARK, { id: String(second) }, { cookie: payg.cookie });
    expect(numeric.body.data!.markNotificationAsRead.total_unread).toBe(before.total_unread - 2);
    expect((await okPage({ first: 1 }, payg)).total_unread).toBe(before.total_unread - 2);
  });

  it("never lets a user read or mark another user's notification", async () => {
    const member = await sessionOf('member@demo.cursalia.test');
    const mentor = await sessionOf('mentor@demo.cursalia.test');
    const victimUnread = await unreadIdsOf(member.id);
    const [victim] = victimUnread;

    for (const id of [String(victim), toGlobalId('Notification', victim)]) {
      const res = await callGraphQL('v5', MARK, { id }, { cookie: mentor.cookie });
      expectError(res, 'No encontramos esa notificación.', { code: 'NOT_FOUND', field: 'id' });
    }
    // Exactly like a notification that does not exist (nothing to learn from the answer).
    expectError(await callGraphQL('v5', MARK, { id: '987654321' }, { cookie: mentor.cookie }), 'No encontramos esa notificación.', { code: 'NOT_FOUND' });
    expectError(await callGraphQL('v5', MARK, { id: toGlobalId('Course', victim) }, { cookie: mentor.cookie }), 'No encontramos esa notificación.', { code: 'NOT_FOUND' });
    const pt = await callGraphQL('v5', MARK, { id: String(victim) }, { cookie: mentor.cookie, headers: { 'x-locale': 'pt' } });
    expect(pt.body.errors?.[0]?.message).toBe('Não encontramos essa notificação.');

    // Mentor's "mark all" leaves the member's notifications alone.
    const all = await callGraphQL<{ markAllNotificationsAsRead: { updated_count: number; total_unread: number } }>('v5', MARK_ALL, {}, { cookie: mentor.cookie });
    expect(all.body.data!.markAllNotificationsAsRead.total_unread).toBe(0);
    expect(await unreadIdsOf(member.id)).toEqual(victimUnread);

    // A list, or a cursor made from another user's item, only ever shows the caller's own.
    const memberPage = await okPage({ first: 3 }, member);
    const mentorFromMemberCursor = await okPage({ first: 50, after: memberPage.page_info.end_cursor }, mentor);
    expect(mentorFromMemberCursor.edges.every((e) => e.node.user_id === mentor.id)).toBe(true);
    const mentorAll = (await allPages(mentor, 50)).flatMap((p) => p.edges.map((e) => e.node));
    expect(mentorAll.map((n) => n.notification_id)).toEqual(await dbOrder(mentor.id));
    expect(mentorAll.some((n) => victimUnread.includes(n.notification_id))).toBe(false);
  });

  it('marks all as read and answers how many changed', async () => {
    const trial = await sessionOf('trial@demo.cursalia.test');
    const unread = await unreadIdsOf(trial.id);
    expect(unread.length).toBeGreaterThan(0);
    const total = (await dbOrder(trial.id)).length;
    const res = await callGraphQL<{ markAllNotificationsAsRead: unknown }>('v5', MARK_ALL, {}, { cookie: trial.cookie });
    expect(res.body).toEqual({ data: { markAllNotificationsAsRead: { success: true, updated_count: unread.length, total_count: total, total_unread: 0 } } });
    expect(await unreadIdsOf(trial.id)).toEqual([]);
    const again = await callGraphQL<{ markAllNotificationsAsRead: { updated_count: number } }>('v5', MARK_ALL, {}, { cookie: trial.cookie });
    expect(again.body.data!.markAllNotificationsAsRead.updated_count).toBe(0);
    expect((await okPage({ is_readed: false }, trial)).edges).toEqual([]);
  });

  it('refuses bad input with translated BAD_USER_INPUT errors naming the argument', async () => {
    const degree = await sessionOf('degree@demo.cursalia.test');
    const call = (variables: Record<string, unknown>, headers?: Record<string, string>) => page(variables, { cookie: degree.cookie, headers });
    for (const first of [0, -1, 51, 1000]) {
      expectError(await call({ first }), 'Puedes pedir entre 1 y 50 notificaciones por página.', { code: 'BAD_USER_INPUT', field: 'first' });
    }
    expect((await call({ first: 50 })).body.errors).toBeUndefined();
    expect((await call({ first: 1 })).body.data!.notifications.edges).toHaveLength(1);
    expect((await call({ first: 0 }, { 'x-locale': 'pt' })).body.errors?.[0]?.message).toBe('Você pode pedir entre 1 e 50 notificações por página.');
    expect((await call({ first: 0 }, { 'x-locale': 'en' })).body.errors?.[0]?.message).toBe('You can ask for 1 to 50 notifications per page.');

    for (const after of ['nonsense', '', toGlobalId('Course', 5), Buffer.from('Notification:abc:1').toString('base64'), Buffer.from('Notification:1:0').toString('base64')]) {
      expectError(await call({ after }), 'El cursor de paginación no es válido.', { code: 'BAD_USER_INPUT', field: 'after' });
    }
    for (const created_timestamp of [1.5, -1, 1e300]) {
      expectError(await call({ created_timestamp }), 'El valor de «created_timestamp» no es válido: indica los milisegundos desde 1970 como número entero.', {
        code: 'BAD_USER_INPUT',
        field: 'created_timestamp',
      });
    }
    const first = (await call({ first: 2 })).body.data!.notifications;
    const last = first.edges.at(-1)!.node;
    expectError(await call({ after: first.page_info.end_cursor, created_timestamp: last.created_timestamp + 1 }), 'El valor de «created_timestamp» no corresponde al cursor «after»: envía el de la última notificación recibida.', {
      code: 'BAD_USER_INPUT',
      field: 'created_timestamp',
    });
    // A value GraphQL itself rejects (wrong type) is a request error, not a crash.
    const wrongType = await call({ first: 'diez' });
    expect(wrongType.status).toBeLessThan(500);
    expect(wrongType.body.errors?.[0]?.message).toMatch(/first/);
  });

  it('hides notifications when user_notification_web is off (FORBIDDEN, flagOff), for reading and writing', async () => {
    const db = await getDb();
    const degree = await sessionOf('degree@demo.cursalia.test');
    await db.update(featureFlags).set({ isActive: false }).where(eq(featureFlags.key, 'user_notification_web'));
    try {
      expectError(await page({}, { cookie: degree.cookie }), 'Las notificaciones no están disponibles en este momento.', { code: 'FORBIDDEN', reason: 'flagOff' });
      const [one] = await unreadIdsOf(degree.id);
      expectError(await callGraphQL('v5', MARK, { id: String(one) }, { cookie: degree.cookie }), 'Las notificaciones no están disponibles en este momento.', { code: 'FORBIDDEN' });
      expect(await unreadIdsOf(degree.id)).toContain(one);
      expect((await callGraphQL('v5', ACCESS, {}, { cookie: degree.cookie })).body.data).toEqual({
        notificationsAccess: { visible: false, flagActive: false, organizationHigherEducationHome: false },
      });
    } finally {
      await db.update(featureFlags).set({ isActive: true }).where(eq(featureFlags.key, 'user_notification_web'));
    }
    expect((await page({}, { cookie: degree.cookie })).body.errors).toBeUndefined();
  });

  it('hides notifications from high-education members when their organisation has the higher-education home on', async () => {
    const db = await getDb();
    const [highEd] = await db
      .select({ userId: organizationMembers.userId, orgId: organizations.id })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(and(eq(organizationMembers.role, 'high-education-member'), eq(organizations.higherEducationHome, true)))
      .orderBy(asc(organizationMembers.userId))
      .limit(1);
    const [uniAdmin] = await db
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, highEd.orgId), eq(organizationMembers.role, 'admin')))
      .limit(1);
    const student = await sessionOfId(highEd.userId);

    expectError(await page({}, { cookie: student.cookie }), 'Las notificaciones no están disponibles para tu cuenta: consulta los avisos en el portal de tu institución.', {
      code: 'FORBIDDEN',
      reason: 'higherEducation',
    });
    expect((await callGraphQL('v5', MARK_ALL, {}, { cookie: student.cookie })).body.errors?.[0]?.extensions?.reason).toBe('higherEducation');
    expect((await callGraphQL('v5', ACCESS, {}, { cookie: student.cookie })).body.data).toEqual({
      notificationsAccess: { visible: false, flagActive: true, organizationHigherEducationHome: true },
    });
    // The rule names members only: the university's admin sees notifications.
    const admin = await sessionOfId(uniAdmin.userId);
    expect((await page({}, { cookie: admin.cookie })).body.errors).toBeUndefined();
    expect((await callGraphQL('v5', ACCESS, {}, { cookie: admin.cookie })).body.data).toMatchObject({ notificationsAccess: { visible: true } });

    // With the organisation's higher-education home off, its members see them again.
    await db.update(organizations).set({ higherEducationHome: false }).where(eq(organizations.id, highEd.orgId));
    try {
      const open = await page({}, { cookie: student.cookie });
      expect(open.body.errors).toBeUndefined();
      expect(open.body.data!.notifications).toMatchObject({ total_count: 0, total_unread: 0, edges: [], page_info: { has_next_page: false, end_cursor: null } });
    } finally {
      await db.update(organizations).set({ higherEducationHome: true }).where(eq(organizations.id, highEd.orgId));
    }
  });

  it('refuses the mutations without the CSRF pair (403) and changes nothing', async () => {
    const affiliate = await sessionOf('affiliate@demo.cursalia.test');
    const unread = await unreadIdsOf(affiliate.id);
    const res = await callGraphQL('v5', MARK_ALL, {}, { cookie: affiliate.cookie, csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('CSRF_FAILED');
    expect(await unreadIdsOf(affiliate.id)).toEqual(unread);
  });

  it('is served on v5 only', async () => {
    const res = await callGraphQL('default', '{ notifications { total_count } }');
    expect(res.body.errors?.[0]?.message).toMatch(/notifications/);
  });
});
