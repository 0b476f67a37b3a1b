import fc from 'fast-check';
import {describe, expect, test, vi} from 'vitest';
import {
  MAX_STORED_SEARCHES,
  parseStoredHit,
  parseStoredSearches,
  repairStoredSearches,
  storedSearchKeys,
} from '../../src/theme/SearchBar/storedSearches';
import {escapeHtml} from '../../src/utils/escapeHtml';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A hit as DocSearch 3.9 stores it: without its snippets, with whatever else the record held. */
const docSearchHit = fc.record({
  objectID: fc.string({minLength: 1, maxLength: 20}),
  url: fc.constantFrom('/docs/spring', '/docs/render#codec', 'https://www.remotion.dev/docs/player', 'http://localhost:3000/docs/'),
  type: fc.constantFrom('lvl1', 'lvl2', 'content'),
  hierarchy: fc.record({
    lvl0: fc.string(),
    lvl1: fc.string(),
    lvl2: fc.option(fc.string(), {nil: null}),
    lvl3: fc.constant(null),
    lvl4: fc.constant(null),
    lvl5: fc.constant(null),
    lvl6: fc.constant(null),
  }),
  content: fc.option(fc.string(), {nil: null}),
  url_without_anchor: fc.string(),
  anchor: fc.option(fc.string(), {nil: null}),
  __docsearch_parent: fc.constant(null),
}).filter((hit) => (hit.type === 'content' ? hit.content : hit.hierarchy[hit.type]) !== null);

/** Anything at all: JSON of any shape, hits with some fields wrong, and text that is not JSON. */
const anyStoredValue = fc.oneof(
  fc.json(),
  fc.string({unit: 'grapheme'}),
  fc.array(fc.oneof(docSearchHit, fc.jsonValue(), docSearchHit.chain((hit) => fc.jsonValue().map((wrong) => ({...hit, [['objectID', 'url', 'type', 'hierarchy'][hit.objectID.length % 4]!]: wrong}))))).map((value) => JSON.stringify(value)),
  fc.constantFrom('not json{', '{"a":1}', '42', '[null,1,"x",{}]', 'null', '[]', '""'),
);

