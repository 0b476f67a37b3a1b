import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from './readerTab';
import fc from 'fast-check';
import {createEngine} from '../../src/search/docsearchAdapter';
import {searchFacetFilters} from '../../src/search/facetFilters';
import type {CompactIndex} from '../../src/search/records';
import {echoedQuery} from '../../src/theme/SearchPage/echoedQuery';
import {parseStoredSearches, storedSearchKeys} from '../../src/theme/SearchBar/storedSearches';
import {storedValueSchemas} from '../../src/plugins/stored-values/schema';
import {isValidStoredValue} from '../storedValueSchema';
import {anyQuery, plainQuery} from '../searchQueries';
import {FIRST_RESULTS_TIMEOUT} from './site';
import {gotoHydrated} from './hydration';
import {watchForIncidents} from './incidents';

// A seeded sample of the generated input that tests/built/searchInput.test.ts
// and tests/node/stored*.test.ts run by the hundred, here through the pages
// a reader sees: whatever the query or the stored value, the page renders,
// shows results exactly when the engine has them, and shows the query as
// text. The seed is fixed so that a failure can be run again.
const SEED = 41;

const index = JSON.parse(readFileSync(resolve(__dirname, '../../build/search-index.json'), 'utf8')) as CompactIndex;
const engine = createEngine(index);
const FACET_FILTERS = searchFacetFilters('en');
const hasResults = (query: string) => engine.search('remotion', {query, facetFilters: FACET_FILTERS}).nbHits > 0;

/** Queries of site words among punctuation, markup and bidirectional marks, and any Unicode text. */
function sampleQueries(count: number, seed: number): string[] {
  return fc.sample(fc.oneof(plainQuery(), plainQuery(), anyQuery()), {seed, numRuns: count}).filter((query) => query.trim() !== '');
}

async function expectSearchPageOutcome(page: Page, query: string) {
  const label = JSON.stringify(query.slice(0, 200));
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading.locator('bdi'), label).toHaveText(echoedQuery(query), {useInnerText: false});
  if (hasResults(query)) {
    await expect(page.locator('main article').first(), `${label} has results`).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
  } else {
    await expect(page.getByText('No results were found'), `${label} has none`).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
  }
  await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
}

/** A short, readable name for a generated query in a test title. */
const named = (query: string) => JSON.stringify(Array.from(query).slice(0, 30).join('')) + (Array.from(query).length > 30 ? '…' : '');

test.describe('the search page, on generated queries', () => {
  const queries = [
    "don't",
    'audio & video',
    '<Sequence>',
    '"durationInFrames" must be positive',
    `render \u202eoiduA\u202c spring`,
    `${'interpolate '.repeat(500)}spring`,
    ...sampleQueries(3, SEED),
  ];
  for (const [i, query] of queries.entries()) {
    test(`in ?q= (${i}: ${named(query)}): results exactly when the engine has them, the query whole in the box, cut in the heading and title`, async ({tab: page}) => {
      const incidents = watchForIncidents(page);
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      // A text field holds no line breaks (HTML's value sanitization).
      await expect(page.getByRole('searchbox')).toHaveValue(query.replace(/[\r\n]/g, ''));
      await expectSearchPageOutcome(page, query);
      // A title's runs of ASCII whitespace read as one space (HTML's document.title).
      const collapsed = (text: string) => text.replace(/[\t\n\f\r ]+/g, ' ');
      const title = await page.title();
      expect(collapsed(title)).toContain(collapsed(`\u2068${echoedQuery(query)}\u2069`));
      expect(Array.from(title).length).toBeLessThan(120);
      expect(incidents).toEqual([]);
    });
  }

  test('typed in its box: the same outcome, query by query', async ({tab: page}) => {
    test.slow();
    const incidents = watchForIncidents(page);
    await gotoHydrated(page, '/search');
    for (const query of ["don't", '<Player> & <Thumbnail>', ...sampleQueries(6, SEED + 1)]) {
      const box = page.getByRole('searchbox');
      await box.fill(query);
      // A text field drops line breaks: what the reader typed is what it holds.
      const typed = await box.inputValue();
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === typed);
      await expectSearchPageOutcome(page, typed);
    }
    expect(incidents).toEqual([]);
  });
});

