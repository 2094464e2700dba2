import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COLOR_MODE_COOKIE, COLOR_MODE_STORAGE_KEY, type ColorMode } from '@/lib/domain/theme/color-mode';
import { loginDialog, signInThroughDialog } from './support/auth-dialog';
import { axeViolations, formatViolations } from './support/axe';
import { text } from './support/messages';

/**
 * Site chrome (issue 6 items 7–8) in the browser: the cookies banner is accepted and stays
 * accepted after a reload (cookie + localStorage); the chat-support launcher appears for a
 * premium member and not for a PAYG learner (spec §6), and a premium member's message is
 * stored and listed again. The footer (spec §2) is server markup: on a phone its link columns
 * are native <details> toggles, on a desktop plain headed lists.
 */

const COOKIES_REGION = 'Aviso de cookies';
const CHAT_LAUNCHER = 'Abrir el chat de soporte';
/** A page without course cards: the chrome is the same on every page. */
const PAGE = '/nosotros/';

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(PAGE);
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await signInThroughDialog(page, email);
}

test.describe('site chrome', () => {
  // A first visit: no consent yet (the config gives every other spec an accepted one).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the cookies banner asks once: accepted, it stays away after a reload', async ({ page }) => {
    await page.goto(PAGE);
    const banner = page.getByRole('region', { name: COOKIES_REGION });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/legal/politica-de-cookies/');
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(banner).toHaveCount(0);
    const consent = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
    expect(consent?.value).toBe('accepted');
    expect(await page.evaluate(() => window.localStorage.getItem('cursalia.cookieConsent'))).toBe('accepted');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Give the client a moment to decide: the banner must not come back.
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: COOKIES_REGION })).toHaveCount(0);
  });

  test('the chat launcher is shown to a premium member, who can write to support', async ({ page }) => {
    await signIn(page, 'premium@demo.cursalia.test');
    const launcher = page.getByRole('button', { name: CHAT_LAUNCHER });
    await expect(launcher).toBeVisible();
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'Chat de soporte' });
    await expect(panel).toBeVisible();
    const message = `Hola, prueba e2e ${Date.now()}`;
    await panel.getByRole('textbox', { name: /Tu mensaje/ }).fill(message);
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(panel.getByText('Recibimos tu mensaje.')).toBeVisible();
    await expect(panel.getByRole('log').getByText(message)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(launcher).toBeFocused();
  });

  test('the chat launcher is not shown to a pay-as-you-go learner', async ({ page }) => {
    await signIn(page, 'payg@demo.cursalia.test');
    // Signed in (the user menu replaced the login link), and still no launcher.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: CHAT_LAUNCHER })).toHaveCount(0);
  });
});

