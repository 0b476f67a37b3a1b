import {expect, test} from './readerTab';
import {firstLoadScripts} from './hydration';

test('the docs open on getting started in the main sidebar', async ({tab: page}) => {
  await page.goto('/');
  await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.locator('article h1')).toHaveText('Creating a new project');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await expect(sidebar.locator('.menu__link--active').last()).toHaveAttribute('href', '/docs/');
  await expect(sidebar).toContainText('Getting started');
  await expect(sidebar).not.toContainText('@remotion/player');
});

test('the API link opens the API sidebar', async ({tab: page}) => {
  await page.goto('/docs/');
  await page.locator('nav.navbar').getByRole('link', {name: 'API', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/remotion$/);
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await expect(sidebar).toContainText('@remotion/player');
  await expect(sidebar).not.toContainText('Migration guides');
});

test('Pricing leads to the license and pricing page', async ({tab: page}) => {
  await page.goto('/');
  await page.locator('nav.navbar').getByRole('link', {name: 'Pricing'}).click();
  await expect(page).toHaveURL(/\/docs\/license$/);
  await expect(page.locator('article h1')).toContainText(/License/i);
});

test('the current docs version is labelled Next', async ({tab: page}) => {
  await page.goto('/docs/the-fundamentals');
  await expect(page.locator('.navbar__items--right .dropdown > .navbar__link', {hasText: 'Next'})).toBeVisible();
});

test('the table of contents lists heading levels 2 and 3 only', async ({tab: page}) => {
  await page.goto('/docs/the-fundamentals');
  const tocLinks = page.locator('.table-of-contents a');
  await expect(tocLinks.first()).toBeVisible();
  const targets = await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
  for (const id of targets) {
    const level = await page.locator(`article [id="${id}"]`).evaluate((heading) => heading.tagName);
    expect(['H2', 'H3']).toContain(level);
  }
});

test('code blocks are highlighted in every language the docs use, and stay as rendered once the page runs', async ({tab: page}) => {
  await page.goto('/docs/github-actions');
  const yaml = page.locator('pre.language-yaml').first();
  await expect(yaml.locator('.token.key')).not.toHaveCount(0);
  await page.goto('/docs/brownfield');
  for (const language of ['tsx', 'bash']) {
    await expect(page.locator(`pre.language-${language} .token.keyword, pre.language-${language} .token.function`).first()).toBeVisible();
  }
  const before = await page.locator('pre.language-tsx').first().innerHTML();
  // Prism's core, left in automatic mode, would highlight the rendered
  // `[class*="language-"] code` elements a second time once it loads.
  await page.waitForLoadState('networkidle');
  expect(await page.locator('pre.language-tsx').first().innerHTML()).toBe(before);
});

test('links seen on load are prefetched only after the page has loaded, while the browser is idle', async ({page}) => {
  // The order in which the load event and the first prefetch links happen.
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as {pageEvents: string[]}).pageEvents = events;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') events.push('prefetch');
        }
      }
    }).observe(document, {childList: true, subtree: true});
    window.addEventListener('load', () => events.push('load'));
  });
  // A slow image holds the load event back well past hydration, when links
  // have been seen: stock Docusaurus prefetches them then, before load.
  await page.route('**/img/logo.svg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/docs/interpolate', {waitUntil: 'commit'});
  const pageEvents = () => page.evaluate(() => (window as unknown as {pageEvents: string[]}).pageEvents);
  await expect.poll(async () => (await pageEvents()).filter((event) => event === 'prefetch').length, {timeout: 15_000}).toBeGreaterThan(10);
  expect((await pageEvents())[0]).toBe('load');
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

// src/plugins/docs-lean-metadata: the version's metadata every docs page
// downloads carries its sidebars, not the map of every doc's title and
// description (read only by doc cards, which the site does not render).
test("a docs page downloads its version's sidebars without the map of every doc", async ({page}) => {
  const versionChunks = (await firstLoadScripts(page, '/docs/interpolate')).filter(({body}) => body.includes('"docsSidebars"'));
  expect(versionChunks.length).toBeGreaterThan(0);
  for (const {body} of versionChunks) expect(body.match(/"docs":\{"[^"]+":\{"id"/)?.[0] ?? 'no doc map').toBe('no doc map');
});

// src/plugins/lean-utils-common: the main chunk carries no tslib, which
// @docusaurus/utils-common requires; a message of tslib's generator helper
// tells a script that carries it.
test("a docs page's first load carries no tslib", async ({page}) => {
  const scripts = await firstLoadScripts(page, '/docs/interpolate');
  expect(scripts.filter(({body}) => body.includes('Generator is already executing')).map(({url}) => url)).toEqual([]);
});
