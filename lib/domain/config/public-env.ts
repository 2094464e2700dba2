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

// The defaults, one constant each: a browser bundle keeps only those its code reads (see below).
const DEFAULT_PRODUCT_NAME = 'Cursalia';
const DEFAULT_HELP_CENTER_URL = 'https://ayuda.cursalia.com/';
const DEFAULT_HIRING_EMAIL = 'talento@cursalia.com';
const DEFAULT_TIME_ZONE = 'America/Lima';
const DEFAULT_CURRENT_USER_URL = '/graphql';
const DEFAULT_APP_STORE_URLS = {
  android: 'https://play.google.com/store/apps/details?id=com.cursalia.app',
  ios: 'https://apps.apple.com/app/cursalia/id6450000000',
  huawei: 'https://appgallery.huawei.com/app/C110000000',
} as const;
const DEFAULT_FEEDBACK_URL = 'mailto:feedback@cursalia.com';

export const PUBLIC_DEFAULTS = {
  productName: DEFAULT_PRODUCT_NAME,
  helpCenterUrl: DEFAULT_HELP_CENTER_URL,
  hiringEmail: DEFAULT_HIRING_EMAIL,
  timeZone: DEFAULT_TIME_ZONE,
  currentUserUrl: DEFAULT_CURRENT_USER_URL,
  appStoreUrls: DEFAULT_APP_STORE_URLS,
  feedbackUrl: DEFAULT_FEEDBACK_URL,
} as const;

