import { expect, type Locator, type Page } from '@playwright/test';
import { text, type E2eLocale } from './messages';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Demo-2026';

/** The login view of the auth dialog, by its title in `locale`. */
export function loginDialog(page: Page, locale: E2eLocale = 'es'): Locator {
  return page.getByRole('dialog', { name: text(locale, 'auth', 'login.title') });
}

/**
 * Fills the open login dialog and submits it: the dialog closes once the session exists.
 * `password` defaults to the demo accounts' one.
 */
export async function signInThroughDialog(page: Page, email: string, options: { locale?: E2eLocale; password?: string } = {}): Promise<void> {
  const locale = options.locale ?? 'es';
  const dialog = loginDialog(page, locale);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: text(locale, 'auth', 'login.username') }).fill(email);
  await dialog.getByLabel(new RegExp(`^${text(locale, 'auth', 'login.password')}`)).fill(options.password ?? DEMO_PASSWORD);
  await dialog.getByRole('button', { name: text(locale, 'auth', 'login.submit') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
