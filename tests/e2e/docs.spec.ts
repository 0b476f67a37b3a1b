import {expect, test} from '@playwright/test';

test('the docs open on getting started in the main sidebar', async ({page}) => {
  await page.goto('/');
  await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.locator('article h1')).toHaveText('Creating a new project');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await expect(sidebar.locator('.menu__link--active').last()).toHaveAttribute('href', '/docs/');
  await expect(sidebar).toContainText('Getting started');
  await expect(sidebar).not.toContainText('@remotion/player');
});

test('the API link opens the API sidebar', async ({page}) => {
  await page.goto('/docs/');
  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/remotion$/);
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await expect(sidebar).toContainText('@remotion/player');
  await expect(sidebar).not.toContainText('Migration guides');
});

test('Pricing leads to the license and pricing page', async ({page}) => {
  await page.goto('/');
  await page.locator('nav.navbar').getByRole('link', {name: 'Pricing'}).click();
  await expect(page).toHaveURL(/\/docs\/license$/);
  await expect(page.locator('article h1')).toContainText(/License/i);
});

test('the current docs version is labelled Next', async ({page}) => {
  await page.goto('/docs/the-fundamentals');
  await expect(page.locator('.navbar__items--right .dropdown > .navbar__link', {hasText: 'Next'})).toBeVisible();
});

test('the table of contents lists heading levels 2 and 3 only', async ({page}) => {
  await page.goto('/docs/the-fundamentals');
  const tocLinks = page.locator('.table-of-contents a');
  await expect(tocLinks.first()).toBeVisible();
  const targets = await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
  for (const id of targets) {
    const level = await page.locator(`article [id="${id}"]`).evaluate((heading) => heading.tagName);
    expect(['H2', 'H3']).toContain(level);
  }
});

test('code blocks are highlighted in every language the docs use, and stay as rendered once the page runs', async ({page}) => {
  await page.goto('/docs/github-actions');
  const yaml = page.locator('pre.language-yaml').first();
  await expect(yaml.locator('.token.key')).not.toHaveCount(0);
  await page.goto('/docs/brownfield');
  for (const language of ['tsx', 'bash']) {
    await expect(page.locator(`pre.language-${language} .token.keyword, pre.language-${language} .token.function`).first()).toBeVisible();
  }
  const before = await page.locator('pre.language-tsx').first().innerHTML();
  // Prism's core would re-highlight `[class*="language-"] code` elements on
  // its own unless it runs in manual mode.
  await page.waitForLoadState('networkidle');
  expect(await page.locator('pre.language-tsx').first().innerHTML()).toBe(before);
  expect(await page.evaluate(() => (window as {Prism?: {manual?: boolean}}).Prism?.manual ?? true)).toBe(true);
});

test('links seen on load are prefetched only after the page has loaded, while the browser is idle', async ({page}) => {
  await page.addInitScript(() => {
    const record = window as unknown as {prefetchTimes: number[]; loadTime?: number};
    record.prefetchTimes = [];
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') record.prefetchTimes.push(performance.now());
        }
      }
    }).observe(document, {childList: true, subtree: true});
    window.addEventListener('load', () => (record.loadTime = performance.now()));
  });
  // A slow image holds the load event back well past hydration, when links
  // have been seen: stock Docusaurus prefetches them then, before load.
  await page.route('**/img/logo.svg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/docs/interpolate', {waitUntil: 'commit'});
  await page.waitForFunction(() => (window as unknown as {prefetchTimes: number[]}).prefetchTimes.length > 10, undefined, {
    timeout: 15_000,
  });
  const {prefetchTimes, loadTime} = await page.evaluate(() => {
    const record = window as unknown as {prefetchTimes: number[]; loadTime: number};
    return {prefetchTimes: record.prefetchTimes, loadTime: record.loadTime};
  });
  expect(loadTime).toBeGreaterThan(0);
  expect(Math.min(...prefetchTimes)).toBeGreaterThanOrEqual(loadTime);
});

test('the deferred prefetches run in short idle slices, even on a slow CPU', async ({page}) => {
  // Times every idle callback the page runs.
  await page.addInitScript(() => {
    const durations: number[] = [];
    (window as unknown as {idleCallbackDurations: number[]}).idleCallbackDurations = durations;
    const requestIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      requestIdle((deadline) => {
        const start = performance.now();
        callback(deadline);
        durations.push(performance.now() - start);
      }, options);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto('/docs/the-fundamentals');
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.locator('link[rel="prefetch"]').count(), {timeout: 15_000})
    .toBeGreaterThan(20);
  const durations = await page.evaluate(() => (window as unknown as {idleCallbackDurations: number[]}).idleCallbackDurations);
  expect(durations.length).toBeGreaterThan(1);
  // None is a long task (50 ms or more). Without the 8 ms budget a callback
  // runs to the end of its idle period, up to 50 ms, and then some.
  expect(Math.max(...durations)).toBeLessThan(50);
});

test('each chunk is prefetched once, and a prefetched route needs no other chunk when opened', async ({page}) => {
  await page.goto('/docs/the-fundamentals');
  const prefetchLinks = page.locator('link[rel="prefetch"]');
  await expect.poll(() => prefetchLinks.count(), {timeout: 15_000}).toBeGreaterThan(20);
  await page.waitForLoadState('networkidle');
  const prefetched = await prefetchLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(new Set(prefetched).size).toBe(prefetched.length);

  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Animating properties', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/animating-properties$/);
  await expect(page.locator('article h1')).toHaveText(/Animating properties/i);
  expect(requested.length).toBeGreaterThan(0);
  for (const url of requested) expect(prefetched).toContain(url);
});

test('Prism is downloaded by pages with code blocks only', async ({page}) => {
  // A property name from Prism's core, which survives minification.
  const PRISM_SIGNATURE = 'disableWorkerMessageHandler';
  const scriptsWithPrism = async (path: string) => {
    const bodies: Array<Promise<string>> = [];
    const collect = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    };
    page.on('response', collect);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    return (await Promise.all(bodies)).filter((body) => body.includes(PRISM_SIGNATURE)).length;
  };
  expect(await scriptsWithPrism('/about')).toBe(0);
  expect(await scriptsWithPrism('/docs/brownfield')).toBe(1);
});
