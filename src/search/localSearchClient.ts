/**
 * A search client that answers Algolia's multi-query call over the site's
 * own records, in the browser, with MiniSearch. DocSearch's modal and the
 * search page talk to it exactly as they would talk to Algolia.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {expandRecords, type CompactIndex, type DocSearchRecord} from './records';
import {yieldToBrowser} from '../utils/yieldToBrowser';

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_SNIPPET_WORDS = 10;
/** What a DocSearch index is configured to snippet when a query names nothing. */
const DEFAULT_ATTRIBUTES_TO_SNIPPET = [`content:${DEFAULT_SNIPPET_WORDS}`];
const HEADING_KEYS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** Headings outrank paragraphs, and page titles outrank section headings. */
const TYPE_BOOST: Record<DocSearchRecord['type'], number> = {
  lvl1: 3,
  lvl2: 2,
  lvl3: 1.6,
  lvl4: 1.3,
  lvl5: 1.2,
  lvl6: 1.1,
  content: 1,
};

export type SearchParams = {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: string | (string | string[])[];
  [other: string]: unknown;
};

export type SearchRequest = {indexName: string; params?: SearchParams} & SearchParams;

type HighlightValue = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

export type Hit = DocSearchRecord & {
  _highlightResult: {hierarchy: Record<string, HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy: Record<string, {value: string; matchLevel: string}>; content?: {value: string; matchLevel: string}};
};

export type SearchResponse = {
  index: string;
  hits: Hit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  facets: Record<string, never>;
};

export class SearchIndexUnavailableError extends Error {
  // The name DocSearch checks for when it decides to show its error screen.
  override name = 'RetryError';
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

const WORD = /[\p{L}\p{N}_]+/gu;

/** Splits text into words, as the index does, keeping each word's position. */
function words(text: string): {word: string; start: number; end: number}[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0].toLowerCase(),
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/** Does an indexed word match one of the query's matched terms (or extend it, as a prefix)? */
function isMatch(word: string, terms: readonly string[]): boolean {
  return terms.some((term) => word === term || word.startsWith(term));
}

/** Escapes `text` and wraps the words that matched in the highlight tags. */
function highlight(text: string, terms: readonly string[], preTag: string, postTag: string): HighlightValue {
  let value = '';
  let cursor = 0;
  const matchedWords = new Set<string>();
  for (const {word, start, end} of words(text)) {
    if (!isMatch(word, terms)) continue;
    matchedWords.add(word);
    value += `${escapeHtml(text.slice(cursor, start))}${preTag}${escapeHtml(text.slice(start, end))}${postTag}`;
    cursor = end;
  }
  value += escapeHtml(text.slice(cursor));
  const matchLevel = matchedWords.size === 0 ? 'none' : matchedWords.size >= terms.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matchedWords]};
}

/** A window of `size` words around the first match, escaped and highlighted. */
function snippet(
  text: string,
  terms: readonly string[],
  size: number,
  preTag: string,
  postTag: string,
  ellipsis: string,
): {value: string; matchLevel: string} {
  const all = words(text);
  if (all.length <= size) {
    const {value, matchLevel} = highlight(text, terms, preTag, postTag);
    return {value, matchLevel};
  }
  const firstMatch = Math.max(0, all.findIndex(({word}) => isMatch(word, terms)));
  const first = Math.max(0, Math.min(firstMatch - Math.floor(size / 3), all.length - size));
  const last = first + size - 1;
  const start = first === 0 ? 0 : all[first].start;
  const end = last >= all.length - 1 ? text.length : all[last].end;
  const {value, matchLevel} = highlight(text.slice(start, end), terms, preTag, postTag);
  const escapedEllipsis = escapeHtml(ellipsis);
  return {
    value: `${start > 0 ? escapedEllipsis : ''}${value}${end < text.length ? escapedEllipsis : ''}`,
    matchLevel,
  };
}

