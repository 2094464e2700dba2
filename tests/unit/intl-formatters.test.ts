/** Intl formatters made once per language and options (issue 14 item 4; lib/domain/i18n/intl-formatters.ts). */
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '@/lib/domain/i18n/intl-formatters';
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
});
