import fc from 'fast-check';
import {describe, expect, test} from 'vitest';
import {
  decodeRecords,
  encodedRecordCount,
  encodeRecords,
  expandRecords,
  HITS_PER_PAGE_GROUP,
  pagesIndexOf,
  SEARCH_INDEX_FILE,
  SEARCH_INDEX_VERSION,
  SEARCH_PAGES_FILE,
  type CompactIndex,
  type CompactRecord,
} from '../../src/search/records';

// The compact search index (src/search/records.ts): what the build writes,
// the browser downloads and `npm run search:push` uploads, on indexes made
// by hand and generated ones.

/** Two pages: a docs page with a section of two headings, and a blog post. */
const INDEX: CompactIndex = {
  version: SEARCH_INDEX_VERSION,
  language: 'en',
  pages: [
    ['https://www.remotion.dev/docs/spring', 'Docs', 'spring()', 'docs-default-current', 12],
    ['https://www.remotion.dev/blog/3-2', 'Blog', 'Remotion 3.2', 'default', 0],
  ],
  sections: [
    ['config', ['Config', 'damping']],
    ['gifs', ['GIFs']],
  ],
  contents: ['A physics-based animation primitive.', 'How bouncy the spring is.', 'Render GIFs now.'],
  records: encodeRecords([
    [0, 1, -1, 0],
    [0, 3, 0, -1],
    [0, 0, 0, 1],
    [1, 1, -1, -1],
    [1, 2, 1, -1],
    [1, 0, 1, 2],
  ]),
};

