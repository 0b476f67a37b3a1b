import type {MultiSearchCall, SearchResponse} from './docsearchAdapter';

/**
 * A message to the search worker: start loading the index, answer a query,
 * or answer once every record is searchable.
 */
export type SearchWorkerRequest = {id: number; indexUrl: string} & ({kind: 'preload'} | SearchWorkerQuestion);

/** The messages that the worker answers. */
export type SearchWorkerQuestion = {kind: 'search'; call: MultiSearchCall} | {kind: 'whenComplete'};

/** The worker's answer: the results (none for whenComplete), or why the index could not be loaded. */
export type SearchWorkerResponse =
  | {id: number; results: SearchResponse[]; complete: boolean; error?: never}
  | {id: number; results?: never; complete?: never; error: string};
