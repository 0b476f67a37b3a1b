/**
 * Sends Algolia a pasted sentence as its two readings (sentence.ts) in the
 * same multi-query call, and answers with one result: the quoted reading's
 * hits, then the other's not yet shown, at most HITS_PER_PAGE_GROUP per
 * page as Algolia's `distinct` keeps them. Typed queries, and pages past
 * the first, go through as they are, or with the all-words reading.
 */
import {HITS_PER_PAGE_GROUP} from './records';
import {algoliaReadings, type AlgoliaReading} from './sentence';

/** The calls DocSearch (`{requests}`, flat parameters) and algoliasearch-helper (a list, `params`) make. */
type Request = {query?: string; params?: string | Record<string, unknown>; [key: string]: unknown};
type Call = {requests: Request[]} | Request[];
type Hit = {objectID: string; url: string};
type Result = {hits?: Hit[]; hitsPerPage?: number; [key: string]: unknown};

function paramsOf(request: Request): Record<string, unknown> {
  const {params, ...flat} = request;
  return {...flat, ...(typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : params)};
}

/** The request with the reading's query and parameters, written where the caller writes them. */
function withReading(request: Request, {query, params}: AlgoliaReading): Request {
  if (typeof request.params === 'string') {
    const encoded = new URLSearchParams(request.params);
    encoded.set('query', query);
    for (const [key, value] of Object.entries(params)) encoded.set(key, JSON.stringify(value));
    return {...request, params: encoded.toString()};
  }
  if (request.params && 'query' in request.params) return {...request, params: {...request.params, query, ...params}};
  return {...request, query, ...params};
}

function mergedHits(quoted: Hit[], allWords: Hit[], limit: number): Hit[] {
  const shown = new Set(quoted.map(({objectID}) => objectID));
  const perPage = new Map<string, number>();
  for (const {url} of quoted) perPage.set(url.split('#')[0], (perPage.get(url.split('#')[0]) ?? 0) + 1);
  const more = allWords.filter(({objectID, url}) => {
    const page = url.split('#')[0];
    if (shown.has(objectID) || (perPage.get(page) ?? 0) >= HITS_PER_PAGE_GROUP) return false;
    perPage.set(page, (perPage.get(page) ?? 0) + 1);
    return true;
  });
  return [...quoted, ...more].slice(0, limit);
}

export function withPastedSentenceReadings<Search extends (call: never, ...options: never[]) => Promise<unknown>>(
  search: Search,
): Search {
  return (async (call: Call, ...options: never[]) => {
    const requests = Array.isArray(call) ? call : call.requests;
    const sent: Request[] = [];
    // Per request of the caller: where its answer is, or its two readings' answers.
    const plan = requests.map((request): {single: number} | {quoted: number; allWords: number} => {
      const params = paramsOf(request);
      const readings = algoliaReadings(String(params.query ?? ''));
      if (!readings) return {single: sent.push(request) - 1};
      if (Number(params.page ?? 0) > 0) return {single: sent.push(withReading(request, readings.allWords)) - 1};
      return {quoted: sent.push(withReading(request, readings.quoted)) - 1, allWords: sent.push(withReading(request, readings.allWords)) - 1};
    });
    const response = (await search((Array.isArray(call) ? sent : {...call, requests: sent}) as never, ...options)) as {
      results: Result[];
    };
    return {
      ...response,
      results: plan.map((entry) => {
        if ('single' in entry) return response.results[entry.single];
        const quoted = response.results[entry.quoted];
        const allWords = response.results[entry.allWords];
        const limit = allWords.hitsPerPage ?? allWords.hits?.length ?? 0;
        return {...allWords, hits: mergedHits(quoted.hits ?? [], allWords.hits ?? [], limit)};
      }),
    };
  }) as unknown as Search;
}
