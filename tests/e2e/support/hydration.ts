import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (components/providers/HydrationMarker.tsx): a click
 * before that does nothing, or starts a navigation the router's start-up drops.
 */
export async function waitForHydration(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout });
}
