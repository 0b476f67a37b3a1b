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

/**
 * The scripts of a page's first visit, until it has hydrated and the
 * network is idle: what the patches that keep code out of the first load
 * are judged on.
 */
export async function firstLoadScripts(page: Page, path: string): Promise<Array<{url: string; body: string}>> {
  const bodies: Array<Promise<{url: string; body: string}>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.text().then((body) => ({url: response.url(), body}), () => ({url: response.url(), body: ''})));
  });
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}
