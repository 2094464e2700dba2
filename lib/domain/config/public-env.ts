/**
 * The NEXT_PUBLIC_* variables, read in this one module for the server and the browser alike
 * (issue 19 item 2), with their defaults. Next inlines a `process.env` read of one into browser
 * bundles only where it is written out literally, so each is read below by its full name. They
 * are read on each call rather than once at load: in the browser and the built server they are
 * constants anyway, and tests that stub one (vi.stubEnv) see it.
 *
 * No zod here: this module is in the first load of every public page (budget.json). Unset or
 * blank values take the default; the server checks the same raw values strictly when it starts
 * (lib/server/env.ts), so a malformed one stops the server with a message instead of reaching a page.
 * Every variable is listed with its meaning and default in the README (tested).
 */

/** Version of the web app when NEXT_PUBLIC_APP_VERSION is unset; kept equal to package.json (tested). */
export const PACKAGE_VERSION = '0.1.0';

/** The raw values, as the build inlined them (or, unbuilt, as the process has them). */
export function publicEnvRaw() {
  return {
    NEXT_PUBLIC_PRODUCT_NAME: process.env.NEXT_PUBLIC_PRODUCT_NAME,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
    NEXT_PUBLIC_ANALYTICS_KEY: process.env.NEXT_PUBLIC_ANALYTICS_KEY,
    NEXT_PUBLIC_HIDE_CHAT: process.env.NEXT_PUBLIC_HIDE_CHAT,
    NEXT_PUBLIC_LEGACY_SITE_URL: process.env.NEXT_PUBLIC_LEGACY_SITE_URL,
    NEXT_PUBLIC_HELP_CENTER_URL: process.env.NEXT_PUBLIC_HELP_CENTER_URL,
    NEXT_PUBLIC_HIRING_EMAIL: process.env.NEXT_PUBLIC_HIRING_EMAIL,
    NEXT_PUBLIC_TIME_ZONE: process.env.NEXT_PUBLIC_TIME_ZONE,
    NEXT_PUBLIC_CONTENT_TIME_ZONE: process.env.NEXT_PUBLIC_CONTENT_TIME_ZONE,
    NEXT_PUBLIC_APP_VERSION: process.env.NEXT_PUBLIC_APP_VERSION,
    NEXT_PUBLIC_CURRENT_USER_URL: process.env.NEXT_PUBLIC_CURRENT_USER_URL,
    NEXT_PUBLIC_CURRENT_USER_METHOD: process.env.NEXT_PUBLIC_CURRENT_USER_METHOD,
    NEXT_PUBLIC_SESSION_SYNC: process.env.NEXT_PUBLIC_SESSION_SYNC,
    NEXT_PUBLIC_QA_HOSTS: process.env.NEXT_PUBLIC_QA_HOSTS,
    NEXT_PUBLIC_ANDROID_APP_URL: process.env.NEXT_PUBLIC_ANDROID_APP_URL,
    NEXT_PUBLIC_IOS_APP_URL: process.env.NEXT_PUBLIC_IOS_APP_URL,
    NEXT_PUBLIC_HUAWEI_APP_URL: process.env.NEXT_PUBLIC_HUAWEI_APP_URL,
    NEXT_PUBLIC_FEEDBACK_URL: process.env.NEXT_PUBLIC_FEEDBACK_URL,
  } as const;
}

export type PublicEnvName = keyof ReturnType<typeof publicEnvRaw>;
export type PublicEnvRaw = Readonly<Record<PublicEnvName, string | undefined>>;

