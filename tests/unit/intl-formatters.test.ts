/** Intl formatters made once per language and options (issue 14 item 4; lib/domain/i18n/intl-formatters.ts). */
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, INTL_FORMATTERS, numberFormat } from '@/lib/domain/i18n/intl-formatters';
import { createShellTranslator } from '@/components/i18n/use-shell-translations';
import { formatMoney } from '@/lib/domain/catalogue/money';

describe('Intl formatters', () => {
  it('reuses one formatter per language and options', () => {
    expect(numberFormat('es-419', { maximumFractionDigits: 2 })).toBe(numberFormat('es-419', { maximumFractionDigits: 2 }));
    expect(numberFormat('es-419', { maximumFractionDigits: 2 })).not.toBe(numberFormat('pt-BR', { maximumFractionDigits: 2 }));
    expect(numberFormat('es-419', { maximumFractionDigits: 2 })).not.toBe(numberFormat('es-419', { maximumFractionDigits: 0 }));
    expect(dateTimeFormat('en-CA', { timeZone: 'UTC' })).toBe(dateTimeFormat('en-CA', { timeZone: 'UTC' }));
  });
  it('formats as a fresh formatter would', () => {
    expect(formatMoney(2999, 'USD', 'es')).toBe(`US$ ${new Intl.NumberFormat('es-419', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(29.99)}`);
    expect(dateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'long' }).format(new Date(Date.UTC(2026, 6, 17)))).toBe('julho');
  });
  it('gives the message runtime one formatter per language and options (the shell translator reuses them)', () => {
    expect(INTL_FORMATTERS.getPluralRules('es', { type: 'ordinal' })).toBe(INTL_FORMATTERS.getPluralRules('es', { type: 'ordinal' }));
    expect(INTL_FORMATTERS.getPluralRules('es')).not.toBe(INTL_FORMATTERS.getPluralRules('pt'));
    expect(INTL_FORMATTERS.getNumberFormat('es')).toBe(INTL_FORMATTERS.getNumberFormat('es'));
    const made: unknown[] = [];
    const Original = Intl.PluralRules;
    // Counts the PluralRules the translator makes over many plural messages: at most one per language.
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.PluralRules>) {
        super(...args);
        made.push(this);
      }
    }
    const intl = Intl as { PluralRules: typeof Intl.PluralRules };
    intl.PluralRules = Counting as typeof Intl.PluralRules;
    try {
      const t = createShellTranslator({ locale: 'fr', timeZone: 'UTC', messages: { n: { items: '{count, plural, one {# item} other {# items}}' } } }, 'n');
      expect([1, 2, 3, 1, 2].map((count) => t('items', { count }))).toEqual(['1 item', '2 items', '3 items', '1 item', '2 items']);
      expect(made.length).toBeLessThanOrEqual(1);
    } finally {
      intl.PluralRules = Original;
    }
  });
});
