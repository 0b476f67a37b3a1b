import {afterEach, describe, expect, test, vi} from 'vitest';
import {
  createLazyAlgoliaClient,
  createLocalSearchClientProxy,
  missingResultsUrl,
  preloadLocalSearch,
  searchingPastedSentences,
} from '../../src/search/client';
import {createEngine} from '../../src/search/docsearchAdapter';
import type {SearchWorkerRequest, SearchWorkerResponse} from '../../src/search/workerProtocol';
import {OTHER_PAGES, smallIndex} from './smallSearchIndex';

// How the modal and the search page reach a backend (src/search/client.ts):
// the local engine in a worker (a stand-in Worker here, answering as the
// test says), in the page where there are no workers (fetch() serving a
// small index), or Algolia's lite client (a stand-in module).

const liteClients: {appId: string; apiKey: string; agents: unknown[][]; calls: unknown[]}[] = [];
vi.mock('algoliasearch/lite', () => ({
  liteClient: (appId: string, apiKey: string) => {
    const client = {
      appId,
      apiKey,
      agents: [] as unknown[][],
      calls: [] as unknown[],
      addAlgoliaAgent(...agent: unknown[]) {
        this.agents.push(agent);
      },
      async search(this: {calls: unknown[]}, call: {requests: {query?: string}[]}) {
        this.calls.push(call);
        return {results: call.requests.map(({query}) => ({hits: [{objectID: String(query), url: `https://x/${query}`}], hitsPerPage: 5}))};
      },
    };
    liteClients.push(client);
    return client;
  },
}));

const INDEX = smallIndex([{url: '/docs/spring', title: 'spring()', texts: ['How bouncy it is.']}, ...OTHER_PAGES]);
const ENGINE = createEngine(INDEX);
const answerOf = (query: string) => ENGINE.search('remotion', {query});
/** The engine's answer as the proxy passes it on, the time it took aside. */
const expected = (...queries: string[]) => ({results: queries.map((query) => ({...answerOf(query), processingTimeMS: expect.any(Number)}))});

/** A stand-in search worker: records what it is sent; answers searches with `complete` as the test sets it. */
class FakeWorker {
  static all: FakeWorker[] = [];
  static complete = true;
  static completion: Promise<void> = Promise.resolve();
  sent: SearchWorkerRequest[] = [];
  onmessage: ((event: {data: SearchWorkerResponse}) => void) | null = null;
  onerror: unknown = null;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(message: SearchWorkerRequest) {
    this.sent.push(message);
    if (message.kind === 'preload') return;
    const reply = (data: SearchWorkerResponse) => setTimeout(() => this.onmessage?.({data}));
    if (message.kind === 'whenComplete') {
      void FakeWorker.completion.then(() => reply({id: message.id, results: [], complete: true}));
      return;
    }
    const requests = Array.isArray(message.call) ? message.call : message.call.requests;
    reply({id: message.id, results: requests.map(({query}) => answerOf(`${query}`)), complete: FakeWorker.complete});
  }
}

let base = 0;
/** A base URL no earlier test used: the clients are kept per index URL for the page's life. */
const newBase = () => `/base-${++base}/`;

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.all = [];
  FakeWorker.complete = true;
  FakeWorker.completion = Promise.resolve();
});

const call = (query: string) => ({requests: [{indexName: 'remotion', query}]});

describe('the local engine, in a worker where the browser has workers', () => {
  test('one worker per index, started on first use, for the index under the base URL; preload asks it to load', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const baseUrl = newBase();
    preloadLocalSearch(baseUrl);
    await vi.waitFor(() => expect(FakeWorker.all[0]?.sent).toEqual([{id: 0, indexUrl: `${baseUrl}search-index.json`, kind: 'preload'}]));
    const proxy = createLocalSearchClientProxy(baseUrl);
    expect(await proxy.search(call('spring'))).toEqual(expected('spring'));
    expect(FakeWorker.all).toHaveLength(1);
    createLocalSearchClientProxy(newBase());
    expect(FakeWorker.all).toHaveLength(1);
  });

  test('an answer from the pages alone: without onFullIndex, the proxy waits for every record and asks again', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.complete = false;
    const proxy = createLocalSearchClientProxy(newBase());
    const answer = await proxy.search(call('spring'));
    expect(answer).toEqual(expected('spring'));
    expect(FakeWorker.all[0].sent.map(({kind}) => kind)).toEqual(['search', 'whenComplete', 'search']);
  });

  test('with onFullIndex: the partial answer at once, and onFullIndex once every record is searchable, once per proxy', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.complete = false;
    let complete = () => undefined as void;
    FakeWorker.completion = new Promise<void>((resolve) => {
      complete = resolve;
    });
    const onFullIndex = vi.fn();
    const proxy = createLocalSearchClientProxy(newBase(), onFullIndex);
    expect(await proxy.search(call('spring'))).toEqual(expected('spring'));
    expect(await proxy.search(call('bouncy'))).toEqual(expected('bouncy'));
    expect(FakeWorker.all[0].sent.map(({kind}) => kind)).toEqual(['search', 'whenComplete', 'search']);
    expect(onFullIndex).not.toHaveBeenCalled();
    complete();
    await vi.waitFor(() => expect(onFullIndex).toHaveBeenCalledOnce());
    // A complete answer is returned as it is.
    FakeWorker.complete = true;
    expect(await proxy.search(call('spring'))).toEqual(expected('spring'));
    expect(onFullIndex).toHaveBeenCalledOnce();
  });

  test('a complete answer is returned as it is: no second query, no wait, no onFullIndex', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const onFullIndex = vi.fn();
    const proxy = createLocalSearchClientProxy(newBase(), onFullIndex);
    expect(await proxy.search(call('spring'))).toEqual(expected('spring'));
    await new Promise((resolve) => setTimeout(resolve));
    expect(FakeWorker.all[0].sent.map(({kind}) => kind)).toEqual(['search']);
    expect(onFullIndex).not.toHaveBeenCalled();
  });

  test('a failure to complete is not an unhandled rejection, and onFullIndex is not called', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.complete = false;
    FakeWorker.completion = new Promise<void>(() => undefined);
    const onFullIndex = vi.fn();
    const proxy = createLocalSearchClientProxy(newBase(), onFullIndex);
    await proxy.search(call('spring'));
    const [worker] = FakeWorker.all;
    const whenComplete = worker.sent.find(({kind}) => kind === 'whenComplete')!;
    worker.onmessage!({data: {id: whenComplete.id, error: 'HTTP 500'}});
    await new Promise((resolve) => setTimeout(resolve));
    expect(onFullIndex).not.toHaveBeenCalled();
  });
});