/** facetFilters: the outer list is AND, an inner list is OR. */
function matchesFacets(record: DocSearchRecord, facetFilters: SearchParams['facetFilters']): boolean {
  if (!facetFilters) return true;
  const groups = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const valueOf = (facet: string) => {
    const separator = facet.indexOf(':');
    const key = facet.slice(0, separator);
    const expected = facet.slice(separator + 1);
    const actual = (record as unknown as Record<string, unknown>)[key];
    return {negated: key.startsWith('-'), matches: String(actual) === expected};
  };
  return groups.every((group) =>
    (Array.isArray(group) ? group : [group]).some((facet) => {
      const {negated, matches} = valueOf(facet.replace(/^-/, ''));
      return facet.startsWith('-') ? !matches : matches || negated;
    }),
  );
}

function snippetSizes(attributes: readonly string[] | undefined): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, size] = attribute.split(':');
    sizes.set(name, Number(size) || DEFAULT_SNIPPET_WORDS);
  }
  return sizes;
}

/** Words of a query: letters and digits, so `<Sequence>` or `--crf` find their word. */
const queryTokens = (text: string): string[] => text.match(WORD) ?? [];

/**
 * Words of the indexed text, plus the parts of camelCase names, so that
 * "current frame" also finds useCurrentFrame().
 */
function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of queryTokens(text)) {
    tokens.push(word);
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])/);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

export type LocalSearchEngine = {
  search: (indexName: string, params: SearchParams) => SearchResponse;
  recordCount: number;
};

type IndexedRecord = DocSearchRecord & {id: number};

function emptyEngine(index: CompactIndex) {
  const records = expandRecords(index);
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: ['title', 'headings', 'content'],
    storeFields: [],
    tokenize: indexTokens,
    extractField: (document, field) => {
      const record = document as DocSearchRecord & {id: number};
      if (field === 'id') return String(record.id);
      if (field === 'title') return record.type === 'lvl1' ? record.hierarchy.lvl1 ?? '' : '';
      if (field === 'headings') {
        return HEADING_KEYS.slice(2)
          .map((key) => record.hierarchy[key])
          .filter(Boolean)
          .join(' ');
      }
      return record.content ?? '';
    },
    searchOptions: {
      tokenize: queryTokens,
      boost: {title: 3, headings: 1.5, content: 1},
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : term.length > 3 ? 1 : 0),
      combineWith: 'AND',
      boostDocument: (id) => TYPE_BOOST[records[Number(id)].type],
    },
  });
  const documents = records.map((record, id) => ({...record, id}));
  return {records, miniSearch, documents};
}

/** Builds the engine in one go (tests and benchmarks). */
export function createEngine(index: CompactIndex): LocalSearchEngine {
  const {records, miniSearch, documents} = emptyEngine(index);
  miniSearch.addAll(documents);
  return engineOver(records, miniSearch);
}

/**
 * Builds the engine in slices of RECORDS_PER_SLICE, each in a task of its
 * own: indexing every record at once is one long task (about 180 ms here,
 * far more on a phone) that would block input on the page. Expanding the
 * records, each slice, and the first query after the last slice are
 * separate tasks; on a phone four times slower than this machine, a slice
 * of 50 records takes about 20 ms, well inside the 50 ms of a long task.
 */
const RECORDS_PER_SLICE = 50;

export async function createEngineInSlices(index: CompactIndex): Promise<LocalSearchEngine> {
  const {records, miniSearch, documents} = emptyEngine(index);
  for (let start = 0; start < documents.length; start += RECORDS_PER_SLICE) {
    await yieldToBrowser();
    miniSearch.addAll(documents.slice(start, start + RECORDS_PER_SLICE));
  }
  await yieldToBrowser();
  return engineOver(records, miniSearch);
}

