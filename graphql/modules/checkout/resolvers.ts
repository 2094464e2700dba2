import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { OrderLine, OrderLineCourse, Resolvers } from '@/graphql/generated/resolvers-types';
import { apiError, badInput, parseArgs, requireViewerId } from '@/graphql/errors';
import { cardDigits, invalidCardField, TEST_CARDS } from '@/lib/domain/commerce/test-payment-provider';
import { currencySymbol } from '@/lib/domain/catalogue/currency';
import { centsToAmount } from '@/lib/domain/catalogue/money';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { localized } from '@/lib/domain/i18n/localized';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { bundlePath, coursePath } from '@/lib/domain/paths/course-paths';
import { readCookie } from '@/lib/server/http/cookies';
import { AFFILIATE_COOKIE } from '@/lib/domain/commerce/affiliate-cookie';
import { bundleCourses, bundles, categories, courses, type LocalizedText } from '@/lib/server/db/schema';
import { loadClassroomUrls } from '@/lib/server/services/course-access';
import { checkoutCart, getOrderForUser, orderNumber, parseOrderNumber, type OrderLineRow, type OrderRow } from '@/lib/server/services/checkout';
import type { Locale } from '@/lib/domain/i18n/routing';
import type { Db } from '@/lib/server/db/client';

const checkoutArgs = z.object({
  input: z.object({
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'checkout.invalidKey'),
    cardNumber: z.string().max(40),
    cardExpiry: z.string().max(10),
    cardCvc: z.string().max(6),
    cardHolder: z.string().max(200),
  }),
});

const SIGN_IN_FIRST = 'checkout.unauthenticated';

/**
 * Titles and links of what an order bought, in the request's language: the public pages and,
 * for the buyer, the classroom of each course (a certification's courses listed under it) —
 * issue 15: a learner who just paid goes from the confirmation to lecture 1, not to the sales
 * page. The classroom URL comes from the access rule (loadClassroomUrls): none for a course the
 * buyer cannot open (the order is not paid) or without lectures yet.
 */
async function describeLines(db: Db, userId: number, lines: OrderLineRow[], locale: Locale): Promise<OrderLine[]> {
  const courseIds = lines.flatMap((l) => (l.courseId === null ? [] : [l.courseId]));
  const bundleIds = lines.flatMap((l) => (l.bundleId === null ? [] : [l.bundleId]));
  const courseColumns = { id: courses.id, slug: courses.slug, title: courses.title, categorySlug: categories.slug };
  const [courseRows, bundleRows, bundledRows] = await Promise.all([
    courseIds.length === 0 ? Promise.resolve([]) : db.select(courseColumns).from(courses).innerJoin(categories, eq(categories.id, courses.categoryId)).where(inArray(courses.id, courseIds)),
    bundleIds.length === 0 ? Promise.resolve([]) : db.select({ id: bundles.id, slug: bundles.slug, title: bundles.title }).from(bundles).where(inArray(bundles.id, bundleIds)),
    bundleIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ ...courseColumns, bundleId: bundleCourses.bundleId })
          .from(bundleCourses)
          .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
          .innerJoin(categories, eq(categories.id, courses.categoryId))
          .where(inArray(bundleCourses.bundleId, bundleIds))
          .orderBy(asc(bundleCourses.bundleId), asc(bundleCourses.position), asc(bundleCourses.courseId)),
  ]);
  const classroomUrls = await loadClassroomUrls(db, userId, [...courseRows, ...bundledRows].map((c) => c.id), { locale });
  const describeCourse = (c: { id: number; slug: string; title: LocalizedText; categorySlug: string }): Omit<OrderLineCourse, '__typename'> => ({
    originalId: c.id,
    title: localized(c.title, locale),
    url: localizedPath(coursePath(c.categorySlug, c.slug), locale),
    classroomUrl: classroomUrls.get(c.id) ?? null,
  });
  const courseById = new Map(courseRows.map((c) => [c.id, c]));
  const bundleById = new Map(bundleRows.map((b) => [b.id, b]));
  return lines.flatMap((l): OrderLine[] => {
    if (l.courseId !== null) {
      const c = courseById.get(l.courseId);
      return c ? [{ kind: 'COURSE', ...describeCourse(c), paidCents: l.paidCents, listCents: l.listCents, courses: [] }] : [];
    }
    const b = l.bundleId === null ? undefined : bundleById.get(l.bundleId);
    if (!b) return [];
    const bundled = bundledRows.filter((c) => c.bundleId === b.id).map(describeCourse);
    return [{ kind: 'BUNDLE', originalId: b.id, title: localized(b.title, locale), url: localizedPath(bundlePath(b.slug), locale), paidCents: l.paidCents, listCents: l.listCents, classroomUrl: null, courses: bundled }];
  });
}

