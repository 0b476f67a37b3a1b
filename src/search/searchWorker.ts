/**
 * The local search engine in a worker of its own: downloading the index,
 * building the engine and answering queries never block the page's main
 * thread, so typing stays responsive while the index loads and the search
 * page has no long task. The client side is createWorkerSearchClient().
 */
/// <reference lib="webworker" />
import {createEngineTitlesFirst, createLocalSearchClient, type LocalSearchClient} from './localSearchClient';
import type {SearchWorkerQuestion, SearchWorkerRequest, SearchWorkerResponse} from './workerProtocol';

declare const self: DedicatedWorkerGlobalScope;

/**
 * Resolves in a task queued behind the messages already waiting, so a
 * query sent while the text is being indexed is answered before the next
 * turn. (Timers would be clamped to 4 ms each after a few turns.)
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const clients = new Map<string, LocalSearchClient>();

function clientFor(indexUrl: string): LocalSearchClient {
  let client = clients.get(indexUrl);
  if (!client) {
    client = createLocalSearchClient(indexUrl, async (index) => createEngineTitlesFirst(index, nextTurn));
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
};