const hierarchy = (lvl0: string, lvl1: string, lvl2: string | null = null, lvl3: string | null = null) => ({
  lvl0,
  lvl1,
  lvl2,
  lvl3,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

describe('the file and its constants', () => {
  test('the names the build writes and the clients fetch, the format version, and three hits of a page', () => {
    expect(SEARCH_INDEX_FILE).toBe('search-index.json');
    expect(SEARCH_PAGES_FILE).toBe('search-index-pages.json');
    expect(SEARCH_INDEX_VERSION).toBe(3);
    expect(HITS_PER_PAGE_GROUP).toBe(3);
  });
});

describe('encodeRecords and decodeRecords', () => {
  test('page, section and content are differences from the last record that had one; none is null; the level is as it is', () => {
    const records: CompactRecord[] = [
      [0, 1, -1, -1],
      [0, 0, -1, 0],
      [0, 2, 0, -1],
      [0, 0, 0, 1],
      [0, 0, 0, 1],
      [2, 1, -1, 3],
      [1, 3, 1, 0],
    ];
    const encoded = encodeRecords(records);
    expect(encoded).toEqual([0, 1, null, null, 0, 0, null, 0, 0, 2, 0, null, 0, 0, 0, 1, 0, 0, 0, 0, 2, 1, null, 2, -1, 3, 1, -3]);
    expect(encodedRecordCount(encoded)).toBe(7);
    expect(decodeRecords(encoded)).toEqual(records);
    expect(encodeRecords([])).toEqual([]);
    expect(decodeRecords([])).toEqual([]);
  });

  test('any records survive the encoding unchanged, four values each', () => {
    const record = fc.tuple(fc.nat(50), fc.integer({min: 0, max: 6}), fc.integer({min: -1, max: 50}), fc.integer({min: -1, max: 50}));
    fc.assert(
      fc.property(fc.array(record, {maxLength: 40}), (records) => {
        const encoded = encodeRecords(records);
        expect(encoded).toHaveLength(records.length * 4);
        expect(encodedRecordCount(encoded)).toBe(records.length);
        expect(decodeRecords(encoded)).toEqual(records);
      }),
      {numRuns: 300},
    );
  });
});

describe('expandRecords', () => {
  test("records of DocSearch's schema: page fields from the page, headings from the section, IDs and positions per page", () => {
    expect(expandRecords(INDEX)).toEqual([
      {
        objectID: '0-0',
        type: 'lvl1',
        url: 'https://www.remotion.dev/docs/spring',
        hierarchy: hierarchy('Docs', 'spring()'),
        content: 'A physics-based animation primitive.',
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        weight: {pageRank: 12, level: 90, position: 0},
      },
      {
        objectID: '0-1',
        type: 'lvl3',
        url: 'https://www.remotion.dev/docs/spring#config',
        hierarchy: hierarchy('Docs', 'spring()', 'Config', 'damping'),
        content: null,
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        weight: {pageRank: 12, level: 70, position: 1},
      },
      {
        objectID: '0-2',
        type: 'content',
        url: 'https://www.remotion.dev/docs/spring#config',
        hierarchy: hierarchy('Docs', 'spring()', 'Config', 'damping'),
        content: 'How bouncy the spring is.',
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        weight: {pageRank: 12, level: 0, position: 2},
      },
      {
        objectID: '1-0',
        type: 'lvl1',
        url: 'https://www.remotion.dev/blog/3-2',
        hierarchy: hierarchy('Blog', 'Remotion 3.2'),
        content: null,
        language: 'en',
        docusaurus_tag: 'default',
        weight: {pageRank: 0, level: 90, position: 0},
      },
      {
        objectID: '1-1',
        type: 'lvl2',
        url: 'https://www.remotion.dev/blog/3-2#gifs',
        hierarchy: hierarchy('Blog', 'Remotion 3.2', 'GIFs'),
        content: null,
        language: 'en',
        docusaurus_tag: 'default',
        weight: {pageRank: 0, level: 80, position: 1},
      },
      {
        objectID: '1-2',
        type: 'content',
        url: 'https://www.remotion.dev/blog/3-2#gifs',
        hierarchy: hierarchy('Blog', 'Remotion 3.2', 'GIFs'),
        content: 'Render GIFs now.',
        language: 'en',
        docusaurus_tag: 'default',
        weight: {pageRank: 0, level: 0, position: 2},
      },
    ]);
  });

  test('every heading level from lvl2 to lvl6 comes from the section, in order; a section of fewer headings leaves the rest null', () => {
    const index: CompactIndex = {
      ...INDEX,
      sections: [['deep', ['two', 'three', 'four', 'five', 'six']]],
      records: encodeRecords([[0, 6, 0, -1]]),
    };
    const [record] = expandRecords(index);
    expect(record.hierarchy).toEqual({lvl0: 'Docs', lvl1: 'spring()', lvl2: 'two', lvl3: 'three', lvl4: 'four', lvl5: 'five', lvl6: 'six'});
    expect(record.weight.level).toBe(40);
    expect(record.type).toBe('lvl6');
  });

  /** Indexes whose pages each hold a run of records, the title record first, as the build writes them. */
  const anyIndex = fc
    .record({
      pageCount: fc.integer({min: 1, max: 4}),
      sections: fc.array(fc.tuple(fc.constantFrom('a', 'b-c', 'd_1'), fc.array(fc.constantFrom('Heading', 'Sub', 'x'), {maxLength: 5})), {maxLength: 4}),
      contents: fc.array(fc.string({maxLength: 8}), {maxLength: 5}),
    })
    .chain(({pageCount, sections, contents}) =>
      fc
        .tuple(
          ...Array.from({length: pageCount}, (_, page) =>
            fc.tuple(
              fc.integer({min: -1, max: contents.length - 1}),
              fc.array(
                fc.tuple(fc.constantFrom(0, 2, 3, 4, 5, 6), fc.integer({min: -1, max: sections.length - 1}), fc.integer({min: -1, max: contents.length - 1})),
                {maxLength: 5},
              ),
            ).map(([titleContent, rest]): CompactRecord[] => [[page, 1, -1, titleContent], ...rest.map(([level, section, content]): CompactRecord => [page, level, section, content])]),
          ),
        )
        .map((perPage): CompactIndex => ({
          version: SEARCH_INDEX_VERSION,
          language: 'en',
          pages: perPage.map((_, page) => [`https://www.remotion.dev/docs/p${page}`, 'Docs', `Page ${page}`, 'docs-default-current', page]),
          sections,
          contents,
          records: encodeRecords(perPage.flat()),
        })),
    );

  test('expanded a part at a time, as the browser does, the records are those of the index expanded at once', () => {
    fc.assert(
      fc.property(anyIndex, fc.array(fc.nat(), {maxLength: 4}), (index, cuts) => {
        const records = decodeRecords(index.records);
        const whole = expandRecords(index);
        expect(whole).toHaveLength(records.length);
        const bounds = [...new Set([0, ...cuts.map((cut) => cut % records.length), records.length])].sort((a, b) => a - b);
        const parts = bounds.slice(1).flatMap((to, i) => expandRecords(index, records, bounds[i], to));
        expect(parts).toEqual(whole);
        // IDs are unique, and a page's records are numbered from 0.
        expect(new Set(whole.map(({objectID}) => objectID)).size).toBe(whole.length);
        for (const record of whole) expect(record.objectID).toBe(`${record.url.match(/p(\d+)/)![1]}-${record.weight.position}`);
      }),
      {numRuns: 200},
    );
  });

  test("the pages' index holds each page's title record exactly as the full index expands it, and only the texts they use", () => {
    expect(pagesIndexOf(INDEX)).toEqual({
      ...INDEX,
      sections: [],
      contents: ['A physics-based animation primitive.'],
      records: encodeRecords([
        [0, 1, -1, 0],
        [1, 1, -1, -1],
      ]),
    });
    fc.assert(
      fc.property(anyIndex, (index) => {
        const pages = pagesIndexOf(index);
        const titles = expandRecords(index).filter(({type}) => type === 'lvl1');
        expect(titles).toHaveLength(index.pages.length);
        expect(expandRecords(pages)).toEqual(titles);
        expect(pages.sections).toEqual([]);
        expect(pages.contents).toEqual(titles.flatMap(({content}) => (content === null ? [] : [content])));
      }),
      {numRuns: 200},
    );
  });
});