/** A set value, trimmed; undefined when unset or blank. */
function text(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** Comma-separated items, trimmed, blanks dropped. */
export function listOf(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

/*
 * One reader per setting (pure) and one accessor of the build's value: code in the browser calls
 * the accessor it needs, so a bundle carries only the settings (and defaults) its code reads — the
 * first load of every public page reads five or six of them (issue 14). readPublicEnv puts them
 * all together (the server, tests).
 */
const readProductName = (raw: string | undefined): string => text(raw) ?? DEFAULT_PRODUCT_NAME;
export const publicProductName = (): string => readProductName(process.env.NEXT_PUBLIC_PRODUCT_NAME);
/** Unparsed: lib/domain/seo/site-url.ts turns it into the site origin. */
const readSiteUrl = (raw: string | undefined): string | undefined => text(raw);
export const publicSiteUrl = (): string | undefined => readSiteUrl(process.env.NEXT_PUBLIC_SITE_URL);
/** Unparsed: lib/client/apollo/endpoint-url.ts joins it with the endpoint paths. */
const readApiUrl = (raw: string | undefined): string | undefined => text(raw);
export const publicApiUrl = (): string | undefined => readApiUrl(process.env.NEXT_PUBLIC_API_URL);
/** Absent: the built-in key; empty: client analytics off (lib/domain/analytics/config.ts). Not trimmed to absent for that reason. */
const readAnalyticsKey = (raw: string | undefined): string | undefined => raw;
export const publicAnalyticsKey = (): string | undefined => readAnalyticsKey(process.env.NEXT_PUBLIC_ANALYTICS_KEY);
const readHideChat = (raw: string | undefined): boolean => raw?.trim() === 'true';
export const publicHideChat = (): boolean => readHideChat(process.env.NEXT_PUBLIC_HIDE_CHAT);
const readLegacySiteUrl = (raw: string | undefined): string | null => text(raw) ?? null;
export const publicLegacySiteUrl = (): string | null => readLegacySiteUrl(process.env.NEXT_PUBLIC_LEGACY_SITE_URL);
const readHelpCenterUrl = (raw: string | undefined): string => text(raw) ?? DEFAULT_HELP_CENTER_URL;
export const publicHelpCenterUrl = (): string => readHelpCenterUrl(process.env.NEXT_PUBLIC_HELP_CENTER_URL);
const readHiringEmail = (raw: string | undefined): string => text(raw) ?? DEFAULT_HIRING_EMAIL;
const readTimeZone = (raw: string | undefined): string => text(raw) ?? DEFAULT_TIME_ZONE;
const readContentTimeZone = (raw: string | undefined): string => text(raw) ?? DEFAULT_TIME_ZONE;
export const publicContentTimeZone = (): string => readContentTimeZone(process.env.NEXT_PUBLIC_CONTENT_TIME_ZONE);
const readAppVersion = (raw: string | undefined): string => text(raw) ?? PACKAGE_VERSION;
export const publicAppVersion = (): string => readAppVersion(process.env.NEXT_PUBLIC_APP_VERSION);
const readCurrentUserUrl = (raw: string | undefined): string => text(raw) ?? DEFAULT_CURRENT_USER_URL;
export const publicCurrentUserUrl = (): string => readCurrentUserUrl(process.env.NEXT_PUBLIC_CURRENT_USER_URL);
/** Unparsed: lib/client/graphql-request/get-request.ts decides the method. */
const readCurrentUserMethod = (raw: string | undefined): string | undefined => raw;
export const publicCurrentUserMethod = (): string | undefined => readCurrentUserMethod(process.env.NEXT_PUBLIC_CURRENT_USER_METHOD);
const readSessionSync = (raw: string | undefined): boolean => raw?.trim() !== 'off';
export const publicSessionSync = (): boolean => readSessionSync(process.env.NEXT_PUBLIC_SESSION_SYNC);
const readQaHosts = (raw: string | undefined): readonly string[] => listOf(raw);
export const publicQaHosts = (): readonly string[] => readQaHosts(process.env.NEXT_PUBLIC_QA_HOSTS);
const readAppStoreUrls = (android: string | undefined, ios: string | undefined, huawei: string | undefined): PublicEnv['appStoreUrls'] => ({
  android: text(android) ?? DEFAULT_APP_STORE_URLS.android,
  ios: text(ios) ?? DEFAULT_APP_STORE_URLS.ios,
  huawei: text(huawei) ?? DEFAULT_APP_STORE_URLS.huawei,
});
export const publicAppStoreUrls = (): PublicEnv['appStoreUrls'] =>
  readAppStoreUrls(process.env.NEXT_PUBLIC_ANDROID_APP_URL, process.env.NEXT_PUBLIC_IOS_APP_URL, process.env.NEXT_PUBLIC_HUAWEI_APP_URL);
const readFeedbackUrl = (raw: string | undefined): string => text(raw) ?? DEFAULT_FEEDBACK_URL;
export const publicFeedbackUrl = (): string => readFeedbackUrl(process.env.NEXT_PUBLIC_FEEDBACK_URL);

/** The public settings from raw values (pure: tests pass their own). */
export function readPublicEnv(raw: PublicEnvRaw): PublicEnv {
  return {
    productName: readProductName(raw.NEXT_PUBLIC_PRODUCT_NAME),
    siteUrl: readSiteUrl(raw.NEXT_PUBLIC_SITE_URL),
    apiUrl: readApiUrl(raw.NEXT_PUBLIC_API_URL),
    analyticsKey: readAnalyticsKey(raw.NEXT_PUBLIC_ANALYTICS_KEY),
    hideChat: readHideChat(raw.NEXT_PUBLIC_HIDE_CHAT),
    legacySiteUrl: readLegacySiteUrl(raw.NEXT_PUBLIC_LEGACY_SITE_URL),
    helpCenterUrl: readHelpCenterUrl(raw.NEXT_PUBLIC_HELP_CENTER_URL),
    hiringEmail: readHiringEmail(raw.NEXT_PUBLIC_HIRING_EMAIL),
    timeZone: readTimeZone(raw.NEXT_PUBLIC_TIME_ZONE),
    contentTimeZone: readContentTimeZone(raw.NEXT_PUBLIC_CONTENT_TIME_ZONE),
    appVersion: readAppVersion(raw.NEXT_PUBLIC_APP_VERSION),
    currentUserUrl: readCurrentUserUrl(raw.NEXT_PUBLIC_CURRENT_USER_URL),
    sessionSync: readSessionSync(raw.NEXT_PUBLIC_SESSION_SYNC),
    qaHosts: readQaHosts(raw.NEXT_PUBLIC_QA_HOSTS),
    appStoreUrls: readAppStoreUrls(raw.NEXT_PUBLIC_ANDROID_APP_URL, raw.NEXT_PUBLIC_IOS_APP_URL, raw.NEXT_PUBLIC_HUAWEI_APP_URL),
    feedbackUrl: readFeedbackUrl(raw.NEXT_PUBLIC_FEEDBACK_URL),
  };
}

/** This build's public settings. */
export function publicEnv(): PublicEnv {
  return readPublicEnv(publicEnvRaw());
}
