import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { agendaCard, nthNotifiableCard, selectDate } from './support/agenda';
import { isOperation } from './support/graphql-operation';
import { signInThroughDialog } from './support/auth-dialog';
import { localePath, text, type E2eLocale } from './support/messages';

// One visitor's way through the product (spec §2 catalogue, search, course page with its
// lazy-loaded trailer, the lazy-loaded preview modal, the agenda and the auth dialog), on a
// phone and on a laptop, in Spanish and in Portuguese. Texts come from messages/.

/** What the deterministic seed holds: 'fotografia digtal' finds this course, which has a trailer. */
const PHOTO_COURSE = {
  path: '/cursos-online/fotografia/fotografia-digital-para-principiantes/',
  title: { es: 'Fotografía digital para principiantes', pt: 'Fotografia digital para iniciantes' },
};
const PHOTO_CATEGORY = { slug: 'fotografia', name: { es: 'Fotografía', pt: 'Fotografia' } };
/** 'diseno' (no tilde) finds the design courses, whose titles carry the accent in Spanish. */
const DESIGN_TITLE = { es: /^Diseño de /, pt: /^Design de / };

const VARIANTS: ReadonlyArray<{ locale: E2eLocale; width: number; height: number }> = [
  { locale: 'es', width: 375, height: 812 },
  { locale: 'es', width: 1366, height: 900 },
  { locale: 'pt', width: 375, height: 812 },
  { locale: 'pt', width: 1366, height: 900 },
];

