import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {SearchIndexUnavailableError} from '../../src/search/searchIndexUnavailableError';
import type {SearchResponse} from '../../src/search/docsearchAdapter';
import type {SearchWorkerRequest, SearchWorkerResponse} from '../../src/search/workerProtocol';
import {createWorkerSearchClient} from '../../src/search/workerSearchClient';

// The page's side of the search worker (src/search/workerSearchClient.ts),
// talking to a stand-in Worker that records what it is sent and answers
// when the test says so, in any order.

class FakeWorker {
  static created: FakeWorker[] = [];
  readonly sent: SearchWorkerRequest[] = [];
  onmessage: ((event: {data: SearchWorkerResponse}) => void) | null = null;
  onerror: ((event: {message: string; preventDefault: () => void}) => void) | null = null;
  constructor(readonly url: URL) {
    FakeWorker.created.push(this);
  }
  postMessage(message: SearchWorkerRequest) {
    this.sent.push(structuredClone(message));
  }
  answer(data: SearchWorkerResponse) {
    this.onmessage!({data});
  }
}

const INDEX_URL = '/search-index.json';
const response = (query: string) => ({query, hits: [], nbHits: 0}) as unknown as SearchResponse;

beforeEach(() => {
  FakeWorker.created = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Whether a promise has settled, after the microtasks queued so far. */
async function state(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let settled: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (settled = 'resolved'),
    () => (settled = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('createWorkerSearchClient', () => {
  test('starts one worker, of searchWorker.ts, and sends nothing until asked', () => {
    createWorkerSearchClient(INDEX_URL);
    expect(FakeWorker.created).toHaveLength(1);
    const [worker] = FakeWorker.created;
    expect(worker.url).toBeInstanceOf(URL);
    expect(worker.url.pathname).toMatch(/\/src\/search\/searchWorker\.ts$/);
    expect(worker.sent).toEqual([]);
  });

  test('each message carries a new id and the index URL; preload, search and whenComplete say what they want', async () => {
    const client = createWorkerSearchClient(INDEX_URL);
    const [worker] = FakeWorker.created;
    const call = {requests: [{indexName: 'remotion', query: 'spring'}]};
    client.preload();
    const searched = client.search(call);
    const completed = client.whenComplete();
    expect(worker.sent).toEqual([
      {id: 0, indexUrl: INDEX_URL, kind: 'preload'},
      {id: 1, indexUrl: INDEX_URL, kind: 'search', call},
      {id: 2, indexUrl: INDEX_URL, kind: 'whenComplete'},
    ]);
    worker.answer({id: 2, results: [], complete: true});
    expect(await completed).toBeUndefined();
    expect(await state(searched)).toBe('pending');
    worker.answer({id: 1, results: [response('spring')], complete: false});
    expect(await searched).toEqual({results: [response('spring')], complete: false});
  });

  test('answers reach the query they answer, in whatever order they come; unknown and repeated ids are ignored', async () => {
    const client = createWorkerSearchClient(INDEX_URL);
    const [worker] = FakeWorker.created;
    const first = client.search([{indexName: 'remotion', params: {query: 'a'}}]);
    const second = client.search([{indexName: 'remotion', params: {query: 'b'}}]);
    worker.answer({id: 7, results: [response('x')], complete: true});
    worker.answer({id: 1, results: [response('b')], complete: true});
    worker.answer({id: 1, results: [response('again')], complete: false});
    expect(await state(first)).toBe('pending');
    expect(await second).toEqual({results: [response('b')], complete: true});
    worker.answer({id: 0, results: [response('a')], complete: true});
    expect(await first).toEqual({results: [response('a')], complete: true});
  });

  test("the worker's error answer rejects that query alone with a RetryError carrying its message", async () => {
    const client = createWorkerSearchClient(INDEX_URL);
    const [worker] = FakeWorker.created;
    const failing = client.search({requests: [{indexName: 'remotion', query: 'a'}]});
    const waiting = client.search({requests: [{indexName: 'remotion', query: 'b'}]});
    worker.answer({id: 0, error: 'HTTP 503'});
    const error = await failing.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SearchIndexUnavailableError);
    expect(error).toMatchObject({name: 'RetryError', message: 'HTTP 503'});
    expect(await state(waiting)).toBe('pending');
    // An error answer to a query no longer waiting (failed already, or never asked) is dropped without a throw.
    expect(() => worker.answer({id: 0, error: 'late'})).not.toThrow();
    expect(() => worker.answer({id: 42, error: 'unknown'})).not.toThrow();
  });

  test("when the worker's script fails, every waiting query fails with its message, the page's error handler is spared, and later queries still go through", async () => {
    const client = createWorkerSearchClient(INDEX_URL);
    const [worker] = FakeWorker.created;
    const waiting = [client.search({requests: [{indexName: 'remotion', query: 'a'}]}), client.whenComplete()];
    const preventDefault = vi.fn();
    worker.onerror!({message: 'SyntaxError: bad worker', preventDefault});
    expect(preventDefault).toHaveBeenCalledOnce();
    for (const promise of waiting) {
      const error = await promise.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SearchIndexUnavailableError);
      expect(error).toMatchObject({name: 'RetryError', message: 'The search worker failed: SyntaxError: bad worker'});
    }
    // The failed queries are forgotten: an answer to one of them now changes nothing, and a new one is answered.
    const later = client.search({requests: [{indexName: 'remotion', query: 'c'}]});
    worker.onerror!({message: 'again', preventDefault});
    const laterError = await later.catch((caught: unknown) => caught);
    expect(laterError).toMatchObject({message: 'The search worker failed: again'});
    const last = client.search({requests: [{indexName: 'remotion', query: 'd'}]});
    worker.answer({id: 0, results: [response('a')], complete: true});
    expect(await state(last)).toBe('pending');
    worker.answer({id: 3, results: [response('d')], complete: true});
    expect(await last).toEqual({results: [response('d')], complete: true});
  });
});

describe('SearchIndexUnavailableError', () => {
  test("is an Error named RetryError, the name DocSearch's error screen looks for", () => {
    const error = new SearchIndexUnavailableError('no index');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RetryError');
    expect(error.message).toBe('no index');
    expect(String(error)).toBe('RetryError: no index');
  });
});