describe('the local engine in the page, where there are no workers', () => {
  test('the index is fetched from the base URL on first use, and the engine answers', async () => {
    vi.stubGlobal('Worker', undefined);
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify(INDEX));
    });
    const baseUrl = newBase();
    const proxy = createLocalSearchClientProxy(baseUrl);
    const {results} = await proxy.search(call('spring'));
    expect(results.map(({hits}) => hits.map(({objectID}) => objectID))).toEqual([answerOf('spring').hits.map(({objectID}) => objectID)]);
    expect(fetched).toEqual([`${baseUrl}search-index.json`]);
    preloadLocalSearch(baseUrl);
    await new Promise((resolve) => setTimeout(resolve));
    expect(fetched).toHaveLength(1);
  });

  test('preload of an index that cannot be fetched fails quietly', async () => {
    vi.stubGlobal('Worker', undefined);
    vi.stubGlobal('fetch', async () => new Response('gone', {status: 404}));
    const baseUrl = newBase();
    preloadLocalSearch(baseUrl);
    await expect(createLocalSearchClientProxy(baseUrl).search(call('spring'))).rejects.toMatchObject({name: 'RetryError'});
  });
});

describe('Algolia', () => {
  const PASTED = 'Error: Found no composition with the name my-video';

  test('searchingPastedSentences: a pasted sentence goes as its two readings, a typed query as it is', async () => {
    const sent: unknown[] = [];
    const search = searchingPastedSentences(async (request: {requests: {query: string}[]}) => {
      sent.push(request);
      return {results: request.requests.map(({query}) => ({hits: [{objectID: query, url: `https://x/${query}`}], hitsPerPage: 5}))};
    });
    const typed = (await search({requests: [{query: 'spring'}]})) as {results: {hits: {objectID: string}[]}[]};
    expect(typed.results[0].hits.map(({objectID}) => objectID)).toEqual(['spring']);
    const pasted = (await search({requests: [{query: PASTED}]})) as {results: {hits: {objectID: string}[]}[]};
    expect(sent[1]).toMatchObject({requests: [{query: '"Found no composition with the" name my video'}, {query: PASTED}]});
    expect(pasted.results[0].hits.map(({objectID}) => objectID)).toEqual(['"Found no composition with the" name my video', PASTED]);
  });

  test("the lite client is made on the first query, once, with the agents added before it existed, and reads pasted sentences twice", async () => {
    const client = createLazyAlgoliaClient('APPID', 'search-key');
    client.addAlgoliaAgent('docsearch', '3.9.0');
    client.addAlgoliaAgent('site');
    expect(liteClients).toHaveLength(0);
    await client.search({requests: [{indexName: 'remotion', query: 'spring'}]} as never);
    const response = (await client.search({requests: [{indexName: 'remotion', query: PASTED}]} as never)) as unknown as {results: {hits: unknown[]}[]};
    expect(liteClients).toHaveLength(1);
    const [lite] = liteClients;
    expect(lite).toMatchObject({appId: 'APPID', apiKey: 'search-key', agents: [['docsearch', '3.9.0'], ['site']]});
    expect(lite.calls).toHaveLength(2);
    expect((lite.calls[1] as {requests: unknown[]}).requests).toHaveLength(2);
    expect(response.results).toHaveLength(1);
  });
});

test('missingResultsUrl: the issue form with the query in its title, escaped for the URL', () => {
  expect(missingResultsUrl('https://github.com/remotion-dev/remotion/issues/new', 'a & b?')).toBe(
    'https://github.com/remotion-dev/remotion/issues/new?title=Search%3A%20no%20results%20for%20%22a%20%26%20b%3F%22&labels=documentation',
  );
});
