/**
 * Chooses the search backend for the modal and the search page. The local
 * engine (the default) is loaded only when search is first used, so no
 * page pays for it on load, and runs in a worker where the browser has
 * them; Algolia is used when the build configured it.
 */
import type {LiteClient} from 'algoliasearch/lite';
import type {MultiSearchCall, SearchResponse} from './docsearchAdapter';
import type {LocalSearchClient} from './localSearchClient';
import {SEARCH_INDEX_FILE} from './records';
// Not split off: a few hundred bytes, and the worker starts one request sooner.
import {createWorkerSearchClient} from './workerSearchClient';

export type SearchProvider = 'local' | 'algolia';

export type SiteSearchConfig = {
  provider: SearchProvider;
  /** Where a visitor reports a query that should have found something. */
  missingResultsIssueUrl: string;
};

export type MultiSearchClient = {
  search: (call: MultiSearchCall) => Promise<{results: SearchResponse[]}>;
};

const localClients = new Map<string, Promise<LocalSearchClient>>();

function loadLocalClient(baseUrl: string): Promise<LocalSearchClient> {
  const indexUrl = `${baseUrl}${SEARCH_INDEX_FILE}`;
  let client = localClients.get(indexUrl);
  if (!client) {
    client =
      typeof Worker === 'function'
        ? Promise.resolve(createWorkerSearchClient(indexUrl))
        : import('./localSearchClient').then(({createLocalSearchClient}) => createLocalSearchClient(indexUrl));
    localClients.set(indexUrl, client);
  }
  return client;
}

/** Starts loading the local engine and its index ahead of the first query. */
export function preloadLocalSearch(baseUrl: string): void {
  loadLocalClient(baseUrl)
    .then((client) => client.preload())
    .catch(() => undefined);
}

/**
 * A client with Algolia's multi-query `search`, answered from the local
 * index. The worker answers from the pages' index while it builds the
 * full engine: with `onFullIndex`, such an answer is returned at once and
 * `onFullIndex` is called once every record is indexed, so the caller can ask again;
 * without it, the client waits for the full index and answers once.
 */
export function createLocalSearchClientProxy(baseUrl: string, onFullIndex?: () => void): MultiSearchClient {
  let fullIndexAwaited = false;
  return {
    search: async (call) => {
      const client = await loadLocalClient(baseUrl);
      const answer = await client.search(call);
      if (answer.complete) return {results: answer.results};
      if (!onFullIndex) {
        await client.whenComplete();
        return {results: (await client.search(call)).results};
      }
      if (!fullIndexAwaited) {
        fullIndexAwaited = true;
        client.whenComplete().then(onFullIndex, () => undefined);
      }
      return {results: answer.results};
    },
  };
}

type SearchPageClient = {
  search: LiteClient['search'];
  addAlgoliaAgent: LiteClient['addAlgoliaAgent'];
};

/**
 * Algolia's `search` that sends a pasted sentence as its two readings; the
 * code comes with the first query, so that a site on the local index never
 * loads it.
 */
export function searchingPastedSentences<Search extends (...call: never[]) => Promise<unknown>>(search: Search): Search {
  const readings = import('./algoliaPastedSentences');
  return (async (...call: Parameters<Search>) => (await readings).withPastedSentenceReadings(search)(...call)) as Search;
}

/**
 * Algolia's client for the search page, downloaded with the page's first
 * query, so that a site on the local index never loads it (5.4 KB less
 * JavaScript transferred on `/search`). It keeps the agents that
 * algoliasearch-helper adds before the client exists.
 */
export function createLazyAlgoliaClient(appId: string, apiKey: string): SearchPageClient {
  const agents: Parameters<LiteClient['addAlgoliaAgent']>[] = [];
  let client: Promise<LiteClient> | undefined;
  return {
    addAlgoliaAgent: (...agent) => {
      agents.push(agent);
    },
    search: async (...call) => {
      client ??= import('algoliasearch/lite').then(({liteClient}) => {
        const loaded = liteClient(appId, apiKey);
        for (const agent of agents) loaded.addAlgoliaAgent(...agent);
        return loaded;
      });
      const loaded = await client;
      return searchingPastedSentences(loaded.search.bind(loaded))(...call);
    },
  };
}

/** The issue form on the code host, pre-filled with the query that found nothing. */
export function missingResultsUrl(issueUrl: string, query: string): string {
  const title = `Search: no results for "${query}"`;
  return `${issueUrl}?title=${encodeURIComponent(title)}&labels=documentation`;
}
