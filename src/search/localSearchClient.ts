/**
 * A search client that answers Algolia's multi-query call over the site's
 * own records, in the browser, with MiniSearch. DocSearch's modal and the
 * search page talk to it exactly as they would talk to Algolia.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {decodeRecords, expandRecords, type CompactIndex, type DocSearchRecord} from './records';
import {
  analyze,
  compareFeatures,
  factsOf,
  featuresOf,
  groupByPage,
  HITS_PER_PAGE_GROUP,
  SENTENCE_WORDS,
  sentenceOf,
  queryNames,
  queryWords,
  stem,
  typosAllowed,
  WORD,
  type Features,
  type QueryWord,
  type RecordFacts,
} from './ranking';
import {escapeHtml} from '../utils/escapeHtml';
import {yieldToBrowser} from '../utils/yieldToBrowser';
import {SearchIndexUnavailableError} from './searchIndexUnavailableError';

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_SNIPPET_WORDS = 10;
/** What a DocSearch index is configured to snippet when a query names nothing. */
const DEFAULT_ATTRIBUTES_TO_SNIPPET = [`content:${DEFAULT_SNIPPET_WORDS}`];
const HEADING_KEYS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
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

/** Words of a text: letters and digits, so `<Sequence>` or `--crf` yield their word. */
const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/**
 * Words of the indexed text, lower-cased, plus the parts of camelCase names,
 * so that "current frame" also finds useCurrentFrame(), and the stems of
 * all of them, so that "render a gif" finds "Rendering GIFs".
 */
function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of wordsOf(text)) tokens.push(...tokensOfWord(word));
  return tokens;
}

/** The tokens of each distinct word, worked out once: the same words recur across thousands of records. */
const tokensByWord = new Map<string, string[]>();

function tokensOfWord(word: string): string[] {
  let tokens = tokensByWord.get(word);
  if (!tokens) {
    tokens = [];
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])/);
    for (const token of parts.length > 1 ? [word, ...parts] : [word]) {
      const lower = token.toLowerCase();
      const stemmed = stem(lower);
      tokens.push(lower);
      if (stemmed !== lower) tokens.push(stemmed);
    }
    tokensByWord.set(word, tokens);
  }
  return tokens;
}

export type LocalSearchEngine = {
  search: (indexName: string, params: SearchParams) => SearchResponse;
  recordCount: number;
};

/** Page titles, then headings by level, then text. */
const LEVEL_BOOST: Record<DocSearchRecord['type'], number> = {
  lvl1: 1.5,
  lvl2: 1.3,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};
const PAGE_RANK_BOOST = 0.1;
const MAX_RANKED_PER_BUCKET = 400;
/**
 * How many of a sentence-long query's best-scored candidates are read for
 * a quote of it: the record that holds a pasted message matches most of
 * its words, rare ones among them, so MiniSearch scores it near the top.
 */
const SENTENCE_CANDIDATES = 100;
/** The shortest cut-off last word of a pasted query that is searched as a prefix. */
const MIN_PASTED_PREFIX = 3;
/** A word held by more than this share of the records is optional, like an address. */
const UBIQUITY = 0.4;

const headingsOf = (record: DocSearchRecord): string[] =>
  HEADING_KEYS.slice(2).flatMap((key) => record.hierarchy[key] ?? []);

/**
 * Every record is searchable through its whole hierarchy, as in DocSearch:
 * the page title, the headings above it, the category and its own text.
 */
