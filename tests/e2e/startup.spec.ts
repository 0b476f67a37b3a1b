import {expect, test} from '@playwright/test';
import {MOBILE} from './site';
import {SITE_URL} from '../../src/data/externalLinks';
import {gotoHydrated, waitForHydration} from './hydration';

test.describe('on a phone', () => {
  test.use({viewport: MOBILE});

  test('the closed menu panel is mounted after hydration, so its first opening slides in', async ({page}) => {
    await gotoHydrated(page, '/docs/the-fundamentals');
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toHaveCount(1);
    await expect(panel).not.toBeInViewport();
    await expect(panel.locator('a.menu__link', {hasText: 'The fundamentals'})).toHaveCount(1);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(panel.getByRole('link', {name: 'The fundamentals'})).toBeInViewport();
  });
});

// A click while the page hydrates makes React discard the render in
// progress. Helmets registered by a discarded render used to stay for the
// rest of the visit, so the next page carried the first page's alternate
// links next to its own (src/plugins/head-after-hydration). Whether a click
// lands inside that render is a matter of timing, so the clicks sweep the
// hydration of a slowed-down page; before the fix, the earliest of them left
// the stale tags in each of six runs.
test('a click while the page hydrates leaves the next page with its own head tags only', async ({page}) => {
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
  const headLinks = () =>
    page.evaluate(() => ({
      twins: Array.from(document.head.querySelectorAll('link[type="text/markdown"]'), (link) => link.getAttribute('href')),
      languages: Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang="en"]'), (link) => link.getAttribute('href')),
    }));
  for (const delayMs of [0, 25, 50, 100, 200]) {
    await page.goto('/docs/interpolate', {waitUntil: 'domcontentloaded'});
    await page.waitForTimeout(delayMs);
    await page.locator('article').getByRole('link', {name: 'useCurrentFrame()'}).first().click();
    await expect(page).toHaveURL(/\/docs\/use-current-frame$/);
    await waitForHydration(page);
    await expect
      .poll(headLinks, {message: `clicked ${delayMs} ms after the HTML was parsed`})
      .toEqual({twins: ['/docs/use-current-frame.md'], languages: [`${SITE_URL}/docs/use-current-frame`]});
  }
});
