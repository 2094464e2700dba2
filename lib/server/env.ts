/**
 * The server's environment in one module (issue 19 item 2): every variable the server and
 * `npm start` read, checked with zod, with its default, as one typed object. Every variable is
 * listed with its meaning and default in the README (tests/unit/env.test.ts checks it).
 *
 * - Lazy: nothing is read when this module loads, so `next build` needs no variable; the first
 *   call of serverEnv() parses. The server calls it when it starts (instrumentation.ts, and
 *   scripts/start.ts before building), so a bad value stops it at once with every problem named,
 *   instead of surfacing on some request.
 * - Parsed once: for good in production, and again when a variable changes elsewhere (tests stub them).
 * - Strict: a value that is set must be valid ("PORT must be a whole number from 1 to 65535,
 *   got \"abc\""); unset or blank takes the default. Secrets are never echoed in a message.
 * - The NEXT_PUBLIC_* values are read by lib/domain/config/public-env.ts (the browser needs them
 *   inlined, without zod); they are checked here too, as the build inlined them.
 *
 * Read raw elsewhere, for a reason: next.config.ts (Next evaluates it before any app module),
 * the plain-ESM files that run outside the compiled app (scripts/next-server.mjs, the HTTP
 * timeouts preload, the page-cache handler; `npm start` has validated their variables here
 * first), NODE_ENV/NEXT_PHASE/NEXT_RUNTIME checks that Next itself sets, and the development
 * tools' own knobs (scripts/test*.ts, bench, lighthouse, playwright.config.ts; README).
 * No `server-only` import: scripts/start.ts (plain Node) and proxy.ts use this module too.
 */
import { z } from 'zod';
import { SOCIAL_PROVIDERS, socialEnvPrefix } from '@/lib/domain/auth/social-providers';
import { publicEnvRaw, type PublicEnvName } from '@/lib/domain/config/public-env';
import { trustedProxyHops } from '@/lib/server/security/client-address.mjs';
import { REGISTRATION_THROTTLE } from '@/lib/server/security/login-throttle';
import { SEARCH_THROTTLE } from '@/lib/server/security/search-throttle';
import { DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_KEEP_ALIVE_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS } from '@/lib/server/start/http-timeouts.mjs';

/** Default time GraphQL and the collectors wait for a whole request body (ms); our bodies are a few KB. */
export const DEFAULT_BODY_READ_TIMEOUT_MS = 10_000;

/** SOCIAL_AUTH_<PROVIDER>_KEY and _SECRET of each provider of spec §3. */
const SOCIAL_AUTH_NAMES = SOCIAL_PROVIDERS.flatMap((p) => [`${socialEnvPrefix(p)}_KEY`, `${socialEnvPrefix(p)}_SECRET`]);

/** Values that must not appear in an error message (a connection URL may carry a password). */
const SECRET = /^(DATABASE_URL|REDIS_URL|JWT_SECRET|ANALYTICS_KEY|SOCIAL_AUTH_.*)$/;

