import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { COLOR_MODE_COOKIE, COLOR_MODE_STORAGE_KEY, type ColorMode } from '@/lib/domain/theme/color-mode';
import { DEMO_PASSWORD } from './support/auth-dialog';
import { waitForHydration } from './support/hydration';
import { axeViolations, formatViolations } from './support/axe';
import { text } from './support/messages';

/**
 * Accessibility as a test (issue 9 item 3): axe-core's WCAG 2.0/2.1 A + AA rules and its best
 * practices (support/axe.ts) find ZERO violations on every public route of spec §2, the main
 * signed-in pages and the open states that matter (auth dialog, search overlay, cart pop-up,
 * menu drawer on a phone), in the light and the dark scheme. Pages are grouped, so one failure
 * lists every page's violations at once.
 *
 * The scheme is chosen the way the inline head script reads it (lib/domain/theme/color-mode-script.ts):
 * localStorage `mui-mode` and the `color_mode` cookie, set before the first navigation. A
 * signed-in account's saved preference wins over them (spec §4): signed-in pages are checked in
 * the account's own scheme (the demo accounts are shared with other specs, so it is not changed).
 *
 * A11Y_LONG=1 adds every public page again at 375 px (the phone layout) and in Portuguese.
 */

const MODES: readonly ColorMode[] = ['light', 'dark'];
const LONG = process.env.A11Y_LONG === '1';

const COURSE = '/cursos-online/fotografia/fotografia-digital-para-principiantes/';

/** Spec §2 public routes, with one instance of each parameterised page from the seed. */
const PUBLIC_PAGES: readonly string[][] = [
  [
    '/',
    '/cursos-online/?all=true',
    '/cursos-online/fotografia/',
    COURSE,
    '/cursos-online/search/?q=diseno',
    '/cursos-nuevos/',
    '/academias/',
    '/certificaciones/',
    '/certificaciones/certificacion-fotografia-digital/',
    '/microgrados/',
    '/microgrados/microgrado-diseno-ux-ui/',
    '/agenda-cursos/',
    '/blog/',
    '/blog/categoria/diseno/',
    '/blog/cinco-tendencias-de-diseno-grafico-para-este-ano/',
  ],
  [
    '/live/',
    '/recursos/herramientas/',
    '/mentores/',
    '/premium/',
    '/business/',
    '/planes/',
    '/business/higher-education/',
    '/business/descargables/',
    '/referidos/',
    '/renovacion/',
    '/legal/terminos-y-condiciones/',
    '/carrito-de-compras/',
    '/entrar/',
    '/registro/',
    '/esta-pagina-no-existe/', // the 404 page
  ],
];

/** The main signed-in pages, by account (spec §2 learner-area paths; the /learn/ variant for premium). */
/** Each demo account with the scheme the seed saved for it (lib/server/db/seed/demo-accounts.ts: only staff is dark). */
const SIGNED_IN_PAGES: readonly { email: string; scheme: ColorMode; paths: string[] }[] = [
  { email: 'premium@demo.cursalia.test', scheme: 'light', paths: ['/learn/', '/learn/my-courses/enrolled/', '/configuracion/'] },
  { email: 'payg@demo.cursalia.test', scheme: 'light', paths: ['/home/', '/panel/mis-cursos/'] },
  { email: 'mentor@demo.cursalia.test', scheme: 'light', paths: ['/inbox/'] },
  { email: 'member@demo.cursalia.test', scheme: 'light', paths: ['/org/acme-learning/learn/'] },
  { email: 'admin@demo.cursalia.test', scheme: 'light', paths: ['/org/acme-learning/panel/'] },
  { email: 'staff@demo.cursalia.test', scheme: 'dark', paths: ['/staff/analytics/'] },
];

const csrf = 'e2e-a11y-csrf-token-0123456789abcdefghijklmnopq';

/** A context whose local scheme flag is `mode` before the first page loads, with animations off. */
async function themedContext(browser: Browser, mode: ColorMode, viewport = { width: 1366, height: 900 }): Promise<BrowserContext> {
  const baseURL = test.info().project.use.baseURL!;
  // bypassCSP: axe is injected as an inline script, which the app's Content-Security-Policy rightly refuses.
  const context = await browser.newContext({ baseURL, locale: 'es-ES', viewport, reducedMotion: 'reduce', bypassCSP: true });
  await context.addCookies([
    { name: COLOR_MODE_COOKIE, value: mode, url: baseURL },
    { name: 'csrftoken', value: csrf, url: baseURL },
  ]);
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [COLOR_MODE_STORAGE_KEY, mode] as const);
  return context;
}

