import {afterEach, describe, expect, test, vi} from 'vitest';
import {createEngine, type LocalSearchEngine, type MultiSearchCall} from '../../src/search/docsearchAdapter';
import {createLocalSearchClient, createProgressiveSearchClient} from '../../src/search/localSearchClient';
import {pagesIndexOf, type CompactIndex} from '../../src/search/records';
import {SearchIndexUnavailableError} from '../../src/search/searchIndexUnavailableError';
import {OTHER_PAGES, smallIndex} from './smallSearchIndex';

// The clients around the engine (src/search/localSearchClient.ts): the one
// of a page without workers, and the worker's, which answers from the
// pages' index while it builds the full engine. fetch() is a stand-in that
// serves small indexes, fails, or holds an answer until the test lets it go.

const INDEX_URL = '/search-index.json';
const PAGES_URL = '/search-index-pages.json';

const INDEX: CompactIndex = smallIndex([
  {url: '/docs/spring', title: 'spring()', description: 'A physics-based animation.', sections: [{anchor: 'damping', headings: ['Damping'], texts: ['How quickly the oscillation settles.']}]},
  ...OTHER_PAGES,
]);
const ENGINE = createEngine(INDEX);

type Served = {status?: number; body?: unknown; error?: Error; hold?: Promise<void>};

/** fetch() answering each URL as `serve` says at the time of the call, and the URLs it was asked for. */
function stubFetch(serve: (url: string) => Served) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    const {status = 200, body, error, hold} = serve(url);
    await hold;
    if (error) throw error;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {status});
  });
  return fetched;
}

const serveIndexes = (url: string): Served => ({body: url === PAGES_URL ? pagesIndexOf(INDEX) : INDEX});

function deferred() {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {promise, release};
}

const ask = (query: string, more: Record<string, unknown> = {}): MultiSearchCall => ({requests: [{indexName: 'remotion', query, hitsPerPage: 10, ...more}]});
const ids = (answer: {results: {hits: {objectID: string}[]}[]}) => answer.results.map(({hits}) => hits.map(({objectID}) => objectID));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createLocalSearchClient', () => {
  test('a call without a query is answered at once, without the index, request by request', async () => {
    const fetched = stubFetch(serveIndexes);
    const client = createLocalSearchClient(INDEX_URL, async (index) => createEngine(index));
    const answer = await client.search([
      {indexName: 'remotion', params: {query: '  ', hitsPerPage: 5, page: 3}},
      {indexName: 'other', query: ' \t'},
      {indexName: 'third'},
    ]);
    expect(answer).toEqual({
      complete: true,
      results: [
        {index: 'remotion', hits: [], nbHits: 0, nbPages: 0, page: 0, hitsPerPage: 5, query: '  ', params: '', processingTimeMS: 0, exhaustiveNbHits: true, facets: {}},
        {index: 'other', hits: [], nbHits: 0, nbPages: 0, page: 0, hitsPerPage: 20, query: ' \t', params: '', processingTimeMS: 0, exhaustiveNbHits: true, facets: {}},
        {index: 'third', hits: [], nbHits: 0, nbPages: 0, page: 0, hitsPerPage: 20, query: '', params: '', processingTimeMS: 0, exhaustiveNbHits: true, facets: {}},
      ],
    });
    expect(fetched).toEqual([]);
  });

  test("both call shapes, a request's params over its flat fields; the index is fetched once, for the first query", async () => {
    const fetched = stubFetch(serveIndexes);
    const built: CompactIndex[] = [];
    const client = createLocalSearchClient(INDEX_URL, async (index) => {
      built.push(index);
      return createEngine(index);
    });
    const docSearch = await client.search(ask('spring'));
    const helper = await client.search([{indexName: 'remotion', query: 'fonts', params: {query: 'spring', hitsPerPage: 10}}, {indexName: 'remotion', params: {query: ''}}]);
    expect(docSearch.complete).toBe(true);
    expect(ids(docSearch)).toEqual([ENGINE.search('remotion', {query: 'spring', hitsPerPage: 10}).hits.map(({objectID}) => objectID)]);
    expect(ids(helper)[0]).toEqual(ids(docSearch)[0]);
    expect(helper.results[1]).toMatchObject({hits: [], nbHits: 0});
    expect(fetched).toEqual([INDEX_URL]);
    expect(built).toEqual([INDEX]);
  });

  test('builds in slices by default', async () => {
    stubFetch(serveIndexes);
    const answer = await createLocalSearchClient(INDEX_URL).search(ask('damping'));
    expect(ids(answer)).toEqual([ENGINE.search('remotion', {query: 'damping', hitsPerPage: 10}).hits.map(({objectID}) => objectID)]);
  });

  test('a failed download (an error status, no network, not JSON) rejects with a RetryError naming the index, and the next query tries again', async () => {
    for (const failure of [{status: 503, body: 'unavailable'}, {error: new TypeError('Failed to fetch')}, {body: 'not json{'}] as Served[]) {
      let failing = true;
      const fetched = stubFetch((url) => (failing ? failure : serveIndexes(url)));
      const client = createLocalSearchClient(INDEX_URL, async (index) => createEngine(index));
      const error = await client.search(ask('spring')).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SearchIndexUnavailableError);
      expect((error as Error).name).toBe('RetryError');
      expect((error as Error).message).toMatch(new RegExp(`^The search index could not be loaded from ${INDEX_URL}: \\w*Error: `));
      if (failure.status) expect((error as Error).message).toBe(`The search index could not be loaded from ${INDEX_URL}: Error: HTTP 503`);
      await expect(client.whenComplete()).rejects.toBeInstanceOf(SearchIndexUnavailableError);
      failing = false;
      expect(ids(await client.search(ask('spring')))[0].length).toBeGreaterThan(0);
      expect(fetched).toEqual([INDEX_URL, INDEX_URL, INDEX_URL]);
    }
  });

  test('preload starts the download and swallows its failure; whenComplete waits for the engine', async () => {
    const held = deferred();
    const fetched = stubFetch((url) => ({...serveIndexes(url), hold: held.promise}));
    let built = false;
    const client = createLocalSearchClient(INDEX_URL, async (index) => {
      built = true;
      return createEngine(index);
    });
    client.preload();
    expect(fetched).toEqual([INDEX_URL]);
    const completed = client.whenComplete();
    held.release();
    await completed;
    expect(built).toBe(true);
    expect(ids(await client.search(ask('spring')))[0].length).toBeGreaterThan(0);
    expect(fetched).toEqual([INDEX_URL]);

    stubFetch(() => ({status: 404}));
    const failing = createLocalSearchClient(INDEX_URL, async (index) => createEngine(index));
    failing.preload();
    // An unhandled rejection would fail this test run.
    await expect(failing.whenComplete()).rejects.toBeInstanceOf(SearchIndexUnavailableError);
  });
});

