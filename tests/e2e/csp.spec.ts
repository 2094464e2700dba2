/**
 * Content-Security-Policy with per-request nonces (issue 9 item 4; docs/security.md): every page
 * works under the policy with no violation — Next's scripts, the theme script and Emotion's
 * styles carry the nonce — the nonce changes on every view, and injected markup cannot run.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginDialog } from './support/auth-dialog';
import { waitForHydration } from './support/hydration';

const csrf = 'e2e-csp-csrf-token-0123456789abcdefghijklmnopqrs';

/** Records CSP violations from the first script of the page on (an init script is not subject to CSP). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

function nonceOf(policy: string | null): string | null {
  return policy?.match(/'nonce-([^']+)'/)?.[1] ?? null;
}

/** Loads `path`, waits until it has hydrated (React ran under the policy), returns the policy. */
async function visit(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  const policy = response!.headers()['content-security-policy'];
  expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
  expect(policy, path).not.toContain("'unsafe-inline' ");
  return policy;
}

test.describe('Content-Security-Policy with nonces', () => {
  test('public pages run under the policy without a single violation, and styles and scripts carry the nonce', async ({ page }) => {
    await recordViolations(page);
    const nonces = new Set<string>();
    for (const path of ['/', '/cursos-online/?all=true', '/agenda-cursos/', '/carrito-de-compras/', '/blog/', '/pt/cursos-online/']) {
      const policy = await visit(page, path);
      const nonce = nonceOf(policy)!;
      nonces.add(nonce);
      // Every script and style element the server wrote carries this request's nonce (chunks
      // the runtime adds later are trusted through 'strict-dynamic').
      const html = await (await page.request.get(path)).text();
      const served = html.match(/<(script|style)\b[^>]*>/g) ?? [];
      expect(served.length, path).toBeGreaterThan(3);
      const servedNonce = html.match(/<script\b[^>]*\bnonce="([^"]+)"/)?.[1];
      const unsigned = served.filter((tag) => !tag.includes('application/ld+json') && !tag.includes(`nonce="${servedNonce}"`));
      expect(unsigned, `${path}: elements without the nonce`).toEqual([]);
      expect(await violations(page), path).toEqual([]);
    }
    // A fresh nonce per view: six pages, six nonces.
    expect(nonces.size).toBe(6);
  });

  test('the page is interactive under the policy: client navigation and Emotion styles inserted after hydration', async ({ page }) => {
    await recordViolations(page);
    await visit(page, '/cursos-online/?all=true');
    // A course card's link (/cursos-online/{category}/{slug}/), followed by client navigation.
    const course = page.locator('main a[href^="/cursos-online/"]').filter({ hasNot: page.locator('[aria-hidden="true"]') });
    const href = await page.locator('main a').evaluateAll((links) =>
      links.map((a) => a.getAttribute('href') ?? '').find((h) => /^\/cursos-online\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(h)),
    );
    expect(href).toBeTruthy();
    await expect(async () => {
      await course.and(page.locator(`[href="${href}"]`)).first().click({ timeout: 2_000 });
      await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('h1')).toBeVisible();
    // MUI inserts new style rules on the client when a dialog opens: they must pass the policy.
    // (the account button opens the lazily loaded login dialog, whose styles are new).
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(loginDialog(page)).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('signed-in pages run under the policy too', async ({ page, context }) => {
    const baseURL = test.info().project.use.baseURL!;
    await context.addCookies([{ name: 'csrftoken', value: csrf, url: baseURL }]);
    const res = await context.request.post('/api/v2/graph/auth/', {
      headers: { 'x-csrftoken': csrf },
      data: { query: 'mutation($input: LoginInput!) { login(input: $input) { success } }', variables: { input: { username: 'premium@demo.cursalia.test', password: DEMO_PASSWORD } } },
    });
    expect((await res.json()).data.login.success).toBe(true);
    await recordViolations(page);
    for (const path of ['/learn/', '/configuracion/']) {
      await visit(page, path);
      expect(await violations(page), path).toEqual([]);
    }
  });

  test('injected markup cannot run: an inline event handler without the nonce is refused', async ({ page }) => {
    await recordViolations(page);
    await visit(page, '/');
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.innerHTML = '<img src="/does-not-exist.png" onerror="window.__injected = true">';
      document.body.append(box);
    });
    await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await violations(page)).join('\n')).toMatch(/script-src/);
  });
});
