/**
 * The clients the page and the search worker use: each downloads an index
 * once, builds the engine over it and answers Algolia's multi-query call
 * with it (docsearchAdapter.ts). DocSearch's modal and the search page talk
 * to them exactly as they would talk to Algolia.
 */
import type {CompactIndex} from './records';
import {
  createEngine,
  createEngineInSlices,
  DEFAULT_ATTRIBUTES_TO_SNIPPET,
  DEFAULT_HITS_PER_PAGE,
  emptyResponse,
  normalizeRequests,
  type LocalSearchEngine,
  type MultiSearchCall,
  type SearchParams,
  type SearchResponse,
} from './docsearchAdapter';
import {SearchIndexUnavailableError} from './searchIndexUnavailableError';

/** What the local clients answer: Algolia's multi-query response, and whether every record was searched. */
export type LocalSearchResults = {results: SearchResponse[]; complete: boolean};

export type LocalSearchClient = {
  search: (call: MultiSearchCall) => Promise<LocalSearchResults>;
  /** Starts downloading the index, so the first query does not wait for it. */
  preload: () => void;
  /** Resolves once every record is searchable. */
  whenComplete: () => Promise<void>;
};

type EngineBuilder = (index: CompactIndex) => Promise<LocalSearchEngine>;

/**
 * Downloads an index and builds an engine over it, once: a failed download
 * rejects with a RetryError, and the next call tries again.
 */
function engineLoader(indexUrl: string, buildEngine: EngineBuilder): () => Promise<LocalSearchEngine> {
  let engine: Promise<LocalSearchEngine> | null = null;
  return () => {
    engine ??= fetch(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<CompactIndex>;
      })
      .then(buildEngine)
      .catch((error: unknown) => {
        engine = null;
        throw new SearchIndexUnavailableError(`The search index could not be loaded from ${indexUrl}: ${String(error)}`);
      });
    return engine;
  };
}

/** Answers a call with `engine`, or with empty results when no request has a query (no engine needed). */
async function answer(
  call: MultiSearchCall,
  engine: () => Promise<{engine: LocalSearchEngine; complete: boolean}>,
): Promise<LocalSearchResults> {
  const requests = normalizeRequests(call);
  if (requests.every(({params}) => !(params.query ?? '').trim())) {
    return {results: requests.map(({indexName, params}) => emptyResponse(indexName, params)), complete: true};
  }
  const {engine: loaded, complete} = await engine();
  return {results: requests.map(({indexName, params}) => loaded.search(indexName, params)), complete};
}

/**
 * The client of a page without workers: it loads the index on its first
 * use (or preload), never before, and builds the engine once, in slices.
 */
export function createLocalSearchClient(
  indexUrl: string,
  buildEngine: EngineBuilder = createEngineInSlices,
): LocalSearchClient {
  const loadEngine = engineLoader(indexUrl, buildEngine);
  return {
    preload: () => {
      loadEngine().catch(() => undefined);
    },
    whenComplete: async () => {
      await loadEngine();
    },
    search: (call) => answer(call, async () => ({engine: await loadEngine(), complete: true})),
  };
}

/**
 * A first keystroke's query, answered as soon as the pages' engine is
 * built: a visitor's first query then runs compiled code. Cold, the
 * ranking and snippet code took 50 to 80 ms of that query here.
 */
const WARM_UP_QUERY: SearchParams = {query: 'a', hitsPerPage: DEFAULT_HITS_PER_PAGE, attributesToSnippet: DEFAULT_ATTRIBUTES_TO_SNIPPET};

/**
 * The search worker's client. Building the engine over every record takes
 * most of a second here, so it also loads the pages' index (their titles,
 * descriptions and categories: a twentieth of the download) and answers
 * from that one until the full engine is built; those answers say they are
 * partial, so the modal can ask again. `buildFullEngine` should build in
 * slices, so that a query is answered between two of them.
 */
export function createProgressiveSearchClient(
  indexUrl: string,
  pagesIndexUrl: string,
  buildFullEngine: EngineBuilder,
): LocalSearchClient {
  let full: LocalSearchEngine | null = null;
  const loadFull = engineLoader(indexUrl, async (index) => (full = await buildFullEngine(index)));
  const loadPages = engineLoader(pagesIndexUrl, async (index) => {
    const engine = createEngine(index);
    engine.search('', WARM_UP_QUERY);
    return engine;
  });
  const ignoreFailure = () => undefined;
  return {
    preload: () => {
      loadFull().catch(ignoreFailure);
      loadPages().catch(ignoreFailure);
    },
    whenComplete: async () => {
      await loadFull();
    },
    search: (call) =>
      answer(call, async () => {
        if (full) return {engine: full, complete: true};
        const fullLoaded = loadFull();
        fullLoaded.catch(ignoreFailure);
        // Without the pages' index (an older build, a failed download), wait for the full one.
        const pages = await loadPages().catch(() => null);
        return full || !pages ? {engine: await fullLoaded, complete: true} : {engine: pages, complete: false};
      }),
  };
}
