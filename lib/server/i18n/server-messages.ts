import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/domain/i18n/routing';
import esErrors from '@/messages/es/errors.json';
import ptErrors from '@/messages/pt/errors.json';
import enErrors from '@/messages/en/errors.json';
import esAuth from '@/messages/es/auth.json';
import ptAuth from '@/messages/pt/auth.json';
import enAuth from '@/messages/en/auth.json';
import esAgenda from '@/messages/es/agenda.json';
import ptAgenda from '@/messages/pt/agenda.json';
import enAgenda from '@/messages/en/agenda.json';
import esClassroom from '@/messages/es/classroom.json';
import ptClassroom from '@/messages/pt/classroom.json';
import enClassroom from '@/messages/en/classroom.json';
import esProgress from '@/messages/es/lectureProgress.json';
import ptProgress from '@/messages/pt/lectureProgress.json';
import enProgress from '@/messages/en/lectureProgress.json';
import esLearning from '@/messages/es/learning.json';
import ptLearning from '@/messages/pt/learning.json';
import enLearning from '@/messages/en/learning.json';
import esNotifications from '@/messages/es/notifications.json';
import ptNotifications from '@/messages/pt/notifications.json';
import enNotifications from '@/messages/en/notifications.json';
import esSaved from '@/messages/es/savedCourses.json';
import ptSaved from '@/messages/pt/savedCourses.json';
import enSaved from '@/messages/en/savedCourses.json';
import esSettings from '@/messages/es/settings.json';
import ptSettings from '@/messages/pt/settings.json';
import enSettings from '@/messages/en/settings.json';
import esSiteChrome from '@/messages/es/siteChrome.json';
import ptSiteChrome from '@/messages/pt/siteChrome.json';
import enSiteChrome from '@/messages/en/siteChrome.json';
import { mergeMessages, type Messages } from '@/lib/domain/i18n/merge-messages';
import { negotiateLocale } from '@/lib/domain/i18n/negotiate-locale';
import { readCookie } from '@/lib/server/http/cookies';
import { authMessagesFrom, SPANISH_AUTH_MESSAGES, type AuthValidationMessages } from '@/lib/domain/validation/auth-schemas';

/**
 * The one place where the API's texts are translated (issue 19 item 3): every error, refusal
 * and result message a resolver or route handler answers with is looked up here, in the
 * request's locale, with the Spanish text as the fallback (spec §9). Catalogs are imported
 * statically so route handlers need no file system.
 *
 * Keys: the `errors` namespace sits at the root (`api.notFound`, `checkout.unauthenticated`,
 * as every server key was written before), and the feature namespaces whose texts the API
 * also answers with are reached by their name (`agenda.errors.unauthenticated`,
 * `lectureProgress.quiz.retryWait`). API_NAMESPACES and the `errors` root never share a
 * top-level name (tests/unit/server-messages.test.ts), so a key means one text only.
 */
type Catalog = [es: unknown, pt: unknown, en: unknown];

/** The feature namespaces the API answers with, by the name a key starts with. */
const API_NAMESPACES = {
  agenda: [esAgenda, ptAgenda, enAgenda],
  auth: [esAuth, ptAuth, enAuth],
  classroom: [esClassroom, ptClassroom, enClassroom],
  lectureProgress: [esProgress, ptProgress, enProgress],
  learning: [esLearning, ptLearning, enLearning],
  notifications: [esNotifications, ptNotifications, enNotifications],
  savedCourses: [esSaved, ptSaved, enSaved],
  settings: [esSettings, ptSettings, enSettings],
  siteChrome: [esSiteChrome, ptSiteChrome, enSiteChrome],
} satisfies Record<string, Catalog>;

export const API_NAMESPACE_NAMES = Object.keys(API_NAMESPACES) as ReadonlyArray<keyof typeof API_NAMESPACES>;

const LOCALE_INDEX: Record<Locale, 0 | 1 | 2> = { es: 0, pt: 1, en: 2 };

/** One catalog in `locale`: that language over Spanish. */
function inLocale([es, pt, en]: Catalog, locale: Locale): Messages {
  const own = [es, pt, en][LOCALE_INDEX[locale]] as Messages;
  return locale === 'es' ? own : mergeMessages(es as Messages, own);
}

function apiCatalog(locale: Locale): Messages {
  const namespaces = Object.fromEntries(Object.entries(API_NAMESPACES).map(([name, catalog]) => [name, inLocale(catalog, locale)]));
  return { ...inLocale([esErrors, ptErrors, enErrors], locale), ...namespaces };
}

const catalogs: Record<Locale, Messages> = { es: apiCatalog('es'), pt: apiCatalog('pt'), en: apiCatalog('en') };

/** The top-level names of the `errors` namespace (the root of the API keys). */
export const ERROR_ROOT_NAMES = Object.keys(esErrors);

export type ErrorTranslator = (key: string, values?: Record<string, string | number>) => string;

/** The API's translator in `locale` (graphql/context.ts `ctx.t`, and the route handlers'). */
export function errorTranslator(locale: Locale): ErrorTranslator {
  const t = createTranslator({ locale, messages: catalogs[locale] });
  return (key, values) => t(key as never, values as never);
}

/**
 * The language a request asks for: `preferred` (a route's own `lang` parameter), else the
 * X-Locale header, the NEXT_LOCALE cookie, then Accept-Language (negotiateLocale). The one
 * reading of it for every endpoint: the GraphQL context, its protocol refusals and the route
 * handlers answer a request in the same language.
 */
export function requestLocale(request: Request, preferred?: string | null): Locale {
  return negotiateLocale({
    header: preferred ?? request.headers.get('x-locale'),
    cookie: readCookie(request.headers.get('cookie'), 'NEXT_LOCALE'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/** The API's translator in the language `request` asks for (requestLocale). */
export function requestTranslator(request: Request): ErrorTranslator {
  return errorTranslator(requestLocale(request));
}

/** The spec §5 validation texts in `locale` (Spanish wording when a key is missing). */
export function authValidationMessages(locale: Locale): AuthValidationMessages {
  const validation = ((catalogs[locale].auth as Messages).validation ?? {}) as Record<string, string>;
  return authMessagesFrom((key) => validation[key.slice('validation.'.length)] ?? SPANISH_AUTH_MESSAGES[key.slice('validation.'.length) as keyof AuthValidationMessages]);
}