function emptyEngine(records: DocSearchRecord[]) {
  /**
   * Every indexed word, with the number of records that hold it: a query
   * word found here needs no typo tolerance, and one that nearly every
   * record holds ("remotion") tells no page from another.
   */
  const vocabulary = new Map<string, number>();
  const lastRecordOf = new Map<string, number>();
  let currentRecord = -1;
  // The documents are the records' positions in `records`.
  const miniSearch = new MiniSearch<number>({
    fields: ['title', 'description', 'headings', 'lvl0', 'content'],
    storeFields: [],
    // indexTokens() lower-cases already.
    processTerm: (term) => term,
    tokenize: (text) => {
      const tokens = indexTokens(text);
      for (const token of tokens) {
        if (lastRecordOf.get(token) === currentRecord) continue;
        lastRecordOf.set(token, currentRecord);
        vocabulary.set(token, (vocabulary.get(token) ?? 0) + 1);
      }
      return tokens;
    },
    extractField: (id, field) => {
      if (field === 'id') {
        currentRecord = id;
        return String(id);
      }
      const record = records[id];
      // Null for a field the record lacks: MiniSearch skips it.
      if (field === 'title') return record.hierarchy.lvl1;
      if (field === 'lvl0') return record.hierarchy.lvl0;
      if (field === 'headings') return headingsOf(record).join(' ') || null;
      // A title record's text is the page's description.
      if (field === 'description') return record.type === 'lvl1' ? record.content : null;
      return record.type === 'lvl1' ? null : record.content;
    },
    searchOptions: {
      // Each sub-query is one word, already lower-cased and stemmed by queryWords().
      tokenize: (word) => [word],
      boost: {title: 3, description: 2, headings: 2, lvl0: 1, content: 1},
      combineWith: 'OR',
      boostDocument: (id) => documentBoost[Number(id)],
    },
  });
  const documents = records.map((_, id) => id);
  const documentBoost = records.map(
    ({type, weight}) => LEVEL_BOOST[type] * (1 + PAGE_RANK_BOOST * Math.log2(1 + weight.pageRank)),
  );
  return {records, miniSearch, documents, vocabulary};
}

/** Builds the engine in one go (tests and benchmarks). */
export function createEngine(index: CompactIndex): LocalSearchEngine {
  const {records, miniSearch, documents, vocabulary} = emptyEngine(expandRecords(index));
  miniSearch.addAll(documents);
  return engineOver(records, miniSearch, vocabulary);
}

/**
 * Builds the engine in slices of RECORDS_PER_SLICE, each in a task of its
 * own: indexing every record at once is one long task (about 180 ms here,
 * far more on a phone) that would block input on the page. Expanding the
 * records, each slice, and the first query after the last slice are
 * separate tasks; on a phone four times slower than this machine, a slice
 * of 50 records takes about 20 ms, well inside the 50 ms of a long task.
 * The search worker passes its own turn and slice size.
 */
const RECORDS_PER_SLICE = 50;

export async function createEngineInSlices(
  index: CompactIndex,
  nextSlice: () => Promise<void> = yieldToBrowser,
  recordsPerSlice = RECORDS_PER_SLICE,
): Promise<LocalSearchEngine> {
  const compactRecords = decodeRecords(index.records);
  const expanded: DocSearchRecord[] = [];
  // Expanding a record costs a tenth of indexing it.
  for (let start = 0; start < compactRecords.length; start += recordsPerSlice * 10) {
    await nextSlice();
    expanded.push(...expandRecords(index, compactRecords, start, start + recordsPerSlice * 10));
  }
  const {records, miniSearch, documents, vocabulary} = emptyEngine(expanded);
  for (let start = 0; start < documents.length; start += recordsPerSlice) {
    await nextSlice();
    miniSearch.addAll(documents.slice(start, start + recordsPerSlice));
  }
  await nextSlice();
  return engineOver(records, miniSearch, vocabulary);
}

type RankedResult = {id: number; terms: string[]};

