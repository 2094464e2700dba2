import { describe, expect, it } from 'vitest';
import { negotiateLocale } from '@/lib/domain/i18n/negotiate-locale';

describe('negotiateLocale (Spanish default and fallback, spec §1)', () => {
  it('prefers the explicit header, then the NEXT_LOCALE cookie, then Accept-Language', () => {
    expect(negotiateLocale({ header: 'en', cookie: 'pt', acceptLanguage: 'es' })).toBe('en');
    expect(negotiateLocale({ cookie: 'pt', acceptLanguage: 'en' })).toBe('pt');
    expect(negotiateLocale({ acceptLanguage: 'pt-BR,pt;q=0.9,en;q=0.8' })).toBe('pt');
  });

  it('honours q-values and skips unsupported languages', () => {
    expect(negotiateLocale({ acceptLanguage: 'fr-FR, en;q=0.5, pt;q=0.8' })).toBe('pt');
    expect(negotiateLocale({ acceptLanguage: 'de, pt;q=0' })).toBe('es');
  });

  it('falls back to Spanish', () => {
    expect(negotiateLocale({})).toBe('es');
    expect(negotiateLocale({ header: 'xx', cookie: 'zz', acceptLanguage: '' })).toBe('es');
  });
});