/** Signs in through the auth endpoint (the session cookie lands in the context). */
async function signIn(context: BrowserContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await context.request.post('/api/v2/graph/auth/', {
    headers: { 'x-csrftoken': csrf },
    data: { query: 'mutation($input: LoginInput!) { login(input: $input) { success } }', variables: { input: { username: email, password } } },
  });
  expect((await res.json()).data.login.success, `login ${email}`).toBe(true);
}

/** Disables transitions so colours are measured at rest, not halfway through a fade. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
}

type Finding = { label: string; report: string };

/**
 * Loads `path`, checks the scheme `mode` took, runs axe; a finding when there is any violation.
 * `signedIn`: the account's saved scheme applies once the user has arrived on the client (the
 * account menu shows then), so the scheme is checked after that as well as before.
 */
async function checkPage(page: Page, path: string, mode: ColorMode, label = path, signedIn = false): Promise<Finding | null> {
  await page.goto(path);
  const html = page.locator('html');
  if (!signedIn) await expect(html, `${path} in ${mode}`).toHaveAttribute('data-theme', mode);
  await settle(page);
  if (signedIn) {
    await expect(page.getByRole('banner').getByRole('button', { name: /^Menú de la cuenta de / })).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(300); // the provider's effect applies the saved scheme right after that render
  }
  await expect(html, `${path} in ${mode} after hydration`).toHaveAttribute('data-theme', mode);
  return checkNow(page, `${label} (${mode})`);
}

async function checkNow(page: Page, label: string): Promise<Finding | null> {
  const violations = await axeViolations(page);
  return violations.length ? { label, report: formatViolations(violations) } : null;
}

function expectNoFindings(findings: (Finding | null)[]): void {
  const found = findings.filter((f): f is Finding => f !== null);
  expect(found.map((f) => `${f.label}\n${f.report}`).join('\n\n'), `${found.length} page(s) with accessibility violations`).toBe('');
}

