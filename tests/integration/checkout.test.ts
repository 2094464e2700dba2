/**
 * Checkout on paymentsv2 (issue 5 item 6; docs/pricing.md "Checkout"): the test payment
 * provider's three outcomes, idempotency under replays and concurrent double-clicks (one order,
 * one charge), enrollments, the paid cart, wallet credit, the affiliate reward (≤ 20%, spec §1)
 * and the `purchase` event — through the real route handlers and a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { print } from 'graphql';
import { getDb } from '@/lib/server/db/client';
import { affiliateRewards, analyticsEvents, bundleCourses, bundles, carts, categories, courseLectures, coursePrices, courses, enrollments, orders, paymentAttempts, users } from '@/lib/server/db/schema';
import { MyOrderDocument, type MyOrderQuery } from '@/graphql/generated/client/graphql';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { registerAccount } from '@/lib/server/services/accounts';
import { callGraphQL, type CallOptions } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkoutCart(input: $input) {
  success status message order { id number status currency totalCents creditCents chargeCents paidAt lines { kind originalId title url paidCents } } } }`;
const MY_ORDER = `query MyOrder($number: String!) { myOrder(number: $number) { number status totalCents lines { originalId title } } }`;
const ADD = `mutation Add($input: ShoppingCartItemInput!) { shoppingCartAddItem(input: $input) { success shoppingCart { priceCents pricesWithCredit { creditCents priceWithCreditCents } } } }`;
const MY_CART = `query { myCart { originalId priceCents itemCount } }`;

type Order = { id: string; number: string; status: string; currency: string; totalCents: number; creditCents: number; chargeCents: number; paidAt: string | null; lines: { kind: string; originalId: number; title: string; url: string; paidCents: number }[] };
type CheckoutBody = { data?: { checkoutCart: { success: boolean; status: string; message: string | null; order: Order | null } } | null; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };

const GOOD = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const RETRY = '4000 0000 0000 0119';

function card(number: string, key: string) {
  return { idempotencyKey: key, cardNumber: number, cardExpiry: '12/30', cardCvc: '123', cardHolder: 'Ana Pérez' };
}

async function checkout(input: Record<string, string>, options: CallOptions = {}) {
  const res = await callGraphQL('paymentsv2', CHECKOUT, { input }, options);
  return { status: res.status, body: res.body as CheckoutBody };
}

let userCounter = 0;
async function newBuyer(): Promise<{ id: number; cookie: string }> {
  userCounter += 1;
  const result = await registerAccount(await getDb(), { firstName: 'Compra', lastName: 'Prueba', email: `comprador${userCounter}@example.com`, password: 'Clave-2026', language: 'es' });
  if (!result.ok) throw new Error('could not register');
  return { id: result.user.id, cookie: `${SESSION_COOKIE}=${await signSessionToken(result.user.id)}` };
}

describe(`checkout on paymentsv2 (${label})`, () => {
  let paid: number[] = [];
  let bundle: { id: number; courseIds: number[] };

  beforeAll(async () => {
    await setupTestDatabase();
    const db = await getDb();
    paid = (
      await db
        .select({ id: courses.id })
        .from(courses)
        .innerJoin(coursePrices, and(eq(coursePrices.courseId, courses.id), eq(coursePrices.currency, 'USD')))
        .where(and(eq(courses.isActive, true), isNull(courses.organizationId), gt(coursePrices.priceCents, 0)))
        .orderBy(asc(courses.id))
    ).map((r) => r.id);
    const [b] = await db.select({ id: bundles.id }).from(bundles).orderBy(asc(bundles.id)).limit(1);
    bundle = { id: b.id, courseIds: (await db.select({ courseId: bundleCourses.courseId }).from(bundleCourses).where(eq(bundleCourses.bundleId, b.id))).map((r) => r.courseId) };
  });
  afterAll(teardownTestDatabase);

  async function fill(cookie: string, courseIds: number[], withBundle = false) {
    for (const id of courseIds) expect((await callGraphQL('default', ADD, { input: { courseId: String(id) } }, { cookie })).body.errors).toBeUndefined();
    if (withBundle) await callGraphQL('default', ADD, { input: { bundleId: String(bundle.id) } }, { cookie });
  }

  it('refuses the anonymous caller and bad cards with translated errors, changing nothing', async () => {
    const db = await getDb();
    const anon = await checkout(card(GOOD, 'anon-key-0001'));
    expect(anon.body.errors?.[0]).toMatchObject({ message: 'Inicia sesión para pagar tu carrito.', extensions: { code: 'UNAUTHENTICATED' } });
    const buyer = await newBuyer();
    await fill(buyer.cookie, [paid[0]]);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...card('4242 4242 4242 4241', 'bad-key-0001') }, 'El número de tarjeta no es válido.'],
      [{ ...card(GOOD, 'bad-key-0002'), cardExpiry: '01/20' }, 'La fecha de vencimiento no es válida o ya pasó.'],
      [{ ...card(GOOD, 'bad-key-0003'), cardCvc: '1' }, 'El código de seguridad debe tener 3 o 4 dígitos.'],
      [{ ...card(GOOD, 'bad-key-0004'), cardHolder: '' }, 'Escribe el nombre que figura en la tarjeta.'],
      [{ ...card(GOOD, 'short') }, 'La clave de la operación no es válida. Recarga la página e inténtalo de nuevo.'],
    ];
    for (const [input, message] of cases) {
      const res = await checkout(input, { cookie: buyer.cookie });
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const pt = await checkout({ ...card(GOOD, 'bad-key-0005'), cardCvc: 'x' }, { cookie: buyer.cookie, headers: { 'accept-language': 'pt-BR' } });
    expect(pt.body.errors?.[0]?.message).toBe('O código de segurança deve ter 3 ou 4 dígitos.');
    expect(await db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
    // An empty cart cannot be paid.
    const empty = await newBuyer();
    expect((await checkout(card(GOOD, 'empty-key-001'), { cookie: empty.cookie })).body.errors?.[0]?.message).toBe('Tu carrito está vacío.');
  });

  it('pays a cart with the good card: one order, enrollments, a paid cart and a purchase event; replays change nothing', async () => {
    const db = await getDb();
    const buyer = await newBuyer();
    await fill(buyer.cookie, [paid[1], paid[2]], true);
    const cart = (await callGraphQL<{ myCart: { originalId: number; priceCents: number } }>('default', MY_CART, {}, { cookie: buyer.cookie })).body.data!.myCart;
    const [before] = await db.select({ n: courses.enrollmentsCount }).from(courses).where(eq(courses.id, paid[1]));

    const res = await checkout(card(GOOD, 'good-key-0001'), { cookie: buyer.cookie });
    expect(res.body.errors).toBeUndefined();
    const result = res.body.data!.checkoutCart;
    expect(result).toMatchObject({ success: true, status: 'PAID', message: null });
    expect(result.order!.totalCents).toBe(cart.priceCents);
    expect(result.order!.number).toMatch(/^CU-\d{6}$/);
    expect(result.order!.lines.map((l) => l.kind).sort()).toEqual(['BUNDLE', 'COURSE', 'COURSE']);
    expect(result.order!.lines.reduce((s, l) => s + l.paidCents, 0)).toBe(result.order!.totalCents);

    const enrolled = (await db.select({ courseId: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, buyer.id))).map((r) => r.courseId);
    expect(new Set(enrolled)).toEqual(new Set([paid[1], paid[2], ...bundle.courseIds]));
    const [after] = await db.select({ n: courses.enrollmentsCount }).from(courses).where(eq(courses.id, paid[1]));
    expect(after.n).toBe(before.n + 1);
    const [paidCart] = await db.select().from(carts).where(eq(carts.id, cart.originalId));
    expect(paidCart.isPaid).toBe(true);
    expect((await callGraphQL<{ myCart: unknown }>('default', MY_CART, {}, { cookie: buyer.cookie })).body.data!.myCart).toBeNull();
    const events = await db.select().from(analyticsEvents).where(and(eq(analyticsEvents.userId, buyer.id), eq(analyticsEvents.eventType, 'purchase')));
    expect(events).toHaveLength(1);
    expect(events[0].itemId).toBe(result.order!.number);
    const enrolledEvents = await db.select().from(analyticsEvents).where(and(eq(analyticsEvents.userId, buyer.id), eq(analyticsEvents.eventType, 'enrollment')));
    expect(new Set(enrolledEvents.map((e) => Number(e.itemId)))).toEqual(new Set(enrolled));

    // The same key again (a retry after a lost answer): the same order, no second charge.
    const replay = await checkout(card(GOOD, 'good-key-0001'), { cookie: buyer.cookie });
    expect(replay.body.data!.checkoutCart.order!.number).toBe(result.order!.number);
    expect(await db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
    const orderId = (await db.select().from(orders).where(eq(orders.userId, buyer.id)))[0].id;
    expect(await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId))).toHaveLength(1);
    // A new key with nothing left to pay is an empty cart.
    expect((await checkout(card(GOOD, 'good-key-0002'), { cookie: buyer.cookie })).body.errors?.[0]?.message).toBe('Tu carrito está vacío.');

    // The order is readable by its buyer only.
    const mine = await callGraphQL<{ myOrder: { number: string } | null }>('paymentsv2', MY_ORDER, { number: result.order!.number }, { cookie: buyer.cookie });
    expect(mine.body.data!.myOrder!.number).toBe(result.order!.number);
    const other = await newBuyer();
    const theirs = await callGraphQL<{ myOrder: unknown }>('paymentsv2', MY_ORDER, { number: result.order!.number }, { cookie: other.cookie });
    expect(theirs.body.data!.myOrder).toBeNull();
    const anon = await callGraphQL('paymentsv2', MY_ORDER, { number: result.order!.number });
    expect(anon.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Buying an owned course again is refused at the cart.
    const again = await callGraphQL('default', ADD, { input: { courseId: String(paid[1]) } }, { cookie: buyer.cookie });
    expect(again.body.errors?.[0]?.message).toBe('Ya tienes este curso en tu cuenta.');
  });

  it("the confirmation leads to the classroom (issue 15): each course bought, and a certification's courses, carry their lecture to open", async () => {
    const db = await getDb();
    const buyer = await newBuyer();
    const [one, two] = paid.slice(20).filter((id) => !bundle.courseIds.includes(id));
    await fill(buyer.cookie, [one], true);
    // Lecture 1 of the classroom, as the access rule builds it; null for a course without lectures.
    const classroomOf = async (courseId: number, prefix = '') => {
      const [row] = await db
        .select({ slug: courses.slug, category: categories.slug, lectures: sql<number>`(select count(*) from ${courseLectures} where ${courseLectures.courseId} = ${courses.id})`.mapWith(Number) })
        .from(courses)
        .innerJoin(categories, eq(categories.id, courses.categoryId))
        .where(eq(courses.id, courseId));
      return row.lectures > 0 ? `${prefix}/cursos-online/${row.category}/${row.slug}/clase/1/` : null;
    };
    const paidOrder = (await checkout(card(GOOD, 'classroom-key-01'), { cookie: buyer.cookie })).body.data!.checkoutCart.order!;
    // The page's own client operation, as the confirmation sends it, in Portuguese.
    const res = await callGraphQL<{ myOrder: MyOrderQuery['myOrder'] }>('paymentsv2', print(MyOrderDocument), { number: paidOrder.number }, { cookie: buyer.cookie, headers: { 'x-locale': 'pt' } });
    expect(res.body.errors).toBeUndefined();
    const lines = res.body.data!.myOrder!.lines;
    const courseLine = lines.find((l) => l.kind === 'COURSE')!;
    expect(courseLine).toMatchObject({ originalId: one, classroomUrl: await classroomOf(one, '/pt'), courses: [] });
    expect(courseLine.classroomUrl).not.toBeNull();
    const bundleLine = lines.find((l) => l.kind === 'BUNDLE')!;
    expect(bundleLine.classroomUrl).toBeNull();
    expect(new Set(bundleLine.courses.map((c) => c.originalId))).toEqual(new Set(bundle.courseIds));
    for (const c of bundleLine.courses) {
      expect(c.classroomUrl, String(c.originalId)).toBe(await classroomOf(c.originalId, '/pt'));
      expect(c.url).toMatch(/^\/pt\/cursos-online\//);
    }
    // The certification's courses come in the certification's order.
    const positions = await db.select({ courseId: bundleCourses.courseId }).from(bundleCourses).where(eq(bundleCourses.bundleId, bundle.id)).orderBy(asc(bundleCourses.position), asc(bundleCourses.courseId));
    expect(bundleLine.courses.map((c) => c.originalId)).toEqual(positions.map((p) => p.courseId));

    // A declined order opens nothing: its course has no classroom to go to.
    const other = await newBuyer();
    await fill(other.cookie, [two]);
    const declined = (await checkout(card(DECLINED, 'classroom-key-02'), { cookie: other.cookie })).body.data!.checkoutCart.order!;
    const theirs = await callGraphQL<{ myOrder: MyOrderQuery['myOrder'] }>('paymentsv2', print(MyOrderDocument), { number: declined.number }, { cookie: other.cookie });
    expect(theirs.body.data!.myOrder!.lines).toEqual([expect.objectContaining({ kind: 'COURSE', originalId: two, classroomUrl: null, courses: [] })]);
  });

  it('a double-click (concurrent calls with one key) creates one order and one charge', async () => {
    const db = await getDb();
    const buyer = await newBuyer();
    await fill(buyer.cookie, [paid[3]]);
    const results = await Promise.all(Array.from({ length: 6 }, () => checkout(card(GOOD, 'double-click-01'), { cookie: buyer.cookie })));
    expect(results.every((r) => r.body.errors === undefined && r.body.data!.checkoutCart.status === 'PAID')).toBe(true);
    expect(new Set(results.map((r) => r.body.data!.checkoutCart.order!.number)).size).toBe(1);
    const list = await db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(list).toHaveLength(1);
    expect(await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, list[0].id))).toHaveLength(1);
    expect(await db.select().from(enrollments).where(eq(enrollments.userId, buyer.id))).toHaveLength(1);
  });

  it('a declined card leaves the cart unpaid; a new attempt with a good card pays it', async () => {
    const db = await getDb();
    const buyer = await newBuyer();
    await fill(buyer.cookie, [paid[4]]);
    const declined = (await checkout(card(DECLINED, 'declined-key-1'), { cookie: buyer.cookie })).body.data!.checkoutCart;
    expect(declined).toMatchObject({ success: false, status: 'DECLINED', message: 'Tu banco rechazó el pago. Prueba con otra tarjeta.' });
    expect(await db.select().from(enrollments).where(eq(enrollments.userId, buyer.id))).toEqual([]);
    // Replaying the declined attempt does not charge again.
    expect((await checkout(card(DECLINED, 'declined-key-1'), { cookie: buyer.cookie })).body.data!.checkoutCart.status).toBe('DECLINED');
    const ok = (await checkout(card(GOOD, 'declined-key-2'), { cookie: buyer.cookie })).body.data!.checkoutCart;
    expect(ok.status).toBe('PAID');
    expect(await db.select().from(enrollments).where(eq(enrollments.userId, buyer.id))).toHaveLength(1);
  });

  it('a card that asks for a retry is charged once more with the same key and then succeeds', async () => {
    const db = await getDb();
    const buyer = await newBuyer();
    await fill(buyer.cookie, [paid[5]]);
    const first = (await checkout(card(RETRY, 'retry-key-0001'), { cookie: buyer.cookie })).body.data!.checkoutCart;
    expect(first).toMatchObject({ success: false, status: 'REQUIRES_RETRY', message: 'El banco no pudo procesar el pago en este momento. Vuelve a intentarlo.' });
    const second = (await checkout(card(RETRY, 'retry-key-0001'), { cookie: buyer.cookie })).body.data!.checkoutCart;
    expect(second.status).toBe('PAID');
    const [order] = await db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect((await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id))).map((a) => a.outcome)).toEqual(['retry', 'succeeded']);
  });

  it('a retry after the cart changed is refused; the learner starts a new attempt', async () => {
    const buyer = await newBuyer();
    await fill(buyer.cookie, [paid[6]]);
    expect((await checkout(card(RETRY, 'changed-key-01'), { cookie: buyer.cookie })).body.data!.checkoutCart.status).toBe('REQUIRES_RETRY');
    await fill(buyer.cookie, [paid[7]]);
    const res = await checkout(card(RETRY, 'changed-key-01'), { cookie: buyer.cookie });
    expect(res.body.errors?.[0]?.message).toBe('Tu carrito cambió mientras pagabas. Revisa el resumen e inténtalo de nuevo.');
    expect((await checkout(card(GOOD, 'changed-key-02'), { cookie: buyer.cookie })).body.data!.checkoutCart.order!.lines).toHaveLength(2);
  });

  it('wallet credit pays part of the order and is debited once', async () => {
    const db = await getDb();
    const buyer = await newBuyer();
    await db.update(users).set({ walletAmountCents: 1000, walletCurrency: 'USD' }).where(eq(users.id, buyer.id));
    await fill(buyer.cookie, [paid[8]]);
    const order = (await checkout(card(GOOD, 'credit-key-001'), { cookie: buyer.cookie })).body.data!.checkoutCart.order!;
    expect(order.creditCents).toBe(1000);
    expect(order.chargeCents).toBe(order.totalCents - 1000);
    const [wallet] = await db.select({ cents: users.walletAmountCents }).from(users).where(eq(users.id, buyer.id));
    expect(wallet.cents).toBe(0);
  });

  it('credits the affiliate 20% when the buyer came through their link, never for their own purchase', async () => {
    const db = await getDb();
    const [affiliate] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.email, 'affiliate@demo.cursalia.test'));
    // The seed may already hold rewards for the demo affiliate: count only what this test adds.
    const before = (await db.select().from(affiliateRewards).where(eq(affiliateRewards.affiliateUserId, affiliate.id))).length;
    const buyer = await newBuyer();
    await fill(buyer.cookie, [paid[9]]);
    const order = (await checkout(card(GOOD, 'affiliate-key-1'), { cookie: `${buyer.cookie}; cursalia_ref=${affiliate.username}` })).body.data!.checkoutCart.order!;
    const [paidOrder] = await db.select().from(orders).where(eq(orders.userId, buyer.id));
    const rewards = await db.select().from(affiliateRewards).where(eq(affiliateRewards.orderId, paidOrder.id));
    expect(rewards).toHaveLength(1);
    expect(rewards[0].affiliateUserId).toBe(affiliate.id);
    expect(rewards[0]).toMatchObject({ percent: 20, amountCents: Math.floor(order.totalCents * 0.2), currency: order.currency });
    // The affiliate buying through their own link earns nothing.
    const self = `${SESSION_COOKIE}=${await signSessionToken(affiliate.id)}`;
    await fill(self, [paid[10]]);
    expect((await checkout(card(GOOD, 'affiliate-key-2'), { cookie: `${self}; cursalia_ref=${affiliate.username}` })).body.data!.checkoutCart.status).toBe('PAID');
    expect(await db.select().from(affiliateRewards).where(eq(affiliateRewards.affiliateUserId, affiliate.id))).toHaveLength(before + 1);
  });
});