/** The titles of the lines a buyer already has, quoted and joined as the language lists them («A» y «B»). */
async function titleList(db: Db, lines: { courseIds: number[]; bundleIds: number[] }, locale: Locale): Promise<string> {
  const [courseRows, bundleRows] = await Promise.all([
    lines.courseIds.length === 0 ? Promise.resolve([]) : db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, lines.courseIds)),
    lines.bundleIds.length === 0 ? Promise.resolve([]) : db.select({ id: bundles.id, title: bundles.title }).from(bundles).where(inArray(bundles.id, lines.bundleIds)),
  ]);
  const [open, close] = locale === 'en' ? ['“', '”'] : ['«', '»'];
  const titles = [...courseRows, ...bundleRows].map((r) => `${open}${localized(r.title, locale)}${close}`);
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(titles);
}

function orderToGraphQL(order: OrderRow, lines: Awaited<ReturnType<typeof describeLines>>) {
  return {
    id: toGlobalId('Order', order.id),
    number: orderNumber(order.id),
    status: order.status,
    currency: order.currency,
    currencySymbol: currencySymbol(order.currency),
    total: centsToAmount(order.totalCents),
    totalCents: order.totalCents,
    discountCents: order.discountCents,
    creditCents: order.creditCents,
    chargeCents: order.chargeCents,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    lines,
  };
}

export const resolvers: Resolvers = {
  Query: {
    myOrder: async (_parent, { number }, ctx) => {
      const userId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const id = parseOrderNumber(String(number).slice(0, 40));
      if (id === null) return null;
      const db = await ctx.db();
      // Another user's order number reads as not found: no way to probe for it.
      const found = await getOrderForUser(db, userId, id);
      return found ? orderToGraphQL(found.order, await describeLines(db, userId, found.lines, ctx.locale)) : null;
    },
    testPaymentCards: () => TEST_CARDS.map((c) => ({ number: c.number, outcome: c.outcome })),
  },
  Mutation: {
    checkoutCart: async (_parent, raw, ctx) => {
      const userId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const { input } = parseArgs(ctx, checkoutArgs, raw);
      const field = invalidCardField({ number: input.cardNumber, expiry: input.cardExpiry, cvc: input.cardCvc, holder: input.cardHolder }, new Date());
      if (field) throw badInput(ctx, `checkout.${field}`, field);
      const db = await ctx.db();
      const result = await checkoutCart(db, {
        userId,
        idempotencyKey: input.idempotencyKey,
        cardDigits: cardDigits(input.cardNumber),
        country: ctx.country,
        affiliateUsername: readCookie(ctx.request.headers.get('cookie'), AFFILIATE_COOKIE),
      });
      if (!result.ok && result.error === 'alreadyHasAccess') {
        throw apiError(ctx, 'BAD_USER_INPUT', 'checkout.alreadyHasAccess', {
          values: { titles: await titleList(db, result, ctx.locale) },
          extensions: { courseIds: result.courseIds, bundleIds: result.bundleIds },
        });
      }
      if (!result.ok) throw badInput(ctx, `checkout.${result.error}`);
      const { order } = result;
      const found = await getOrderForUser(db, userId, order.id);
      const lines = await describeLines(db, userId, found?.lines ?? [], ctx.locale);
      const message = order.status === 'DECLINED' ? ctx.t('checkout.declined') : order.status === 'REQUIRES_RETRY' ? ctx.t('checkout.retry') : null;
      return { success: order.status === 'PAID', status: order.status, message, order: orderToGraphQL(order, lines) };
    },
  },
};
