/**
 * The local search engine in a worker of its own: downloading the index,
 * building the engine and answering queries never block the page's main
 * thread, so typing stays responsive while the index loads and the search
 * page has no long task. The client side is createWorkerSearchClient().
 */
/// <reference lib="webworker" />
import {createEngine, createLocalSearchClient, type LocalSearchClient} from './localSearchClient';
import type {SearchWorkerRequest, SearchWorkerResponse} from './workerProtocol';

declare const self: DedicatedWorkerGlobalScope;

const clients = new Map<string, LocalSearchClient>();

function clientFor(indexUrl: string): LocalSearchClient {
  let client = clients.get(indexUrl);
  if (!client) {
    // Off the main thread, slicing the build would only make it slower.
    client = createLocalSearchClient(indexUrl, async (index) => createEngine(index));
    clients.set(indexUrl, client);
  }
  return client;
}

self.onmessage = async ({data: {id, indexUrl, call}}: MessageEvent<SearchWorkerRequest>) => {
  const client = clientFor(indexUrl);
  if (!call) {
    client.preload();
    return;
  }
  let response: SearchWorkerResponse;
  try {
    response = {id, results: (await client.search(call)).results};
  } catch (error) {
    response = {id, error: error instanceof Error ? error.message : String(error)};
  }
  self.postMessage(response);
};
