/** The currency every price is in when the visitor's country is unknown or not priced. */
export const BASE_CURRENCY = 'USD';

/**
 * The cart currency (docs/pricing.md): the visitor's country currency when every line has a
 * price in it, else US dollars. Keeps one currency per cart so totals are exact cents.
 */
export function chooseCartCurrency(countryCurrency: string | null, lineCurrencies: ReadonlyArray<ReadonlySet<string>>): string {
  if (!countryCurrency || countryCurrency === BASE_CURRENCY) return BASE_CURRENCY;
  return lineCurrencies.every((set) => set.has(countryCurrency)) ? countryCurrency : BASE_CURRENCY;
}