test.describe('footer', () => {
  // axe is injected as an inline script, which the app's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });
  const footerOf = (page: Page) => page.getByRole('contentinfo', { name: text('es', 'footer', 'label') });
  const company = text('es', 'footer', 'columns.company');
  const aboutUs = text('es', 'footer', 'links.aboutUs');

  async function open(page: Page, mode: ColorMode, width: number) {
    const context = page.context();
    await context.addCookies([{ name: COLOR_MODE_COOKIE, value: mode, url: test.info().project.use.baseURL! }]);
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [COLOR_MODE_STORAGE_KEY, mode] as const);
    await page.setViewportSize({ width, height: 812 });
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`on a phone the link columns are closed toggles that open without client code (${mode})`, async ({ page }) => {
      await open(page, mode, 375);
      const footer = footerOf(page);
      const summary = footer.locator('summary', { hasText: company });
      await expect(summary).toBeVisible();
      await expect(footer.getByRole('link', { name: aboutUs })).toBeHidden();
      await summary.click();
      await expect(footer.getByRole('link', { name: aboutUs })).toBeVisible();
      await expect(footer.getByRole('link', { name: aboutUs })).toHaveAttribute('href', '/nosotros/');
      // Open, in either scheme, the page passes axe (contrast, names, structure).
      expect(formatViolations(await axeViolations(page))).toBe('');
    });
  }

  test('on a desktop every column is a heading with its links, and no toggle shows', async ({ page }) => {
    await open(page, 'light', 1366);
    const footer = footerOf(page);
    await expect(footer.getByRole('heading', { level: 2, name: company, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: aboutUs })).toBeVisible();
    await expect(footer.locator('summary').first()).toBeHidden();
    expect(formatViolations(await axeViolations(page))).toBe('');
  });

  test("each visitor's country gets its legal links from the one cached page (Peru by default, Mexico, a geolocated first visit)", async ({ browser, request }) => {
    const links = (page: Page) => {
      const footer = footerOf(page);
      const link = (key: string) => footer.getByRole('link', { name: text('es', 'footer', `links.${key}`), exact: true });
      return { privacy: link('privacyPolicy'), noticeMx: link('privacyNoticeMx'), cancellation: link('cancellationPolicy'), complaints: link('complaintsBook') };
    };
    // One markup for everyone: every country's links are in the HTML.
    const html = await (await request.get(PAGE)).text();
    for (const key of ['privacyPolicy', 'privacyNoticeMx', 'cancellationPolicy', 'complaintsBook']) expect(html).toContain(text('es', 'footer', `links.${key}`));

    const baseURL = test.info().project.use.baseURL!;
    const visitor = await browser.newContext({ baseURL, locale: 'es-ES', viewport: { width: 1366, height: 900 } });
    const page = await visitor.newPage();
    await page.goto(PAGE);
    let l = links(page);
    await expect(l.complaints).toBeVisible();
    await expect(l.privacy).toBeVisible();
    await expect(l.noticeMx).toBeHidden();
    await expect(l.cancellation).toBeHidden();
    await visitor.addCookies([{ name: 'country', value: 'mx', url: baseURL }]);
    await page.reload();
    l = links(page);
    await expect(l.noticeMx).toBeVisible();
    await expect(l.cancellation).toBeVisible();
    await expect(l.privacy).toBeHidden();
    await expect(l.complaints).toBeHidden();
    await visitor.close();

    // A CDN that geolocates the first visit to Brazil: the country cookie is set, the footer is Brazil's.
    const geolocated = await browser.newContext({ baseURL, locale: 'es-ES', viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { 'CF-IPCountry': 'BR' } });
    const first = await geolocated.newPage();
    await first.goto(PAGE);
    expect((await geolocated.cookies()).find((c) => c.name === 'country')?.value).toBe('br');
    await expect(first.locator('html')).toHaveAttribute('data-country', 'br');
    l = links(first);
    await expect(l.privacy).toBeVisible();
    await expect(l.complaints).toBeHidden();
    await expect(l.noticeMx).toBeHidden();
    await geolocated.close();
  });

  test("links to per-country destinations carry the visitor's country, lower-cased (spec §2): help centre and App Store", async ({ browser, request }) => {
    // The cached markup names the default country (Peru) and the template; no per-visitor HTML.
    const html = await (await request.get(PAGE)).text();
    expect(html).toContain('href="https://ayuda.cursalia.com/pe/"');
    expect(html).toContain('data-country-href="https://ayuda.cursalia.com/__country__/"');

    const baseURL = test.info().project.use.baseURL!;
    const visitor = await browser.newContext({ baseURL, locale: 'es-ES', viewport: { width: 1366, height: 900 } });
    await visitor.addCookies([{ name: 'country', value: 'MX', url: baseURL }]);
    const page = await visitor.newPage();
    await page.goto(PAGE);
    const footer = footerOf(page);
    const help = footer.getByRole('link', { name: text('es', 'footer', 'links.helpCenter') });
    await help.hover();
    await expect(help).toHaveAttribute('href', 'https://ayuda.cursalia.com/mx/');
    const ios = footer.getByRole('link', { name: new RegExp(text('es', 'footer', 'apps.ios.store')) });
    await ios.focus();
    await expect(ios).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\/mx\/app\//);
    // Opened from the footer, the help centre is Mexico's: the address the browser was sent to.
    await visitor.route('https://ayuda.cursalia.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Ayuda</title>' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), help.click()]);
    expect(popup.url()).toBe('https://ayuda.cursalia.com/mx/');
    await visitor.close();
  });

  test('is server markup without MUI: no MUI component classes in the footer of the HTML', async ({ request }) => {
    const html = await (await request.get(PAGE)).text();
    const footer = /<footer[\s>][\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('<details');
    expect(footer.match(/Mui[A-Z][A-Za-z]*/g) ?? []).toEqual([]);
  });
});

