import { expect, type Locator, type Page } from '@playwright/test';

/** Clicks a date until the picker has hydrated and selected it. */
export async function selectDate(page: Page, date: string): Promise<void> {
  const tab = page.locator(`[role="tab"][data-date="${date}"]`);
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
}

/** The launch dates of the picker, first to last. */
export async function agendaDates(page: Page): Promise<string[]> {
  return page.getByRole('tab').evaluateAll((els) => els.map((el) => el.getAttribute('data-date')!));
}

/** The card of the course titled `title` in the selected date's panel. */
export function agendaCard(page: Page, title: string): Locator {
  return page.getByRole('tabpanel').getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * The `n`-th card (0-based) offering `notify`, counting from the last date back: parallel
 * tests pass different `n` so they do not pick the same course.
 */
export async function nthNotifiableCard(page: Page, notify: string, n: number): Promise<{ date: string; title: string }> {
  let seen = 0;
  for (const date of (await agendaDates(page)).reverse()) {
    await selectDate(page, date);
    const cards = page.getByRole('tabpanel').getByRole('article').filter({ has: page.getByRole('button', { name: notify }) });
    const count = await cards.count();
    if (seen + count > n) return { date, title: (await cards.nth(n - seen).getByRole('heading').textContent())!.trim() };
    seen += count;
  }
  throw new Error(`Fewer than ${n + 1} agenda courses offer '${notify}'`);
}

/** A card that still offers `notify`: `preferred` on `date` if it does, else the first one from the last date back. */
export async function notifiableCard(page: Page, date: string, preferred: string, notify: string): Promise<{ date: string; title: string }> {
  await selectDate(page, date);
  if ((await agendaCard(page, preferred).getByRole('button', { name: notify }).count()) > 0) return { date, title: preferred };
  return nthNotifiableCard(page, notify, 0);
}
