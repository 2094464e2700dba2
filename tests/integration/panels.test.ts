/**
 * Role panels (issue 7 items 4 and 5; docs/organizations-and-panels.md) through the real
 * handlers: the mentor's projects, review and status, the teacher's sales and the affiliate's
 * numbers on `v4`, and the affiliate-click beacon route. Each is called anonymously and with the
 * wrong role, and must refuse, changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { affiliateClicks, affiliateRewards, coursePrices, courses, mentors, orders, projects, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { registerAccount } from '@/lib/server/services/accounts';
import { handleAffiliateClick } from '@/lib/server/http/affiliate-click-handler';
import { AFFILIATE_COOKIE } from '@/lib/domain/commerce/affiliate-cookie';
import { CLIENT_ADDRESS_HEADER, trustClientAddressHeader } from '@/lib/server/security/client-address.mjs';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
type Body = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };

const PROJECTS = `{ mentorProjects { id title evaluation status score reviewable learnerName courseTitle } }`;
const REVIEW = `mutation($input: ReviewProjectInput!) { reviewProject(input: $input) { success status } }`;
const STATUS = `mutation($input: UpdateMentorStatusInput!) { updateMentorStatus(input: $input) { success status } }`;
const SALES = `query($months: Int) { teacherSales(months: $months) { months series { currency totalCents count points { month totalCents count } } } }`;
const AFFILIATE = `{ affiliateSummary { link clicksTotal clicksLast30Days purchases balances { currency amountCents purchases } rewards { orderNumber currency orderTotalCents rewardCents percent } } }`;
const ADD = `mutation Add($input: ShoppingCartItemInput!) { shoppingCartAddItem(input: $input) { success } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkoutCart(input: $input) { success status order { number totalCents currency } } }`;

type Who = 'anonymous' | 'payg' | 'mentor' | 'teacher' | 'affiliate' | 'member';
const ids = {} as Record<Exclude<Who, 'anonymous'>, number>;
const cookies = {} as Record<Who, string | undefined>;

async function gql(query: string, variables: Record<string, unknown>, who: Who): Promise<Body> {
  return (await callGraphQL('v4', query, variables, { cookie: cookies[who] })).body as Body;
}
const code = (b: Body) => b.errors?.[0]?.extensions?.code;

function click(body: unknown, headers: Record<string, string> = {}) {
  return handleAffiliateClick(
    new Request('http://localhost/api/v3/affiliate-click/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '203.0.113.10', 'user-agent': 'Mozilla/5.0 test', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function clickCount(affiliateId: number): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(affiliateClicks).where(eq(affiliateClicks.affiliateUserId, affiliateId));
  return Number(row.n);
}

describe(`role panels on v4 and the affiliate beacon (${label})`, () => {
  beforeAll(async () => {
    await setupTestDatabase();
    // The visitor's network is the address the production server stamps (issue 17 item 6).
    trustClientAddressHeader();
    const db = await getDb();
    for (const key of ['payg', 'mentor', 'teacher', 'affiliate', 'member'] as const) {
      ids[key] = (await db.select({ id: users.id }).from(users).where(eq(users.email, `${key}@demo.cursalia.test`)))[0].id;
      cookies[key] = `${SESSION_COOKIE}=${await signSessionToken(ids[key])}`;
    }
  });
  afterAll(teardownTestDatabase);

  it('mentorProjects: the mentor’s own projects, waiting ones first; refused to others', async () => {
    const res = await gql(PROJECTS, {}, 'mentor');
    expect(res.errors).toBeUndefined();
    const list = res.data!.mentorProjects as { status: string; reviewable: boolean; evaluation: string }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.some((p) => p.status === 'DRAFT')).toBe(false);
    const firstNotWaiting = list.findIndex((p) => p.status !== 'PUBLISHED');
    expect(list.slice(firstNotWaiting).some((p) => p.status === 'PUBLISHED')).toBe(false);
    expect(list.filter((p) => p.reviewable).length).toBeGreaterThanOrEqual(3);
    expect(code(await gql(PROJECTS, {}, 'anonymous'))).toBe('UNAUTHENTICATED');
    for (const who of ['payg', 'teacher', 'member'] as const) expect(code(await gql(PROJECTS, {}, who)), who).toBe('FORBIDDEN');
  });

  it('reviewProject: score + feedback → FINISHED (≥ 60) or OBSERVED; only the mentor’s submitted projects', async () => {
    const db = await getDb();
    const waiting = (await gql(PROJECTS, {}, 'mentor')).data!.mentorProjects as { id: number; reviewable: boolean; status: string }[];
    const [a, b] = waiting.filter((p) => p.reviewable);
    const input = { projectId: a.id, score: 82, feedback: 'Excelente estructura y buena documentación.' };
    expect(code(await gql(REVIEW, { input }, 'anonymous'))).toBe('UNAUTHENTICATED');
    for (const who of ['payg', 'teacher', 'affiliate'] as const) expect(code(await gql(REVIEW, { input }, who)), who).toBe('FORBIDDEN');
    expect((await gql(REVIEW, { input: { ...input, score: 101 } }, 'mentor')).errors![0].message).toBe('La nota debe ser un número entero entre 0 y 100.');
    expect((await gql(REVIEW, { input: { ...input, feedback: 'ok' } }, 'mentor')).errors![0].message).toBe('El comentario debe tener entre 10 y 2000 caracteres.');
    const [unchanged] = await db.select().from(projects).where(eq(projects.id, a.id));
    expect(unchanged).toMatchObject({ status: 'PUBLISHED', score: null });

    expect((await gql(REVIEW, { input }, 'mentor')).data!.reviewProject).toEqual({ success: true, status: 'FINISHED' });
    expect((await gql(REVIEW, { input: { projectId: b.id, score: 40, feedback: 'Revisa la sección de resultados, por favor.' } }, 'mentor')).data!.reviewProject).toEqual({ success: true, status: 'OBSERVED' });
    const [reviewed] = await db.select().from(projects).where(eq(projects.id, a.id));
    expect(reviewed).toMatchObject({ status: 'FINISHED', score: 82, feedback: 'Excelente estructura y buena documentación.' });
    expect(reviewed.reviewedAt).not.toBeNull();
    expect((await gql(REVIEW, { input }, 'mentor')).errors![0].message).toBe('Ese proyecto no está esperando revisión.');

    // Another mentor's project reads as not found.
    const [other] = await db.insert(projects).values({ userId: ids.payg, courseId: (await db.select({ id: courses.id }).from(courses).limit(1))[0].id, title: 'Ajeno', status: 'PUBLISHED', mentorUserId: ids.teacher, submittedAt: new Date() }).returning({ id: projects.id });
    expect(code(await gql(REVIEW, { input: { ...input, projectId: other.id } }, 'mentor'))).toBe('NOT_FOUND');
    expect((await db.select().from(projects).where(eq(projects.id, other.id)))[0].status).toBe('PUBLISHED');
  });

  it('updateMentorStatus: the mentor’s own profile, spec statuses only', async () => {
    const db = await getDb();
    const othersBefore = await db.select({ id: mentors.id, status: mentors.status }).from(mentors).where(isNull(mentors.userId)).orderBy(asc(mentors.id));
    expect(code(await gql(STATUS, { input: { status: 'VACATIONS' } }, 'anonymous'))).toBe('UNAUTHENTICATED');
    expect(code(await gql(STATUS, { input: { status: 'VACATIONS' } }, 'payg'))).toBe('FORBIDDEN');
    expect((await gql(STATUS, { input: { status: 'BUSY' } }, 'mentor')).errors![0].message).toMatch(/BUSY/);
    expect((await gql(STATUS, { input: { status: 'VACATIONS' } }, 'mentor')).data!.updateMentorStatus).toEqual({ success: true, status: 'VACATIONS' });
    const [row] = await db.select().from(mentors).where(eq(mentors.userId, ids.mentor));
    expect(row.status).toBe('VACATIONS');
    // Only the caller's own profile changed.
    expect(await db.select({ id: mentors.id, status: mentors.status }).from(mentors).where(isNull(mentors.userId)).orderBy(asc(mentors.id))).toEqual(othersBefore);
    await gql(STATUS, { input: { status: 'AVAILABLE' } }, 'mentor');
    // A mentor-panel account without a mentor profile is told so.
    const reg = await registerAccount(db, { firstName: 'Sin', lastName: 'Perfil', email: 'sin.perfil@example.com', password: 'Clave-2026', language: 'es' });
    if (!reg.ok) throw new Error('register failed');
    await db.update(users).set({ featureMentorPanel: true }).where(eq(users.id, reg.user.id));
    const res = (await callGraphQL('v4', STATUS, { input: { status: 'VACATIONS' } }, { cookie: `${SESSION_COOKIE}=${await signSessionToken(reg.user.id)}` })).body as Body;
    expect(res.errors![0].message).toBe('Tu cuenta no está vinculada a un perfil de mentor.');
  });

  it('teacherSales: monthly paid sales of the teacher’s courses (seeded); refused to others', async () => {
    const res = await gql(SALES, { months: 12 }, 'teacher');
    expect(res.errors).toBeUndefined();
    const report = res.data!.teacherSales as { months: number; series: { currency: string; count: number; totalCents: number; points: { totalCents: number }[] }[] };
    expect(report.months).toBe(12);
    expect(report.series[0].currency).toBe('USD');
    expect(report.series[0].count).toBeGreaterThanOrEqual(10);
    expect(report.series[0].points).toHaveLength(12);
    expect(report.series[0].points.reduce((s, p) => s + p.totalCents, 0)).toBe(report.series[0].totalCents);
    expect(code(await gql(SALES, {}, 'anonymous'))).toBe('UNAUTHENTICATED');
    for (const who of ['payg', 'mentor', 'affiliate'] as const) expect(code(await gql(SALES, {}, who)), who).toBe('FORBIDDEN');
    expect((await gql(SALES, { months: 100 }, 'teacher')).errors![0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('the click beacon counts real affiliates once per visitor and day, never the affiliate, with a per-network cap', async () => {
    const db = await getDb();
    const before = await clickCount(ids.affiliate);
    expect((await click({ ref: 'demo_affiliate', path: '/' })).status).toBe(202);
    expect(await clickCount(ids.affiliate)).toBe(before + 1);
    // The same visitor again (a reload, another tab): not counted again; case does not matter.
    expect((await click({ ref: 'DEMO_AFFILIATE', path: '/' })).status).toBe(202);
    expect(await clickCount(ids.affiliate)).toBe(before + 1);
    // Other browsers on the same network count up to the cap.
    for (const ua of ['UA-2', 'UA-3', 'UA-4', 'UA-5']) await click({ ref: 'demo_affiliate', path: '/' }, { 'user-agent': ua });
    expect(await clickCount(ids.affiliate)).toBe(before + 3);
    await click({ ref: 'demo_affiliate', path: '/pt/' }, { [CLIENT_ADDRESS_HEADER]: '198.51.100.99' });
    expect(await clickCount(ids.affiliate)).toBe(before + 4);
    // The affiliate's own visit, unknown users and non-affiliates: accepted, not counted.
    await click({ ref: 'demo_affiliate', path: '/' }, { [CLIENT_ADDRESS_HEADER]: '198.51.100.1', cookie: cookies.affiliate! });
    expect(await clickCount(ids.affiliate)).toBe(before + 4);
    const total = async () => Number((await db.select({ n: count() }).from(affiliateClicks))[0].n);
    const all = await total();
    expect((await click({ ref: 'nadie_existe', path: '/' }, { [CLIENT_ADDRESS_HEADER]: '198.51.100.2' })).status).toBe(202);
    expect((await click({ ref: 'demo_payg', path: '/' }, { [CLIENT_ADDRESS_HEADER]: '198.51.100.3' })).status).toBe(202);
    expect(await total()).toBe(all);
    // Bad input and cross-site browser requests are refused.
    expect((await click('{nope', {})).status).toBe(400);
    expect((await click({ ref: 'demo affiliate', path: '/' })).status).toBe(400);
    expect((await click({ ref: 'demo_affiliate', path: 'https://evil.example/' })).status).toBe(400);
    expect((await click({ ref: 'demo_affiliate', path: '/' }, { 'sec-fetch-site': 'cross-site', [CLIENT_ADDRESS_HEADER]: '198.51.100.4' })).status).toBe(403);
    expect(await total()).toBe(all);
    const stored = await db.select().from(affiliateClicks).where(eq(affiliateClicks.affiliateUserId, ids.affiliate)).orderBy(asc(affiliateClicks.id));
    // No address is stored, only keyed hashes.
    expect(stored.every((c) => !String(c.visitorHash).includes('203.0.113.10') && !String(c.networkHash).includes('203.0.113'))).toBe(true);
  });

  it('affiliateSummary: clicks, a purchase through the link and its 20 % reward; refused to others', async () => {
    const db = await getDb();
    expect(code(await gql(AFFILIATE, {}, 'anonymous'))).toBe('UNAUTHENTICATED');
    for (const who of ['payg', 'mentor', 'member'] as const) expect(code(await gql(AFFILIATE, {}, who)), who).toBe('FORBIDDEN');
    const before = (await gql(AFFILIATE, {}, 'affiliate')).data!.affiliateSummary as { link: string; clicksTotal: number; purchases: number; balances: { currency: string; amountCents: number }[] };
    expect(before.link).toMatch(/\/\?ref=demo_affiliate$/);
    expect(before.clicksTotal).toBeGreaterThan(0);
    expect(before.purchases).toBeGreaterThan(0);

    // A new buyer lands with the link and pays.
    const reg = await registerAccount(db, { firstName: 'Compra', lastName: 'Referida', email: 'compra.referida@example.com', password: 'Clave-2026', language: 'es' });
    if (!reg.ok) throw new Error('register failed');
    const buyer = `${SESSION_COOKIE}=${await signSessionToken(reg.user.id)}; ${AFFILIATE_COOKIE}=demo_affiliate`;
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(coursePrices, and(eq(coursePrices.courseId, courses.id), eq(coursePrices.currency, 'USD')))
      .where(and(eq(courses.isActive, true), isNull(courses.organizationId), gt(coursePrices.priceCents, 0)))
      .orderBy(asc(courses.id))
      .limit(1);
    expect((await callGraphQL('default', ADD, { input: { courseId: String(course.id) } }, { cookie: buyer })).body.errors).toBeUndefined();
    const paid = (await callGraphQL('paymentsv2', CHECKOUT, { input: { idempotencyKey: 'panel-test-0001', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123', cardHolder: 'Compra Referida' } }, { cookie: buyer })).body as Body;
    const order = (paid.data!.checkoutCart as { success: boolean; order: { number: string; totalCents: number; currency: string } });
    expect(order.success).toBe(true);

    const after = (await gql(AFFILIATE, {}, 'affiliate')).data!.affiliateSummary as typeof before & { rewards: { orderNumber: string; rewardCents: number; percent: number; orderTotalCents: number }[] };
    expect(after.purchases).toBe(before.purchases + 1);
    const reward = after.rewards.find((r) => r.orderNumber === order.order.number)!;
    expect(reward).toMatchObject({ percent: 20, orderTotalCents: order.order.totalCents, rewardCents: Math.floor(order.order.totalCents * 0.2) });
    const balanceBefore = before.balances.find((b) => b.currency === order.order.currency)?.amountCents ?? 0;
    expect(after.balances.find((b) => b.currency === order.order.currency)!.amountCents).toBe(balanceBefore + reward.rewardCents);
    // The summary never names the buyer.
    expect(JSON.stringify(after)).not.toMatch(/compra\.referida|Referida/);
    const [stored] = await db.select().from(affiliateRewards).innerJoin(orders, eq(orders.id, affiliateRewards.orderId)).where(eq(orders.userId, reg.user.id));
    expect(stored.affiliate_rewards.affiliateUserId).toBe(ids.affiliate);
  });
});
