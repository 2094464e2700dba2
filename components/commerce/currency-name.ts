/** The currency's name in the page language ('peso argentino', 'real brasileiro'), else its code. */
export function currencyName(currency: string, locale: string): string {
  const tag = locale === 'pt' ? 'pt-BR' : locale === 'en' ? 'en-US' : 'es-419';
  try {
    const name = new Intl.DisplayNames([tag], { type: 'currency' }).of(currency);
    if (!name) return currency;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return currency;
  }
}
