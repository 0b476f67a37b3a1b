import type {MultiSearchCall, SearchResponse} from './localSearchClient';

/** A query for the search worker, or (with no call) a request to start loading the index. */
export type SearchWorkerRequest = {id: number; indexUrl: string; call: MultiSearchCall | null};

/** The worker's answer: the results, or why the index could not be loaded. */
export type SearchWorkerResponse = {id: number; results: SearchResponse[]; error?: never} | {id: number; results?: never; error: string};