const wholeNumber = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`)
    .optional()
    .transform((n) => n ?? fallback);

/** A URL whose scheme is one of `protocols` (without the colon). */
const urlOf = (protocols: readonly string[], what: string) =>
  z
    .string()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol.slice(0, -1));
      } catch {
        return false;
      }
    }, `must be ${what}`)
    .optional();

const httpUrl = urlOf(['http', 'https'], 'an http:// or https:// URL');
const oneOf = <T extends string>(values: readonly [T, ...T[]]) => z.enum(values, { error: `must be ${values.map((v) => `"${v}"`).join(' or ')}` }).optional();

const timeZone = z
  .string()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as America/Lima')
  .optional();

/** The variables of the server, named as in the environment. */
const serverSchema = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test']),
  PORT: wholeNumber(1, 65535, 3000),
  HOSTNAME: z.string().optional(),
  WEB_CONCURRENCY: wholeNumber(1, 64, 1),
  START_SKIP_BUILD: oneOf(['1']),
  DATA_DIR: z.string().optional().transform((dir) => dir ?? '.data'),
  DATABASE_URL: urlOf(['postgres', 'postgresql'], 'a postgres:// or postgresql:// connection URL'),
  DB_POOL_MAX: wholeNumber(1, 1000, 10),
  PGLITE_TEMPLATE: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  REDIS_URL: urlOf(['redis', 'rediss'], 'a redis:// or rediss:// URL'),
  PAGE_CACHE_KEY_PREFIX: z.string().optional(),
  FRONT_PAGE_CACHE: oneOf(['on', 'off']),
  TRUSTED_PROXY_HOPS: z.string().optional(),
  REGISTRATION_LIMIT_PER_ADDRESS: wholeNumber(1, 999_999, REGISTRATION_THROTTLE.addressLimit),
  SEARCH_RATE_LIMIT: wholeNumber(1, 999_999_999, SEARCH_THROTTLE.limit),
  CORS_ALLOWED_ORIGINS: z.string().optional(),
  HTTP_HEADERS_TIMEOUT_MS: wholeNumber(1, 3_600_000, DEFAULT_HEADERS_TIMEOUT_MS),
  HTTP_REQUEST_TIMEOUT_MS: wholeNumber(1, 3_600_000, DEFAULT_REQUEST_TIMEOUT_MS),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1, 3_600_000, DEFAULT_KEEP_ALIVE_TIMEOUT_MS),
  BODY_READ_TIMEOUT_MS: wholeNumber(1, 3_600_000, DEFAULT_BODY_READ_TIMEOUT_MS),
  COOKIE_SECURE: oneOf(['true', 'false']),
  COUNTRY_HEADER: z.string().regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name such as CloudFront-Viewer-Country').optional(),
  ANALYTICS_KEY: z.string().optional(),
});

/** The NEXT_PUBLIC_* variables as the build inlined them: checked here, read by lib/domain/config/public-env.ts. */
const publicSchema = z.object({
  NEXT_PUBLIC_PRODUCT_NAME: z.string().optional(),
  NEXT_PUBLIC_SITE_URL: httpUrl,
  NEXT_PUBLIC_API_URL: httpUrl,
  NEXT_PUBLIC_ANALYTICS_KEY: z.string().optional(),
  NEXT_PUBLIC_HIDE_CHAT: oneOf(['true', 'false']),
  NEXT_PUBLIC_LEGACY_SITE_URL: httpUrl,
  NEXT_PUBLIC_HELP_CENTER_URL: httpUrl,
  NEXT_PUBLIC_HIRING_EMAIL: z.email('must be an e-mail address').optional(),
  NEXT_PUBLIC_TIME_ZONE: timeZone,
  NEXT_PUBLIC_CONTENT_TIME_ZONE: timeZone,
  NEXT_PUBLIC_APP_VERSION: z.string().optional(),
  NEXT_PUBLIC_CURRENT_USER_URL: z.string().regex(/^(\/|https?:\/\/)/, 'must be a path (/graphql) or an http(s) URL').optional(),
  NEXT_PUBLIC_CURRENT_USER_METHOD: z.string().regex(/^\s*(get|post)\s*$/i, 'must be GET or POST').optional(),
  NEXT_PUBLIC_SESSION_SYNC: oneOf(['on', 'off']),
  NEXT_PUBLIC_QA_HOSTS: z.string().regex(/^[A-Za-z0-9.:-]+(,[A-Za-z0-9.:-]+)*$/, 'must be host names separated by commas').optional(),
  NEXT_PUBLIC_ANDROID_APP_URL: httpUrl,
  NEXT_PUBLIC_IOS_APP_URL: httpUrl,
  NEXT_PUBLIC_HUAWEI_APP_URL: httpUrl,
  NEXT_PUBLIC_FEEDBACK_URL: urlOf(['http', 'https', 'mailto'], 'an http(s):// or mailto: URL'),
} satisfies Record<PublicEnvName, z.ZodType>);

/** Every variable name this module reads (the README lists each one). */
export const SERVER_ENV_NAMES: readonly string[] = [...Object.keys(serverSchema.shape), ...SOCIAL_AUTH_NAMES];
export const PUBLIC_ENV_NAMES: readonly string[] = Object.keys(publicSchema.shape);

export type ServerEnv = {
  production: boolean;
  port: number;
  /** Unset: every interface. */
  hostname: string | undefined;
  webConcurrency: number;
  skipBuildCheck: boolean;
  /** Folder of PGlite and the generated JWT key, or `memory://…`. */
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolMax: number;
  /** Test suites: a migrated, seeded PGlite dump an in-memory database starts from. */
  pgliteTemplate: string | undefined;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  pageCacheKeyPrefix: string | undefined;
  trustedProxyHops: number;
  registrationLimitPerAddress: number;
  searchRateLimit: number;
  /** CORS_ALLOWED_ORIGINS as written (comma-separated; lib/server/security/allowed-origins.ts normalises). */
  corsAllowedOrigins: string | undefined;
  httpHeadersTimeoutMs: number;
  httpRequestTimeoutMs: number;
  httpKeepAliveTimeoutMs: number;
  bodyReadTimeoutMs: number;
  /** Session and CSRF cookies, and HSTS: Secure in production unless COOKIE_SECURE=false. */
  cookieSecure: boolean;
  countryHeader: string | undefined;
  /** The key analytics batches must carry: ANALYTICS_KEY, else NEXT_PUBLIC_ANALYTICS_KEY (empty: analytics off). */
  analyticsKey: string | undefined;
  /** SOCIAL_AUTH_<PROVIDER>_KEY/_SECRET by name (lib/domain/auth/social-providers.ts reads them). */
  socialAuth: Readonly<Record<string, string | undefined>>;
};