// The four variants are independent (each schedules its own course): let two workers share them.
// One journey is several pages long, and slower while the other specs share the server.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The search page for a term: from the menu (a link on phones, the overlay from md) or its own form. */
async function search(page: Page, locale: E2eLocale, term: string, from: 'menu' | 'page', wide: boolean) {
  const label = text(locale, 'catalogue', 'search.label');
  if (from === 'menu' && wide) {
    await page.getByRole('banner').getByRole('button', { name: text(locale, 'menu', 'search') }).click();
    const overlay = page.getByRole('dialog', { name: text(locale, 'catalogue', 'searchOverlay.dialogLabel') });
    await overlay.getByRole('combobox').fill(term);
    await overlay.getByRole('combobox').press('Enter');
  } else {
    if (from === 'menu') await page.getByRole('banner').getByRole('link', { name: text(locale, 'menu', 'search') }).click();
    const box = page.getByRole('main').getByRole('searchbox', { name: label });
    await box.fill(term);
    await box.press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, '/cursos-online/search/'))}\\?q=${encodeURIComponent(term).replace(/%20/g, '\\+')}$`));
}

VARIANTS.forEach(({ locale, width, height }, index) => {
  const wide = width >= 900;
  test.describe(`visitor journey in ${locale} at ${width} px`, () => {
    test.use({ viewport: { width, height }, locale: locale === 'es' ? 'es-ES' : 'pt-BR' });

    test('catalogue filter, accent- and typo-tolerant search, trailer, preview modal, then a launch scheduled after logging in', async ({ page }) => {
      await test.step('the catalogue, filtered by a category', async () => {
        await page.goto(localePath(locale, '/cursos-online/?all=true'));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // A link click that lands before hydration can be lost: let the page hydrate first.
        await waitForHydration(page);
        const filters = page.getByRole('navigation', { name: text(locale, 'catalogue', 'filters.label') });
        const chip = filters.getByRole('link', { name: new RegExp(`^${PHOTO_CATEGORY.name[locale]} \\(\\d+\\)$`) });
        await chip.click();
        await expect(page).toHaveURL(new RegExp(`[?&]category=${PHOTO_CATEGORY.slug}(&|$)`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'catalogue', 'listing.titleFiltered').replace('{name}', PHOTO_CATEGORY.name[locale]));
        await expect(chip).toHaveAttribute('aria-current', 'page');
        // Every card offers a preview next to its link.
        await expect(page.getByRole('main').getByRole('article').first().getByRole('button', { name: new RegExp(`^${escapeRegExp(text(locale, 'course', 'preview.open'))} `) })).toBeVisible();
      });

      await test.step('search without the accent, then with a typo', async () => {
        await search(page, locale, 'diseno', 'menu', wide);
        const results = page.getByRole('main').getByRole('article');
        await expect(results.getByRole('link', { name: DESIGN_TITLE[locale] }).first()).toBeVisible();
        await expect.poll(() => results.count()).toBeGreaterThan(1);

        await search(page, locale, 'fotografia digtal', 'page', wide);
        await page.getByRole('main').getByRole('link', { name: PHOTO_COURSE.title[locale], exact: true }).first().click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, PHOTO_COURSE.path))}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(PHOTO_COURSE.title[locale]);
      });

      await test.step('the trailer plays in place of the cover and is tracked', async () => {
        await expect(page.locator('[data-trailer-player]')).toHaveCount(0);
        const tracked = page.waitForRequest(
          (r) => r.url().includes('/api/v3/user-activity/') && (r.postDataJSON() as Array<{ event_type?: string }>)[0]?.event_type === 'trailer',
        );
        await page.getByRole('button', { name: text(locale, 'course', 'trailer.play') }).click();
        const video = page.getByLabel(text(locale, 'course', 'trailer.playerLabel').replace('{title}', PHOTO_COURSE.title[locale]));
        await expect(video).toBeVisible();
        await expect(video).toBeFocused();
        const event = (await tracked).postDataJSON() as Array<{ item_type: string; page_identifier: string }>;
        expect(event[0]).toMatchObject({ item_type: 'course', page_identifier: 'course-page' });
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
        expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/media\/trailers\/trailer-\d\.(webm|mp4)$/);
      });

      await test.step('a related card opens its preview; Escape closes it and the focus goes back', async () => {
        const openPrefix = text(locale, 'course', 'preview.openLabel').split('{title}')[0];
        const button = page.locator('#related').getByRole('button', { name: new RegExp(`^${escapeRegExp(openPrefix)}`) }).first();
        const title = ((await button.getAttribute('aria-label')) ?? '').slice(openPrefix.length);
        await button.click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('link', { name: text(locale, 'course', 'preview.goToCourse') })).toHaveAttribute('href', /\/cursos-online\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
        await expect(dialog.getByText(text(locale, 'course', 'preview.level'), { exact: true })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(button).toBeFocused();
      });

      await test.step('the agenda asks to log in, comes back, and the launch stays scheduled', async () => {
        const notify = text(locale, 'agenda', 'card.notifyMe');
        const scheduled = text(locale, 'agenda', 'card.scheduled');
        const agendaPath = localePath(locale, '/agenda-cursos/');
        await page.goto(agendaPath);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Each variant takes its own course, so parallel runs do not race for one card.
        const pick = await nthNotifiableCard(page, notify, index);
        await agendaCard(page, pick.title).getByRole('button', { name: notify }).click();

        const subscriptionsLoaded = page.waitForResponse((r) => isOperation(r.request().postData(), 'MyCourseSubscriptions'));
        await signInThroughDialog(page, 'payg@demo.cursalia.test', { locale });
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(agendaPath)}$`));
        await subscriptionsLoaded;

        await selectDate(page, pick.date);
        const card = agendaCard(page, pick.title);
        // A rerun on the same database finds the course already scheduled for this account.
        if ((await card.getByRole('button', { name: notify }).count()) > 0) await card.getByRole('button', { name: notify }).click();
        await expect(card.getByRole('button', { name: scheduled })).toBeDisabled();

        await page.reload();
        await selectDate(page, pick.date);
        await expect(agendaCard(page, pick.title).getByRole('button', { name: scheduled })).toBeDisabled();
        await expect(agendaCard(page, pick.title).getByRole('button', { name: notify })).toHaveCount(0);
      });
    });
  });
});