/** The values the app uses, defaults applied. */
export type PublicEnv = {
  productName: string;
  /** Unparsed: lib/domain/seo/site-url.ts turns it into the site origin. */
  siteUrl: string | undefined;
  /** Unparsed: lib/client/apollo/endpoint-url.ts joins it with the endpoint paths. */
  apiUrl: string | undefined;
  /** Absent: the built-in key; empty: client analytics off (lib/domain/analytics/config.ts). Not trimmed to absent for that reason. */
  analyticsKey: string | undefined;
  hideChat: boolean;
  legacySiteUrl: string | null;
  helpCenterUrl: string;
  hiringEmail: string;
  timeZone: string;
  contentTimeZone: string;
  appVersion: string;
  currentUserUrl: string;
  sessionSync: boolean;
  qaHosts: readonly string[];
  appStoreUrls: { android: string; ios: string; huawei: string };
  feedbackUrl: string;
};

export const PUBLIC_DEFAULTS = {
  productName: 'Cursalia',
  helpCenterUrl: 'https://ayuda.cursalia.com/',
  hiringEmail: 'talento@cursalia.com',
  timeZone: 'America/Lima',
  currentUserUrl: '/graphql',
  appStoreUrls: {
    android: 'https://play.google.com/store/apps/details?id=com.cursalia.app',
    ios: 'https://apps.apple.com/app/cursalia/id6450000000',
    huawei: 'https://appgallery.huawei.com/app/C110000000',
  },
  feedbackUrl: 'mailto:feedback@cursalia.com',
} as const;

/** A set value, trimmed; undefined when unset or blank. */
function text(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** Comma-separated items, trimmed, blanks dropped. */
export function listOf(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

/** The public settings from raw values (pure: tests pass their own). */
export function readPublicEnv(raw: PublicEnvRaw): PublicEnv {
  return {
    productName: text(raw.NEXT_PUBLIC_PRODUCT_NAME) ?? PUBLIC_DEFAULTS.productName,
    siteUrl: text(raw.NEXT_PUBLIC_SITE_URL),
    apiUrl: text(raw.NEXT_PUBLIC_API_URL),
    analyticsKey: raw.NEXT_PUBLIC_ANALYTICS_KEY,
    hideChat: raw.NEXT_PUBLIC_HIDE_CHAT?.trim() === 'true',
    legacySiteUrl: text(raw.NEXT_PUBLIC_LEGACY_SITE_URL) ?? null,
    helpCenterUrl: text(raw.NEXT_PUBLIC_HELP_CENTER_URL) ?? PUBLIC_DEFAULTS.helpCenterUrl,
    hiringEmail: text(raw.NEXT_PUBLIC_HIRING_EMAIL) ?? PUBLIC_DEFAULTS.hiringEmail,
    timeZone: text(raw.NEXT_PUBLIC_TIME_ZONE) ?? PUBLIC_DEFAULTS.timeZone,
    contentTimeZone: text(raw.NEXT_PUBLIC_CONTENT_TIME_ZONE) ?? PUBLIC_DEFAULTS.timeZone,
    appVersion: text(raw.NEXT_PUBLIC_APP_VERSION) ?? PACKAGE_VERSION,
    currentUserUrl: text(raw.NEXT_PUBLIC_CURRENT_USER_URL) ?? PUBLIC_DEFAULTS.currentUserUrl,
    sessionSync: raw.NEXT_PUBLIC_SESSION_SYNC?.trim() !== 'off',
    qaHosts: listOf(raw.NEXT_PUBLIC_QA_HOSTS),
    appStoreUrls: {
      android: text(raw.NEXT_PUBLIC_ANDROID_APP_URL) ?? PUBLIC_DEFAULTS.appStoreUrls.android,
      ios: text(raw.NEXT_PUBLIC_IOS_APP_URL) ?? PUBLIC_DEFAULTS.appStoreUrls.ios,
      huawei: text(raw.NEXT_PUBLIC_HUAWEI_APP_URL) ?? PUBLIC_DEFAULTS.appStoreUrls.huawei,
    },
    feedbackUrl: text(raw.NEXT_PUBLIC_FEEDBACK_URL) ?? PUBLIC_DEFAULTS.feedbackUrl,
  };
}

/** This build's public settings. */
export function publicEnv(): PublicEnv {
  return readPublicEnv(publicEnvRaw());
}
