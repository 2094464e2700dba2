import { describe, expect, it } from 'vitest';
import { centsToAmount, formatMoney } from '@/lib/domain/catalogue/money';

describe('money (integer cents, symbol from the catalogue currency)', () => {
  it('converts cents to amounts without float drift', () => {
    expect(centsToAmount(1999)).toBe(19.99);
    expect(centsToAmount(0)).toBe(0);
  });

  it('formats with the currency symbol per language', () => {
    expect(formatMoney(4999, 'USD', 'es')).toBe('US$ 49.99');
    expect(formatMoney(4990000, 'ARS', 'es')).toBe('AR$ 49,900');
    expect(formatMoney(12990, 'BRL', 'pt')).toBe('R$ 129,90');
    expect(formatMoney(5000, 'PEN', 'en')).toBe('S/ 50');
  });
});