function engineOver(
  records: DocSearchRecord[],
  miniSearch: MiniSearch<number>,
  vocabulary: ReadonlyMap<string, number>,
): LocalSearchEngine {
  // Worked out for the records a query finds, when it finds them: for every
  // record at once, it would be one long task right after indexing.
  const knownFacts: RecordFacts[] = [];
  const factsOfRecord = (id: number) => (knownFacts[id] ??= factsOf(records[id]));
  // Every candidate's page is counted for nbHits; its other facts are only needed once it is ranked.
  const knownPages: string[] = [];
  const pageOfRecord = (id: number) => (knownPages[id] ??= records[id].url.split('#')[0]);
  // The modal sends the same facet filters with every query: each record is checked against them once.
  const facetVerdicts = new Map<string, boolean[]>();
  const isKnown = ({word, alternatives}: Pick<QueryWord, 'word' | 'alternatives'>) =>
    vocabulary.has(word) || alternatives.some((alternative) => vocabulary.has(alternative));
  const pageOf = ({id}: RankedResult) => pageOfRecord(id);

  /**
   * The candidates ranked (see ranking.ts), grouped by page, as far as the
   * first `needed` hits; and how many hits there are in all. Words matched
   * is the first criterion, so the candidates are ranked one number of
   * matched words at a time, and the rest is never sorted.
   */
  function rank(query: string, facetFilters: SearchParams['facetFilters'], needed: number, everyWordSearched = false): {hits: RankedResult[]; total: number} {
    const read = analyze(queryWords(query, (word) => (vocabulary.get(word) ?? 0) > records.length * UBIQUITY));
    const words = everyWordSearched ? read.map((word) => ({...word, optional: false})) : read;
    if (words.length === 0) return {hits: [], total: 0};
    const names = queryNames(query);
    const pasted = names.phrase.words.length >= SENTENCE_WORDS;
    // Optional words (addresses in a pasted message) don't count as matched
    // words, and searching them ("https", "localhost") would score most records.
    // Nor does the stub the modal's 64 characters leave of a pasted
    // message's last word ("…but t"): as a prefix it would find most of
    // the site's words. The phrase criterion still reads it.
    const searched = words.filter(
      ({optional, prefix, word}) => !optional && !(pasted && prefix && word.length < MIN_PASTED_PREFIX),
    );
    const wordIndex = new Map<string, number>();
    searched.forEach(({word, alternatives}, i) => {
      for (const term of [word, ...alternatives]) if (!wordIndex.has(term)) wordIndex.set(term, i);
    });
    const facetKey = JSON.stringify(facetFilters ?? null);
    const verdicts = facetVerdicts.get(facetKey) ?? [];
    facetVerdicts.set(facetKey, verdicts);
    const isInFacets = facetPredicate(facetFilters);
    const inFacets = (id: number) => (verdicts[id] ??= isInFacets(records[id]));
    const candidates = miniSearch
      .search({
        combineWith: 'OR',
        queries: searched.flatMap(({word, alternatives, prefix}) => [
          {
            combineWith: 'OR' as const,
            queries: [word],
            prefix,
            // Typos only for words the site doesn't have as they are, and
            // not in a sentence-long query: that is pasted, and its unknown
            // words are the user's own values, not typos (and searching
            // each of them fuzzily was most of such a query's time). One
            // more edit than allowed, because MiniSearch counts a swap of two
            // letters as two; featuresOf() applies the real limit.
            fuzzy: pasted || isKnown({word, alternatives}) ? 0 : typosAllowed(word) + 1,
          },
          ...alternatives.map((alternative) => ({combineWith: 'OR' as const, queries: [alternative], prefix: false, fuzzy: 0})),
        ]),
      })
      .filter((result) => inFacets(Number(result.id)));
    // With typos allowed, MiniSearch finds terms no word matches, so its
    // count of matched words is only final after featuresOf().
    const usesTypos = !searched.every(isKnown);
    const wordsMatched = (result: SearchResult) => {
      let matched = 0;
      for (let i = 0; i < searched.length; i++) {
        if (result.queryTerms.some((term) => wordIndex.get(term) === i)) matched += 1;
      }
      return matched;
    };
    const featuresOfResult = (result: SearchResult, sentence = 0): Features =>
      featuresOf({id: Number(result.id), score: result.score, match: result.match}, words, names, factsOfRecord(Number(result.id)), sentence);
    const byFeatures = (a: {features: Features}, b: {features: Features}) => compareFeatures(a.features, b.features);
    // The link and sentence criteria come before words matched, so the
    // records they lift are ranked first, from every bucket: the best
    // scored SENTENCE_CANDIDATES of those that match two searched words,
    // or only the name of the page a docs link of the query names.
    const phraseFirst: {features: Features; terms: string[]}[] = [];
    const isLinked = (id: number) => names.linkedPages.length > 0 && names.linkedPages.includes(factsOfRecord(id).pagePath);
    // A query too short to be a sentence may still link a page (sentenceOf() is 0 for it).
    if (pasted || names.linkedPages.length > 0) {
      // MiniSearch returns its results best score first.
      let read = 0;
      for (const result of candidates) {
        if (result.terms.length < 2 && !isLinked(Number(result.id))) continue;
        if (read++ === SENTENCE_CANDIDATES) break;
        const facts = factsOfRecord(Number(result.id));
        const sentence = sentenceOf(names.phrase, facts.fields);
        if (sentence === 0 && !names.linkedPages.includes(facts.pagePath)) continue;
        const features = featuresOfResult(result, sentence);
        if (features.words > 0) phraseFirst.push({features, terms: result.terms});
      }
      phraseFirst.sort(byFeatures);
    }
    const rankedFirst = new Set(phraseFirst.map(({features}) => features.id));
    const byWordsMatched = new Map<number, SearchResult[]>();
    const hitsPerPage = new Map<string, number>();
    for (const result of candidates) {
      const page = pageOfRecord(Number(result.id));
      hitsPerPage.set(page, Math.min(HITS_PER_PAGE_GROUP, (hitsPerPage.get(page) ?? 0) + 1));
      if (rankedFirst.has(Number(result.id))) continue;
      const matched = usesTypos ? 0 : wordsMatched(result);
      const bucket = byWordsMatched.get(matched);
      if (bucket) bucket.push(result);
      else byWordsMatched.set(matched, [result]);
    }
    const ranked: RankedResult[] = phraseFirst.map(({features, terms}) => ({id: features.id, terms}));
    let hits = groupByPage(ranked, pageOf);
    for (const wordsMatched of [...byWordsMatched.keys()].sort((a, b) => b - a)) {
      // A short prefix ("s") matches most records; ranking them all would
      // be one long task. Past the best MAX_RANKED_PER_BUCKET by score, the
      // order is MiniSearch's: those are far below any hit a reader sees.
      const byScore = byWordsMatched.get(wordsMatched)!.sort((a, b) => b.score - a.score);
      const bucket = byScore
        .slice(0, MAX_RANKED_PER_BUCKET)
        .map((result) => ({features: featuresOfResult(result), terms: result.terms}))
        // A term MiniSearch found with one edit too many matches no word.
        .filter(({features}) => features.words > 0);
      bucket.sort(byFeatures);
      ranked.push(...bucket.map(({features, terms}) => ({id: features.id, terms})));
      for (const result of byScore.slice(MAX_RANKED_PER_BUCKET)) ranked.push({id: Number(result.id), terms: result.terms});
      hits = groupByPage(ranked, pageOf);
      if (hits.length >= needed) break;
    }
    // Optional words (an address, a word nearly every record holds) were
    // left out as noise beside the others; when the others find nothing,
    // they are what the reader has: a query never finds less than its words
    // alone would (tests/built/searchInput.test.ts).
    if (hits.length === 0 && !everyWordSearched && words.some(({optional}) => optional)) {
      return rank(query, facetFilters, needed, true);
    }
    let total = 0;
    for (const count of hitsPerPage.values()) total += count;
    return {hits, total};
  }

  function toHit(result: RankedResult, params: SearchParams): Hit {
    const record = records[result.id];
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
      const results = query ? rank(params.query ?? '', params.facetFilters, (page + 1) * hitsPerPage) : {hits: [], total: 0};
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

/** The calls DocSearch and algoliasearch-helper make: `{requests}` or a bare list. */
export type MultiSearchCall = {requests: SearchRequest[]} | SearchRequest[];

function normalizeRequests(call: MultiSearchCall): {indexName: string; params: SearchParams}[] {
  const requests = Array.isArray(call) ? call : call.requests;
  return requests.map(({indexName, params, ...flat}) => ({indexName, params: {...flat, ...params}}));
}

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
