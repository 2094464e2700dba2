/**
 * Intl formatters made once per language and options, for server and browser alike (issue 14
 * item 4). Creating an Intl.NumberFormat or DateTimeFormat costs far more than using one, and a
 * catalogue page formats hundreds of prices and dates per render.
 */

/** `create`, memoized on its arguments (a language and a plain options object). */
function memoized<Args extends unknown[], Formatter>(create: (...args: Args) => Formatter): (...args: Args) => Formatter {
  const made = new Map<string, Formatter>();
  return (...args) => {
    const key = JSON.stringify(args);
    let formatter = made.get(key);
    if (!formatter) {
      formatter = create(...args);
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const numberFormat = memoized((locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = memoized((locale: string | undefined, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

/**
 * The formatters next-intl's message runtime asks for (use-intl's `formatters` option). The
 * precompiled messages' runtime asks for one on every `#` and plural it formats: a new
 * Intl.NumberFormat or PluralRules each time was ~12 % of a page's main-thread work at start-up.
 */
export const INTL_FORMATTERS = {
  getDateTimeFormat: memoized((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
  getNumberFormat: memoized((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
  getPluralRules: memoized((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  getRelativeTimeFormat: memoized((...args: ConstructorParameters<typeof Intl.RelativeTimeFormat>) => new Intl.RelativeTimeFormat(...args)),
  getListFormat: memoized((...args: ConstructorParameters<typeof Intl.ListFormat>) => new Intl.ListFormat(...args)),
  getDisplayNames: memoized((...args: ConstructorParameters<typeof Intl.DisplayNames>) => new Intl.DisplayNames(...args)),
};
