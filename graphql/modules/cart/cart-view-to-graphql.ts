import type { Locale } from '@/lib/domain/i18n/routing';
import type { CartView } from '@/lib/server/services/cart';
import { centsToAmount } from '@/lib/domain/catalogue/money';
import { currencySymbol } from '@/lib/domain/catalogue/currency';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { localized } from '@/lib/domain/i18n/localized';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { bundlePath } from '@/lib/domain/paths/course-paths';
import { combinedItemId } from '@/lib/domain/commerce/cart-item';

/** The spec §3 cart shape from a priced cart view (amounts as decimals and exact cents). */
export function cartViewToGraphQL(view: CartView, locale: Locale) {
  const p = view.pricing;
  const symbol = currencySymbol(view.currency);
  const prices = [{ currency: view.currency, currencySymbol: symbol, price: centsToAmount(p.totalCents), realPrice: centsToAmount(p.realTotalCents) }];
  if (view.usdPricing) {
    prices.push({ currency: 'USD', currencySymbol: currencySymbol('USD'), price: centsToAmount(view.usdPricing.totalCents), realPrice: centsToAmount(view.usdPricing.realTotalCents) });
  }
  const pricedCourses = new Map(p.courses.map((c) => [c.lineId, c]));
  const pricedBundles = new Map(p.bundles.map((b) => [b.lineId, b]));
  return {
    id: toGlobalId('ShoppingCart', view.id),
    originalId: view.id,
    user: view.userId === null ? null : { originalId: view.userId, isPremiumMember: view.isPremiumMember },
    currency: view.currency,
    currencySymbol: symbol,
    realTotalPrice: centsToAmount(p.realTotalCents),
    realTotalPriceCents: p.realTotalCents,
    totalDiscount: centsToAmount(p.totalDiscountCents),
    totalDiscountCents: p.totalDiscountCents,
    price: centsToAmount(p.totalCents),
    priceCents: p.totalCents,
    cumulativeDiscount: p.cumulativePercent,
    cumulativeDiscountCents: p.cumulativeDiscountCents,
    nextDiscount: p.nextDiscountPercent,
    dataExtraDiscount: p.extraDiscounts.map((d) => ({ type: d.type, id: d.id, percent: d.percent, total: centsToAmount(d.totalCents), totalCents: d.totalCents })),
    prices,
    pricesWithCredit: {
      credit: centsToAmount(p.creditCents),
      creditCents: p.creditCents,
      priceWithCredit: centsToAmount(p.totalWithCreditCents),
      priceWithCreditCents: p.totalWithCreditCents,
    },
    isPaid: view.isPaid,
    itemCount: view.courses.length + view.bundles.length,
    courses: view.courses.map((line) => {
      const priced = pricedCourses.get(line.lineId);
      const finalCents = priced?.finalCents ?? line.priceCents;
      return {
        id: combinedItemId({ type: 'COURSE', id: line.course.id }),
        discount: priced?.totalDiscountPercent ?? 0,
        price: centsToAmount(finalCents),
        priceCents: finalCents,
        realPrice: centsToAmount(line.realPriceCents),
        realPriceCents: line.realPriceCents,
        extraDiscountPercent: line.extraPercent,
        prices: line.course.prices.map((cp) => ({
          currency: cp.currency,
          currencySymbol: currencySymbol(cp.currency),
          price: centsToAmount(cp.priceCents),
          realPrice: centsToAmount(cp.realPriceCents),
          priceCents: cp.priceCents,
          realPriceCents: cp.realPriceCents,
        })),
        course: line.course,
        addedAt: line.addedAt.toISOString(),
      };
    }),
    bundles: view.bundles.map((line) => {
      const priced = pricedBundles.get(line.lineId);
      const b = line.bundle;
      const url = localizedPath(bundlePath(b.slug), locale);
      return {
        id: combinedItemId({ type: 'BUNDLE', id: b.id }),
        discount: priced?.totalDiscountPercent ?? b.discountPercent,
        price: centsToAmount(line.priceCents),
        priceCents: line.priceCents,
        realPrice: centsToAmount(line.totalPriceCents),
        realPriceCents: line.totalPriceCents,
        addedAt: line.addedAt.toISOString(),
        bundle: {
          id: toGlobalId('Bundle', b.id),
          originalId: b.id,
          title: localized(b.title, locale),
          coverImageUrl: b.coverImageUrl,
          imagePlaceholderUrl: b.coverImageUrl,
          prices: b.prices.map((bp) => ({ currency: bp.currency, currencySymbol: currencySymbol(bp.currency), price: centsToAmount(bp.priceCents), totalPrice: centsToAmount(bp.totalPriceCents) })),
          duration: b.durationSeconds,
          discount: b.discountPercent,
          url,
          urlToBuyNow: `${localizedPath('/carrito-de-compras/', locale)}?bundle=${b.id}`,
          professors: b.professorIds.map((id) => ({ id: toGlobalId('Professor', id) })),
          enrollments: b.enrollmentsCount,
          courseCount: b.courseIds.length,
        },
      };
    }),
  };
}
