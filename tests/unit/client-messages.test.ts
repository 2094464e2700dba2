import { describe, expect, it, vi } from 'vitest';
import type { AbstractIntlMessages } from 'next-intl';
import { clientMessages, SHELL_MESSAGES } from '@/lib/domain/i18n/client-messages';
import { lazyNamespace } from '@/lib/client/i18n/lazy-namespace';
import es from '@/messages/es/cart.json';
import esCommon from '@/messages/es/common.json';
import esFooter from '@/messages/es/footer.json';
import esSiteChrome from '@/messages/es/siteChrome.json';

const all: AbstractIntlMessages = {
  common: { metadata: { defaultTitle: 'Cursalia' }, ui: { close: 'Cerrar' }, chunkError: { title: 'Error' }, storageWarning: { title: 'Sin datos' }, uiDebugger: { title: 'Depurador' } },
  fatalError: { title: 'Oops' },
  menu: { search: 'Buscar' },
  footer: { links: { terms: 'Términos' }, selector: { title: 'Idioma y país' }, languages: { es: 'Español' } },
  siteChrome: { cookiesBanner: { accept: 'Aceptar' }, topBanner: { label: 'Aviso' }, phone: { title: 'Teléfono' }, chat: { send: 'Enviar' } },
  auth: { login: { title: 'Inicia sesión' } },
  cart: { menu: { label: 'Carrito' }, actions: { add: 'Agregar' }, toast: { courseRemoved: 'Quitado' }, popup: { title: 'Tu carrito' }, checkout: { pay: 'Pagar' } },
  course: { title: 'Curso' },
};

describe('client messages (issue 14: a page sends the shell’s texts, not every namespace)', () => {
  it('sends the shell’s namespaces and only the parts its first load uses', () => {
    expect(clientMessages(all)).toEqual({
      // The dialogs' and error screens' texts; metadata and the not-found page are server-only.
      common: { ui: { close: 'Cerrar' }, chunkError: { title: 'Error' }, storageWarning: { title: 'Sin datos' }, uiDebugger: { title: 'Depurador' } },
      fatalError: all.fatalError,
      menu: all.menu,
      // The footer's links are server markup: only the language and country selector translates here.
      footer: { selector: { title: 'Idioma y país' }, languages: { es: 'Español' } },
      // The banners; the phone dialog and the chat load the rest with their chunks.
      siteChrome: { cookiesBanner: { accept: 'Aceptar' }, topBanner: { label: 'Aviso' } },
      cart: { menu: { label: 'Carrito' }, actions: { add: 'Agregar' }, toast: { courseRemoved: 'Quitado' } },
    });
  });

  it('leaves auth out: it loads with the auth dialog or the sign-in pages', () => {
    expect(clientMessages(all)).not.toHaveProperty('auth');
  });

  it('adds whole namespaces a page asks for (the sign-in and cart pages)', () => {
    const page = clientMessages(all, ['auth', 'cart']);
    expect(page.auth).toEqual(all.auth);
    expect(page.cart).toEqual(all.cart);
    expect(page.course).toBeUndefined();
  });

  it.each([
    ['cart', es],
    ['common', esCommon],
    ['footer', esFooter],
    ['siteChrome', esSiteChrome],
  ])('names only %s parts that exist in the real messages', (namespace, messages) => {
    const parts = SHELL_MESSAGES[namespace];
    expect(Array.isArray(parts)).toBe(true);
    for (const part of parts as readonly string[]) expect(messages).toHaveProperty(part);
  });
});

describe('lazyNamespace', () => {
  it('loads a language once, gives Spanish for an unknown one, and retries a failed load', async () => {
    const es = vi.fn(async () => ({ default: { a: 'es' } }));
    let fail = true;
    const pt = vi.fn(async () => {
      if (fail) throw new Error('chunk');
      return { default: { a: 'pt' } };
    });
    const load = lazyNamespace({ es, pt });
    expect(load('es')).toBe(load('es'));
    await expect(load('fr')).resolves.toEqual({ a: 'es' });
    expect(es).toHaveBeenCalledTimes(1);
    await expect(load('pt')).rejects.toThrow('chunk');
    fail = false;
    await expect(load('pt')).resolves.toEqual({ a: 'pt' });
    expect(pt).toHaveBeenCalledTimes(2);
  });
});
