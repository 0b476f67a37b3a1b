import type {Page} from '@playwright/test';
import {expect, test} from './readerTab';
import type {CompactIndex} from '../../src/search/records';
import {textOnlyWord, withTextRepeated} from '../searchIndexFixtures';
import {FIRST_RESULTS_TIMEOUT} from './site';
import {gotoHydrated, waitForHydration} from './hydration';

const INDEX_NAME = 'remotion';
const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX_NAME}`;
const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX_NAME}`;

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const searchButton = (page: Page) => page.locator('.navbar').getByRole('button', {name: /^Search/});

async function openWithShortcut(page: Page) {
  await waitForHydration(page);
  // The shortcut toggles: pressed while a modal that a selection closes is still up, it would close it.
  await expect(modal(page)).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
}

async function search(page: Page, query: string) {
  await openWithShortcut(page);
  await input(page).fill(query);
  // Results carry highlights; the start screen's saved searches do not.
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
}

/** A stored hit, as DocSearch keeps it in localStorage. */
function storedHit(n: number) {
  return {
    objectID: `seed-${n}`,
    type: 'lvl1',
    url: `/docs/`,
    hierarchy: {lvl0: 'Getting started', lvl1: `Seeded search ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    _highlightResult: {},
    _snippetResult: {},
  };
}

test.describe('opening and closing the modal', () => {
  test('Ctrl+K and Cmd+K open it, Escape closes it and the query starts empty again', async ({tab: page}) => {
    await page.goto('/docs/');
    await openWithShortcut(page);
    await input(page).fill('spring');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
    await expect(input(page)).toBeFocused();
  });

  test('"/" opens it, except while typing in a text field', async ({tab: page}) => {
    await gotoHydrated(page, '/player/');
    // The live Player mounts after hydration; let it settle before typing.
    await expect(page.getByTestId('title-card-text')).toBeVisible();
    await page.getByLabel('Title').press('/');
    // The shortcut listener runs in the same key event that types the slash,
    // so once the field holds it, an opened modal would already be there.
    await expect(page.getByLabel('Title')).toHaveValue(/\//);
    await expect(modal(page)).toBeHidden();
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
  });

  test('a click on the backdrop closes it', async ({tab: page}) => {
    await page.goto('/docs/');
    await searchButton(page).click();
    await expect(modal(page)).toBeVisible();
    await page.locator('.DocSearch-Container').click({position: {x: 5, y: 5}});
    await expect(modal(page)).toBeHidden();
  });

  test('Cancel closes it on a phone', async ({tab: page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/');
    await searchButton(page).click();
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(modal(page)).toBeHidden();
  });
});

test('nothing of search loads until the button is hovered, focused or touched', async ({page}) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (/search-index(-pages)?\.json|algolia/.test(request.url())) searchRequests.push(request.url());
  });
  await gotoHydrated(page, '/docs/');
  await page.waitForLoadState('networkidle');
  expect(searchRequests).toEqual([]);
  await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
  await searchButton(page).hover();
  // The worker fetches the pages' index alongside the full one, and answers from it first.
  await expect
    .poll(() => [...searchRequests].sort())
    .toEqual([expect.stringMatching(/\/search-index-pages\.json$/), expect.stringMatching(/\/search-index\.json$/)]);
});

test('results: grouped, at most 5 per group, highlighted, and the footer links to the search page', async ({tab: page}) => {
  await page.goto('/docs/');
  await search(page, 'render');
  const groups = page.locator('.DocSearch-Hits');
  expect(await groups.count()).toBeGreaterThan(1);
  for (const group of await groups.all()) {
    expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
  }
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  const footer = page.getByRole('link', {name: /^See all \d+ results$/});
  await expect(footer).toHaveAttribute('href', '/search?q=render');
  await footer.click();
  await expect(page).toHaveURL(/\/search\?q=render$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "render"');
});

test('the footer link carries the query URL-encoded', async ({tab: page}) => {
  await page.goto('/docs/');
  await search(page, 'render media');
  await expect(page.getByRole('link', {name: /^See all \d+ results$/})).toHaveAttribute('href', '/search?q=render%20media');
});

test('the input takes at most 64 characters, and the page selection pre-fills it', async ({tab: page}) => {
  await page.goto('/docs/the-fundamentals');
  await page.evaluate(() => {
    const paragraph = document.querySelector('article p')!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  const selected = await page.evaluate(() => window.getSelection()!.toString());
  expect(selected.length).toBeGreaterThan(64);
  await openWithShortcut(page);
  await expect(input(page)).toHaveAttribute('maxlength', '64');
  await expect(input(page)).toHaveValue(selected.slice(0, 64));
});

test('keyboard: arrows move the active hit and Enter opens it', async ({tab: page}) => {
  await page.goto('/');
  await search(page, 'useCurrentFrame');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/use-current-frame/);
  await expect(modal(page)).toBeHidden();
});

test('Enter still opens the selected hit after the navbar re-renders under the open modal', async ({tab: page}) => {
  // Crossing the mobile breakpoint re-renders the navbar and the search bar
  // in it. DocSearch used to get new search parameters from that render and
  // rebuild its state empty behind the hits on screen, so Enter did nothing
  // (seen as a flaky recent-searches test, when a late render came between
  // the results and the Enter).
  await page.goto('/');
  await search(page, 'useCurrentFrame');
  const mobileMenuButton = page.locator('.navbar__toggle');
  await page.setViewportSize({width: 900, height: 720});
  await expect(mobileMenuButton).toBeVisible();
  await page.setViewportSize({width: 1280, height: 720});
  await expect(mobileMenuButton).toBeHidden();
  await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/use-current-frame/);
  await expect(modal(page)).toBeHidden();
});

test('keyboard: Ctrl+Enter opens the hit in a new tab, Shift+Enter in a new window', async ({page, context}) => {
  await page.goto('/');
  await search(page, 'useCurrentFrame');
  const newTab = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  await expect((await newTab).url()).toMatch(/\/docs\/use-current-frame/);
  const newWindow = context.waitForEvent('page');
  await page.keyboard.press('Shift+Enter');
  await expect((await newWindow).url()).toMatch(/\/docs\/use-current-frame/);
});

test('recent searches and favourites are kept per index, and can be moved and removed', async ({tab: page}) => {
  await page.goto('/');
  await search(page, 'interpolateColors');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/interpolate-colors/);
  const recent = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)) ?? '[]');
  expect(recent).toHaveLength(1);

  await openWithShortcut(page);
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
  await page.getByRole('button', {name: 'Save this search'}).first().click();
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
  const favorites = () =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, FAVORITE_KEY);
  await expect.poll(favorites).toBe(1);
  await page.getByRole('button', {name: 'Remove this search from favorites'}).first().click();
  await expect.poll(favorites).toBe(0);
  await expect(page.locator('.DocSearch-Hit-source')).toHaveCount(0);
});

test('recent searches keep 7 entries, 4 once there are favourites; favourites keep 10', async ({tab: page}) => {
  // Two searches, each on a freshly loaded page whose search engine is built first.
  test.slow();
  const storedTitles = (key: string) =>
    page.evaluate(
      (k) => (JSON.parse(localStorage.getItem(k) ?? '[]') as Array<{hierarchy: Record<string, string | null>}>).map(
        (hit) => hit.hierarchy.lvl1,
      ),
      key,
    );
  const seededTitles = (from: number, count: number) => Array.from({length: count}, (_, n) => `Seeded search ${from + n}`);

  await page.goto('/');
  await page.evaluate(
    ({recentKey, seeds}) => localStorage.setItem(recentKey, JSON.stringify(seeds)),
    {recentKey: RECENT_KEY, seeds: Array.from({length: 7}, (_, n) => storedHit(n))},
  );
  await page.reload();
  await search(page, 'interpolateColors');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/interpolate-colors/);
  // The new search comes first and the oldest seed makes room for it.
  await expect.poll(() => storedTitles(RECENT_KEY)).toEqual(['interpolateColors()', ...seededTitles(0, 6)]);

  await page.evaluate(
    ({favoriteKey, seeds}) => localStorage.setItem(favoriteKey, JSON.stringify(seeds)),
    {favoriteKey: FAVORITE_KEY, seeds: Array.from({length: 10}, (_, n) => storedHit(100 + n))},
  );
  await page.reload();
  await search(page, 'measureSpring');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/measure-spring/);
  await expect.poll(() => storedTitles(RECENT_KEY)).toEqual(['measureSpring()', 'interpolateColors()', ...seededTitles(0, 2)]);

  await openWithShortcut(page);
  await page.getByRole('button', {name: 'Save this search'}).first().click();
  await expect.poll(() => storedTitles(FAVORITE_KEY)).toEqual(['measureSpring()', ...seededTitles(100, 9)]);
});

test('a query with no results offers suggestions and a way to report it', async ({tab: page}) => {
  await page.goto('/docs/');
  await search(page, 'spring');
  await input(page).fill('qqxqzzv');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results for "qqxqzzv"');
  await expect(screen).toContainText('Try searching for');
  expect(await screen.locator('.DocSearch-NoResults-Prefill-List li').count()).toBeLessThanOrEqual(3);
  await expect(screen).toContainText('Believe this query should return results?');
  const report = screen.getByRole('link', {name: 'Let us know.'});
  await expect(report).toHaveAttribute(
    'href',
    'https://github.com/remotion-dev/remotion/issues/new?title=Search%3A%20no%20results%20for%20%22qqxqzzv%22&labels=documentation',
  );
});

test('a slow index shows the stalled state after 300 ms', async ({page}) => {
  await page.route(/\/search-index(-pages)?\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/docs/');
  await openWithShortcut(page);
  await input(page).fill('spring');
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
});

test('an index that cannot be fetched shows the error screen, and search recovers', async ({page}) => {
  let offline = true;
  await page.route(/\/search-index(-pages)?\.json$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/docs/');
  await openWithShortcut(page);
  await input(page).fill('spring');
  const error = page.locator('.DocSearch-ErrorScreen');
  await expect(error).toContainText('Unable to fetch results');
  await expect(error).toContainText('You might want to check your network connection.');
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  offline = false;
  await input(page).fill('springs');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
  await expect(error).toHaveCount(0);
});

test('hostile queries are shown as text, never as markup', async ({page}) => {
  // Many queries, each typed and rendered in full.
  test.slow();
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  // Its words are on no page, so the no-results screen echoes the query.
  const hostile = '<qqxqzzv onqqzzv=qqzzv()>';
  await page.goto('/docs/');
  await openWithShortcut(page);
  await input(page).fill(hostile);
  await expect(page.locator('.DocSearch-NoResults')).toContainText(hostile, {timeout: FIRST_RESULTS_TIMEOUT});
  await expect(page.locator('.DocSearch-Modal qqxqzzv')).toHaveCount(0);
  // This one's words are on the site: its hits are highlighted, still as text.
  await input(page).fill('<img src=x onerror=alert(1)>');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
  await page.goto(`/search?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText('<script>');
  await expect(page.locator('main script, h1 script')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test.describe('the search page', () => {
  test('reads q on load and shows results with their snippets', async ({tab: page}) => {
    await page.goto('/search?q=delayRender');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "delayRender"');
    const results = page.locator('article');
    await expect(results.first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    await expect(results.first().getByRole('link')).toHaveAttribute('href', /\/docs\//);
    await expect(page.locator('article em').first()).toBeVisible();
    await expect(page.locator('article p').first()).not.toBeEmpty();
  });

  test('a snippet shows one ellipsis where the engine cut it, and none of its own', async ({tab: page}) => {
    await page.goto('/search?q=delayRender');
    await expect(page.locator('article').first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    const summaries = await page.locator('article p').allInnerTexts();
    expect(summaries.length).toBeGreaterThan(3);
    for (const summary of summaries) {
      expect(summary).not.toMatch(/\.\.\.|…\s*…/);
      expect(summary.match(/…/g)?.length ?? 0, summary).toBeLessThanOrEqual(2);
    }
    expect(summaries.some((summary) => summary.endsWith('…')), 'some snippet was cut').toBe(true);
  });

  test('typing updates q in the address without a new history entry', async ({tab: page}) => {
    await page.goto('/search?q=spring');
    await expect(page.locator('article').first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('searchbox').fill('easing curve');
    await expect(page).toHaveURL(/\/search\?q=easing(\+|%20)curve$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('on the local index, Algolia\'s client is never downloaded', async ({page}) => {
    const scripts: Promise<{url: string; body: string}>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().then((body) => ({url: response.url(), body})));
      }
    });
    await page.goto('/search?q=spring');
    await expect(page.locator('article').first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    // The lite client's hosts, which no other script names.
    expect(loaded.filter(({body}) => body.includes('algolianet.com')).map(({url}) => url)).toEqual([]);
  });

  test('loads more results on scroll', async ({tab: page}) => {
    await page.goto('/search?q=remotion');
    const results = page.locator('article');
    await expect(results.first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    const first = await results.count();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return results.count();
      })
      .toBeGreaterThan(first);
  });
});

test('a first answer from the pages\' index is searched again once every record is indexed, without typing', async ({page}) => {
  const builtIndex = (await (await page.request.get('/search-index.json')).json()) as CompactIndex;
  const word = textOnlyWord(builtIndex);
  // Text records repeated keep the worker building the full engine for seconds after its first answer.
  const slowTextIndex = withTextRepeated(builtIndex, 12);
  await page.route('**/search-index.json', (route) => route.fulfill({json: slowTextIndex}));
  await page.addInitScript(() => {
    const answers: {query: string; complete: boolean}[] = [];
    Object.assign(window, {searchAnswers: answers});
    window.Worker = class extends window.Worker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener('message', ({data}: MessageEvent) => {
          if (data.results?.[0]) answers.push({query: data.results[0].query, complete: data.complete});
        });
      }
    };
  });
  const answersFor = () =>
    page.evaluate(
      (query) => (window as unknown as {searchAnswers: {query: string; complete: boolean}[]}).searchAnswers.filter((answer) => answer.query === query),
      word,
    );

  await gotoHydrated(page, '/docs/');
  await openWithShortcut(page);
  await input(page).fill(word);
  await expect.poll(answersFor, {timeout: FIRST_RESULTS_TIMEOUT}).toEqual([{query: word, complete: false}]);
  await expect(page.locator('.DocSearch-Hit mark', {hasText: new RegExp(`^${word}`, 'i')}).first()).toBeVisible({
    timeout: FIRST_RESULTS_TIMEOUT,
  });
  expect(await answersFor()).toEqual([
    {query: word, complete: false},
    {query: word, complete: true},
  ]);
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue(word);
});

test('a visitor who has moved off the first hit keeps their place when every record becomes searchable', async ({page}) => {
  let releaseFullIndex!: () => void;
  const fullIndexHeld = new Promise<void>((resolve) => (releaseFullIndex = resolve));
  await page.route('**/search-index.json', async (route) => {
    await fullIndexHeld;
    await route.continue();
  });
  await page.addInitScript(() => {
    const messages: {kind: string; complete?: boolean}[] = [];
    Object.assign(window, {searchMessages: messages});
    window.Worker = class extends window.Worker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener('message', ({data}: MessageEvent) => messages.push({kind: 'answer', complete: data.complete}));
        const post = this.postMessage.bind(this) as (...args: unknown[]) => void;
        this.postMessage = ((message: {kind: string}, ...rest: unknown[]) => {
          messages.push({kind: message.kind});
          post(message, ...rest);
        }) as Worker['postMessage'];
      }
    };
  });
  const workerMessages = () =>
    page.evaluate(() => (window as unknown as {searchMessages: {kind: string; complete?: boolean}[]}).searchMessages);

  await gotoHydrated(page, '/');
  await search(page, 'useCurrentFrame');
  const hits = page.locator('.DocSearch-Hit');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  const beforeFullIndex = await workerMessages();
  expect(beforeFullIndex.filter(({kind}) => kind === 'answer')).toEqual([{kind: 'answer', complete: false}]);

  releaseFullIndex();
  await expect
    .poll(async () => (await workerMessages()).filter(({kind}) => kind === 'answer').length, {timeout: FIRST_RESULTS_TIMEOUT})
    .toBe(2);
  // A search asked again would go out in the same task as the answer above, and reset the selection before the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect((await workerMessages()).map(({kind}) => kind)).toEqual([...beforeFullIndex.map(({kind}) => kind), 'answer']);
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Backspace');
  await expect
    .poll(async () => (await workerMessages()).filter(({kind}) => kind === 'answer'), {timeout: FIRST_RESULTS_TIMEOUT})
    .toEqual([{kind: 'answer', complete: false}, {kind: 'answer', complete: true}, {kind: 'answer', complete: true}]);
  await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
});
