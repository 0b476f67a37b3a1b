import {expect, test} from './readerTab';
import {TOP_LEVEL_ROUTES, FIRST_RESULTS_TIMEOUT} from './site';
import {gotoHydrated} from './hydration';
import {watchForIncidents} from './incidents';

// What a visitor types, links to or runs with must not break the site:
// hostile and oversized search queries, browser storage that throws, and
// JavaScript switched off.

const HOSTILE_QUERIES = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  '🎬🚀 render ✨',
  `${'interpolate '.repeat(833)}spring`.slice(0, 10_000),
  // No word of it is on the site: the no-results screen echoes it.
  '<qqxqzzv onqqzzv=qqzzv()>',
];

/** What the modal shows for each query: words of the first four are on the site, none of the last. */
const MODAL_OUTCOMES: Record<string, 'hits' | 'no results'> = {
  [HOSTILE_QUERIES[0]]: 'hits',
  [HOSTILE_QUERIES[1]]: 'hits',
  [HOSTILE_QUERIES[2]]: 'hits',
  [HOSTILE_QUERIES[3]]: 'hits',
  [HOSTILE_QUERIES[4]]: 'no results',
};

test('hostile and oversized queries in ?q= are shown as text on the search page', async ({tab: page}) => {
  // Five loads of the search page, each building the search engine.
  test.slow();
  const incidents = watchForIncidents(page);
  for (const query of HOSTILE_QUERIES) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toContainText(query.slice(0, 40));
    await expect(page.getByRole('searchbox')).toHaveValue(query);
    await expect(page.locator('main img[src="x"], main script, main qqxqzzv')).toHaveCount(0);
  }
  expect(incidents).toEqual([]);
});

test('hostile and oversized queries typed in the modal are shown as text', async ({tab: page}) => {
  const incidents = watchForIncidents(page);
  await gotoHydrated(page, '/docs/');
  for (const query of HOSTILE_QUERIES) {
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill(query);
    // The input keeps at most 64 characters (SPEC §4).
    const kept = query.slice(0, 64);
    await expect(input).toHaveValue(kept);
    if (MODAL_OUTCOMES[query] === 'hits') {
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
      await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    } else {
      await expect(page.locator('.DocSearch-NoResults')).toContainText(kept.trim(), {timeout: FIRST_RESULTS_TIMEOUT});
    }
    await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script, .DocSearch-Modal qqxqzzv')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  }
  expect(incidents).toEqual([]);
});

test.describe('with browser storage that throws', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('Storage is disabled', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {get: refuse, configurable: true});
      Object.defineProperty(window, 'sessionStorage', {get: refuse, configurable: true});
    });
  });

  test('every top-level page and a docs page still render and hydrate', async ({page}) => {
    test.setTimeout(90_000);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
    for (const path of [...TOP_LEVEL_ROUTES, '/docs/interpolate']) {
      await gotoHydrated(page, path);
      await expect(page.locator('main, article').first(), path).toBeVisible();
      await expect(page.locator('nav.navbar'), path).toBeVisible();
    }
    expect(uncaught).toEqual([]);
  });

  test('search answers and opens the chosen result', async ({page}) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await gotoHydrated(page, '/docs/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('spring');
    const hit = page.locator('.DocSearch-Hit a').first();
    await expect(hit).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    await hit.click();
    await expect(page).toHaveURL(/\/docs\//);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(uncaught).toEqual([]);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  for (const path of ['/', '/docs/interpolate', '/docs/lambda/rendermediaonlambda', '/blog/3-2', '/player/', '/lambda/']) {
    test(`${path} shows its full main content and its navigation links`, async ({page}) => {
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      const main = page.locator('main').first();
      expect((await main.innerText()).length).toBeGreaterThan(500);
      for (const name of ['Docs', 'API']) {
        await expect(page.locator('nav.navbar').getByRole('link', {name, exact: true})).toHaveAttribute('href', /^\/docs/);
      }
      // The More menu opens on hover, which needs no script.
      await expect(page.locator('nav.navbar .dropdown__menu a[href="/blog"]')).toBeAttached();
      await expect(page.locator('footer a[href^="/docs"]').first()).toBeAttached();
    });
  }

  test('a docs page keeps its sidebar links and code blocks', async ({page}) => {
    await page.goto('/docs/interpolate');
    await expect(page.locator('.theme-doc-sidebar-menu a[href="/docs/interpolate"]')).toBeVisible();
    await expect(page.locator('.theme-doc-markdown pre .token').first()).toBeVisible();
  });

  test('the search button is disabled, as search needs scripts', async ({page}) => {
    await page.goto('/docs/interpolate');
    await expect(page.locator('.navbar').getByRole('button', {name: 'Search'})).toBeDisabled();
  });

  // Without scripts nothing reads these controls: a value typed there would
  // show while the estimate or the video ignored it.
  for (const {path, control} of [
    {path: '/lambda/', control: 'Memory (MB)'},
    {path: '/', control: 'Text in the video'},
    {path: '/player/', control: 'Title'},
  ]) {
    test(`the controls of ${path} are disabled, as nothing would read them`, async ({page}) => {
      await page.goto(path);
      await expect(page.getByLabel(control, {exact: true})).toBeDisabled();
    });
  }
});
