/**
 * The page's side of the search worker (searchWorker.ts): the same client
 * interface as the in-page engine, each call a message to the worker.
 */
import type {LocalSearchClient, SearchResponse} from './localSearchClient';
import {SearchIndexUnavailableError} from './searchIndexUnavailableError';
import type {SearchWorkerRequest, SearchWorkerResponse} from './workerProtocol';

export function createWorkerSearchClient(indexUrl: string): LocalSearchClient {
  const worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
  const pending = new Map<number, {resolve: (results: SearchResponse[]) => void; reject: (error: Error) => void}>();
  let nextId = 0;
  worker.onmessage = ({data}: MessageEvent<SearchWorkerResponse>) => {
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (data.error === undefined) request?.resolve(data.results);
    else request?.reject(new SearchIndexUnavailableError(data.error));
  };
  // The worker's script itself failed to load or run: every waiting query fails, as a failed download does.
  worker.onerror = (event) => {
    event.preventDefault();
    for (const {reject} of pending.values()) reject(new SearchIndexUnavailableError(`The search worker failed: ${event.message}`));
    pending.clear();
  };
  const send = (request: SearchWorkerRequest) => worker.postMessage(request);
  return {
    preload: () => send({id: nextId++, indexUrl, call: null}),
    search: (call) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, {resolve: (results) => resolve({results}), reject});
        send({id, indexUrl, call});
      }),
  };
}
