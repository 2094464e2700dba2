import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { localePath, text, type E2eLocale } from './support/messages';

// Issue 18 item 4: a visitor reaches the public micro-degree pages from the menu (spec §2
// "Microdegrees: programmes with universities, each with a duration in months and a partner"),
// sees the programmes, opens one and finds its courses, duration, partner and price, in Spanish
// and in Portuguese — never the learner area's sign-in wall. Texts come from messages/.

/** A programme of the deterministic seed (lib/server/db/seed/reference-data.ts). */
const UX = {
  slug: 'microgrado-diseno-ux-ui',
  title: { es: 'Microgrado en Diseño UX/UI', pt: 'Micrograduação em Design UX/UI' },
  partner: 'Universidad Andina de Innovación',
  months: { es: '6 meses', pt: '6 meses' },
  courses: 6,
  price: /US\$\s?499[.,]99/,
};

/** The degrees dropdown of the bar (from lg), opened; returns its panel. */
async function openDegrees(page: Page) {
  await waitForHydration(page);
  const trigger = page.getByRole('banner').locator('[data-menu-key="degreesDropdown"]');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('[data-submenu="degrees"]');
  await expect(panel.locator('[data-menu-key="microdegrees"]')).toBeVisible();
  return panel;
}

for (const locale of ['es', 'pt'] as const satisfies readonly E2eLocale[]) {
  test.describe(`micro-degree pages as a visitor in ${locale}`, () => {
    test.use({ viewport: { width: 1366, height: 900 }, locale: locale === 'es' ? 'es-ES' : 'pt-BR' });

    test('the menu leads to the listing; a programme shows its partner, months, price and courses', async ({ page }) => {
      const t = (key: string) => text(locale, 'microdegrees', key);
      const programmePath = localePath(locale, `/microgrados/${UX.slug}/`);

      await test.step('the degrees menu links each programme to its public page and to the listing', async () => {
        await page.goto(localePath(locale, '/blog/'));
        const panel = await openDegrees(page);
        await expect(panel.getByRole('link', { name: new RegExp(UX.title[locale]) })).toHaveAttribute('href', programmePath);
        const hrefs = await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        expect(hrefs.filter((h) => h.includes('/learn/'))).toEqual([]);
        await panel.getByRole('link', { name: text(locale, 'menu', 'degrees.seeAll') }).click();
        await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/microgrados/')}$`));
      });

      await test.step('the listing: every programme with its partner and months', async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
        const main = page.getByRole('main');
        const cards = main.getByRole('article');
        await expect(cards).toHaveCount(6);
        const card = cards.filter({ has: page.getByRole('link', { name: UX.title[locale] }) });
        await expect(card).toContainText(t('partner').replace('{partner}', UX.partner));
        await expect(card).toContainText(UX.months[locale]);
        await expect(card).toContainText(UX.price);
        await waitForHydration(page);
        await card.getByRole('link', { name: UX.title[locale] }).click();
        await expect(page).toHaveURL(new RegExp(`${programmePath}$`));
      });

      await test.step('the programme: partner, duration in months, price and its courses', async () => {
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: UX.title[locale] })).toBeVisible();
        await expect(main.getByText(t('partner').replace('{partner}', UX.partner), { exact: true })).toBeVisible();
        const stats = main.locator('dl').first();
        await expect(stats).toContainText(t('stats.duration'));
        await expect(stats).toContainText(UX.months[locale]);
        await expect(stats).toContainText(UX.partner);
        const priceBox = main.getByRole('complementary', { name: t('priceTitle') });
        await expect(priceBox).toContainText(UX.price);
        const courses = main.getByRole('region', { name: new RegExp(`^${UX.courses} `) });
        await expect(courses.getByRole('article')).toHaveCount(UX.courses);
        // A course card opens the course's public page.
        await expect(courses.getByRole('article').first().getByRole('link').first()).toHaveAttribute('href', new RegExp(`^${localePath(locale, '/cursos-online/')}`));
        const crumbs = page.getByRole('navigation', { name: text(locale, 'catalogue', 'breadcrumbs') });
        await expect(crumbs.getByRole('link', { name: t('crumb') })).toHaveAttribute('href', localePath(locale, '/microgrados/'));
      });
    });
  });
}

test('both pages are cached public HTML with canonical, alternates and structured data', async ({ request }) => {
  for (const [path, type] of [
    ['/microgrados/', 'ItemList'],
    [`/microgrados/${UX.slug}/`, 'EducationalOccupationalProgram'],
    [`/en/microgrados/${UX.slug}/`, 'EducationalOccupationalProgram'],
  ] as const) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path.replace(/\//g, '\\/')}"`));
    expect(html, path).toMatch(/<link rel="alternate" hrefLang="pt" href="[^"]*\/pt\/microgrados\//);
    const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => (JSON.parse(m[1]) as { '@type': string })['@type']);
    expect(types, path).toEqual(expect.arrayContaining([type, 'BreadcrumbList']));
    // A cached page (docs/caching.md, lib/server/security/page-rendering.ts): hashes, no per-request nonce,
    // and the next request is served from the page cache.
    expect(res.headers()['content-security-policy'] ?? '', path).not.toContain('nonce-');
    await expect(async () => {
      const again = await request.get(path);
      expect(again.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
    }).toPass({ timeout: 20_000 });
  }
  const detail = await (await request.get(`/microgrados/${UX.slug}/`)).text();
  expect(detail).toContain('"timeToComplete":"P6M"');
  expect(detail).toContain(`"@type":"CollegeOrUniversity","name":"${UX.partner}"`);
  expect((await request.get('/microgrados/no-existe/')).status()).toBe(404);
});
