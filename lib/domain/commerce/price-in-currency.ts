/**
 * The one "which price do we show or charge?" rule (issue 19 item 2; docs/pricing.md): the price
 * in the wanted currency, else the one in the base currency (US dollars), else none. Before it,
 * courses, bundles, plans and the support page each had their copy, and the course cards fell
 * back to whatever price came first, which could be any currency. Pure: server and browser.
 */
import { BASE_CURRENCY } from './cart-currency';

export function priceInCurrency<T extends { currency: string }>(prices: readonly T[], currency: string | null = BASE_CURRENCY): T | null {
  return (currency ? prices.find((p) => p.currency === currency) : undefined) ?? prices.find((p) => p.currency === BASE_CURRENCY) ?? null;
}
