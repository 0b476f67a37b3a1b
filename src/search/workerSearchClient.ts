/**
 * The page's side of the search worker (searchWorker.ts): the same client
 * interface as the in-page engine, each call a message to the worker.
 */
import type {LocalSearchClient, LocalSearchResults} from './localSearchClient';
import {SearchIndexUnavailableError} from './searchIndexUnavailableError';
import type {SearchWorkerQuestion, SearchWorkerRequest, SearchWorkerResponse} from './workerProtocol';

export function createWorkerSearchClient(indexUrl: string): LocalSearchClient {
  const worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
  const pending = new Map<number, {resolve: (answer: LocalSearchResults) => void; reject: (error: Error) => void}>();
  let nextId = 0;
  worker.onmessage = ({data}: MessageEvent<SearchWorkerResponse>) => {
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (data.error === undefined) request?.resolve({results: data.results, complete: data.complete});
    else request?.reject(new SearchIndexUnavailableError(data.error));
  };
  // The worker's script itself failed to load or run: every waiting query fails, as a failed download does.
  worker.onerror = (event) => {
    event.preventDefault();
    for (const {reject} of pending.values()) reject(new SearchIndexUnavailableError(`The search worker failed: ${event.message}`));
    pending.clear();
  };
  const ask = (question: SearchWorkerQuestion) =>
    new Promise<LocalSearchResults>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {resolve, reject});
      worker.postMessage({...question, id, indexUrl} satisfies SearchWorkerRequest);
    });
  return {
    preload: () => worker.postMessage({id: nextId++, indexUrl, kind: 'preload'} satisfies SearchWorkerRequest),
    search: (call) => ask({kind: 'search', call}),
    whenComplete: async () => {
      await ask({kind: 'whenComplete'});
    },
  };
}
