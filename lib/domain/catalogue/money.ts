import { currencySymbol } from './currency';
import { numberFormat } from '@/lib/domain/i18n/intl-formatters';

/** Money is integer cents with an ISO currency code (ARCHITECTURE.md); floats only at the edge. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

const NUMBER_LOCALE: Record<string, string> = { es: 'es-419', pt: 'pt-BR', en: 'en-US' };

/**
 * A price as learners read it: the catalogue's currency symbol (spec §3 currencySymbol, e.g.
 * 'US$', 'S/', 'R$') and the amount grouped for the language; whole amounts drop the cents.
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const amount = numberFormat(NUMBER_LOCALE[locale] ?? NUMBER_LOCALE.es, {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return `${currencySymbol(currency)} ${amount}`;
}
