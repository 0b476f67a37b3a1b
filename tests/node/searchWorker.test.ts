import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {createEngine, type MultiSearchCall} from '../../src/search/docsearchAdapter';
import {pagesIndexOf} from '../../src/search/records';
import type {SearchWorkerRequest, SearchWorkerResponse} from '../../src/search/workerProtocol';
import {OTHER_PAGES, smallIndex} from './smallSearchIndex';

// The search worker (src/search/searchWorker.ts), loaded into a stand-in
// worker scope: the messages it takes and the answers it posts, with
// fetch() serving small indexes or holding them back.

const INDEX = smallIndex([{url: '/docs/spring', title: 'spring()', texts: ['How bouncy it is.']}, ...OTHER_PAGES]);
const ENGINE = createEngine(INDEX);
const INDEX_URL = '/search-index.json';
const PAGES_URL = '/search-index-pages.json';

type Scope = {onmessage: ((event: {data: SearchWorkerRequest}) => Promise<void>) | null; postMessage: (answer: SearchWorkerResponse) => void};
let scope: Scope;
let posted: SearchWorkerResponse[];
let fetched: string[];
let serve: (url: string) => Promise<Response>;

const respond = (url: string) =>
  url.endsWith('search-index-pages.json') ? new Response(JSON.stringify(pagesIndexOf(INDEX))) : new Response(JSON.stringify(INDEX));

beforeEach(async () => {
  posted = [];
  fetched = [];
  serve = async (url) => respond(url);
  scope = {onmessage: null, postMessage: (answer) => posted.push(answer)};
  vi.stubGlobal('self', scope);
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return serve(url);
  });
  vi.resetModules();
  await import('../../src/search/searchWorker');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const call: MultiSearchCall = {requests: [{indexName: 'remotion', query: 'bouncy'}]};
const send = (request: SearchWorkerRequest) => scope.onmessage!({data: request});
const ids = (answer: SearchWorkerResponse) => answer.results?.map(({hits}) => hits.map(({objectID}) => objectID));

describe('the search worker', () => {
  test('preload fetches the index and the pages’ index beside it, once per index, and answers nothing', async () => {
    await send({id: 0, indexUrl: INDEX_URL, kind: 'preload'});
    await send({id: 1, indexUrl: INDEX_URL, kind: 'preload'});
    expect([...fetched].sort()).toEqual([INDEX_URL, PAGES_URL].sort());
    await send({id: 2, indexUrl: '/other/search-index.json', kind: 'preload'});
    expect(fetched).toHaveLength(4);
    expect(fetched).toContain('/other/search-index-pages.json');
    expect(posted).toEqual([]);
  });

  test('answers a search with its id, from every record once they are indexed', async () => {
    await send({id: 5, indexUrl: INDEX_URL, kind: 'whenComplete'});
    expect(posted).toEqual([{id: 5, results: [], complete: true}]);
    await send({id: 6, indexUrl: INDEX_URL, kind: 'search', call});
    expect(posted[1]).toMatchObject({id: 6, complete: true});
    expect(ids(posted[1])).toEqual([ENGINE.search('remotion', {query: 'bouncy'}).hits.map(({objectID}) => objectID)]);
  });

  test("answers from the pages' index while the full one loads, saying it is partial", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve = async (url) => {
      if (url === INDEX_URL) await held;
      return respond(url);
    };
    await send({id: 1, indexUrl: INDEX_URL, kind: 'search', call: {requests: [{indexName: 'remotion', query: 'spring'}]}});
    expect(posted).toEqual([{id: 1, results: expect.any(Array), complete: false}]);
    release();
    await send({id: 2, indexUrl: INDEX_URL, kind: 'whenComplete'});
    expect(posted[1]).toEqual({id: 2, results: [], complete: true});
  });

  test('a failure is answered as the error’s message, for the query that met it', async () => {
    serve = async () => new Response('unavailable', {status: 503});
    await send({id: 3, indexUrl: INDEX_URL, kind: 'search', call});
    expect(posted).toEqual([{id: 3, error: `The search index could not be loaded from ${INDEX_URL}: Error: HTTP 503`}]);
    await send({id: 4, indexUrl: INDEX_URL, kind: 'whenComplete'});
    expect(posted[1]).toMatchObject({id: 4, error: expect.stringContaining('HTTP 503')});
  });

  test('after an answer, building the full engine stands aside 150 ms for the page to render it', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'performance']});
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve = async (url) => {
      if (url === INDEX_URL) await held;
      return respond(url);
    };
    await send({id: 1, indexUrl: INDEX_URL, kind: 'search', call});
    expect(posted).toHaveLength(1);
    release();
    const completed = send({id: 2, indexUrl: INDEX_URL, kind: 'whenComplete'});
    // Real turns of the event loop pass; the fake clock does not.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(posted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(149);
    expect(posted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await completed;
    expect(posted[1]).toEqual({id: 2, results: [], complete: true});
  });
});
