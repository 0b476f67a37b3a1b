/**
 * The local search engine in a worker of its own: downloading the index,
 * building the engine and answering queries never block the page's main
 * thread, so typing stays responsive while the index loads and the search
 * page has no long task. The client side is createWorkerSearchClient().
 */
/// <reference lib="webworker" />
import {createEngineInSlices} from './docsearchAdapter';
import {createProgressiveSearchClient, type LocalSearchClient} from './localSearchClient';
import {SEARCH_INDEX_FILE, SEARCH_PAGES_FILE} from './records';
import type {SearchWorkerQuestion, SearchWorkerRequest, SearchWorkerResponse} from './workerProtocol';

declare const self: DedicatedWorkerGlobalScope;

/**
 * How long building the full engine stands aside after an answer, while
 * the page renders it: on this machine's two cores, building on meanwhile
 * stretched the page's layout of the first results into a long task of
 * 70 to 125 ms.
 */
const RENDER_ALLOWANCE_MS = 150;
let resumeBuildingAt = 0;

/**
 * Resolves in a task queued behind the messages already waiting, so a
 * query sent while the full engine is being built is answered before the
 * next slice (timers would be clamped to 4 ms each after a few turns), or
 * once the allowance for rendering the last answer has passed.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    const allowanceLeft = resumeBuildingAt - performance.now();
    if (allowanceLeft > 0) {
      setTimeout(resolve, allowanceLeft);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** About 10 ms of indexing here: a query that arrives meanwhile waits no longer. */
const RECORDS_PER_TURN = 200;

const clients = new Map<string, LocalSearchClient>();

function clientFor(indexUrl: string): LocalSearchClient {
  let client = clients.get(indexUrl);
  if (!client) {
    const pagesIndexUrl = indexUrl.replace(SEARCH_INDEX_FILE, SEARCH_PAGES_FILE);
    client = createProgressiveSearchClient(indexUrl, pagesIndexUrl, (index) =>
      createEngineInSlices(index, nextTurn, RECORDS_PER_TURN),
    );
    clients.set(indexUrl, client);
  }
  return client;
}

async function answer(request: SearchWorkerRequest & SearchWorkerQuestion): Promise<SearchWorkerResponse> {
  const client = clientFor(request.indexUrl);
  try {
    if (request.kind === 'whenComplete') {
      await client.whenComplete();
      return {id: request.id, results: [], complete: true};
    }
    const {results, complete} = await client.search(request.call);
    return {id: request.id, results, complete};
  } catch (error) {
    return {id: request.id, error: error instanceof Error ? error.message : String(error)};
  }
}

self.onmessage = async ({data}: MessageEvent<SearchWorkerRequest>) => {
  if (data.kind === 'preload') {
    clientFor(data.indexUrl).preload();
    return;
  }
  self.postMessage(await answer(data));
  resumeBuildingAt = performance.now() + RENDER_ALLOWANCE_MS;
};