test('the modal, on generated queries: hits exactly when the engine has them for the 64 characters it keeps', async ({tab: page}) => {
  test.slow();
  const incidents = watchForIncidents(page);
  await gotoHydrated(page, '/docs/');
  for (const query of ["don't", 'audio & video', '<Sequence>', ...sampleQueries(8, SEED + 2)]) {
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill(query);
    const kept = await input.inputValue();
    const label = JSON.stringify(kept);
    if (kept.trim() === '') {
      await expect(page.locator('.DocSearch-StartScreen, .DocSearch-Hits'), label).not.toHaveCount(0);
    } else if (hasResults(kept)) {
      await expect(page.locator('.DocSearch-Hit').first(), `${label} has hits`).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    } else {
      await expect(page.locator('.DocSearch-NoResults'), `${label} has none`).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
      const echo = page.locator('.DocSearch-NoResults .DocSearch-Title strong');
      await expect(echo).toHaveText(kept);
      await expect(echo).toHaveCSS('unicode-bidi', 'isolate');
    }
    await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  }
  expect(incidents).toEqual([]);
});

const [RECENT_KEY, FAVORITE_KEY] = storedSearchKeys('remotion') as [string, string];
const SCHEMAS = storedValueSchemas('');

/** A value of the shape DocSearch stores, some entries wrong in one field, or not a list at all. */
const storedSearchesValue = fc.oneof(
  fc.constantFrom('not json{', '{"a":1}', '42', '[null,1,"x",{}]', '[{"objectID":"a","url":"javascript:alert(1)","type":"lvl1","hierarchy":{"lvl0":"a","lvl1":"b"}}]'),
  fc.json(),
  fc
    .array(
      fc.record({
        objectID: fc.oneof(fc.string({minLength: 1}), fc.integer()),
        url: fc.constantFrom('/docs/spring', '/docs/render#codec', 'javascript:alert(1)', '//evil.example/'),
        type: fc.constantFrom('lvl1', 'lvl2', 'content', 'nope'),
        hierarchy: fc.oneof(fc.record({lvl0: fc.string(), lvl1: fc.string(), lvl2: fc.option(fc.string(), {nil: null})}), fc.jsonValue()),
        content: fc.option(fc.string(), {nil: null}),
      }),
      {maxLength: 14},
    )
    .map((entries) => JSON.stringify(entries)),
);
/** What the theme's keys may hold: their own values, near misses, anything. */
const themeValue = fc.oneof(fc.constantFrom('light', 'dark', 'true', 'false', 'npm', 'yarn', 'current', 'blue', ''), fc.string({unit: 'grapheme'}), fc.json());
const storedValues = fc.record({
  theme: themeValue,
  'docusaurus.announcement.dismiss': themeValue,
  'docusaurus.announcement.id': themeValue,
  'docusaurus.tab.package-manager': themeValue,
  'docs-preferred-version-default': themeValue,
  [RECENT_KEY]: storedSearchesValue,
  [FAVORITE_KEY]: storedSearchesValue,
});

test('whatever the browser storage holds, every page that reads it renders, search opens, and a bad value does not come back', async ({page}) => {
  test.slow();
  const incidents = watchForIncidents(page);
  const samples = fc.sample(storedValues, {seed: SEED, numRuns: 4});
  for (const [i, values] of samples.entries()) {
    // A tabs page: it reads the theme, the announcement, the tab choice and the docs version.
    await page.goto('/docs/brownfield');
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, values);
    for (const path of ['/docs/brownfield', i % 2 ? '/' : '/blog']) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', {level: 1}).first(), path).toBeVisible();
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    }
    const left = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    for (const [key, value] of Object.entries(left)) {
      if (key === RECENT_KEY || key === FAVORITE_KEY) {
        expect(value, key).toBe(JSON.stringify(parseStoredSearches(value)));
        expect(parseStoredSearches(value).length, key).toBeGreaterThan(0);
      } else {
        expect(isValidStoredValue(SCHEMAS, key, value), `${key} = ${JSON.stringify(value)}`).toBe(true);
      }
    }
  }
  expect(incidents).toEqual([]);
});

test('a stored search is shown as text: a title holding markup neither runs nor disappears', async ({page}) => {
  const incidents = watchForIncidents(page);
  await page.goto('/docs/');
  await page.evaluate((key) => {
    const hit = (objectID: string, lvl1: string) => ({objectID, url: '/docs/sequence', type: 'lvl1', hierarchy: {lvl0: 'Docs', lvl1}, content: null});
    localStorage.setItem(key, JSON.stringify([hit('a', '<img src=x onerror="window.injected = true">'), hit('b', '<Sequence>')]));
  }, RECENT_KEY);
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  const rows = page.locator('.DocSearch-Hit-title');
  await expect(rows).toHaveText(['<img src=x onerror="window.injected = true">', '<Sequence>']);
  await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected)).toBeUndefined();
  expect(incidents).toEqual([]);
});
