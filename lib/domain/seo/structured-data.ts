/**
 * schema.org structured data shared by pages (JSON-LD objects; components/catalogue/JsonLd
 * writes them into the page). Pure.
 */
import { centsToAmount } from '@/lib/domain/catalogue/money';
import { absoluteUrl, siteOrigin } from './site-url';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';

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

/** An ISO 8601 duration of whole months ('P6M'), as schema.org's timeToComplete reads it; null when not a positive whole number. */
export function monthsDuration(months: number): string | null {
  return Number.isInteger(months) && months > 0 ? `P${months}M` : null;
}

/** ItemList of the pages a listing links to, in its order, with absolute URLs in `locale`. */
export function itemListJsonLd(items: readonly { name: string; path: string }[], locale: string, origin: string = siteOrigin()): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: absoluteUrl(item.path, locale, origin) })),
  };
}

export type ProgramJsonLdInput = {
  name: string;
  description: string;
  /** Spanish app path of the programme's page. */
  path: string;
  /** The university the programme is run with. */
  partner: string;
  durationMonths: number;
  prices: readonly OfferPrice[];
  courses: readonly { name: string; description: string; path: string }[];
  /** The marketplace's name (the other provider and every course's). */
  productName: string;
};

/**
 * A micro-degree as schema.org's EducationalOccupationalProgram (spec §2 "Microdegrees:
 * programmes with universities, each with a duration in months and a partner"): provided by the
 * partner university and the marketplace, online, `timeToComplete` in months, one offer (the
 * price the page shows) and its courses.
 */
export function educationalProgramJsonLd(input: ProgramJsonLdInput, locale: string, origin: string = siteOrigin()): Record<string, unknown> {
  const url = absoluteUrl(input.path, locale, origin);
  const marketplace = { '@type': 'Organization', name: input.productName, url: absoluteUrl('/', locale, origin) };
  const timeToComplete = monthsDuration(input.durationMonths);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: input.name,
    description: input.description,
    url,
    inLanguage: locale,
    educationalProgramMode: 'online',
    provider: [{ '@type': 'CollegeOrUniversity', name: input.partner }, marketplace],
    ...(timeToComplete ? { timeToComplete } : {}),
    ...(input.prices.length > 0 ? { offers: offersJsonLd(input.prices, { url, available: true }) } : {}),
    hasCourse: input.courses.map((c) => ({
      '@type': 'Course',
      name: c.name,
      description: c.description,
      url: absoluteUrl(c.path, locale, origin),
      provider: marketplace,
    })),
  };
}
