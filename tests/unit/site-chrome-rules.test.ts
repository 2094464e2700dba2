/**
 * The site chrome's rules (issue 6 items 7–8), one by one: the chunk-error classifier and
 * timeout (spec §8, §9 120 s), cookie consent and the cookies-disabled check (spec §2), the
 * phone-lead validation, the chat-support message rules and rate limit, the store.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  classifyChunkError,
  isChunkLoadError,
  withChunkTimeout,
} from '@/lib/domain/site-chrome/chunk-error';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  consentCookie,
  cookiesDisabled,
  hasConsent,
  readCookie,
  TEST_COOKIE,
} from '@/lib/domain/site-chrome/cookie-consent';
import { firstMembershipPrice, formatPriceTotal, phoneLeadSchema, PHONE_POPUP_GROUP } from '@/lib/domain/site-chrome/phone-lead';
import {
  cleanSupportMessage,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_RATE_LIMIT,
  SUPPORT_RATE_WINDOW_MS,
  supportMessageSchema,
  supportRateLimit,
} from '@/lib/domain/site-chrome/support-message';
import { chatSupportFlags, isChatSupportVisible, type RoleUser } from '@/lib/domain/roles';
import {
  closePhoneDialog,
  openPhoneDialog,
  resetSiteChromeLayout,
  setSearchOpen,
  setSiteChromeLayout,
  siteChromeStore,
} from '@/lib/client/stores/site-chrome-store';

describe('classifyChunkError (spec §8: ChunkLoadError with type missing, timeout or other)', () => {
  it('uses the type webpack puts on a ChunkLoadError', () => {
    for (const type of ['missing', 'timeout'] as const) {
      expect(classifyChunkError(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError', type }))).toBe(type);
    }
    // webpack passes the DOM event type ('error') for a network failure: that is "other".
    expect(classifyChunkError(Object.assign(new Error('Loading chunk 7 failed.\n(error: /_next/static/chunks/7.js)'), { name: 'ChunkLoadError', type: 'error' }))).toBe('other');
  });

  it('reads browsers’ failed dynamic imports from the message', () => {
    expect(classifyChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'))).toBe('other');
    expect(classifyChunkError(new TypeError('error loading dynamically imported module'))).toBe('other');
    expect(classifyChunkError(new TypeError('Importing a module script failed.'))).toBe('other');
    expect(classifyChunkError(Object.assign(new Error('Loading chunk 9 failed (404 Not Found)'), { name: 'ChunkLoadError' }))).toBe('missing');
    expect(classifyChunkError(Object.assign(new Error('Loading chunk 9 failed'), { name: 'ChunkLoadError', status: 404 }))).toBe('missing');
    expect(classifyChunkError(Object.assign(new Error('Loading CSS chunk 3 failed (timeout)'), { name: 'Error' }))).toBe('timeout');
    expect(classifyChunkError(new ChunkLoadError('timeout', 'x'))).toBe('timeout');
  });

  it('is null for anything that is not a chunk failure (a render crash goes to the fatal screen)', () => {
    for (const e of [new Error('Cannot read properties of undefined'), new TypeError('x is not a function'), null, undefined, 'ChunkLoadError', 42, {}]) {
      expect(classifyChunkError(e)).toBeNull();
      expect(isChunkLoadError(e)).toBe(false);
    }
  });
});

describe('withChunkTimeout (spec §9: 120000 ms)', () => {
  it('is 120 s by default', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects with a timeout ChunkLoadError when the load takes longer', async () => {
    vi.useFakeTimers();
    try {
      const load = withChunkTimeout(() => new Promise<string>(() => {}));
      const result = load().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
      let settled = false;
      void result.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await result;
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect(classifyChunkError(error)).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a result or a failure through and clears the timer', async () => {
    await expect(withChunkTimeout(() => Promise.resolve('module'), 50)()).resolves.toBe('module');
    const failure = Object.assign(new Error('Loading chunk 1 failed.'), { name: 'ChunkLoadError', type: 'missing' });
    await expect(withChunkTimeout(() => Promise.reject(failure), 50)()).rejects.toBe(failure);
  });
});

describe('cookie consent (cookie + localStorage)', () => {
  it('reads cookies by exact name', () => {
    expect(readCookie('a=1; cookie_consent=accepted; b=2', CONSENT_COOKIE)).toBe('accepted');
    expect(readCookie('xcookie_consent=accepted', CONSENT_COOKIE)).toBeNull();
    expect(readCookie('', CONSENT_COOKIE)).toBeNull();
    expect(readCookie('n=%E2%9C%93', 'n')).toBe('✓');
  });

  it('either the cookie or the stored value is consent', () => {
    expect(hasConsent('cookie_consent=accepted', null)).toBe(true);
    expect(hasConsent('', 'accepted')).toBe(true);
    expect(hasConsent('cookie_consent=rejected', 'nope')).toBe(false);
    expect(hasConsent('', null)).toBe(false);
  });

  it('the consent cookie is site-wide, Lax, one year, Secure on https', () => {
    expect(consentCookie(false)).toBe(`cookie_consent=accepted; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax`);
    expect(consentCookie(true)).toMatch(/; Secure$/);
    expect(CONSENT_MAX_AGE_S).toBe(31_536_000);
  });
});

describe('cookiesDisabled (navigator.cookieEnabled false, or a test cookie cannot be set)', () => {
  const jar = () => {
    let cookies: Record<string, string> = {};
    return {
      env: (cookieEnabled: boolean | undefined, dropWrites = false) => ({
        cookieEnabled,
        readCookies: () => Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '),
        writeCookie: (value: string) => {
          if (dropWrites) return;
          const [pair] = value.split(';');
          const [k, v] = pair.split('=');
          if (/Max-Age=0/.test(value)) delete cookies[k];
          else cookies = { ...cookies, [k]: v };
        },
      }),
      get: () => cookies,
    };
  };

  it('false when cookies work, and the test cookie is removed again', () => {
    const j = jar();
    expect(cookiesDisabled(j.env(true))).toBe(false);
    expect(j.get()[TEST_COOKIE]).toBeUndefined();
  });

  it('true when the browser says cookies are off', () => {
    expect(cookiesDisabled(jar().env(false))).toBe(true);
  });

  it('true when writes are silently dropped or throw', () => {
    expect(cookiesDisabled(jar().env(true, true))).toBe(true);
    expect(cookiesDisabled({ cookieEnabled: true, readCookies: () => '', writeCookie: () => { throw new Error('SecurityError'); } })).toBe(true);
  });
});

describe('phone-lead validation (zod, shared by the form and the server)', () => {
  const allowed = new Set(['+51', '+52', '+55']);
  it('normalises the code and the number', () => {
    expect(phoneLeadSchema(undefined, allowed).parse({ phoneCode: '51', phoneNumber: ' 987 654-321 ' })).toEqual({ phoneCode: '+51', phoneNumber: '987654321' });
    expect(phoneLeadSchema().parse({ phoneCode: '+1', phoneNumber: '(555) 123.4567' })).toEqual({ phoneCode: '+1', phoneNumber: '5551234567' });
  });

  it('refuses empty fields, unknown codes and bad numbers with field messages', () => {
    const issues = (input: { phoneCode: string; phoneNumber: string }) => {
      const r = phoneLeadSchema(undefined, allowed).safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues({ phoneCode: '', phoneNumber: '' })).toEqual([['phoneCode', 'Campo Requerido'], ['phoneNumber', 'Campo Requerido']]);
    expect(issues({ phoneCode: '+34', phoneNumber: '987654321' })).toEqual([['phoneCode', 'Elige el código de tu país']]);
    expect(issues({ phoneCode: '+51', phoneNumber: '12345' })).toEqual([['phoneNumber', 'Ingresa un número de teléfono válido (de 6 a 15 dígitos)']]);
    expect(issues({ phoneCode: '+51', phoneNumber: '1234567890123456' })[0]?.[0]).toBe('phoneNumber');
    expect(issues({ phoneCode: '+51', phoneNumber: '98765a4321' })[0]?.[0]).toBe('phoneNumber');
    expect(issues({ phoneCode: '+51', phoneNumber: '9'.repeat(25) })[0]?.[0]).toBe('phoneNumber');
  });

  it('the offer is the first type of the popup group; the total is formatted per language', () => {
    expect(PHONE_POPUP_GROUP).toBe('MEMBERSHIP-POPUP-USER-UPDATE');
    expect(firstMembershipPrice([{ prices: { total: 149, currencySymbol: 'US$' } }, { prices: { total: 19.99, currencySymbol: 'US$' } }])).toEqual({ total: 149, currencySymbol: 'US$' });
    expect(firstMembershipPrice([])).toBeNull();
    expect(firstMembershipPrice(undefined)).toBeNull();
    expect(formatPriceTotal(149, 'es')).toBe('149');
    expect(formatPriceTotal(19.9, 'es')).toBe('19,90');
    expect(formatPriceTotal(1490.5, 'en')).toBe('1,490.50');
  });
});

describe('chat support: who sees it (spec §6) and what can be sent', () => {
  const user = (over: Partial<RoleUser>): RoleUser => ({ isStaff: false, isMentor: false, isProfessor: false, isAffiliate: false, hasMembership: false, segmentation: 'PAYG', ...over });
  it('premium (not trial), degree and B2B users see it; PAYG, trial, anonymous do not; the hide-chat flag wins', () => {
    const premium = user({ hasMembership: true, segmentation: 'Member', membership: { membershipType: { method: 'A_1' } } });
    const trial = user({ hasMembership: true, segmentation: 'Member', membership: { membershipType: { method: 'A_2' } } });
    const degree = user({ userDegreeSegmentation: 'ACTIVATED_DEGREE_SEGMENTATION' });
    const b2b = user({ segmentation: 'B2B', organization: { slug: 'acme', name: 'Acme', myRole: 'member' } });
    expect([premium, degree, b2b].map((u) => isChatSupportVisible(u))).toEqual([true, true, true]);
    expect([trial, user({}), null].map((u) => isChatSupportVisible(u))).toEqual([false, false, false]);
    expect(isChatSupportVisible(premium, { hideChat: true })).toBe(false);
    expect(chatSupportFlags(trial)).toEqual({ isActiveDegree: false, isB2B: false, isPremium: true, isPremiumTrial: true });
  });

  it('a message is cleaned (control characters, outer spaces) and 2–1000 characters long', () => {
    expect(cleanSupportMessage('  hola\u0000\u0007 mundo\n ')).toBe('hola mundo');
    const schema = supportMessageSchema();
    expect(schema.parse({ body: ' Hola \n equipo ' })).toEqual({ body: 'Hola \n equipo' });
    expect(schema.safeParse({ body: '   ' }).error?.issues[0].message).toBe('Campo Requerido');
    expect(schema.safeParse({ body: 'a' }).error?.issues[0].message).toMatch(/entre 2 y 1000/);
    expect(schema.safeParse({ body: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }).success).toBe(false);
    expect(schema.safeParse({ body: 'x'.repeat(SUPPORT_MESSAGE_MAX) }).success).toBe(true);
  });

  it(`rate limit: ${SUPPORT_RATE_LIMIT} per ${SUPPORT_RATE_WINDOW_MS / 60000} minutes, then wait until the oldest leaves the window`, () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(supportRateLimit([], now)).toEqual({ allowed: true });
    const four = [1, 2, 3, 4].map((m) => ago(m * 60_000));
    expect(supportRateLimit(four, now)).toEqual({ allowed: true });
    const five = [...four, ago(9 * 60_000)];
    expect(supportRateLimit(five, now)).toEqual({ allowed: false, retryAt: ago(9 * 60_000).getTime() + SUPPORT_RATE_WINDOW_MS });
    // Older than the window: not counted.
    expect(supportRateLimit([...four, ago(SUPPORT_RATE_WINDOW_MS)], now)).toEqual({ allowed: true });
  });
});

describe('site chrome store', () => {
  it('search open/closed, phone dialog, page layout flags', () => {
    setSearchOpen(true);
    expect(siteChromeStore.getState().searchOpen).toBe(true);
    setSearchOpen(false);
    openPhoneDialog();
    expect(siteChromeStore.getState()).toMatchObject({ phoneDialogOpen: true, phoneDialogSource: 'search' });
    closePhoneDialog();
    expect(siteChromeStore.getState().phoneDialogOpen).toBe(false);
    setSiteChromeLayout({ hideCookiesBanner: true }, 'custom');
    expect(siteChromeStore.getState()).toMatchObject({ layout: { hideCookiesBanner: true }, customTopBanner: 'custom' });
    resetSiteChromeLayout();
    expect(siteChromeStore.getState()).toMatchObject({ layout: {}, customTopBanner: null });
  });
});

describe('withChunkTimeout in a browser-like global', () => {
  it('never calls setTimeout as a method of another object (browsers throw "Illegal invocation")', async () => {
    const realSet = globalThis.setTimeout;
    const strictSet = function (this: unknown, ...args: Parameters<typeof setTimeout>) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return realSet(...args);
    } as unknown as typeof setTimeout;
    globalThis.setTimeout = strictSet;
    try {
      await expect(withChunkTimeout(() => Promise.resolve('ok'), 1000)()).resolves.toBe('ok');
    } finally {
      globalThis.setTimeout = realSet;
    }
  });
});