describe('createProgressiveSearchClient', () => {
  test("answers from the pages' index while the full engine is built, saying so; then from every record", async () => {
    const fetched = stubFetch(serveIndexes);
    const full = deferred();
    const client = createProgressiveSearchClient(INDEX_URL, PAGES_URL, async (index) => {
      await full.promise;
      return createEngine(index);
    });
    expect(await client.search(ask(''))).toMatchObject({complete: true});
    expect(fetched).toEqual([]);

    const early = await client.search(ask('damping'));
    expect(early.complete).toBe(false);
    expect(early.results[0].hits).toEqual([]);
    const title = await client.search(ask('spring'));
    expect(title.complete).toBe(false);
    expect(title.results[0].hits.map(({type}) => type)).toEqual(['lvl1']);
    expect([...fetched].sort()).toEqual([PAGES_URL, INDEX_URL].sort());

    full.release();
    await client.whenComplete();
    const late = await client.search(ask('damping'));
    expect(late.complete).toBe(true);
    expect(ids(late)).toEqual([ENGINE.search('remotion', {query: 'damping', hitsPerPage: 10}).hits.map(({objectID}) => objectID)]);
    expect(fetched).toHaveLength(2);
  });

  test("once every record is searchable, queries are answered from them without fetching the pages' index", async () => {
    const fetched = stubFetch(serveIndexes);
    const client = createProgressiveSearchClient(INDEX_URL, PAGES_URL, async (index) => createEngine(index));
    await client.whenComplete();
    expect(await client.search(ask('damping'))).toMatchObject({complete: true});
    expect(fetched).toEqual([INDEX_URL]);
  });

  test("without the pages' index, a query waits for the full engine and is answered once, complete", async () => {
    stubFetch((url) => (url === PAGES_URL ? {status: 404} : serveIndexes(url)));
    const client = createProgressiveSearchClient(INDEX_URL, PAGES_URL, async (index) => createEngine(index));
    const answer = await client.search(ask('damping'));
    expect(answer.complete).toBe(true);
    expect(ids(answer)[0].length).toBeGreaterThan(0);
  });

  test("when the full engine is ready before the pages' index, the full engine answers", async () => {
    const pages = deferred();
    stubFetch((url) => ({...serveIndexes(url), hold: url === PAGES_URL ? pages.promise : undefined}));
    let fullEngine: LocalSearchEngine | null = null;
    const client = createProgressiveSearchClient(INDEX_URL, PAGES_URL, async (index) => (fullEngine = createEngine(index)));
    const answer = client.search(ask('damping'));
    await vi.waitFor(() => expect(fullEngine).not.toBeNull());
    pages.release();
    expect((await answer).complete).toBe(true);
    expect(ids(await answer)[0].length).toBeGreaterThan(0);
  });

  test('preload fetches both indexes once and swallows failures; a failed full index is fetched again by the next query', async () => {
    let fullFails = true;
    const fetched = stubFetch((url) => (url === INDEX_URL && fullFails ? {status: 500} : serveIndexes(url)));
    const client = createProgressiveSearchClient(INDEX_URL, PAGES_URL, async (index) => createEngine(index));
    client.preload();
    expect([...fetched].sort()).toEqual([INDEX_URL, PAGES_URL].sort());
    // Answered from the pages while the full index fails, without an unhandled rejection.
    const partial = await client.search(ask('spring'));
    expect(partial.complete).toBe(false);
    await expect(client.whenComplete()).rejects.toBeInstanceOf(SearchIndexUnavailableError);
    fullFails = false;
    const answer = await client.search(ask('spring'));
    await client.whenComplete();
    expect((await client.search(ask('damping'))).complete).toBe(true);
    expect(answer.results[0].hits.length).toBeGreaterThan(0);
    expect(fetched.filter((url) => url === PAGES_URL)).toHaveLength(1);
  });

  test('with neither index, a query rejects with a RetryError', async () => {
    stubFetch(() => ({status: 503}));
    const client = createProgressiveSearchClient(INDEX_URL, PAGES_URL, async (index) => createEngine(index));
    await expect(client.search(ask('spring'))).rejects.toMatchObject({name: 'RetryError'});
  });
});
