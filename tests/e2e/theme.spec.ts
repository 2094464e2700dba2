import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { isOperation } from './support/graphql-operation';

// Spec §4 "Theme": light or dark; the initial value comes from a local flag, the signed-in
// user's settings override it when they arrive; toggling saves it locally and on the server
// (UpdateUserThemePreference, spec §7). The server renders public pages without reading the
// visitor's cookies, so the first paint must already be right: the inline head script does that.

const DARK_BACKGROUND = 'rgb(20, 17, 31)'; // darkPalette.background.default #14111F
const LIGHT_BACKGROUND = 'rgb(247, 245, 252)'; // lightPalette.background.default #F7F5FC
const PUBLIC_PAGE = '/cursos-online/';
const csrf = 'e2e-theme-csrf-token-0123456789abcdefghijklmnop';
/** The user (and with it the account's theme) arrives on the client after hydration; slow on a loaded machine. */
const USER_ARRIVES = { timeout: 30_000 };

/** Signs in through the auth endpoint, as organizations.spec.ts does (the session cookie lands in the context). */
async function signIn(page: Page, email: string) {
  const base = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'csrftoken', value: csrf, url: base }]);
  const res = await page.request.post('/api/v2/graph/auth/', {
    headers: { 'x-csrftoken': csrf },
    data: { query: 'mutation($input: LoginInput!) { login(input: $input) { success } }', variables: { input: { username: email, password: 'Demo-2026' } } },
  });
  expect((await res.json()).data.login.success).toBe(true);
}

// The bar's own night switch is hidden by the layout default (spec §2 hideNightSwitch): visitors
// switch from the left drawer, signed-in users from the account menu as well.
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menú', exact: true });
const drawerSwitch = (page: Page) => drawer(page).getByRole('switch', { name: 'Modo oscuro' });
const userMenu = (page: Page) => page.locator('[data-submenu="userMenu"]');
const accountSwitch = (page: Page) => userMenu(page).getByRole('switch', { name: 'Modo oscuro' });

async function openDrawer(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menú', exact: true }).click();
  await expect(drawer(page)).toBeVisible();
}

async function closeDrawer(page: Page) {
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
}

async function openUserMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /Menú de la cuenta/ }).click(USER_ARRIVES);
  await expect(userMenu(page)).toBeVisible();
}
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Loads `path` with every JavaScript bundle refused, so React never runs: whatever theme shows
 * is the server HTML and CSS plus the inline head script, i.e. what the first paint shows.
 */
async function firstPaint(page: Page, path: string): Promise<{ theme: string | null; background: string }> {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto(path);
  const result = { theme: await page.locator('html').getAttribute('data-theme'), background: await bodyBackground(page) };
  await page.unroute('**/_next/static/**/*.js');
  return result;
}

/** Clicks the account menu's switch (the menu open) and waits for UpdateUserThemePreference to answer; returns its payload. */
async function toggleAndSave(page: Page) {
  const saved = page.waitForResponse((r) => r.url().includes('/api/v2/graph/private/') && isOperation(r.request().postData(), 'UpdateUserThemePreference'));
  await accountSwitch(page).click();
  const body = (await (await saved).json()) as { data: { createOrUpdateUserSettings: { success: boolean; settings: { darkMode: boolean } } } };
  return body.data.createOrUpdateUserSettings;
}

async function freshContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES' });
  return { context, page: await context.newPage() };
}

test.describe('theme (light / dark)', () => {
  test('a visitor turns dark mode on; reloading the cached page paints dark before any bundle runs', async ({ page, browser }) => {
    // Two browsers and three page loads: 54 s on an idle CI run, over 60 s on a busy one.
    test.slow();
    await page.goto(PUBLIC_PAGE);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);

    // The login link appears once the client has asked for the user: the page has hydrated.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible(USER_ARRIVES);
    await expect(page.getByRole('banner').getByRole('switch')).toHaveCount(0); // hidden by the layout default
    await openDrawer(page);
    await expect(drawerSwitch(page)).toHaveAttribute('aria-checked', 'false');
    // From the keyboard: the site chrome's cookies notice (fixed at the bottom) covers the end of the drawer.
    await drawerSwitch(page).focus();
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(drawerSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await closeDrawer(page);
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    expect((await page.context().cookies()).find((c) => c.name === 'color_mode')?.value).toBe('dark');

    // The HTML is the same cached page for everyone: the script that paints the choice is in <head>.
    const source = await (await page.request.get(PUBLIC_PAGE)).text();
    const head = source.slice(0, source.indexOf('<body'));
    expect(head).toContain('id="color-mode-init"');
    // No scheme baked into the shared HTML: the script sets it (the country default is there, issue 18).
    expect(head).toMatch(/<html lang="es"[^>]*>/);
    expect(head).not.toMatch(/<html[^>]*data-theme/);

    // Reload: dark from the first paint, with no JavaScript bundle at all.
    expect(await firstPaint(page, PUBLIC_PAGE)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });

    // And with JavaScript running, <body> never appears under another theme.
    await page.addInitScript(() => {
      const seen = window as unknown as { themeAtBody?: string | null };
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        seen.themeAtBody = document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtBody?: string | null }).themeAtBody)).toBe('dark');
    await waitForHydration(page); // a click before that is lost
    await openDrawer(page);
    await expect(drawerSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await closeDrawer(page);

    // The cookie alone (localStorage cleared or blocked) still paints dark.
    await page.evaluate(() => localStorage.removeItem('mui-mode'));
    expect(await firstPaint(page, PUBLIC_PAGE)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });

    // Another visitor of the same cached page still gets light.
    const other = await freshContext(browser);
    expect(await firstPaint(other.page, PUBLIC_PAGE)).toEqual({ theme: 'light', background: LIGHT_BACKGROUND });
    await other.context.close();
  });

  test("a signed-in user's choice is saved to the account and follows them into a fresh browser", async ({ browser }) => {
    // Two browsers, two sign-ins, three saves: over a minute beside another worker on CI's two cores.
    test.slow();
    const first = await freshContext(browser);
    await signIn(first.page, 'premium@demo.cursalia.test');
    await first.page.goto('/home/');
    await openUserMenu(first.page);
    // Start from light whatever an earlier run left in the account.
    if ((await accountSwitch(first.page).getAttribute('aria-checked')) === 'true') {
      expect(await toggleAndSave(first.page)).toMatchObject({ success: true, settings: { darkMode: false } });
    }
    await expect(first.page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await toggleAndSave(first.page)).toMatchObject({ success: true, settings: { darkMode: true } });
    await expect(first.page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await first.context.close();

    // A new browser: no local flag, so the page starts light; the account's setting wins when `me` arrives.
    const second = await freshContext(browser);
    await signIn(second.page, 'premium@demo.cursalia.test');
    await second.page.goto('/home/');
    await expect(second.page.locator('html')).toHaveAttribute('data-theme', 'dark', USER_ARRIVES);
    await openUserMenu(second.page);
    await expect(accountSwitch(second.page)).toHaveAttribute('aria-checked', 'true');
    // Now it is also the local flag: the next page paints dark from the start.
    expect(await firstPaint(second.page, PUBLIC_PAGE)).toEqual({ theme: 'dark', background: DARK_BACKGROUND });

    // Turning it off is saved too (and leaves the demo account as the seed had it).
    await second.page.goto('/home/');
    await openUserMenu(second.page);
    expect(await toggleAndSave(second.page)).toMatchObject({ success: true, settings: { darkMode: false } });
    await expect(second.page.locator('html')).toHaveAttribute('data-theme', 'light');
    await second.context.close();
  });
});
