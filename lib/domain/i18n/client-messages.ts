import type { AbstractIntlMessages } from 'next-intl';

/**
 * The messages every page sends to the browser (issue 14): what the shell's islands translate —
 * whole namespaces, or only the named parts of one. The server-rendered parts (page metadata,
 * the not-found page, the skip link, the footer's links) translate on the server and send
 * nothing. `common` is the dialogs' and error screens' texts; `footer` the language and country
 * selector; `siteChrome` the two banners (the phone dialog, the chat and the cookies-disabled
 * notice load theirs, components/site-chrome/site-chrome-messages.ts); `cart` the cart button,
 * the add and buy-now buttons and their toasts (the rest loads with the pop-up,
 * components/cart/cart-messages.ts); `auth` loads with the auth dialog. Pages whose own islands
 * need more send it themselves (components/providers/PageMessages.tsx).
 */
export const SHELL_MESSAGES: Readonly<Record<string, true | readonly string[]>> = {
  common: ['ui', 'chunkError', 'storageWarning', 'uiDebugger'],
  fatalError: true,
  menu: true,
  footer: ['selector', 'languages'],
  siteChrome: ['cookiesBanner', 'topBanner'],
  cart: ['menu', 'actions', 'toast'],
};

/** The shell's messages out of all of a language's, plus the whole of each namespace in `extra`. */
export function clientMessages(all: AbstractIntlMessages, extra: readonly string[] = []): AbstractIntlMessages {
  const out: AbstractIntlMessages = {};
  for (const [namespace, parts] of Object.entries(SHELL_MESSAGES)) {
    const messages = all[namespace];
    if (!messages || typeof messages !== 'object') continue;
    out[namespace] = parts === true ? messages : Object.fromEntries(parts.filter((key) => key in messages).map((key) => [key, messages[key]]));
  }
  for (const namespace of extra) {
    const messages = all[namespace];
    if (messages !== undefined) out[namespace] = messages;
  }
  return out;
}