function memoryStorage(entries: Record<string, string> = {}): Storage & {entries: Map<string, string>} {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('stored searches', () => {
  test('the keys are DocSearch\'s own, per index', () => {
    expect(storedSearchKeys('remotion')).toEqual(['__DOCSEARCH_RECENT_SEARCHES__remotion', '__DOCSEARCH_FAVORITE_SEARCHES__remotion']);
  });

  test.each(['[null,1,"x",{},[]]', 'null', '{"0":{"objectID":"a"}}', 'not json{', ''])('%j holds no entry', (raw) => {
    expect(parseStoredSearches(raw)).toEqual([]);
  });

  test('any stored value reads as a list DocSearch can render: at most 10 entries, each with the fields it shows, no objectID twice', () => {
    fc.assert(
      fc.property(anyStoredValue, (raw) => {
        const hits = parseStoredSearches(raw);
        expect(hits.length).toBeLessThanOrEqual(MAX_STORED_SEARCHES);
        expect(new Set(hits.map(({objectID}) => objectID)).size).toBe(hits.length);
        for (const hit of hits) {
          expect(typeof hit.objectID).toBe('string');
          expect(hit.url).toMatch(/^(?:\/(?![/\\])|https?:\/\/[^/\\])/i);
          expect(typeof hit.hierarchy.lvl0).toBe('string');
          expect(typeof hit.hierarchy.lvl1).toBe('string');
          if (hit.type !== 'content') expect(typeof hit.hierarchy[hit.type]).toBe('string');
        }
      }),
      {numRuns: 1000},
    );
  });

  test('reading is idempotent: a repaired list reads back as itself', () => {
    fc.assert(
      fc.property(anyStoredValue, (raw) => {
        const once = parseStoredSearches(raw);
        expect(parseStoredSearches(JSON.stringify(once))).toEqual(once);
      }),
      {numRuns: 500},
    );
  });

  test('every text a row shows is its stored text, escaped: a stored title never becomes markup', () => {
    fc.assert(
      fc.property(docSearchHit, (stored) => {
        const hit = parseStoredHit(stored)!;
        expect(hit).not.toBeNull();
        const snippets = hit._snippetResult as {hierarchy: Record<string, {value: string}>; content?: {value: string}};
        for (const level of LEVELS) {
          const text = stored.hierarchy[level];
          if (text === null) expect(snippets.hierarchy[level]).toBeUndefined();
          else expect(snippets.hierarchy[level]!.value).toBe(escapeHtml(text));
        }
        expect(snippets.content?.value).toBe(stored.content === null ? undefined : escapeHtml(stored.content));
      }),
    );
    const hostile = parseStoredHit({objectID: 'x', url: '/docs/', type: 'lvl1', hierarchy: {lvl0: 'Docs', lvl1: '<img src=x onerror=alert(1)>'}})!;
    expect((hostile._snippetResult as {hierarchy: {lvl1: {value: string}}}).hierarchy.lvl1.value).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('a hit DocSearch stored keeps what it shows and where it links; its anchor follows its url', () => {
    fc.assert(
      fc.property(docSearchHit, (stored) => {
        const hit = parseStoredHit(stored)!;
        expect(hit).toMatchObject({objectID: stored.objectID, url: stored.url, type: stored.type, hierarchy: stored.hierarchy, content: stored.content});
        expect(hit.url_without_anchor + (hit.anchor === null ? '' : `#${hit.anchor}`)).toBe(stored.url);
      }),
    );
  });

  test.each([
    ['javascript:alert(1)'],
    ['//evil.example/docs'],
    ['/\\evil.example'],
    ['data:text/html,<script>alert(1)</script>'],
    ['docs/spring'],
    ['javascript:alert("https://www.remotion.dev/")'],
    [''],
  ])('a hit linking to %j is dropped', (url) => {
    expect(parseStoredHit({objectID: 'x', url, type: 'lvl1', hierarchy: {lvl0: 'Docs', lvl1: 'Title'}})).toBeNull();
  });

  test('a hit without the level its type names, without lvl0 or lvl1, or with a text that is not a string, is dropped', () => {
    const valid = {objectID: 'x', url: '/docs/', type: 'lvl2', hierarchy: {lvl0: 'Docs', lvl1: 'Page', lvl2: 'Heading'}, content: null};
    expect(parseStoredHit(valid)).not.toBeNull();
    expect(parseStoredHit({...valid, hierarchy: {lvl0: 'Docs', lvl1: 'Page'}})).toBeNull();
    expect(parseStoredHit({...valid, hierarchy: {lvl1: 'Page', lvl2: 'Heading'}})).toBeNull();
    expect(parseStoredHit({...valid, hierarchy: {lvl0: 'Docs', lvl2: 'Heading'}})).toBeNull();
    expect(parseStoredHit({...valid, hierarchy: {...valid.hierarchy, lvl3: 3}})).toBeNull();
    expect(parseStoredHit({...valid, content: 5})).toBeNull();
    expect(parseStoredHit({...valid, type: 'lvl9'})).toBeNull();
    expect(parseStoredHit({...valid, objectID: ''})).toBeNull();
    expect(parseStoredHit({...valid, objectID: 7})).toBeNull();
    expect(parseStoredHit({...valid, hierarchy: ['Docs', 'Page']})).toBeNull();
    expect(parseStoredHit({...valid, type: 'content', content: 'Some text'})).not.toBeNull();
    // A text hit's row shows its content: it must have one.
    expect(parseStoredHit({...valid, type: 'content', content: null})).toBeNull();
    expect(parseStoredHit({...valid, type: 5})).toBeNull();
  });

  test('the first ten distinct entries are kept, in their order', () => {
    const hits = Array.from({length: 14}, (_, i) => ({objectID: String(i % 12), url: '/docs/', type: 'lvl1', hierarchy: {lvl0: 'Docs', lvl1: `Page ${i}`}}));
    expect(parseStoredSearches(JSON.stringify(hits)).map(({hierarchy}) => hierarchy.lvl1)).toEqual(
      ['Page 0', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 6', 'Page 7', 'Page 8', 'Page 9'],
    );
  });

  test('repairing writes back what reads, removes a list with nothing left, and leaves other keys and indexes alone', () => {
    fc.assert(
      fc.property(anyStoredValue, anyStoredValue, (recent, favorite) => {
        const [recentKey, favoriteKey] = storedSearchKeys('remotion');
        const storage = memoryStorage({[recentKey!]: recent, [favoriteKey!]: favorite, '__DOCSEARCH_RECENT_SEARCHES__other': recent, theme: 'dark'});
        repairStoredSearches('remotion', storage);
        for (const [key, raw] of [[recentKey!, recent], [favoriteKey!, favorite]] as const) {
          const expected = parseStoredSearches(raw);
          expect(storage.getItem(key)).toBe(expected.length === 0 ? null : JSON.stringify(expected));
        }
        expect(storage.getItem('__DOCSEARCH_RECENT_SEARCHES__other')).toBe(recent);
        expect(storage.getItem('theme')).toBe('dark');
      }),
      {numRuns: 300},
    );
  });

  test('a list already as it should be is not written again', () => {
    const [recentKey] = storedSearchKeys('remotion');
    const good = JSON.stringify(parseStoredSearches(JSON.stringify([{objectID: 'a', url: '/docs/', type: 'lvl1', hierarchy: {lvl0: 'Docs', lvl1: 'Page'}}])));
    const storage = memoryStorage({[recentKey!]: good});
    const setItem = vi.spyOn(storage, 'setItem');
    const removeItem = vi.spyOn(storage, 'removeItem');
    repairStoredSearches('remotion', storage);
    // Neither the good list nor the absent favourites are written.
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
    expect(storage.getItem(recentKey!)).toBe(good);
  });

  test('a page whose storage is disabled (window.localStorage throws) has both lists logged and goes on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
    try {
      expect(() => repairStoredSearches('remotion')).not.toThrow();
      expect(error).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
      error.mockRestore();
    }
  });

  test('without a storage given, the page\'s own is repaired', () => {
    const storage = memoryStorage({[storedSearchKeys('remotion')[0]!]: 'not json{'});
    vi.stubGlobal('window', {localStorage: storage});
    try {
      repairStoredSearches('remotion');
      expect(storage.entries.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('a storage that throws is logged and left alone', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const throwing = memoryStorage();
    throwing.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => repairStoredSearches('remotion', throwing)).not.toThrow();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Search: stored searches could not be checked/), expect.any(DOMException));
    error.mockRestore();
  });
});
