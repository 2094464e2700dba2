import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 3100);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium with the flags this network-less machine needs (DEVELOPERS.md). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/**
 * Visitors in most specs have already accepted cookies, so the fixed cookies banner does not
 * cover what they click; tests/e2e/site-chrome.spec.ts starts without it to test the banner.
 */
export const consentedStorageState = {
  cookies: [{ name: 'cookie_consent', value: 'accepted', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
  origins: [],
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // What a page shows after hydration (the user, the viewer's access, a cart line) arrives
  // after the page's JS has run: on CI's two cores, shared by two browsers and the server,
  // that took over 10 s at times (accounts, learner-areas). A passing assertion does not wait.
  expect: { timeout: 20_000 },
  workers: 2,
  // CI keeps one retry only to tell flaky from broken in the report: a test that passes only on
  // its retry fails the run (issue 17 §13), as does a stray test.only (§14).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON || '.test-results/e2e.json' }]],
  outputDir: '.test-results/artifacts',
  use: {
    baseURL,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
    storageState: consentedStorageState,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'es-ES', launchOptions: chromiumLaunch, storageState: consentedStorageState } }],
  webServer: {
    // The production server, built beforehand by scripts/test-e2e.ts; it migrates and seeds its own folder.
    command: 'npx tsx scripts/start.ts',
    url: `${baseURL}/api/v2/graph/?query=%7B__typename%7D`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR || '.data-e2e',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      NEXT_TELEMETRY_DISABLED: '1',
      START_SKIP_BUILD: '1',
      // One run registers a few dozen accounts from 127.0.0.1 within minutes; production keeps
      // the default per-address limit (lib/server/security/login-throttle.ts, issue 17 item 7).
      REGISTRATION_LIMIT_PER_ADDRESS: '1000',
      // Every browser of the run is one client address: the search rate limit (issue 16) is
      // covered by tests/integration/search-abuse.test.ts, not by the journeys.
      SEARCH_RATE_LIMIT: '100000',
    },
  },
});
