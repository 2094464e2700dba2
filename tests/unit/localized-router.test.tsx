// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { describe, expect, it, vi } from 'vitest';
import { usePathname, useRouter } from '@/lib/client/i18n/localized-router';
import { withoutLocalePrefix } from '@/lib/domain/paths/localized-path';

const browser = vi.hoisted(() => ({ pathname: '/pt/blog/', push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => browser.pathname,
  useRouter: () => browser,
}));

const inLocale = (locale: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlTestProvider locale={locale} messages={{}} timeZone="America/Lima">
        {children}
      </IntlTestProvider>
    );
  };

describe('same-language navigation of client islands (issue 14; spec §1: Spanish unprefixed, /pt/ and /en/)', () => {
  it('gives the app path without the language prefix', () => {
    expect(withoutLocalePrefix('/pt/blog/')).toBe('/blog/');
    expect(withoutLocalePrefix('/en')).toBe('/');
    expect(withoutLocalePrefix('/blog/')).toBe('/blog/');
    expect(withoutLocalePrefix('/entrar/')).toBe('/entrar/');
    browser.pathname = '/en/cursos-online/';
    expect(renderHook(() => usePathname(), { wrapper: inLocale('en') }).result.current).toBe('/cursos-online/');
  });

  it('pushes and replaces app paths in the page’s language', () => {
    const pt = renderHook(() => useRouter(), { wrapper: inLocale('pt') }).result.current;
    pt.push('/carrito-de-compras/');
    pt.replace('/cursos-online/search?q=excel', { scroll: false });
    expect(browser.push).toHaveBeenCalledWith('/pt/carrito-de-compras/', undefined);
    expect(browser.replace).toHaveBeenCalledWith('/pt/cursos-online/search?q=excel', { scroll: false });
    renderHook(() => useRouter(), { wrapper: inLocale('es') }).result.current.push('/carrito-de-compras/');
    expect(browser.push).toHaveBeenLastCalledWith('/carrito-de-compras/', undefined);
  });
});