// Issue 14: the shell mounts no MUI. Pages that still render MUI wrap it in WithMui (their
// segment's layout, the page, or the island's lazy chunk), whose Emotion cache streams its styles
// with the `mui` key; MUI rendered outside every wrapper would fall back to Emotion's default
// cache (`data-emotion="css …"`) and MUI's default theme. The public pages of the first load's
// budget render no MUI at all.
test.describe('MUI only where a page renders it', () => {
  // Every public page of spec §2 that the budget covers.
  const MUI_FREE = [
    '/',
    '/pt/',
    '/cursos-online/',
    '/cursos-online/?all=true',
    '/cursos-online/?all=true&page=2',
    '/cursos-online/diseno-grafico/',
    '/cursos-online/diseno-grafico/diseno-de-logotipos-para-principiantes/',
    '/cursos-online/search/?q=excel',
    '/agenda-cursos/',
    '/cursos-nuevos/',
    '/academias/',
    '/certificaciones/',
    '/certificaciones/certificacion-fotografia-digital/',
    '/microgrados/',
    '/microgrados/microgrado-diseno-ux-ui/',
    '/blog/',
    '/blog/categoria/diseno/',
    '/blog/cinco-tendencias-de-diseno-grafico-para-este-ano/',
    '/live/',
    '/mentores/',
    '/premium/',
    '/planes/',
    '/business/',
    '/business/higher-education/',
    '/business/descargables/',
    '/nosotros/',
    '/casos-de-exito/',
    '/trabaja-con-nosotros/',
    '/preguntas-frecuentes/',
    '/recursos/herramientas/',
    '/referidos/',
    '/legal/terminos-y-condiciones/',
    '/carrito-de-compras/',
    '/no-existe/',
  ];
  // Pages that still render MUI, inside their segment's wrapper.
  const WITH_MUI = ['/renovacion/', '/entrar/', '/registro/'];

  for (const path of [...MUI_FREE, ...WITH_MUI]) {
    test(`${path}: no MUI outside a WithMui wrapper`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      const html = await response.text();
      expect(html).not.toContain('data-emotion="css');
      if (MUI_FREE.includes(path)) {
        expect(html, `${path} renders no MUI`).not.toContain('data-emotion');
        expect(html.match(/\bMui[A-Z][A-Za-z]*-root/g) ?? [], path).toEqual([]);
      }
    });
  }
});

test.describe('images', () => {
  // Issue 14: a priority image's preload used to be a hint in its route's RSC payload, so the
  // router's prefetch of every link in view downloaded that page's covers and hero (12 extra
  // images on the cart page), and its preload named only the 2x candidate (a second download
  // on a 1x screen). A page now downloads only the images it shows. The cart shows a cover in
  // the first screen; home's first screen has none, and its links in view led to 46 images.
  // The course page's cover has a source set of widths, preloaded with its `sizes`.
  for (const path of ['/carrito-de-compras/', '/', 'course']) {
    test(`${path} downloads only images it shows, once each, after its links are prefetched`, async ({ page, request }) => {
      const requested: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (req.resourceType() === 'image' && url.pathname.startsWith('/media/')) requested.push(url.pathname + url.search);
      });
      await page.goto(await pagePath(request, path));
      // The router prefetches the links in view once the page has hydrated; wait for it to be quiet.
      await page.waitForLoadState('networkidle');
      const shown = await page.evaluate(() => [...document.images].map((img) => img.currentSrc).filter(Boolean).map((src) => { const u = new URL(src); return u.pathname + u.search; }));
      if (path !== '/') expect(requested.length, 'the page shows an image from /media/').toBeGreaterThan(0);
      expect(requested.filter((url) => !shown.includes(url)), 'images requested that the page does not show').toEqual([]);
      expect(requested.length, 'each image requested once').toBe(new Set(requested).size);
    });
  }
});

// Issue 14 (TBT): the build puts V8's compile hint on every script a page loads first, so the
// browser compiles them while they download instead of on the main thread while hydrating
// (lib/server/build/compile-hints.ts). Checked on what the server really sends.
test.describe('first-load scripts', () => {
  for (const path of ['/', '/carrito-de-compras/', 'course']) {
    test(`${path}: every script in the HTML starts with V8's compile hint`, async ({ request }) => {
      const html = await (await request.get(await pagePath(request, path))).text();
      // Not the polyfills for old browsers (`noModule`), which Chrome never runs.
      const sources = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"([^>]*)>/g)].filter((m) => !m[2].includes('noModule')).map((m) => m[1]);
      expect(sources.length, 'scripts in the HTML').toBeGreaterThan(3);
      for (const src of sources) expect((await (await request.get(src)).text()).slice(0, 29), src).toBe('//# allFunctionsCalledOnLoad\n');
    });
  }
});

