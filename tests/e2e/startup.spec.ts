import type {Page} from '@playwright/test';
import {expect, test} from './readerTab';
import {MOBILE} from './site';
import {SITE_URL} from '../../src/data/externalLinks';
import {HOLD_LIMIT_MS} from '../../src/plugins/early-click-replay';
import {gotoHydrated, waitForHydration} from './hydration';

test.describe('on a phone', () => {
  test.use({viewport: MOBILE});

  test('the closed menu panel is mounted after hydration, so its first opening slides in', async ({tab: page}) => {
    await gotoHydrated(page, '/docs/the-fundamentals');
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toHaveCount(1);
    await expect(panel).not.toBeInViewport();
    await expect(panel.locator('a.menu__link', {hasText: 'The fundamentals'})).toHaveCount(1);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(panel.getByRole('link', {name: 'The fundamentals'})).toBeInViewport();
  });

  test('a tap on the menu button before hydration opens the menu once the page has hydrated', async ({page}) => {
    const bundle = holdMainBundle(page);
    // The main bundle is a deferred script: DOMContentLoaded waits for it.
    await page.goto('/docs/the-fundamentals', {waitUntil: 'commit'});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    bundle.release();
    await waitForHydration(page);
    // Two taps while nothing answered meant "open", not "open and close".
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Installation'})).toBeInViewport();
  });
});

// At DOMContentLoaded, upstream's check for a wrong baseUrl (home page only)
// inserts a hidden "did not load properly" message unless window.docusaurus
// exists. split-client-startup's entry reaches DOMContentLoaded at its first
// yield; while it defined window.docusaurus only later, the message was
// inserted on every visit (src/plugins/split-client-startup/clientEntry.tsx).
test('the home page hydrates without inserting an error message about its base URL', async ({tab: page}) => {
  await gotoHydrated(page, '/');
  await expect(page.getByText('did not load properly')).toHaveCount(0);
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

/** Keeps the page from hydrating until release() is called. */
function holdMainBundle(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return {release};
}

test('before hydration, the announcement\'s Close acts once the page has hydrated, and a dropdown\'s "#" is not followed', async ({page}) => {
  const bundle = holdMainBundle(page);
  await page.goto('/docs/', {waitUntil: 'commit'});
  await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
  // On a wide screen the dropdown opens on hover; its link to "#" would only
  // have scrolled to the top and added "#" to the address.
  await page.locator('nav.navbar .dropdown > a', {hasText: 'More'}).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(1);
  bundle.release();
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  expect(page.url()).not.toContain('#');
});

test('a tab chosen before hydration is the one shown once the page has hydrated', async ({page}) => {
  const bundle = holdMainBundle(page);
  await page.goto('/docs/', {waitUntil: 'commit'});
  const tabs = page.getByRole('tablist').first();
  await tabs.getByRole('tab', {name: 'yarn', exact: true}).click();
  await tabs.getByRole('tab', {name: 'pnpm', exact: true}).click();
  await tabs.getByRole('tab', {name: 'yarn', exact: true}).click();
  await expect(tabs.getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute('aria-selected', 'true');
  bundle.release();
  await waitForHydration(page);
  await expect(tabs.getByRole('tab', {name: 'yarn', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute('aria-selected', 'false');
});

test('Ctrl+K or "/" pressed before hydration opens search once the page has hydrated', async ({page}) => {
  for (const shortcut of ['Control+k', '/']) {
    const bundle = holdMainBundle(page);
    await page.goto('/docs/', {waitUntil: 'commit'});
    await expect(page.locator('.navbar')).toBeVisible();
    await page.keyboard.press(shortcut);
    await page.keyboard.press(shortcut);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    bundle.release();
    await waitForHydration(page);
    // Pressed twice while nothing answered: opened once, not opened and closed.
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.unroute(/\/assets\/js\/main\.[0-9a-f]+\.js$/);
  }
});

test('when the main bundle never arrives, a held click is let go after the limit and a dropdown\'s "#" acts natively again', async ({page}) => {
  await page.clock.install();
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('/docs/');
  const more = page.locator('nav.navbar .dropdown > a', {hasText: 'More'});
  await more.click();
  expect(page.url()).not.toContain('#');
  await page.clock.runFor(HOLD_LIMIT_MS);
  await more.click();
  await expect(page).toHaveURL(/\/docs\/#$/);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
});

// src/plugins/split-client-startup: the main script's own task ends before
// React DOM is evaluated (upstream's entry evaluates both in one task, the
// longest of a phone's page load). A script's load event fires in the task
// that ran it; React DOM looks up the DevTools hook as it is evaluated.
test("the main script's task ends before React DOM is evaluated", async ({page}) => {
  await page.addInitScript(() => {
    const order: string[] = [];
    (window as unknown as {startupOrder: string[]}).startupOrder = order;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      get: () => {
        if (!order.includes('React DOM evaluated')) order.push('React DOM evaluated');
        return undefined;
      },
    });
    document.addEventListener(
      'load',
      (event) => {
        if (/\/main\.\w+\.js$/.test((event.target as HTMLScriptElement).src ?? '')) order.push('main script ran');
      },
      true,
    );
  });
  await gotoHydrated(page, '/docs/the-fundamentals');
  expect(await page.evaluate(() => (window as unknown as {startupOrder: string[]}).startupOrder)).toEqual([
    'main script ran',
    'React DOM evaluated',
  ]);
});

// src/clientModules/idlePrefetch.ts: the routes of the links in view are
// prefetched once the page has loaded, in idle time, each chunk once
// (upstream inserts a <link> per route as each link scrolls into view, during
// hydration, most of them for chunks another route already prefetched).
test('a docs page prefetches the chunks of the routes in view after its load event, each once', async ({page}) => {
  await page.addInitScript(() => {
    const prefetches: Array<{href: string; beforeLoad: boolean}> = [];
    (window as unknown as {prefetches: typeof prefetches}).prefetches = prefetches;
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
        if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
          prefetches.push({href: node.href, beforeLoad: document.readyState !== 'complete'});
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await gotoHydrated(page, '/docs/the-fundamentals');
  const prefetches = () => page.evaluate(() => (window as unknown as {prefetches: Array<{href: string; beforeLoad: boolean}>}).prefetches);
  // The sidebar alone links to dozens of routes.
  await expect.poll(async () => (await prefetches()).length, {timeout: 30_000}).toBeGreaterThan(20);
  const inserted = await prefetches();
  expect(inserted.filter(({beforeLoad}) => beforeLoad)).toEqual([]);
  expect(inserted.map(({href}) => href).filter((href, index, all) => all.indexOf(href) !== index)).toEqual([]);
});
