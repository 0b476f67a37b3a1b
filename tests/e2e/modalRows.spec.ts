import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test} from './readerTab';
import {searchFacetFilters} from '../../src/search/facetFilters';
import {createEngine} from '../../src/search/docsearchAdapter';
import {forModalRows, renderedRows, sectionHeading} from '../../src/search/modalRows';
import type {CompactIndex} from '../../src/search/records';
import {RELEVANCE_CASES} from '../built/relevance.cases';
import {gotoHydrated} from './hydration';
import {FIRST_RESULTS_TIMEOUT} from './site';

// The rows the reader sees in the modal, read from the page: they are the
// rows renderedRows() (the mirror of DocSearch's grouping that the
// benchmark reads) draws from the answer, under the sections' own names,
// and they follow the ranking: pages in the engine's order, two pages in
// the first three whenever two match, never one address twice.

const index = JSON.parse(readFileSync(resolve(__dirname, '../../build/search-index.json'), 'utf8')) as CompactIndex;
const engine = createEngine(index);
const FACET_FILTERS = searchFacetFilters('en');
// DocSearch's modal asks for 20 hits.
const HITS_PER_PAGE = 20;

/** Every seventh case of the relevance suite: each category, typed and pasted. */
const SAMPLE = RELEVANCE_CASES.filter((_, i) => i % 7 === 0).map(({query}) => query);

const pathOf = (url: string) => {
  const {pathname, hash} = new URL(url, 'https://www.remotion.dev');
  return `${pathname.replace(/\/$/, '') || '/'}${hash}`;
};

test('the modal draws the rows of the mirrored grouping, two pages in the first three and one row per address', async ({tab: page}) => {
  test.slow();
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  for (const query of SAMPLE) {
    const answer = engine.search('remotion', {query, facetFilters: FACET_FILTERS, hitsPerPage: HITS_PER_PAGE}).hits;
    const rows = renderedRows(forModalRows(answer));
    const expected = rows.map(({url}) => pathOf(url));
    const expectedSections = rows
      .filter((row, i) => i === 0 || sectionHeading(row) !== sectionHeading(rows[i - 1]!))
      .map(({url}) => String(answer.find((hit) => hit.url === url)!.hierarchy.lvl0));
    await input.fill(query);
    // The first answer may come from the pages' index while the worker indexes the rest; the modal then searches again.
    await expect(async () => {
      const drawn = await page.locator('.DocSearch-Hits .DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(drawn.map(pathOf), query).toEqual(expected);
      // Runs of one section are told apart by zero-width spaces; the reader sees the section's name.
      const headings = await page.locator('.DocSearch-Hits .DocSearch-Hit-source').allTextContents();
      expect(headings.map((heading) => heading.replaceAll('\u200B', '')), query).toEqual(expectedSections);
    }).toPass({timeout: FIRST_RESULTS_TIMEOUT});
    const enginePages = [...new Set(answer.map(({url}) => pathOf(url).split('#')[0]))];
    const drawnPages = [...new Set(expected.map((path) => path.split('#')[0]))];
    expect(drawnPages, query).toEqual(enginePages.filter((path) => drawnPages.includes(path)));
    const pages = expected.map((path) => path.split('#')[0]);
    expect(new Set(expected).size, query).toBe(expected.length);
    if (new Set(pages).size >= 2) expect(new Set(pages.slice(0, 3)).size, query).toBeGreaterThanOrEqual(2);
  }
});