/** Clicks until the page has hydrated and `target` is visible (a click before hydration does nothing). */
async function openWith(trigger: Locator, target: Locator): Promise<void> {
  await expect(async () => {
    // A lazy dialog may take longer than one round to appear: never click again once it has.
    if (await target.isVisible()) return;
    await trigger.click({ timeout: 2_000 });
    await expect(target).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await target.page().waitForTimeout(300);
}

test.describe.configure({ mode: 'parallel', timeout: 240_000 });

test.describe('accessibility (axe: WCAG 2.1 A/AA + best practices)', () => {
  for (const mode of MODES) {
    PUBLIC_PAGES.forEach((group, index) => {
      test(`public pages ${index + 1}/${PUBLIC_PAGES.length} in ${mode}`, async ({ browser }) => {
        const context = await themedContext(browser, mode);
        const page = await context.newPage();
        const findings: (Finding | null)[] = [];
        for (const path of group) findings.push(await checkPage(page, path, mode));
        await context.close();
        expectNoFindings(findings);
      });
    });

    if (LONG) {
      PUBLIC_PAGES.forEach((group, index) => {
        test(`public pages ${index + 1}/${PUBLIC_PAGES.length} at 375 px and in Portuguese in ${mode}`, async ({ browser }) => {
          const context = await themedContext(browser, mode, { width: 375, height: 812 });
          const page = await context.newPage();
          const findings: (Finding | null)[] = [];
          for (const path of group) {
            findings.push(await checkPage(page, path, mode, `${path} at 375 px`));
            findings.push(await checkPage(page, `/pt${path}`, mode, `/pt${path} at 375 px`));
          }
          await context.close();
          expectNoFindings(findings);
        });
      });
    }

    // A signed-in account's saved scheme wins over the local flag (spec §4), and signed-in pages
    // carry it from the server: each account is checked in its own saved scheme (the seed's staff
    // account is dark, the others light), so this runs once, not per local flag.
    if (mode === 'light') test('signed-in pages, each in its account’s saved scheme', async ({ browser }) => {
      const findings: (Finding | null)[] = [];
      for (const { email, scheme, paths } of SIGNED_IN_PAGES) {
        const context = await themedContext(browser, mode);
        await signIn(context, email);
        const page = await context.newPage();
        for (const path of paths) findings.push(await checkPage(page, path, scheme, `${path} as ${email}`, true));
        await context.close();
      }

      // Checkout with an item, as a new learner (the demo accounts' carts stay as the seed left them).
      const context = await themedContext(browser, mode);
      const email = `a11y.${mode}.${Date.now()}@example.com`;
      const registered = await context.request.post('/api/v2/graph/auth/', {
        headers: { 'x-csrftoken': csrf },
        data: { query: 'mutation($input: RegisterInput!) { register(input: $input) { success } }', variables: { input: { firstName: 'Ana', lastName: 'Accesible', email, password: 'Clave-2026', acceptLegal: true } } },
      });
      expect((await registered.json()).data.register.success).toBe(true);
      await signIn(context, email, 'Clave-2026');
      const page = await context.newPage();
      await page.goto(`/carrito-de-compras/?course=${(await paidCourse(page)).originalId}`);
      // The arrival add runs once the cart page has hydrated.
      await waitForHydration(page);
      await expect(page.getByRole('main').locator('section[aria-labelledby="cart-items-title"]').getByRole('article')).toHaveCount(1);
      // A new account's saved scheme is the default, light (spec §4), whatever the local flag said.
      findings.push(await checkPage(page, '/carrito-de-compras/pago/', 'light', 'checkout /carrito-de-compras/pago/ with an item', true));
      await context.close();
      expectNoFindings(findings);
    });

    test(`open states in ${mode}: auth dialog, search overlay, cart pop-up, menu drawer at 375 px`, async ({ browser }) => {
      const findings: (Finding | null)[] = [];
      const context = await themedContext(browser, mode);
      const page = await context.newPage();
      const banner = page.getByRole('banner');

      await page.goto('/cursos-online/?all=true');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await openWith(banner.getByRole('link', { name: text('es', 'menu', 'login') }), page.getByRole('dialog', { name: text('es', 'auth', 'login.title') }));
      findings.push(await checkNow(page, `auth dialog, login (${mode})`));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const overlay = page.getByRole('dialog', { name: text('es', 'catalogue', 'searchOverlay.dialogLabel') });
      await openWith(banner.getByRole('button', { name: text('es', 'menu', 'search') }), overlay);
      await overlay.getByRole('combobox').fill('diseno');
      await page.waitForTimeout(1_000);
      findings.push(await checkNow(page, `search overlay with a term (${mode})`));

      await page.goto((await paidCourse(page)).url);
      await settle(page);
      await openWith(page.getByRole('main').getByRole('button', { name: text('es', 'course', 'buy.addToCart') }).first(), page.getByRole('dialog', { name: text('es', 'cart', 'popup.added') }));
      findings.push(await checkNow(page, `cart pop-up after an add (${mode})`));
      await context.close();

      const phone = await themedContext(browser, mode, { width: 375, height: 812 });
      const small = await phone.newPage();
      await small.goto('/');
      await expect(small.locator('html')).toHaveAttribute('data-theme', mode);
      await openWith(small.getByRole('banner').getByRole('button', { name: text('es', 'menu', 'openMenu') }), small.getByRole('button', { name: text('es', 'menu', 'closeMenu') }));
      findings.push(await checkNow(small, `menu drawer at 375 px (${mode})`));
      await phone.close();
      expectNoFindings(findings);
    });
  }
});

/** A paid, active course of the seed: its page has the add-to-cart button, and `?course=` adds it on arrival. */
async function paidCourse(page: Page): Promise<{ originalId: number; url: string }> {
  const res = await page.request.post('/api/v2/graph/', { data: { query: '{ courses(first: 60) { edges { node { originalId url price isActive } } } }' } });
  const body = (await res.json()) as { data: { courses: { edges: { node: { originalId: number; url: string; price: number | null; isActive: boolean } }[] } } };
  const course = body.data.courses.edges.map((e) => e.node).find((c) => c.isActive && (c.price ?? 0) > 0);
  expect(course, 'a paid course').toBeDefined();
  return course!;
}
