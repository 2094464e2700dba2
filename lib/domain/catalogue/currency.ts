/** Symbols for the currencies the catalogue is priced in (seeded countries). */
const SYMBOLS: Record<string, string> = {
  USD: 'US$', PEN: 'S/', MXN: 'MX$', COP: 'COL$', ARS: 'AR$', CLP: 'CLP$', EUR: '€', BRL: 'R$',
};

export function currencySymbol(currency: string): string {
  return SYMBOLS[currency] ?? currency;
}
