import {expect, type Page} from '@playwright/test';

/**
 * Buttons, keyboard shortcuts and client-side navigation act only once React
 * has hydrated the server-rendered page; until then a click on a button does
 * nothing and a link loads a whole new page. On a loaded machine that can be
 * well after the load event, so a test that acts through React waits for the
 * mark Docusaurus sets on <html> when hydration is done.
 */
export async function waitForHydration(page: Page, options?: {timeout?: number}): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', options);
}

export async function gotoHydrated(page: Page, path: string, options?: {timeout?: number}): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, options);
}