function engineOver(records: DocSearchRecord[], miniSearch: MiniSearch<IndexedRecord>): LocalSearchEngine {
  function toHit(result: SearchResult, params: SearchParams): Hit {
    const record = records[Number(result.id)];
    const terms = result.terms;
    const preTag = params.highlightPreTag ?? '<em>';
    const postTag = params.highlightPostTag ?? '</em>';
    const sizes = snippetSizes(params.attributesToSnippet ?? DEFAULT_ATTRIBUTES_TO_SNIPPET);
    const ellipsis = params.snippetEllipsisText ?? '…';
    const hierarchyHighlight: Record<string, HighlightValue> = {};
    const hierarchySnippet: Record<string, {value: string; matchLevel: string}> = {};
    for (const key of HEADING_KEYS) {
      const text = record.hierarchy[key];
      if (text === null) continue;
      hierarchyHighlight[key] = highlight(text, terms, preTag, postTag);
      const size = sizes.get(`hierarchy.${key}`);
      if (size) hierarchySnippet[key] = snippet(text, terms, size, preTag, postTag, ellipsis);
    }
    const contentSize = sizes.get('content');
    return {
      ...record,
      hierarchy: {...record.hierarchy},
      _highlightResult: {
        hierarchy: hierarchyHighlight,
        ...(record.content !== null && {content: highlight(record.content, terms, preTag, postTag)}),
      },
      _snippetResult: {
        hierarchy: hierarchySnippet,
        ...(record.content !== null &&
          contentSize && {content: snippet(record.content, terms, contentSize, preTag, postTag, ellipsis)}),
      },
    };
  }

  return {
    recordCount: records.length,
    search(indexName, params) {
      const started = performance.now();
      const query = (params.query ?? '').trim();
      const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
      const page = params.page ?? 0;
      const results = query
        ? miniSearch.search(query).filter((result) => matchesFacets(records[Number(result.id)], params.facetFilters))
        : [];
      const hits = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => toHit(result, params));
      return {
        index: indexName,
        hits,
        nbHits: results.length,
        nbPages: Math.ceil(results.length / hitsPerPage),
        page,
        hitsPerPage,
        query: escapeHtml(params.query ?? ''),
        params: '',
        processingTimeMS: Math.round(performance.now() - started),
        exhaustiveNbHits: true,
        facets: {},
      };
    },
  };
}

/** The calls DocSearch and algoliasearch-helper make: `{requests}` or a bare list. */
export type MultiSearchCall = {requests: SearchRequest[]} | SearchRequest[];

function normalizeRequests(call: MultiSearchCall): {indexName: string; params: SearchParams}[] {
  const requests = Array.isArray(call) ? call : call.requests;
  return requests.map(({indexName, params, ...flat}) => ({indexName, params: {...flat, ...params}}));
}

export type LocalSearchClient = {
  search: (call: MultiSearchCall) => Promise<{results: SearchResponse[]}>;
  /** Starts downloading the index, so the first query does not wait for it. */
  preload: () => void;
};

/**
 * The client loads the index on its first use (or preload), never before,
 * and builds the engine once. A failed download rejects that search with a
 * RetryError and is tried again on the next one.
 */
export function createLocalSearchClient(indexUrl: string): LocalSearchClient {
  let engine: Promise<LocalSearchEngine> | null = null;
  const loadEngine = () => {
    engine ??= fetch(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<CompactIndex>;
      })
      .then(createEngineInSlices)
      .catch((error: unknown) => {
        engine = null;
        throw new SearchIndexUnavailableError(`The search index could not be loaded from ${indexUrl}: ${String(error)}`);
      });
    return engine;
  };
  return {
    preload: () => {
      loadEngine().catch(() => undefined);
    },
    async search(call) {
      const requests = normalizeRequests(call);
      if (requests.every(({params}) => !(params.query ?? '').trim())) {
        return {results: requests.map(({indexName, params}) => emptyResponse(indexName, params))};
      }
      const loaded = await loadEngine();
      return {results: requests.map(({indexName, params}) => loaded.search(indexName, params))};
    },
  };
}

function emptyResponse(indexName: string, params: SearchParams): SearchResponse {
  return {
    index: indexName,
    hits: [],
    nbHits: 0,
    nbPages: 0,
    page: 0,
    hitsPerPage: params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE,
    query: escapeHtml(params.query ?? ''),
    params: '',
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    facets: {},
  };
}
