import type {SearchClient} from 'algoliasearch';
import {describe, expect, test} from 'vitest';
import {ALGOLIA_INDEX_SETTINGS, ALGOLIA_SYNONYMS, OPTIONAL_WORDS, pushSearchIndex, toAlgoliaRecord} from '../../src/search/algoliaSettings';
import {searchFacetFilters} from '../../src/search/facetFilters';
import {SYNONYMS, typosAllowed} from '../../src/search/query';
import {ATTRIBUTE_RANK, HITS_PER_PAGE_GROUP, type Attribute} from '../../src/search/ranking';
import {encodeRecords, expandRecords, SEARCH_INDEX_VERSION, type CompactIndex, type CompactRecord, type DocSearchRecord} from '../../src/search/records';
import {createAlgoliaEmulator} from '../built/algoliaEmulator';

// The Algolia index settings rank as the local engine does
// (src/search/algoliaSettings.ts): checked against the engine's own rules,
// and through tests/built/algoliaEmulator.ts, which ranks records as
// Algolia documents it with whatever these settings say, over small indexes.

type Page = {url: string; title: string; tag?: string; pageRank?: number; description?: string; headings?: [string, string[]][]; texts?: string[]};

/** An index of the given pages: a title record each, then one heading record per section with a text record per text. */
function indexOf(pages: Page[]): CompactIndex {
  const sections: [string, string[]][] = [];
  const contents: string[] = [];
  const records: CompactRecord[] = [];
  pages.forEach(({description, headings = [], texts = []}, page) => {
    records.push([page, 1, -1, description === undefined ? -1 : contents.push(description) - 1]);
    for (const [anchor, names] of headings) {
      const section = sections.push([anchor, names]) - 1;
      records.push([page, names.length + 1, section, -1]);
    }
    for (const text of texts) records.push([page, 0, headings.length > 0 ? sections.length - 1 : -1, contents.push(text) - 1]);
  });
  return {
    version: SEARCH_INDEX_VERSION,
    language: 'en',
    pages: pages.map(({url, title, tag = 'docs-default-current', pageRank = 0}) => [url, 'Docs', title, tag, pageRank]),
    sections,
    contents,
    records: encodeRecords(records),
  };
}

async function urlsFor(pages: Page[], query: string, extra: Record<string, unknown> = {}): Promise<string[]> {
  const {results} = await createAlgoliaEmulator(indexOf(pages)).search({requests: [{indexName: 'i', query, hitsPerPage: 20, ...extra}]});
  return results[0].hits.map(({url}) => url);
}

const docs = (slug: string) => `https://www.remotion.dev/docs/${slug}`;

