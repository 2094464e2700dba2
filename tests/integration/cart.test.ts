/**
 * The cart on the default endpoint (issue 5; spec §3 Cart, §5 cart validation, §7 MyCart,
 * shoppingCartAddItem, shoppingCartRemoveItem, ProductsCourseData), through the real route
 * handler and a real database: guest carts behind a cookie, the merge on login, validation,
 * server-side prices, and concurrent adds/removes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, isNull, notInArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { bundles, cartLines, carts, courseCartPromotions, coursePrices, courses, enrollments, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { registerAccount } from '@/lib/server/services/accounts';
import { callGraphQL, type CallOptions } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

const CART_FIELDS = `id originalId currency currencySymbol realTotalPriceCents totalDiscountCents priceCents price cumulativeDiscount nextDiscount itemCount isPaid
  user { originalId isPremiumMember }
  dataExtraDiscount { type id percent totalCents }
  prices { currency price realPrice }
  pricesWithCredit { creditCents priceWithCreditCents }
  courses { id discount priceCents realPriceCents extraDiscountPercent course { originalId title url } }
  bundles { id priceCents realPriceCents bundle { originalId title url courseCount professors { id } } }`;
const MY_CART = `query MyCart { myCart { ${CART_FIELDS} } }`;
const ADD = `mutation Add($input: ShoppingCartItemInput!) { shoppingCartAddItem(input: $input) { success shoppingCart { ${CART_FIELDS} } } }`;
const REMOVE = `mutation Remove($input: ShoppingCartItemInput!) { shoppingCartRemoveItem(input: $input) { success shoppingCart { ${CART_FIELDS} } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { success errors { message } } }`;

type Cart = {
  originalId: number;
  currency: string;
  realTotalPriceCents: number;
  totalDiscountCents: number;
  priceCents: number;
  cumulativeDiscount: number;
  nextDiscount: number;
  itemCount: number;
  isPaid: boolean;
  user: { originalId: number; isPremiumMember: boolean } | null;
  dataExtraDiscount: { type: string; id: number; percent: number; totalCents: number }[];
  prices: { currency: string; price: number; realPrice: number }[];
  pricesWithCredit: { creditCents: number; priceWithCreditCents: number };
  courses: { id: string; discount: number; priceCents: number; realPriceCents: number; extraDiscountPercent: number; course: { originalId: number; title: string; url: string } }[];
  bundles: { id: string; priceCents: number; bundle: { originalId: number; courseCount: number; professors: { id: string }[] } }[];
};
type Err = { message: string; extensions?: { code?: string; field?: string } };
type MutationBody = { data?: Record<string, { success: boolean; shoppingCart: Cart | null }> | null; errors?: Err[] };

async function add(input: Record<string, string>, options: CallOptions = {}) {
  const res = await callGraphQL('default', ADD, { input }, options);
  return { ...res, body: res.body as MutationBody, result: (res.body as MutationBody).data?.shoppingCartAddItem ?? null };
}
async function remove(input: Record<string, string>, options: CallOptions = {}) {
  const res = await callGraphQL('default', REMOVE, { input }, options);
  return { ...res, body: res.body as MutationBody, result: (res.body as MutationBody).data?.shoppingCartRemoveItem ?? null };
}
async function myCart(options: CallOptions = {}): Promise<Cart | null> {
  const res = await callGraphQL<{ myCart: Cart | null }>('default', MY_CART, {}, options);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.myCart;
}

function cartCookieFrom(headers: Headers): string | null {
  const set = headers.getSetCookie().find((c) => c.startsWith('cursalia_cart='));
  return set ? set.split(';')[0] : null;
}

async function newUser(email: string): Promise<{ id: number; cookie: string }> {
  const result = await registerAccount(await getDb(), { firstName: 'Prueba', lastName: 'Carrito', email, password: 'Clave-2026', language: 'es' });
  if (!result.ok) throw new Error('could not register');
  return { id: result.user.id, cookie: `${SESSION_COOKIE}=${await signSessionToken(result.user.id)}` };
}

describe(`cart on the default endpoint (${label})`, () => {
  let paid: number[] = [];
  let bundleId: number;
  let freeCourse: number;
  let upcomingNotOnSale: number;
  let promoted: { courseId: number; percent: number };

  beforeAll(async () => {
    await setupTestDatabase();
    const db = await getDb();
    const promos = await db.select().from(courseCartPromotions).orderBy(asc(courseCartPromotions.courseId));
    expect(promos.length).toBeGreaterThan(3);
    promoted = { courseId: promos[0].courseId, percent: promos[0].percent };
    const promoIds = promos.map((p) => p.courseId);
    paid = (
      await db
        .select({ id: courses.id })
        .from(courses)
        .innerJoin(coursePrices, and(eq(coursePrices.courseId, courses.id), eq(coursePrices.currency, 'USD')))
        .where(and(eq(courses.isActive, true), isNull(courses.organizationId), gt(coursePrices.priceCents, 0), notInArray(courses.id, promoIds)))
        .orderBy(asc(courses.id))
    ).map((r) => r.id);
    expect(paid.length).toBeGreaterThan(120);
    [{ id: bundleId }] = await db.select({ id: bundles.id }).from(bundles).orderBy(asc(bundles.id)).limit(1);
    // A free course and an upcoming course that is not on pre-sale, made explicit for the test.
    freeCourse = paid.pop()!;
    await db.update(coursePrices).set({ priceCents: 0, realPriceCents: 0 }).where(eq(coursePrices.courseId, freeCourse));
    upcomingNotOnSale = paid.pop()!;
    await db.update(courses).set({ isActive: false, isPreSale: false }).where(eq(courses.id, upcomingNotOnSale));
  });
  afterAll(teardownTestDatabase);

  it('a visitor has no cart until the first add, which sets an httpOnly cart cookie', async () => {
    expect(await myCart()).toBeNull();
    const first = await add({ courseId: String(paid[0]) });
    expect(first.body.errors).toBeUndefined();
    expect(first.result?.success).toBe(true);
    const setCookie = first.headers.getSetCookie().find((c) => c.startsWith('cursalia_cart='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cartCookieFrom(first.headers)!;
    const cart = (await myCart({ cookie }))!;
    expect(cart.user).toBeNull();
    expect(cart.courses.map((c) => c.course.originalId)).toEqual([paid[0]]);
    expect(cart.courses[0].id).toBe(`COURSE-${paid[0]}`);
    expect(cart.courses[0].course.url).toMatch(/^\/cursos-online\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
    // Another visitor (no cookie) still has no cart.
    expect(await myCart()).toBeNull();
  });

  it('adding twice gives success false and one line; removing twice gives true then false', async () => {
    const first = await add({ courseId: String(paid[1]) });
    const cookie = cartCookieFrom(first.headers)!;
    const again = await add({ courseId: toGlobalId('Course', paid[1]) }, { cookie });
    expect(again.result?.success).toBe(false);
    expect(again.result?.shoppingCart?.itemCount).toBe(1);
    expect(cartCookieFrom(again.headers)).toBeNull(); // the cookie is set once
    const bundle = await add({ bundleId: String(bundleId) }, { cookie });
    expect(bundle.result?.success).toBe(true);
    expect(bundle.result?.shoppingCart?.bundles[0]).toMatchObject({ id: `BUNDLE-${bundleId}`, bundle: { originalId: bundleId } });
    expect(bundle.result?.shoppingCart?.bundles[0].bundle.professors.length).toBeGreaterThan(0);
    const removed = await remove({ courseId: String(paid[1]) }, { cookie });
    expect(removed.result?.success).toBe(true);
    expect(removed.result?.shoppingCart?.courses).toEqual([]);
    const removedAgain = await remove({ courseId: String(paid[1]) }, { cookie });
    expect(removedAgain.result?.success).toBe(false);
    // Nothing to remove without a cart at all.
    expect((await remove({ courseId: String(paid[1]) })).result).toEqual({ success: false, shoppingCart: null });
  });

  it('lists lines newest first', async () => {
    const first = await add({ courseId: String(paid[2]) });
    const cookie = cartCookieFrom(first.headers)!;
    await add({ courseId: String(paid[3]) }, { cookie });
    await add({ courseId: String(paid[4]) }, { cookie });
    const cart = (await myCart({ cookie }))!;
    expect(cart.courses.map((c) => c.course.originalId)).toEqual([paid[4], paid[3], paid[2]]);
  });

  it('refuses bad input with translated errors and changes nothing (spec §5)', async () => {
    const first = await add({ courseId: String(paid[5]) });
    const cookie = cartCookieFrom(first.headers)!;
    const db = await getDb();
    const before = await db.select().from(cartLines).orderBy(asc(cartLines.id));
    const cases: Array<[Record<string, string>, string, string]> = [
      [{}, 'Indica un curso o una certificación.', 'Indique um curso ou uma certificação.'],
      [{ courseId: '1', bundleId: '2' }, 'Indica solo un curso o una certificación, no ambos.', 'Indique apenas um curso ou uma certificação, não os dois.'],
      [{ courseId: 'abc' }, 'El identificador del curso o la certificación no es válido.', 'O identificador do curso ou da certificação não é válido.'],
      [{ courseId: '999999' }, 'No encontramos ese curso.', 'Não encontramos esse curso.'],
      [{ bundleId: '999999' }, 'No encontramos esa certificación.', 'Não encontramos essa certificação.'],
      [{ courseId: String(freeCourse) }, 'Este curso es gratuito: no hace falta agregarlo al carrito.', 'Este curso é gratuito: não é preciso adicioná-lo ao carrinho.'],
      [{ courseId: String(upcomingNotOnSale) }, 'Este curso todavía no está a la venta.', 'Este curso ainda não está à venda.'],
    ];
    for (const [input, es, pt] of cases) {
      const resEs = await add(input, { cookie });
      expect(resEs.body.errors?.[0]).toMatchObject({ message: es, extensions: { code: 'BAD_USER_INPUT' } });
      const resPtAdd = await add(input, { cookie, headers: { 'accept-language': 'pt-BR' } });
      expect(resPtAdd.body.errors?.[0]?.message).toBe(pt);
      expect(resEs.status).toBeLessThan(500);
    }
    // Removes validate the same way (exactly one id).
    const both = await remove({ courseId: '1', bundleId: '2' }, { cookie });
    expect(both.body.errors?.[0]).toMatchObject({ message: 'Indica solo un curso o una certificación, no ambos.', extensions: { code: 'BAD_USER_INPUT' } });
    // Wrong types and oversized ids are refused by the schema, not by a 500.
    const wrongType = await callGraphQL('default', ADD, { input: { courseId: { $gt: 1 } } }, { cookie });
    expect(wrongType.status).toBeLessThan(500);
    expect(wrongType.body.errors?.length).toBeGreaterThan(0);
    const huge = await add({ courseId: '9'.repeat(5000) }, { cookie });
    expect(huge.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await db.select().from(cartLines).orderBy(asc(cartLines.id))).toEqual(before);
  });

  it('a signed-in learner cannot add a course they already own', async () => {
    const user = await newUser('ya-inscrito@example.com');
    const db = await getDb();
    await db.insert(enrollments).values({ userId: user.id, courseId: paid[6], enrollmentType: 'PAID' });
    const res = await add({ courseId: String(paid[6]) }, { cookie: user.cookie });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Ya tienes este curso en tu cuenta.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('prices come from the database: country currency, promotion, cumulative discount, credit', async () => {
    const user = await newUser('precios@example.com');
    const db = await getDb();
    await db.update(users).set({ walletAmountCents: 700, walletCurrency: 'USD' }).where(eq(users.id, user.id));
    const one = await add({ courseId: String(promoted.courseId) }, { cookie: user.cookie });
    const single = one.result!.shoppingCart!;
    expect(single.user).toEqual({ originalId: user.id, isPremiumMember: false });
    expect(single.currency).toBe('USD');
    expect(single.nextDiscount).toBe(10);
    expect(single.cumulativeDiscount).toBe(0);
    const [usd] = await db.select().from(coursePrices).where(and(eq(coursePrices.courseId, promoted.courseId), eq(coursePrices.currency, 'USD')));
    const extra = Math.round((usd.priceCents * promoted.percent) / 100);
    expect(single.dataExtraDiscount).toEqual([{ type: 'COURSE', id: promoted.courseId, percent: promoted.percent, totalCents: extra }]);
    expect(single.priceCents).toBe(usd.priceCents - extra);
    expect(single.realTotalPriceCents).toBe(usd.realPriceCents);
    expect(single.totalDiscountCents).toBe(usd.realPriceCents - single.priceCents);
    expect(single.pricesWithCredit).toEqual({ creditCents: 700, priceWithCreditCents: single.priceCents - 700 });

    const two = (await add({ courseId: String(paid[7]) }, { cookie: user.cookie })).result!.shoppingCart!;
    expect(two.cumulativeDiscount).toBe(10);
    expect(two.nextDiscount).toBe(15);
    expect(two.courses.reduce((s, c) => s + c.priceCents, 0)).toBe(two.priceCents);

    // A Peruvian visitor's cart is in soles, with the US-dollar total beside it.
    const pe = (await myCart({ cookie: user.cookie, headers: { country: 'pe' } }))!;
    expect(pe.currency).toBe('PEN');
    expect(pe.prices.map((p) => p.currency)).toEqual(['PEN', 'USD']);
    expect(pe.pricesWithCredit.creditCents).toBe(0); // the wallet is in dollars
    // A price changed in the database shows at once: nothing is trusted from earlier answers.
    await db.update(coursePrices).set({ priceCents: usd.priceCents + 100 }).where(and(eq(coursePrices.courseId, promoted.courseId), eq(coursePrices.currency, 'USD')));
    const after = (await myCart({ cookie: user.cookie }))!;
    expect(after.priceCents).toBeGreaterThan(two.priceCents);
    // A line whose course became free is no longer shown (spec §5).
    await db.update(coursePrices).set({ priceCents: 0 }).where(eq(coursePrices.courseId, paid[7]));
    expect((await myCart({ cookie: user.cookie }))!.courses.map((c) => c.course.originalId)).toEqual([promoted.courseId]);
  });

  it('merges the visitor cart into the account on login, without duplicates, and forgets the guest cookie', async () => {
    const db = await getDb();
    const [payg] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'payg@demo.cursalia.test'));
    const session = `${SESSION_COOKIE}=${await signSessionToken(payg.id)}`;
    await add({ courseId: String(paid[10]) }, { cookie: session });
    const guest = await add({ courseId: String(paid[10]) });
    const guestCookie = cartCookieFrom(guest.headers)!;
    await add({ courseId: String(paid[11]) }, { cookie: guestCookie });
    await add({ bundleId: String(bundleId) }, { cookie: guestCookie });
    const login = await callGraphQL<{ login: { success: boolean } }>('auth', LOGIN, { input: { username: 'payg@demo.cursalia.test', password: 'Demo-2026' } }, { cookie: guestCookie });
    expect(login.body.data?.login.success).toBe(true);
    expect(login.headers.getSetCookie().find((c) => c.startsWith('cursalia_cart='))).toMatch(/Max-Age=0/);
    const merged = (await myCart({ cookie: session }))!;
    expect(merged.courses.map((c) => c.course.originalId).sort()).toEqual([paid[10], paid[11]].sort());
    expect(merged.bundles.map((b) => b.bundle.originalId)).toEqual([bundleId]);
    // The guest cart is gone.
    expect(await myCart({ cookie: guestCookie })).toBeNull();
    expect(await db.select().from(carts).where(isNull(carts.userId))).not.toContainEqual(expect.objectContaining({ guestToken: guestCookie.split('=')[1] }));
  });

  it('100 concurrent adds and removes on one cart end exactly as a serial run would', async () => {
    const user = await newUser('concurrente@example.com');
    const items = paid.slice(20, 70); // 50 courses
    // Every course added twice at once: 50 successes, 50 "already there", 50 lines.
    const adds = await Promise.all([...items, ...items].map((id) => add({ courseId: String(id) }, { cookie: user.cookie })));
    expect(adds.every((r) => r.body.errors === undefined)).toBe(true);
    expect(adds.filter((r) => r.result?.success).length).toBe(50);
    expect((await myCart({ cookie: user.cookie }))!.courses.length).toBe(50);
    // The first 25 removed twice at once, while the other 25 are added again: 25 removals succeed.
    const mixed = await Promise.all([
      ...items.slice(0, 25).flatMap((id) => [remove({ courseId: String(id) }, { cookie: user.cookie }), remove({ courseId: String(id) }, { cookie: user.cookie })]),
      ...items.slice(25).map((id) => add({ courseId: String(id) }, { cookie: user.cookie })),
    ]);
    expect(mixed.length).toBe(75);
    expect(mixed.every((r) => r.body.errors === undefined)).toBe(true);
    expect(mixed.slice(0, 50).filter((r) => r.result?.success).length).toBe(25);
    expect(mixed.slice(50).every((r) => r.result?.success === false)).toBe(true);
    const final = (await myCart({ cookie: user.cookie }))!;
    expect(final.courses.map((c) => c.course.originalId).sort((a, b) => a - b)).toEqual(items.slice(25));
    const db = await getDb();
    expect(await db.select().from(carts).where(and(eq(carts.userId, user.id), eq(carts.isPaid, false)))).toHaveLength(1);
  });

  it('ProductsCourseData answers the tracking fields of a course (spec §3)', async () => {
    const res = await callGraphQL<{ course: { originalId: number; title: string; price: number; currencySymbol: string; catalogCategories: { name: string }[]; catalogSubCategories: { name: string }[] } }>(
      'default',
      `query ProductsCourseData($id: ID!) { course(id: $id) { id originalId title price currencySymbol catalogCategories { name } catalogSubCategories { name } } }`,
      { id: String(paid[0]) },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.course).toMatchObject({ originalId: paid[0], currencySymbol: 'US$' });
    expect(res.body.data!.course.catalogCategories).toHaveLength(1);
  });
});
