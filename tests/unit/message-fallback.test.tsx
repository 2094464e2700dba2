// @vitest-environment happy-dom
/**
 * Spec §9 "Translation: … fallback language Spanish, fallback namespace 'main-menu'" and §8
 * "Translation lookup: falls back to the default text, then to the key"
 * (lib/domain/i18n/message-fallback.ts, its server wiring lib/server/i18n/request.ts, its client wiring
 * components/i18n/WithIntl.tsx, and the first-load islands' translator components/i18n/use-shell-translations.ts).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellIntlProvider } from '@/components/i18n/ShellIntl';
import { createShellTranslator } from '@/components/i18n/use-shell-translations';
import { WithIntl } from '@/components/i18n/WithIntl';
import { createMessageFallback, FALLBACK_NAMESPACE, messageKeyPath } from '@/lib/domain/i18n/message-fallback';
import { namespaces } from '@/lib/domain/i18n/namespaces';
import { loadMessages } from '@/lib/server/i18n/load-messages';
import getRequestConfig from '@/lib/server/i18n/request';
import esMenu from '@/messages/es/menu.json';
import ptMenu from '@/messages/pt/menu.json';

// Outside a React Server Component next-intl/server refuses to load; its getRequestConfig is the identity.
vi.mock('next-intl/server', () => ({ getRequestConfig: <T,>(create: T) => create }));

const MESSAGES: AbstractIntlMessages = {
  course: { title: 'Curso' },
  menu: { links: { cart: 'Mi carrito' }, greeting: 'Hola, {name}', plain: "Lo que d''Artagnan vio", only: 'Solo del menú' },
};

/** A translator over `namespace` with the page's fallback, as next-intl builds one. */
function translator(namespace: string, messages: AbstractIntlMessages = MESSAGES, locale = 'es') {
  return createTranslator({ locale, messages, namespace, onError: () => {}, getMessageFallback: createMessageFallback(locale, messages) });
}

describe("the fallback namespace (spec §9 'main-menu')", () => {
  it("is the main menu's namespace, one of the message files", () => {
    expect(FALLBACK_NAMESPACE).toBe('menu');
    expect(namespaces).toContain(FALLBACK_NAMESPACE);
  });

  it('answers a key its own namespace lacks, under the same name', () => {
    const t = translator('course');
    expect(t('title')).toBe('Curso');
    expect(t('links.cart' as never)).toBe('Mi carrito');
    expect(t('plain' as never)).toBe("Lo que d'Artagnan vio");
    expect(createTranslator({ locale: 'es', messages: MESSAGES, onError: () => {}, getMessageFallback: createMessageFallback('es', MESSAGES) })('course.only' as never)).toBe('Solo del menú');
  });

  it('then the key (spec §8): missing in the menu too, a menu key itself, or a message that needs values', () => {
    const t = translator('course');
    expect(t('nowhere' as never)).toBe('course.nowhere');
    expect(translator('menu')('nowhere' as never)).toBe('menu.nowhere');
    expect(t('greeting' as never)).toBe('course.greeting');
  });

  it('never replaces an error that is not a missing message', () => {
    const fallback = createMessageFallback('es', MESSAGES);
    const error = { code: 'FORMATTING_ERROR', message: 'x' } as Parameters<typeof fallback>[0]['error'];
    expect(fallback({ error, namespace: 'course', key: 'only' })).toBe('course.only');
    expect(messageKeyPath(undefined, 'only')).toBe('only');
  });

  it('keeps the page’s language: Portuguese texts of the menu answer Portuguese pages', () => {
    const messages = { legal: {}, menu: ptMenu } as AbstractIntlMessages;
    expect(translator('legal', messages, 'pt')('cart' as never)).toBe(ptMenu.cart);
    expect(ptMenu.cart).not.toBe(esMenu.cart);
  });

  it('is what the server request config hands next-intl, over the language’s merged messages', async () => {
    const config = await getRequestConfig({ requestLocale: Promise.resolve('pt'), locale: undefined as never });
    expect(config.locale).toBe('pt');
    const messages = await loadMessages('pt');
    const t = createTranslator({ locale: 'pt', messages, namespace: 'legal', onError: () => {}, getMessageFallback: config.getMessageFallback });
    expect(t('cart' as never)).toBe(ptMenu.cart);
    expect(t('nowhere' as never)).toBe('legal.nowhere');
  });
});

describe('the first-load islands’ translator (no next-intl, issue 14)', () => {
  const shell = (namespace: string, messages: AbstractIntlMessages = MESSAGES, locale = 'es') => createShellTranslator({ locale, timeZone: 'America/Lima', messages }, namespace);

  it('looks up as next-intl does with the page’s fallback: the namespace, the main menu, then the key', () => {
    const t = shell('course');
    expect(t('title')).toBe('Curso');
    expect(t('links.cart')).toBe('Mi carrito');
    expect(t('plain')).toBe("Lo que d'Artagnan vio");
    expect(t('nowhere')).toBe('course.nowhere');
    expect(shell('menu')('nowhere')).toBe('menu.nowhere');
    expect(t('greeting')).toBe('course.greeting');
    expect(t('links')).toBe('course.links');
  });

  it('formats values, plurals included, in the page’s language', () => {
    expect(shell('menu')('greeting', { name: 'Ana' })).toBe('Hola, Ana');
    const messages = { menu: ptMenu } as AbstractIntlMessages;
    expect(shell('menu', messages, 'pt')('catalogue.learningPaths', { count: 2 })).toBe('2 trilhas de aprendizagem');
    expect(shell('menu', messages, 'pt')('catalogue.learningPaths', { count: 1 })).toBe('1 trilha de aprendizagem');
    expect(shell('menu', messages, 'pt')('catalogue.learningPaths', { count: 0 })).toBe('Sem trilhas de aprendizagem');
  });
});

describe('the client provider', () => {
  afterEach(cleanup);

  function Probe() {
    const t = useTranslations('course');
    return (
      <p>
        {t('title')} / {t('links.cart' as never)} / {t('nowhere' as never)}
      </p>
    );
  }

  it('gives client components the same fallback, nested providers included', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ShellIntlProvider locale="es" timeZone="America/Lima" messages={MESSAGES}>
        <WithIntl>
          <NextIntlClientProvider locale="es" messages={{ course: { title: 'Curso anidado' }, menu: MESSAGES.menu }}>
            <Probe />
          </NextIntlClientProvider>
        </WithIntl>
      </ShellIntlProvider>,
    );
    expect(screen.getByText('Curso anidado / Mi carrito / course.nowhere')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