/** Thrown by parseServerEnv/serverEnv: the message names every bad variable. */
export class InvalidEnvironmentError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid environment (see "Configuration" in README.md):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
    this.problems = problems;
  }
}

/** Trimmed; blank is unset. The analytics keys keep an empty value: it means "analytics off". */
function normalise(raw: Readonly<Record<string, string | undefined>>, names: readonly string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = raw[name];
    out[name] = name.endsWith('ANALYTICS_KEY') ? value?.trim() : value?.trim() || undefined;
  }
  return out;
}

function describe(issue: z.ZodError['issues'][number], values: Record<string, string | undefined>): string {
  const name = String(issue.path[0]);
  const shown = SECRET.test(name) ? '' : `, got "${values[name]}"`;
  return `${name} ${issue.message}${shown}.`;
}

/**
 * The server's settings from `raw` (process.env in the app; tests pass their own) and the
 * public values as built. Throws InvalidEnvironmentError listing every problem.
 */
export function parseServerEnv(raw: Readonly<Record<string, string | undefined>>, publicRaw: Readonly<Record<PublicEnvName, string | undefined>> = publicEnvRaw()): ServerEnv {
  const values = normalise(raw, SERVER_ENV_NAMES);
  const publicValues = normalise(publicRaw, PUBLIC_ENV_NAMES);
  const server = serverSchema.safeParse(values);
  const pub = publicSchema.safeParse(publicValues);
  const problems = [...(server.error?.issues.map((i) => describe(i, values)) ?? []), ...(pub.error?.issues.map((i) => describe(i, publicValues)) ?? [])];
  // The rule of TRUSTED_PROXY_HOPS lives with the code that uses it (plain ESM, read before Next loads).
  const hops = trustedProxyHops(values);
  if (!hops.ok) problems.push(hops.error);
  if (server.success && server.data.WEB_CONCURRENCY > 1 && !server.data.DATABASE_URL) {
    problems.push(
      `WEB_CONCURRENCY=${server.data.WEB_CONCURRENCY} needs PostgreSQL: set DATABASE_URL. The embedded database (PGlite, used when DATABASE_URL is unset) has no cross-process lock, so only one server process may open it.`,
    );
  }
  if (!server.success || !hops.ok || problems.length > 0) throw new InvalidEnvironmentError(problems);
  const env = server.data;
  const production = env.NODE_ENV === 'production';
  return {
    production,
    port: env.PORT,
    hostname: env.HOSTNAME,
    webConcurrency: env.WEB_CONCURRENCY,
    skipBuildCheck: env.START_SKIP_BUILD === '1',
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    dbPoolMax: env.DB_POOL_MAX,
    pgliteTemplate: env.PGLITE_TEMPLATE,
    jwtSecret: env.JWT_SECRET,
    redisUrl: env.REDIS_URL,
    pageCacheKeyPrefix: env.PAGE_CACHE_KEY_PREFIX,
    trustedProxyHops: hops.hops,
    registrationLimitPerAddress: env.REGISTRATION_LIMIT_PER_ADDRESS,
    searchRateLimit: env.SEARCH_RATE_LIMIT,
    corsAllowedOrigins: env.CORS_ALLOWED_ORIGINS,
    httpHeadersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
    httpRequestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    httpKeepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    bodyReadTimeoutMs: env.BODY_READ_TIMEOUT_MS,
    cookieSecure: production && env.COOKIE_SECURE !== 'false',
    countryHeader: env.COUNTRY_HEADER,
    analyticsKey: env.ANALYTICS_KEY ?? publicValues.NEXT_PUBLIC_ANALYTICS_KEY,
    socialAuth: Object.fromEntries(SOCIAL_AUTH_NAMES.map((name) => [name, values[name]])),
  };
}

let cache: { key: string; env: ServerEnv } | null = null;

/**
 * This process's settings, parsed on first use. A production server's environment does not
 * change while it runs, so there the parse is kept for good (this sits on every request's path);
 * elsewhere it is parsed again when a variable changed, since tests stub variables (the key is
 * the raw values: ~10 µs, fine outside production). Throws InvalidEnvironmentError for bad values.
 */
export function serverEnv(): ServerEnv {
  if (cache?.env.production && process.env.NODE_ENV === 'production') return cache.env;
  const publicRaw = publicEnvRaw();
  const key = JSON.stringify([SERVER_ENV_NAMES.map((name) => process.env[name]), Object.values(publicRaw)]);
  if (cache?.key !== key) cache = { key, env: parseServerEnv(process.env, publicRaw) };
  return cache.env;
}
