import {test as base, type Page} from '@playwright/test';

/**
 * `tab`: a browser tab that the tests of one worker share, for tests that
 * open a page and read it (or click through it) without listening to its
 * requests, routing them or needing a fresh cache. A new context and tab
 * per test starts a renderer with nothing compiled: 3.7 core-seconds per
 * docs page on these machines, against 1.6 for a tab that has loaded the
 * bundle before. Each test still gets a full document load, with the
 * test's viewport, colour scheme and motion preference, and the site's
 * storage is emptied after it, so no test sees what another stored.
 * Tests that need their own context (permissions, no JavaScript, request
 * listeners, prefetch) keep Playwright's `page`.
 */
export const test = base.extend<{tab: Page}, {workerTab: {page: Page | null}}>({
  workerTab: [
    async ({}, use) => {
      const holder: {page: Page | null} = {page: null};
      await use(holder);
      await holder.page?.context().close();
    },
    {scope: 'worker'},
  ],
  tab: async ({workerTab, browser, baseURL, viewport, colorScheme, reducedMotion}, use) => {
    if (!workerTab.page || workerTab.page.isClosed()) {
      const context = await browser.newContext({baseURL});
      workerTab.page = await context.newPage();
    }
    const page = workerTab.page;
    await page.goto('about:blank');
    // The last test's pointer would otherwise hover whatever the next page shows there.
    await page.mouse.move(0, 0);
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({colorScheme, reducedMotion});
    await use(page);
    // Whatever the test stored on the site (theme, search history) goes with it.
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
    await page.context().clearCookies();
  },
});

export {expect} from '@playwright/test';
