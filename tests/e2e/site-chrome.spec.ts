import { expect, test, type Page } from '@playwright/test';
import { loginDialog, signInThroughDialog } from './support/auth-dialog';

/**
 * Site chrome (issue 6 items 7–8) in the browser: the cookies banner is accepted and stays
 * accepted after a reload (cookie + localStorage); the chat-support launcher appears for a
 * premium member and not for a PAYG learner (spec §6), and a premium member's message is
 * stored and listed again.
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
