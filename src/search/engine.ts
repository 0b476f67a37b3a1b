/**
 * The local search engine: MiniSearch finds the candidate records of a
 * query, ranking.ts orders them, and they come back grouped by page, as
 * record ids with the terms each matched. It knows nothing of Algolia's
 * wire format: docsearchAdapter.ts answers DocSearch with it.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {decodeRecords, expandRecords, HEADING_LEVELS, type CompactIndex, type DocSearchRecord} from './records';
import {queryNames, queryWords, SENTENCE_WORDS, stem, typosAllowed, WORD, type QueryWord} from './query';
import {analyze, compareFeatures, factsOf, featuresOf, groupByPage, HITS_PER_PAGE_GROUP, sentenceOf, type Features, type RecordFacts} from './ranking';
import {yieldToBrowser} from '../utils/yieldToBrowser';

/** A ranked record: its position in the engine's records, and the indexed terms it matched. */
export type RankedResult = {id: number; terms: string[]};
export type RankedResults = {hits: RankedResult[]; total: number};

/** Which records a query may find; `key` names the filter, so that each record is tested against it once. */
export type RecordFilter = {key: string; accepts: (record: DocSearchRecord) => boolean};
const EVERY_RECORD: RecordFilter = {key: '', accepts: () => true};

export type SearchEngine = {
  records: readonly DocSearchRecord[];
  /** The first `needed` hits of a query (at least), grouped by page, and how many there are in all. */
  rank: (query: string, needed: number, filter?: RecordFilter) => RankedResults;
};

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

const headingsOf = ({hierarchy}: DocSearchRecord): string[] => HEADING_LEVELS.flatMap((level) => hierarchy[level] ?? []);

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
export function buildEngine(index: CompactIndex): SearchEngine {
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

export async function buildEngineInSlices(
  index: CompactIndex,
  nextSlice: () => Promise<void> = yieldToBrowser,
  recordsPerSlice = RECORDS_PER_SLICE,
): Promise<SearchEngine> {
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

function engineOver(records: DocSearchRecord[], miniSearch: MiniSearch<number>, vocabulary: ReadonlyMap<string, number>): SearchEngine {
  // Worked out for the records a query finds, when it finds them: for every
  // record at once, it would be one long task right after indexing.
  const knownFacts: RecordFacts[] = [];
  const factsOfRecord = (id: number) => (knownFacts[id] ??= factsOf(records[id]));
  // Every candidate's page is counted for nbHits; its other facts are only needed once it is ranked.
  const knownPages: string[] = [];
  const pageOfRecord = (id: number) => (knownPages[id] ??= records[id].url.split('#')[0]);
  // The modal sends the same filter (its facet filters) with every query: each record is tested against it once.
  const filterVerdicts = new Map<string, boolean[]>();
  const isKnown = ({word, alternatives}: Pick<QueryWord, 'word' | 'alternatives'>) =>
    vocabulary.has(word) || alternatives.some((alternative) => vocabulary.has(alternative));
  const pageOf = ({id}: RankedResult) => pageOfRecord(id);

  /**
   * The candidates ranked (see ranking.ts), grouped by page, as far as the
   * first `needed` hits; and how many hits there are in all. Words matched
   * is the first criterion, so the candidates are ranked one number of
   * matched words at a time, and the rest is never sorted.
   */
  function rank(query: string, needed: number, filter: RecordFilter = EVERY_RECORD, everyWordSearched = false): RankedResults {
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
    const verdicts = filterVerdicts.get(filter.key) ?? [];
    filterVerdicts.set(filter.key, verdicts);
    const accepted = (id: number) => (verdicts[id] ??= filter.accepts(records[id]));
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
      .filter((result) => accepted(Number(result.id)));
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
      return rank(query, needed, filter, true);
    }
    let total = 0;
    for (const count of hitsPerPage.values()) total += count;
    return {hits, total};
  }

  return {records, rank: (query, needed, filter) => rank(query, needed, filter)};
}
