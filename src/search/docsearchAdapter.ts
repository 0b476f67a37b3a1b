/**
 * The local engine speaking Algolia's wire format, which is what DocSearch's
 * modal and the search page's algoliasearch-helper send and expect: the
 * parameters they set (hits per page, facet filters, snippets, highlight
 * tags) applied to the engine's ranked records, and the hits escaped and
 * highlighted as Algolia returns them.
 */
import {HEADING_LEVELS, type CompactIndex, type DocSearchRecord} from './records';
import {buildEngine, buildEngineInSlices, type RankedResult, type SearchEngine} from './engine';
import {WORD} from './query';
import {escapeHtml} from '../utils/escapeHtml';

export const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_SNIPPET_WORDS = 10;
/** What a DocSearch index is configured to snippet when a query names nothing. */
export const DEFAULT_ATTRIBUTES_TO_SNIPPET = [`content:${DEFAULT_SNIPPET_WORDS}`];
const HEADING_KEYS = ['lvl0', 'lvl1', ...HEADING_LEVELS] as const;

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

/** facetFilters, parsed once per query: the outer list is AND, an inner list is OR. */
function facetPredicate(facetFilters: SearchParams['facetFilters']): (record: DocSearchRecord) => boolean {
  if (!facetFilters) return () => true;
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).map((group) =>
    (Array.isArray(group) ? group : [group]).map((facet) => {
      const negated = facet.startsWith('-');
      const filter = negated ? facet.slice(1) : facet;
      const separator = filter.indexOf(':');
      return {negated, key: filter.slice(0, separator), expected: filter.slice(separator + 1)};
    }),
  );
  return (record) =>
    groups.every((group) =>
      group.some(({negated, key, expected}) => {
        const matches = String((record as unknown as Record<string, unknown>)[key]) === expected;
        return negated ? !matches : matches;
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

export type LocalSearchEngine = {
  search: (indexName: string, params: SearchParams) => SearchResponse;
  recordCount: number;
};

/** Answers Algolia's single-index search with `engine`. */
export function answering(engine: SearchEngine): LocalSearchEngine {
  function toHit(result: RankedResult, params: SearchParams): Hit {
    const record = engine.records[result.id];
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
    recordCount: engine.records.length,
    search(indexName, params) {
      const started = performance.now();
      const query = (params.query ?? '').trim();
      const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
      const page = params.page ?? 0;
      const filter = {key: JSON.stringify(params.facetFilters ?? null), accepts: facetPredicate(params.facetFilters)};
      const results = query ? engine.rank(params.query ?? '', (page + 1) * hitsPerPage, filter) : {hits: [], total: 0};
      const hits = results.hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result) => toHit(result, params));
      return {
        index: indexName,
        hits,
        nbHits: results.total,
        nbPages: Math.ceil(results.total / hitsPerPage),
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


/** Builds the engine in one go (tests and benchmarks). */
export const createEngine = (index: CompactIndex): LocalSearchEngine => answering(buildEngine(index));

/** Builds the engine in slices (see buildEngineInSlices()), as the page and the worker do. */
export async function createEngineInSlices(...args: Parameters<typeof buildEngineInSlices>): Promise<LocalSearchEngine> {
  return answering(await buildEngineInSlices(...args));
}

/** The calls DocSearch and algoliasearch-helper make: `{requests}` or a bare list. */
export type MultiSearchCall = {requests: SearchRequest[]} | SearchRequest[];

export function normalizeRequests(call: MultiSearchCall): {indexName: string; params: SearchParams}[] {
  const requests = Array.isArray(call) ? call : call.requests;
  return requests.map(({indexName, params, ...flat}) => ({indexName, params: {...flat, ...params}}));
}

/** The answer to a request without a query: no engine needed. */
export function emptyResponse(indexName: string, params: SearchParams): SearchResponse {
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
