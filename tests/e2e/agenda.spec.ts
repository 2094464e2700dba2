import { expect, test } from '@playwright/test';
import { agendaCard, notifiableCard, selectDate } from './support/agenda';
import { isOperation } from './support/graphql-operation';
import { loginDialog, signInThroughDialog } from './support/auth-dialog';

// The course agenda (spec §2 "Course agenda page", §4 "Course agenda", §6, §9), as visitors and
// members use it. Playwright runs in es-ES, so the page is Spanish.

const NOTIFY = 'Avísenme cuando esté listo';
const SCHEDULED = '¡Agendado!';

test.describe('course agenda', () => {
  test('a tap on the notify button before its code has arrived is kept: the login dialog opens once it has (issue 14: no dead taps)', async ({ page }) => {
    // Hold the button's own chunk (the one that sends CourseSubscribe) until the tap is made.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('CourseSubscribe')) await held;
      await route.fulfill({ response, body });
    });
    await page.goto('/agenda-cursos/');
    const lastDate = (await page.getByRole('tab').last().getAttribute('data-date'))!;
    await selectDate(page, lastDate);
    const button = page.getByRole('tabpanel').getByRole('button', { name: NOTIFY }).first();
    await expect(button).toBeEnabled();
    await button.click();
    await expect(loginDialog(page)).toHaveCount(0);
    release();
    await expect(loginDialog(page)).toBeVisible();
  });

  test('a visitor is asked to log in, comes back, schedules a course at once, and it stays scheduled', async ({ page }) => {
    await page.goto('/agenda-cursos/');
    await expect(page.getByRole('heading', { level: 1, name: /^Nuevos Lanzamientos en / })).toBeVisible();
    // Not a premium member: the pre-sale badge reads 'Preventa'.
    await expect(page.getByText('Preventa', { exact: true }).first()).toBeAttached();
    await expect(page.getByText('Próximamente', { exact: true })).toHaveCount(0);

    // The furthest launch date: its courses are not scheduled by the demo accounts.
    const lastDate = (await page.getByRole('tab').last().getAttribute('data-date'))!;
    await selectDate(page, lastDate);
    const panel = page.getByRole('tabpanel');
    const card = panel.getByRole('article').filter({ has: page.getByRole('button', { name: NOTIFY }) }).first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: NOTIFY }).click();

    await expect(loginDialog(page)).toBeVisible();
    const subscriptionsLoaded = page.waitForResponse((r) => r.url().includes('/api/v2/graph') && isOperation(r.request().postData(), 'MyCourseSubscriptions'));
    await signInThroughDialog(page, 'premium@demo.cursalia.test');
    await expect(page).toHaveURL(/\/agenda-cursos\/$/);
    await subscriptionsLoaded;

    // Premium members see 'Próximamente' instead of 'Preventa'.
    await expect(page.getByText('Próximamente', { exact: true }).first()).toBeAttached();
    await expect(page.getByText('Preventa', { exact: true })).toHaveCount(0);

    // Hold the subscription call: the card must switch before the server answers (optimistic).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v2/graph/**', async (route) => {
      if (isOperation(route.request().postData(), 'CourseSubscribe')) await held;
      await route.continue();
    });
    // The course clicked before logging in (another one if a previous run on this database already scheduled it).
    const target = await notifiableCard(page, lastDate, title, NOTIFY);
    const again = agendaCard(page, target.title);
    const subscribed = page.waitForResponse((r) => isOperation(r.request().postData(), 'CourseSubscribe'));
    await again.getByRole('button', { name: NOTIFY }).click();
    await expect(again.getByRole('button', { name: SCHEDULED })).toBeDisabled();
    release();
    const response = await subscribed;
    expect(await response.json()).toMatchObject({ data: { courseSubscribe: { success: true } } });
    await expect(again.getByRole('button', { name: SCHEDULED })).toBeDisabled();
    await page.unroute('**/api/v2/graph/**');

    // After a reload the course comes back scheduled from the server.
    await page.reload();
    await selectDate(page, target.date);
    const reloaded = agendaCard(page, target.title);
    await expect(reloaded.getByRole('button', { name: SCHEDULED })).toBeDisabled();
    await expect(reloaded.getByRole('button', { name: NOTIFY })).toHaveCount(0);
  });

  test.describe('at 1366 px', () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test('the arrows move between dates and are disabled at either end; the keyboard moves too', async ({ page }) => {
      await page.goto('/agenda-cursos/');
      const previous = page.getByRole('button', { name: 'Fecha anterior' });
      const next = page.getByRole('button', { name: 'Fecha siguiente' });
      await expect(previous).toBeVisible(); // from 1280 px, by the stylesheet (in the server's HTML)
      await expect(next).toBeVisible();

      const tabs = page.getByRole('tablist', { name: 'Fechas de lanzamiento' }).getByRole('tab');
      const dates = await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('data-date')!));
      expect(dates.length).toBeGreaterThan(6);
      const selected = page.getByRole('tab', { selected: true });
      const start = dates.indexOf((await selected.getAttribute('data-date'))!);
      expect(start).toBeGreaterThan(0); // today, after the recent past launches

      await next.click();
      await expect(selected).toHaveAttribute('data-date', dates[start + 1]);
      await expect(page.getByRole('tabpanel')).toHaveAttribute('id', `agenda-panel-${dates[start + 1]}`);

      for (let i = start + 1; i > 0; i -= 1) await previous.click();
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      await expect(tabs.first()).toBeInViewport();

      // Tablist keyboard: ArrowRight / ArrowLeft move the selection and the focus.
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.last()).toBeInViewport();
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
    });
  });

  test.describe('at 1024 px', () => {
    test.use({ viewport: { width: 1024, height: 800 } });

    test('there are no arrows and 5.5 dates fit the picker', async ({ page }) => {
      await page.goto('/agenda-cursos/');
      const tablist = page.getByRole('tablist', { name: 'Fechas de lanzamiento' });
      await expect(tablist.getByRole('tab', { selected: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Fecha anterior' })).toHaveCount(0);
      const [listWidth, tabWidth] = await tablist.evaluate((el) => [el.clientWidth, (el.querySelector('[role="tab"]') as HTMLElement).offsetWidth]);
      expect(listWidth / tabWidth).toBeGreaterThan(5.3);
      expect(listWidth / tabWidth).toBeLessThan(5.7);
    });
  });
});