// Issue 14: the course page's and a blog post's covers name their widths and the width of their
// box (`sizes`), so a phone takes the render that fills the box, not the 2x of the desktop size.
// `sizes` is written beside the layout's CSS; here it is checked against the box the browser
// lays out, on both sides of the breakpoints.
test.describe('the course and blog covers', () => {
  /** A seeded post (a11y.spec.ts visits it too). */
  const BLOG_POST = '/blog/cinco-tendencias-de-diseno-grafico-para-este-ano/';
  const screens = [
    { width: 360, height: 780, deviceScaleFactor: 3 },
    { width: 412, height: 823, deviceScaleFactor: 1.75 },
    { width: 767, height: 1024, deviceScaleFactor: 2 },
    { width: 768, height: 1024, deviceScaleFactor: 2 },
    { width: 1023, height: 768, deviceScaleFactor: 1 },
    { width: 1024, height: 768, deviceScaleFactor: 1 },
    { width: 1365, height: 768, deviceScaleFactor: 1 },
    { width: 1920, height: 1080, deviceScaleFactor: 1 },
  ];
  for (const target of ['course', 'blog']) {
    test(`the ${target} cover's sizes is the width of its box on every screen, and a phone takes the render it needs`, async ({ browser, request }) => {
      const path = target === 'course' ? await firstCoursePath(request) : BLOG_POST;
      for (const screen of screens) {
        const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.deviceScaleFactor });
        const page = await context.newPage();
        await page.goto(path);
        const cover = page.locator('main img[fetchpriority="high"]').first();
        await expect(cover).toBeVisible();
        await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
        const { box, sized, chosen, candidates } = await cover.evaluate((img: HTMLImageElement) => {
          // The first media condition that holds, then its length laid out on a fixed box (100vw is the viewport).
          const entries = img.sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
          const match = entries.map((entry) => /^(\(.*?\))\s+(.+)$/.exec(entry)).find((m, i) => (m ? matchMedia(m[1]).matches : i === entries.length - 1));
          const length = match ? match[2] : entries[entries.length - 1];
          const probe = document.createElement('div');
          probe.style.cssText = `position: fixed; left: 0; top: 0; height: 0; width: ${length}`;
          document.body.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          const widthOf = (url: string) => Number(new URL(url, location.href).searchParams.get('w'));
          return {
            box: img.getBoundingClientRect().width,
            sized: width,
            chosen: widthOf(img.currentSrc),
            candidates: img.srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1].replace('w', ''))),
          };
        });
        const label = `${target} at ${screen.width} px, dpr ${screen.deviceScaleFactor}`;
        expect(Math.abs(sized - box), `${label}: sizes names ${sized} px, the box is ${box} px`).toBeLessThanOrEqual(1);
        // The smallest render at least as wide as the box's device pixels (or the largest there is).
        const needed = box * screen.deviceScaleFactor;
        const fitting = candidates.find((w) => w >= needed) ?? Math.max(...candidates);
        expect(chosen, `${label}: the render taken`).toBe(fitting);
        await context.close();
      }
    });
  }
});

/** Layout shifts after the first paint (those without recent input), with the elements that moved. */
async function shiftsAfterFirstPaint(page: Page, target: string): Promise<{ value: number; nodes: string[] }[]> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
        if (!entry.hadRecentInput) w.__shifts.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The page's scripts are held back half a second, so the first paint always comes before
  // hydration and whatever the islands then add would show as a shift.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto(target);
  await page.waitForLoadState('networkidle');
  // Past the islands' lazy chunks and `me`.
  await page.waitForTimeout(1_000);
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
}

const STABLE_PAGES = ['/', '/cursos-online/?all=true', 'course', '/agenda-cursos/', '/carrito-de-compras/'];

// Issue 14 item 6: nothing moves after the first paint (the user area, the cart count, a course
// page's save hint…), for a visitor who has not yet answered the cookie banner, which must not
// push either. On a phone (Lighthouse's mobile size) and on a desktop, where register shows too.
test.describe('layout stability on a phone', () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const path of STABLE_PAGES) {
    test(`${path} does not shift its layout after the first paint`, async ({ page, request }) => {
      const shifts = await shiftsAfterFirstPaint(page, await pagePath(request, path));
      expect(shifts, 'layout shifts after the first paint').toEqual([]);
    });
  }
});

test.describe('layout stability on a desktop', () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1366, height: 768 } });
  for (const path of STABLE_PAGES) {
    test(`${path} does not shift its layout after the first paint`, async ({ page, request }) => {
      const shifts = await shiftsAfterFirstPaint(page, await pagePath(request, path));
      expect(shifts, 'layout shifts after the first paint').toEqual([]);
    });
  }
});

/** A page of the lists above: 'course' stands for the first course's page, any other entry is the path itself. */
async function pagePath(request: APIRequestContext, path: string): Promise<string> {
  return path === 'course' ? firstCoursePath(request) : path;
}

/** The first course of the catalogue's default endpoint. */
async function firstCoursePath(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v2/graph/', { data: { query: '{ courses(first: 1) { edges { node { url } } } }' } });
  const body = (await res.json()) as { data: { courses: { edges: { node: { url: string } }[] } } };
  return new URL(body.data.courses.edges[0].node.url, 'http://x').pathname;
}
