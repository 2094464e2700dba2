/**
 * schema.org structured data shared by pages (JSON-LD objects; components/catalogue/JsonLd
 * writes them into the page). Pure.
 */
import { centsToAmount } from '@/lib/catalogue/money';
import { absoluteUrl, siteOrigin } from './site-url';
import { priceInCurrency } from '@/lib/commerce/price-in-currency';

export type BreadcrumbItem = { name: string; /** Spanish app path, e.g. '/cursos-online/'. */ path: string };

/** BreadcrumbList with absolute URLs in `locale`; the last item is the current page. */
export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[], locale: string, origin: string = siteOrigin()): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, locale, origin),
    })),
  };
}

export type OfferPrice = { currency: string; priceCents: number };

/**
 * The offers of a course or bundle: one Offer in US dollars (the currency the cards show),
 * or, without a dollar price, one per currency it has; a course with no price row is free.
 */
export function offersJsonLd(
  prices: readonly OfferPrice[],
  options: { url: string; available: boolean; preOrder?: boolean },
): Array<Record<string, unknown>> {
  const usd = priceInCurrency(prices);
  const chosen: readonly OfferPrice[] = usd ? [usd] : prices.length > 0 ? prices : [{ currency: 'USD', priceCents: 0 }];
  const availability = options.available
    ? 'https://schema.org/InStock'
    : options.preOrder
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/OutOfStock';
  return chosen.map((p) => ({
    '@type': 'Offer',
    category: p.priceCents > 0 ? 'Paid' : 'Free',
    price: centsToAmount(p.priceCents).toFixed(2),
    priceCurrency: p.currency,
    availability,
    url: options.url,
  }));
}
