/**
 * The typed environment (issue 19 item 2: "Typed environment in one module, every variable in
 * the README"): lib/server/env.ts for the server, lib/domain/config/public-env.ts for NEXT_PUBLIC_*.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PACKAGE_VERSION, PUBLIC_DEFAULTS, publicEnvRaw, readPublicEnv, type PublicEnvRaw } from '@/lib/domain/config/public-env';
import { DEFAULT_BODY_READ_TIMEOUT_MS, InvalidEnvironmentError, parseServerEnv, PUBLIC_ENV_NAMES, SERVER_ENV_NAMES, serverEnv } from '@/lib/server/env';

const root = path.resolve(import.meta.dirname, '../..');
const noPublic = Object.fromEntries(Object.keys(publicEnvRaw()).map((name) => [name, undefined])) as PublicEnvRaw;
const parse = (raw: Record<string, string | undefined>, pub: Partial<PublicEnvRaw> = {}) => parseServerEnv(raw, { ...noPublic, ...pub });
const problemsOf = (raw: Record<string, string | undefined>, pub: Partial<PublicEnvRaw> = {}): readonly string[] => {
  try {
    parse(raw, pub);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems;
    throw error;
  }
  throw new Error('expected InvalidEnvironmentError');
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('server environment: defaults when unset or blank', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(parse({})).toMatchObject({
      production: false,
      port: 3000,
      hostname: undefined,
      webConcurrency: 1,
      skipBuildCheck: false,
      dataDir: '.data',
      databaseUrl: undefined,
      dbPoolMax: 10,
      redisUrl: undefined,
      trustedProxyHops: 0,
      registrationLimitPerAddress: 10,
      searchRateLimit: 120,
      httpHeadersTimeoutMs: 15_000,
      httpRequestTimeoutMs: 30_000,
      httpKeepAliveTimeoutMs: 65_000,
      bodyReadTimeoutMs: DEFAULT_BODY_READ_TIMEOUT_MS,
      cookieSecure: false,
      analyticsKey: undefined,
    });
  });

  it('treats a blank value as unset', () => {
    expect(parse({ PORT: '  ', DATA_DIR: '', SEARCH_RATE_LIMIT: ' ' })).toMatchObject({ port: 3000, dataDir: '.data', searchRateLimit: 120 });
  });
});

describe('server environment: valid values', () => {
  it('reads numbers, URLs and flags, trimmed', () => {
    const env = parse({
      NODE_ENV: 'production',
      PORT: ' 8080 ',
      WEB_CONCURRENCY: '4',
      DATABASE_URL: 'postgres://app:pw@db:5432/cursalia',
      REDIS_URL: 'rediss://cache:6380',
      TRUSTED_PROXY_HOPS: '2',
      SEARCH_RATE_LIMIT: '100000000',
      BODY_READ_TIMEOUT_MS: '500',
      JWT_SECRET: 'x'.repeat(32),
      SOCIAL_AUTH_LINKEDIN_KEY: 'id',
    });
    expect(env).toMatchObject({ production: true, port: 8080, webConcurrency: 4, trustedProxyHops: 2, searchRateLimit: 100_000_000, bodyReadTimeoutMs: 500, cookieSecure: true });
    expect(env.socialAuth.SOCIAL_AUTH_LINKEDIN_KEY).toBe('id');
  });

  it('keeps cookies Secure in production unless COOKIE_SECURE=false, never in development', () => {
    expect(parse({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(parse({ NODE_ENV: 'development', COOKIE_SECURE: 'true' }).cookieSecure).toBe(false);
  });

  it('takes ANALYTICS_KEY, else the public key; an empty key (analytics off) stays empty', () => {
    expect(parse({}, { NEXT_PUBLIC_ANALYTICS_KEY: 'pub' }).analyticsKey).toBe('pub');
    expect(parse({ ANALYTICS_KEY: 'srv' }, { NEXT_PUBLIC_ANALYTICS_KEY: 'pub' }).analyticsKey).toBe('srv');
    expect(parse({ ANALYTICS_KEY: '' }).analyticsKey).toBe('');
  });
});

describe('server environment: invalid values are refused with a clear message', () => {
  it('names the variable, the rule and the value', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a whole number from 1 to 65535, got "abc".']);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT must be a whole number from 1 to 65535/);
    expect(problemsOf({ WEB_CONCURRENCY: '0' })[0]).toMatch(/^WEB_CONCURRENCY must be a whole number from 1 to 64/);
    expect(problemsOf({ TRUSTED_PROXY_HOPS: 'one' })[0]).toMatch(/^TRUSTED_PROXY_HOPS must be a whole number from 0 to 10/);
    expect(problemsOf({ COOKIE_SECURE: 'no' })).toEqual(['COOKIE_SECURE must be "true" or "false", got "no".']);
  });

  it('refuses a malformed DATABASE_URL or REDIS_URL without echoing it (it may hold a password)', () => {
    const [db] = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(db).toBe('DATABASE_URL must be a postgres:// or postgresql:// connection URL.');
    expect(problemsOf({ REDIS_URL: 'localhost:6379' })).toEqual(['REDIS_URL must be a redis:// or rediss:// URL.']);
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual(['JWT_SECRET must be at least 32 characters long.']);
  });

  it('checks the public values as built', () => {
    expect(problemsOf({}, { NEXT_PUBLIC_SITE_URL: 'cursalia.com' })).toEqual(['NEXT_PUBLIC_SITE_URL must be an http:// or https:// URL, got "cursalia.com".']);
    expect(problemsOf({}, { NEXT_PUBLIC_TIME_ZONE: 'Mars/Base' })[0]).toMatch(/^NEXT_PUBLIC_TIME_ZONE must be an IANA time zone/);
    expect(problemsOf({}, { NEXT_PUBLIC_SESSION_SYNC: 'no' })[0]).toMatch(/^NEXT_PUBLIC_SESSION_SYNC must be "on" or "off"/);
  });

  it('lists every problem at once, and a message that points to the README', () => {
    expect(problemsOf({ PORT: 'x', DB_POOL_MAX: '-1' }, { NEXT_PUBLIC_API_URL: 'ftp://x' })).toHaveLength(3);
    expect(() => parse({ PORT: 'x' })).toThrow(/Invalid environment \(see "Configuration" in README\.md\):\n {2}- PORT must be/);
  });

  it('refuses limits that are not positive whole numbers (they were silently ignored before)', () => {
    for (const bad of ['0', '-3', 'many', '1e3', '2.5']) {
      expect(problemsOf({ REGISTRATION_LIMIT_PER_ADDRESS: bad })[0]).toMatch(/^REGISTRATION_LIMIT_PER_ADDRESS must be a whole number from 1 to/);
      expect(problemsOf({ SEARCH_RATE_LIMIT: bad })[0]).toMatch(/^SEARCH_RATE_LIMIT must be a whole number from 1 to/);
      expect(problemsOf({ BODY_READ_TIMEOUT_MS: bad })[0]).toMatch(/^BODY_READ_TIMEOUT_MS must be a whole number/);
    }
    expect(parse({ REGISTRATION_LIMIT_PER_ADDRESS: '500' }).registrationLimitPerAddress).toBe(500);
  });

  it('refuses more than one process on PGlite', () => {
    expect(problemsOf({ WEB_CONCURRENCY: '2' })[0]).toMatch(/^WEB_CONCURRENCY=2 needs PostgreSQL: set DATABASE_URL/);
  });
});

describe('serverEnv()', () => {
  it('reads process.env, and again when a variable changes', () => {
    vi.stubEnv('SEARCH_RATE_LIMIT', '7');
    expect(serverEnv().searchRateLimit).toBe(7);
    expect(serverEnv()).toBe(serverEnv());
    vi.stubEnv('SEARCH_RATE_LIMIT', '8');
    expect(serverEnv().searchRateLimit).toBe(8);
  });
});

describe('public environment (NEXT_PUBLIC_*)', () => {
  it('gives the defaults when unset or blank', () => {
    const env = readPublicEnv({ ...noPublic, NEXT_PUBLIC_PRODUCT_NAME: ' ' });
    expect(env).toMatchObject({
      productName: PUBLIC_DEFAULTS.productName,
      siteUrl: undefined,
      analyticsKey: undefined,
      hideChat: false,
      legacySiteUrl: null,
      timeZone: 'America/Lima',
      contentTimeZone: 'America/Lima',
      appVersion: PACKAGE_VERSION,
      currentUserUrl: '/graphql',
      sessionSync: true,
      qaHosts: [],
    });
  });

  it('reads set values, trimmed; an empty analytics key stays empty (analytics off)', () => {
    const env = readPublicEnv({ ...noPublic, NEXT_PUBLIC_HIDE_CHAT: 'true', NEXT_PUBLIC_SESSION_SYNC: 'off', NEXT_PUBLIC_QA_HOSTS: 'qa.a.test, qa.b.test', NEXT_PUBLIC_ANALYTICS_KEY: '', NEXT_PUBLIC_FEEDBACK_URL: ' https://f.test/ ' });
    expect(env).toMatchObject({ hideChat: true, sessionSync: false, qaHosts: ['qa.a.test', 'qa.b.test'], analyticsKey: '', feedbackUrl: 'https://f.test/' });
  });
});

describe('every variable is documented in the README (issue 19 item 2)', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const envModule = readFileSync(path.join(root, 'lib/server/env.ts'), 'utf8');
  const publicModule = readFileSync(path.join(root, 'lib/domain/config/public-env.ts'), 'utf8');

  it('the modules name the variables the code reads', () => {
    // The names are taken from the modules' text as well, so a variable read there but left out of the lists still counts.
    const literal = [...envModule.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm), ...publicModule.matchAll(/^ +(NEXT_PUBLIC_[A-Z0-9_]+): process\.env\./gm)].map((m) => m[1]);
    expect(literal.length).toBeGreaterThan(40);
    for (const name of literal) expect([...SERVER_ENV_NAMES, ...PUBLIC_ENV_NAMES]).toContain(name);
  });

  it.each([...SERVER_ENV_NAMES, ...PUBLIC_ENV_NAMES])('%s has a row in the README', (name) => {
    expect(readme).toMatch(new RegExp(`^\\|[^\\n]*\`${name}\`[^\\n]*\\|`, 'm'));
  });
});

describe('the app reads the environment only through the two modules', () => {
  // Raw on purpose (each file says why): Next's own markers, and plain ESM that runs outside the compiled app.
  const RAW_ALLOWED = new Set([
    'lib/domain/config/public-env.ts',
    'lib/server/env.ts',
    'instrumentation.ts',
    'lib/server/db/client.ts',
    'lib/server/cache/page-cache-handler.mjs',
    'lib/server/cache/redis-page-cache.mjs',
    'lib/server/start/http-timeouts.mjs',
    'lib/server/start/http-timeouts-preload.mjs',
  ]);
  const sources = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.includes('generated') && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file));

  it('no other file under app/, components/, lib/, graphql/ or proxy.ts reads process.env', () => {
    const readers = [...['app', 'components', 'lib', 'graphql'].flatMap(sources), 'proxy.ts', 'instrumentation.ts'].filter((file) => /process\.env\b/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(readers.filter((file) => !RAW_ALLOWED.has(file))).toEqual([]);
  });

  it('the raw readers read only Next\'s markers or variables this module checks', () => {
    const checked = new Set([...SERVER_ENV_NAMES, ...PUBLIC_ENV_NAMES, 'NEXT_PHASE', 'NEXT_RUNTIME']);
    for (const file of RAW_ALLOWED) {
      for (const [, name] of readFileSync(path.join(root, file), 'utf8').matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)) expect(checked, `${file}: ${name}`).toContain(name);
    }
  });
});