describe('the settings, against the local engine', () => {
  test('typos as the local engine allows them: one from 4 letters, two from 8', () => {
    for (let length = 1; length <= 12; length++) {
      const allowed =
        length >= ALGOLIA_INDEX_SETTINGS.minWordSizefor2Typos ? 2 : length >= ALGOLIA_INDEX_SETTINGS.minWordSizefor1Typo ? 1 : 0;
      expect(allowed, `${length} letters`).toBe(typosAllowed('x'.repeat(length)));
    }
  });

  test("searchable attributes in the engine's order (title, headings and description, category, text), a word counting wherever it sits", () => {
    const rankOf: Record<string, Attribute> = {
      'hierarchy.lvl1': 'title',
      'hierarchy.lvl2': 'headings',
      'hierarchy.lvl3': 'headings',
      'hierarchy.lvl4': 'headings',
      'hierarchy.lvl5': 'headings',
      'hierarchy.lvl6': 'headings',
      description: 'description',
      'hierarchy.lvl0': 'lvl0',
      content: 'content',
    };
    const searchable = ALGOLIA_INDEX_SETTINGS.searchableAttributes.map((attribute) => attribute.match(/^unordered\((.+)\)$/)?.[1]);
    expect(new Set(searchable)).toEqual(new Set(Object.keys(rankOf)));
    expect(searchable).toHaveLength(Object.keys(rankOf).length);
    const ranks = searchable.map((attribute) => ATTRIBUTE_RANK[rankOf[attribute!]]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Headings keep their level's order among themselves.
    const headings = searchable.filter((attribute) => attribute!.startsWith('hierarchy.lvl') && attribute !== 'hierarchy.lvl0' && attribute !== 'hierarchy.lvl1');
    expect(headings).toEqual(['hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6']);
  });

  test("the engine's criteria in its order; custom ranking on numbers every record carries", () => {
    expect(ALGOLIA_INDEX_SETTINGS.ranking).toEqual(['words', 'typo', 'attribute', 'proximity', 'exact', 'filters', 'custom']);
    expect(ALGOLIA_INDEX_SETTINGS.customRanking).toEqual(['desc(weight.kind)', 'desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)']);
    for (const record of expandRecords(indexOf([{url: docs('a'), title: 'A', headings: [['h', ['H']]], texts: ['t']}]))) {
      const algolia = toAlgoliaRecord(record) as unknown as {weight: Record<string, unknown>};
      for (const rule of ALGOLIA_INDEX_SETTINGS.customRanking) expect(typeof algolia.weight[rule.match(/weight\.(\w+)/)![1]]).toBe('number');
    }
  });

  test('the rest of what the engine does: English stop words and plurals, camel case split, three hits of a page, facets, snippets', () => {
    expect(ALGOLIA_INDEX_SETTINGS).toMatchObject({
      removeWordsIfNoResults: 'allOptional',
      optionalWords: OPTIONAL_WORDS,
      removeStopWords: ['en'],
      ignorePlurals: ['en'],
      camelCaseAttributes: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'],
      queryType: 'prefixLast',
      exactOnSingleWordQuery: 'attribute',
      attributeForDistinct: 'url_without_anchor',
      distinct: HITS_PER_PAGE_GROUP,
      attributesToSnippet: ['content:10'],
      snippetEllipsisText: '…',
    });
    expect(OPTIONAL_WORDS).toEqual(['remotion', 'http', 'https', 'www', 'localhost', 'dev']);
    // Every attribute the clients filter on is a facet.
    const facets = searchFacetFilters('en').flat().map((filter) => filter.split(':')[0]);
    expect(new Set(ALGOLIA_INDEX_SETTINGS.attributesForFaceting)).toEqual(new Set(facets));
    expect(ALGOLIA_INDEX_SETTINGS.attributesForFaceting).toEqual(['language', 'docusaurus_tag']);
  });

  test("the synonyms are the engine's, one synonym object per group", () => {
    expect(ALGOLIA_SYNONYMS).toEqual(SYNONYMS.map((group, i) => ({objectID: `remotion-synonyms-${i}`, type: 'synonym', synonyms: [...group]})));
  });
});

describe('the settings, ranked as Algolia ranks them', () => {
  test('a title match before a heading or description match, before a category match, before a text match', async () => {
    const pages: Page[] = [
      {url: docs('text'), title: 'One', texts: ['About codecs.']},
      {url: docs('category'), title: 'Two'},
      {url: docs('heading'), title: 'Three', headings: [['codecs', ['Codecs']]]},
      {url: docs('title'), title: 'Codecs'},
      {url: docs('description'), title: 'Four', description: 'Codecs and more'},
    ];
    const index = indexOf(pages);
    index.pages[1][1] = 'Codecs';
    const {results} = await createAlgoliaEmulator(index).search({requests: [{indexName: 'i', query: 'codecs', hitsPerPage: 20}]});
    expect(results[0].hits.map(({url}) => url.split('#')[0])).toEqual([
      docs('title'),
      docs('heading'),
      docs('description'),
      docs('category'),
      docs('text'),
    ]);
  });

  test('every heading level is searchable, a higher one first', async () => {
    const pages: Page[] = [2, 3, 4, 5, 6].map((level) => ({
      url: docs(`lvl${level}`),
      title: `Page ${level}`,
      headings: [[`h${level}`, [...Array.from({length: level - 2}, (_, i) => `Above${i}`), 'Webhooks']]],
    }));
    expect((await urlsFor(pages.reverse(), 'webhooks')).map((url) => url.split('#')[0])).toEqual(
      [2, 3, 4, 5, 6].flatMap((level) => [docs(`lvl${level}`)]),
    );
  });

  test('camel-case names are found by their parts in titles, headings and text', async () => {
    const pages: Page[] = [
      {url: docs('title'), title: 'useCurrentFrame()'},
      {url: docs('heading'), title: 'Hooks', headings: [['h', ['getVideoMetadata']]]},
      {url: docs('deep'), title: 'Deep', headings: [['d', ['A', 'B', 'C', 'D', 'renderStillOnLambda']]]},
      {url: docs('text'), title: 'Text', texts: ['Call delayRender() first.']},
    ];
    expect(await urlsFor(pages, 'current frame')).toEqual([docs('title')]);
    expect(await urlsFor(pages, 'video metadata')).toEqual([docs('heading#h')]);
    expect(await urlsFor(pages, 'still on lambda')).toEqual([docs('deep#d')]);
    expect(await urlsFor(pages, 'delay render')).toEqual([docs('text')]);
  });

  test('at most three records of a page, by the page without its anchor', async () => {
    const urls = await urlsFor([{url: docs('a'), title: 'Fonts', headings: [1, 2, 3, 4].map((n): [string, string[]] => [`f${n}`, [`Fonts ${n}`]])}], 'fonts');
    expect(urls).toHaveLength(3);
  });

  test('custom ranking: docs before other pages before the blog, then more linked pages, higher records, earlier records', async () => {
    const pages: Page[] = [
      {url: 'https://www.remotion.dev/blog/fonts', title: 'Fonts', tag: 'default', pageRank: 50},
      {url: 'https://www.remotion.dev/fonts', title: 'Fonts', tag: 'default', pageRank: 50},
      {url: docs('less'), title: 'Fonts', pageRank: 1},
      {url: docs('more'), title: 'Fonts', pageRank: 2},
    ];
    expect(await urlsFor(pages, 'fonts')).toEqual([docs('more'), docs('less'), 'https://www.remotion.dev/fonts', 'https://www.remotion.dev/blog/fonts']);
    const levels = await urlsFor([{url: docs('a'), title: 'A', headings: [['x', ['Masks', 'Fonts']], ['y', ['Fonts']], ['z', ['Fonts']]]}], 'fonts');
    expect(levels).toEqual([docs('a#y'), docs('a#z'), docs('a#x')]);
  });

  test('a word no record holds leaves the others to rank; the site-wide optional words are never required; the last word is a prefix', async () => {
    const pages: Page[] = [{url: docs('a'), title: 'Fonts'}, {url: docs('b'), title: 'Colors'}];
    expect(await urlsFor(pages, 'fonts qqxqzzv')).toEqual([docs('a')]);
    expect(await urlsFor([...pages, {url: docs('c'), title: 'Remotion colors'}], 'remotion fonts')).toEqual([docs('a')]);
    expect(await urlsFor(pages, 'colo')).toEqual([docs('b')]);
  });

  test('a one-word query equal to a whole attribute ranks first', async () => {
    const pages: Page[] = [
      {url: docs('longer'), title: 'Spring physics'},
      {url: docs('exact'), title: 'Spring'},
    ];
    expect(await urlsFor(pages, 'spring')).toEqual([docs('exact'), docs('longer')]);
  });
});

describe('toAlgoliaRecord', () => {
  const record = (overrides: Partial<DocSearchRecord>): DocSearchRecord => ({
    objectID: '0-0',
    type: 'content',
    url: docs('spring#config'),
    hierarchy: {lvl0: 'Docs', lvl1: 'spring()', lvl2: 'Config', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: 'How bouncy.',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {pageRank: 3, level: 0, position: 2},
    ...overrides,
  });

  test("the page without its anchor, the kind as a number (docs 2, pages 1, blog 0), and a title record's text as its description", () => {
    expect(toAlgoliaRecord(record({}))).toEqual({...record({}), description: null, url_without_anchor: docs('spring'), weight: {pageRank: 3, level: 0, position: 2, kind: 2}});
    const title = record({type: 'lvl1', url: 'https://www.remotion.dev/player', docusaurus_tag: 'default', content: 'Play videos.'});
    expect(toAlgoliaRecord(title)).toMatchObject({description: 'Play videos.', url_without_anchor: 'https://www.remotion.dev/player', weight: {kind: 1}});
    expect(toAlgoliaRecord(record({url: 'https://www.remotion.dev/blog/3-2#x', docusaurus_tag: 'default'})).weight.kind).toBe(0);
    expect(toAlgoliaRecord(record({url: 'https://www.remotion.dev/success-stories/a', docusaurus_tag: 'default'})).weight.kind).toBe(0);
  });
});

describe('pushSearchIndex', () => {
  test('settings first, then the synonyms replacing the old ones, then every record; answers how many', async () => {
    const calls: [string, unknown][] = [];
    const client = {
      setSettings: async (request: unknown) => {
        calls.push(['setSettings', request]);
      },
      saveSynonyms: async (request: unknown) => {
        calls.push(['saveSynonyms', request]);
      },
      replaceAllObjects: async (request: unknown) => {
        calls.push(['replaceAllObjects', request]);
      },
    } as unknown as SearchClient;
    const index = indexOf([
      {url: docs('a'), title: 'A', description: 'About A', texts: ['x']},
      {url: 'https://www.remotion.dev/blog/b', title: 'B', tag: 'default'},
    ]);
    expect(await pushSearchIndex(client, 'remotion-test', index)).toBe(3);
    expect(calls).toEqual([
      ['setSettings', {indexName: 'remotion-test', indexSettings: ALGOLIA_INDEX_SETTINGS}],
      ['saveSynonyms', {indexName: 'remotion-test', synonymHit: ALGOLIA_SYNONYMS, replaceExistingSynonyms: true}],
      ['replaceAllObjects', {indexName: 'remotion-test', objects: expandRecords(index).map(toAlgoliaRecord)}],
    ]);
    // A copy: the client may add to what it sends without changing the settings.
    expect((calls[0][1] as {indexSettings: unknown}).indexSettings).not.toBe(ALGOLIA_INDEX_SETTINGS);
  });
});
