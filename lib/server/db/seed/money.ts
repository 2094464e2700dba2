/**
 * Countries, currencies and price conversion for the seed. Money is integer cents.
 * Local prices are converted from USD at fixed demo rates and rounded to amounts a
 * shop would really show (S/ 74.90, MX$ 359, COP 79 000, R$ 99,90...).
 */
import { l3, type L3 } from './util';

export type CountrySeed = {
  code: string;
  originalId: number;
  name: L3;
  currency: string;
  currencySymbol: string;
  phoneCode: string;
};

export const COUNTRIES: readonly CountrySeed[] = [
  { code: 'pe', originalId: 1, name: l3('Perú', 'Peru', 'Peru'), currency: 'PEN', currencySymbol: 'S/', phoneCode: '+51' },
  { code: 'mx', originalId: 2, name: l3('México', 'México', 'Mexico'), currency: 'MXN', currencySymbol: 'MX$', phoneCode: '+52' },
  { code: 'co', originalId: 3, name: l3('Colombia', 'Colômbia', 'Colombia'), currency: 'COP', currencySymbol: 'COL$', phoneCode: '+57' },
  { code: 'ar', originalId: 4, name: l3('Argentina', 'Argentina', 'Argentina'), currency: 'ARS', currencySymbol: 'AR$', phoneCode: '+54' },
  { code: 'cl', originalId: 5, name: l3('Chile', 'Chile', 'Chile'), currency: 'CLP', currencySymbol: 'CLP$', phoneCode: '+56' },
  { code: 'es', originalId: 6, name: l3('España', 'Espanha', 'Spain'), currency: 'EUR', currencySymbol: '€', phoneCode: '+34' },
  { code: 'br', originalId: 7, name: l3('Brasil', 'Brasil', 'Brazil'), currency: 'BRL', currencySymbol: 'R$', phoneCode: '+55' },
  { code: 'us', originalId: 8, name: l3('Estados Unidos', 'Estados Unidos', 'United States'), currency: 'USD', currencySymbol: 'US$', phoneCode: '+1' },
];

/** USD first, then the local currencies of the countries above. */
export const CURRENCIES = ['USD', 'PEN', 'MXN', 'COP', 'ARS', 'CLP', 'EUR', 'BRL'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Demo exchange rates: local units per US dollar. */
const RATE: Record<Currency, number> = {
  USD: 1,
  PEN: 3.75,
  MXN: 18,
  COP: 4000,
  ARS: 1000,
  CLP: 950,
  EUR: 0.92,
  BRL: 5.2,
};

/** Rounds a local amount (in cents) to a price tag in that currency; never below `min`. */
export function roundPrice(cents: number, currency: Currency): number {
  if (cents <= 0) return 0;
  const units = cents / 100;
  let rounded: number;
  switch (currency) {
    case 'USD':
    case 'EUR':
      rounded = Math.max(1, Math.round(units)) - 0.01; // 19.99
      break;
    case 'PEN':
    case 'BRL':
      rounded = Math.max(1, Math.round(units)) - 0.1; // 74.90
      break;
    case 'MXN':
      rounded = Math.max(9, Math.round(units / 10) * 10 - 1); // 359
      break;
    case 'COP':
    case 'ARS':
      rounded = Math.max(1000, Math.round(units / 1000) * 1000 - 100); // 79 900
      break;
    case 'CLP':
      rounded = Math.max(990, Math.round(units / 1000) * 1000 - 10); // 18 990
      break;
  }
  return Math.round(rounded * 100);
}

export function convertFromUsd(usdCents: number, currency: Currency): number {
  return roundPrice(usdCents * RATE[currency], currency);
}

export type PriceRow = { currency: Currency; priceCents: number; realPriceCents: number };

/**
 * One row per currency for a course listed at `realUsdCents` with `discountPercent` off.
 * Free courses (real price 0) get 0/0 everywhere.
 */
export function coursePriceRows(realUsdCents: number, discountPercent: number): PriceRow[] {
  return CURRENCIES.map((currency) => {
    if (realUsdCents <= 0) return { currency, priceCents: 0, realPriceCents: 0 };
    const realPriceCents = convertFromUsd(realUsdCents, currency);
    const discounted = roundPrice(Math.round((realPriceCents * (100 - discountPercent)) / 100), currency);
    return { currency, realPriceCents, priceCents: Math.min(discounted, realPriceCents) };
  });
}

/** List prices (USD cents) a course can have. */
export const USD_LIST_PRICES = [1999, 2499, 2999, 3499, 3999, 4999, 5999, 6999, 7999] as const;
/** Discounts shown on courses, 0 to 70 percent. */
export const DISCOUNTS = [0, 0, 10, 15, 20, 25, 30, 40, 50, 60, 70] as const;
