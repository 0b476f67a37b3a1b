/**
 * The ranking of the local engine, modelled on what DocSearch configures in
 * Algolia (see scripts/search-push.ts for the same rules as index settings):
 * MiniSearch only finds the candidate records, every query word optional;
 * they are then sorted by Algolia's tie-breaking criteria, in its order:
 *
 * 0. link: the record's page is the one a remotion.dev/docs link of the
 *    query names, as the messages Remotion prints end with the page that
 *    explains them ("💡 Get help for this issue at …/docs/timeout");
 * 0b. sentence: for a query of SENTENCE_WORDS words or more, read as a
 *    sentence someone pasted (an error message, a line of the docs), the
 *    longest run of its words that the record holds side by side and in
 *    order, once that run is a quote rather than common talk (see
 *    QUOTE_WORDS): the record that holds the message comes first even when
 *    the message carries values of its own (a composition ID, a file name)
 *    that other pages happen to hold and it cannot;
 * 1. words: how many of the query's words the record matches;
 * 2. typo: how many of them only matched with a typo;
 * 3. code name: a flag, file or package name of the query as written
 *    (`--frame`, `@remotion/lambda/client`) is the record's heading, or
 *    stands in its title, headings or page description (in Algolia, the
 *    proximity criterion favours the chunk's words side by side);
 * 4. attribute: where the words matched (page title, then section
 *    headings and the page's description, then the category, then the
 *    text), summed over the words: a title that holds every word beats one
 *    that holds one word while the text holds the others;
 * 4b. proximity: the longest run of the query's words side by side and in
 *    order, as Algolia's proximity criterion prefers words close together:
 *    of two records that hold the words in the same places, the one that
 *    holds them as written wins. (Before attribute, as Algolia orders it,
 *    it let any paragraph that repeats a phrase outrank the page titled
 *    with it: see BENCHMARKS.md.)
 * 5. exact: a title or heading equal to the query (`--crf` as written,
 *    or "spring" as `spring()`), then the number of words matched whole;
 * 6. custom: docs before the other pages, before blog posts and stories;
 *    then MiniSearch's score, which weighs in how many of the site's pages
 *    link to the page (DocSearch's page rank) and the record's level.
 *
 * Results are then grouped by page, as Algolia's `distinct` does.
 */
import {FIRST_ROWS} from './modalRows';
import {HEADING_LEVELS, HITS_PER_PAGE_GROUP, type DocSearchRecord} from './records';
import {
  bareName,
  fieldWordsOf,
  literalName,
  matchQuality,
  SENTENCE_WORDS,
  type FieldWords,
  type MatchQuality,
  type QueryNames,
  type QueryPhrase,
  type QueryWord,
} from './query';

export {HITS_PER_PAGE_GROUP};

/**
 * Where a word matched, best first. A page's description ranks with the
 * headings: both name a topic, in fewer words than the text.
 */
export const ATTRIBUTE_RANK = {title: 0, description: 1, headings: 1, lvl0: 2, content: 3} as const;
export type Attribute = keyof typeof ATTRIBUTE_RANK;
const NO_ATTRIBUTE = 4;

/** A query word with the qualities of the terms seen so far, since the same terms recur in many records. */
export type AnalyzedWord = QueryWord & {qualities: Map<string, MatchQuality>};

export const analyze = (words: readonly QueryWord[]): AnalyzedWord[] =>
  words.map((word) => ({...word, qualities: new Map()}));

function qualityOf(word: AnalyzedWord, term: string): MatchQuality {
  let quality = word.qualities.get(term);
  if (quality === undefined) {
    quality = matchQuality(word, term);
    word.qualities.set(term, quality);
  }
  return quality;
}

export type RecordKind = 'docs' | 'page' | 'blog';

/** Docs first, then the site's other pages, then blog posts and success stories. */
const KIND_RANK: Record<RecordKind, number> = {docs: 0, page: 1, blog: 2};

export function kindOf(record: DocSearchRecord): RecordKind {
  if (record.docusaurus_tag.startsWith('docs-')) return 'docs';
  const path = new URL(record.url).pathname;
  return path.startsWith('/blog') || path.startsWith('/success-stories') ? 'blog' : 'page';
}

/** What the ranking compares, for one candidate record. */
export type Features = {
  id: number;
  /** 1 when a remotion.dev/docs link of the query names the record's page. */
  linked: number;
  /** The longest run of the query as written, for a query of SENTENCE_WORDS or more; else 0. */
  sentence: number;
  /**
   * The longest run of the query as written, whatever its length: worked
   * out only when two records tie on every criterion before it.
   */
  phrase: () => number;
  words: number;
  typos: number;
  codeName: number;
  member: number;
  attribute: number;
  nameMatch: number;
  exactWords: number;
  kind: number;
  score: number;
};

export type Candidate = {
  id: number;
  score: number;
  /** Indexed term → the fields it matched in (MiniSearch's `match`). */
  match: Record<string, string[]>;
};

/** What the ranking needs to know of a record, computed once per record. */
export type RecordFacts = {
  /** The path of the record's page (`/docs/timeout`). */
  pagePath: string;
  /** The words of each field (title, headings, text), lower-cased, and their stems. */
  fields: FieldWords[];
  /** The page title and the record's own heading, as names a query may equal. */
  title: Name | null;
  heading: Name | null;
  /** The bare names of the page title and of the headings above the record's own: what its heading is a member of. */
  owners: string[];
  /** The page title, the record's headings and the page's description, lower-cased. */
  summary: string;
  kind: number;
};

type Name = {literal: string; bare: string};
const nameOf = (text: string | null | undefined): Name | null => (text ? {literal: literalName(text), bare: bareName(text)} : null);

export function factsOf(record: DocSearchRecord): RecordFacts {
  const headings = HEADING_LEVELS.flatMap((level) => record.hierarchy[level] || []);
  const heading = headings.at(-1);
  return {
    pagePath: new URL(record.url).pathname.replace(/\/$/, ''),
    fields: [record.hierarchy.lvl1, ...headings, record.content].flatMap((text) => (text ? [fieldWordsOf(text)] : [])),
    title: nameOf(record.hierarchy.lvl1),
    heading: nameOf(heading),
    owners: [record.hierarchy.lvl1 ?? '', ...headings.slice(0, -1)].map(bareName).filter(Boolean),
    summary: [record.hierarchy.lvl1, ...headings, record.type === 'lvl1' ? record.content : null]
      .filter(Boolean)
      .join('\n')
      .toLowerCase(),
    kind: KIND_RANK[kindOf(record)],
  };
}

/** A run of query words as written counts from this many words, two of them not stop words. */
export const MIN_PHRASE_WORDS = 3;

/**
 * A pasted sentence's longest run as written decides before the words
 * matched once that run is a quote rather than common talk ("render a video",
 * "part of the video"): five words, or three that are not stop words.
 */
export const QUOTE_WORDS = 5;
export const QUOTE_SIGNIFICANT_WORDS = 3;

/** A run of query words in a record: its length, and how many of its words are not stop words. */
export type Run = {length: number; significant: number};

/**
 * The longest run of the query's words, side by side and in order, in one
 * field of the record; 0 when it is shorter than MIN_PHRASE_WORDS or holds
 * fewer than two words that are not stop words (then both are 0).
 */
export function longestRun(phrase: QueryPhrase, fields: readonly FieldWords[]): Run {
  const {words, stems, lastIsPrefix, stopWord, positions} = phrase;
  let best: Run = {length: 0, significant: 0};
  if (words.length < MIN_PHRASE_WORDS) return best;
  const last = words.length - 1;
  for (const field of fields) {
    const matches = (at: number, i: number) =>
      field.words[at] === words[i] || field.stems[at] === stems[i] || (i === last && lastIsPrefix && field.words[at].startsWith(words[i]));
    const length = field.words.length;
    for (let position = 0; position + best.length < length; position++) {
      const starts = positions.get(field.words[position]) ?? positions.get(field.stems[position]);
      if (!starts) continue;
      for (const i of starts) {
        if (i + best.length >= words.length) continue;
        let run = 1;
        let significant = stopWord[i] ? 0 : 1;
        while (position + run < length && i + run < words.length && matches(position + run, i + run)) {
          if (!stopWord[i + run]) significant += 1;
          run += 1;
        }
        if (run > best.length && run >= MIN_PHRASE_WORDS && significant >= 2) best = {length: run, significant};
      }
    }
  }
  return best;
}

/**
 * 2: a code name of the query is the title or the record's heading, as
 * written; 1: the title, a heading above the record or the description
 * holds it as written; 0: neither.
 */
function codeNameMatch(facts: RecordFacts, query: QueryNames): number {
  if (query.codeNames.length === 0) return 0;
  if ([facts.title, facts.heading].some((name) => name && query.codeNames.includes(name.literal))) return 2;
  return query.codeNames.some((name) => facts.summary.includes(name)) ? 1 : 0;
}

/**
 * 3: the page title is the query as written (`<OffthreadVideo>` names its
 * reference page), 2: the record's heading is (`--crf`; a page comparing
 * two components heads a section with one of them), 1: either has the same
 * letters (`spring` is `spring()`), 0: neither.
 */
function nameMatch({title, heading}: RecordFacts, query: QueryNames): number {
  if (title?.literal === query.literal) return 3;
  if (heading?.literal === query.literal) return 2;
  return title?.bare === query.bare || heading?.bare === query.bare ? 1 : 0;
}

/**
 * 1 when the query is an object and its member: one chunk names the page
 * or a heading above the record, the others together name the record's
 * heading (`<Player> controls`, `playerRef.seekTo`): the section that
 * documents the member, over pages that name both in passing.
 */
function memberMatch({heading, owners}: RecordFacts, {chunks}: QueryNames): number {
  if (!heading || chunks.length < 2) return 0;
  return chunks.some((chunk, i) => owners.includes(chunk) && chunks.filter((_, j) => j !== i).join('') === heading.bare) ? 1 : 0;
}

/** The sentence criterion: the longest run of a sentence-long query the record holds, when it is a quote; else 0. */
export function sentenceOf(phrase: QueryPhrase, fields: readonly FieldWords[]): number {
  if (phrase.words.length < SENTENCE_WORDS) return 0;
  const run = longestRun(phrase, fields);
  return run.length >= QUOTE_WORDS || run.significant >= QUOTE_SIGNIFICANT_WORDS ? run.length : 0;
}

/**
 * The record's features for the query. `sentence` is passed in: the engine
 * works it out for the records most likely to hold a quote, before the
 * rest are ranked (see localSearchClient.ts).
 */
export function featuresOf(
  candidate: Candidate,
  words: readonly AnalyzedWord[],
  query: QueryNames,
  facts: RecordFacts,
  sentence = 0,
): Features {
  let matchedWords = 0;
  let typos = 0;
  let exactWords = 0;
  let attribute = 0;
  /** For a one-word query, the words it matched: "compostion" names `<Composition>`. */
  const correctedNames: string[] = [];
  let phrase: number | undefined;
  const terms = Object.entries(candidate.match);
  for (const queryWord of words) {
    let best: MatchQuality = null;
    let wordAttribute: number = NO_ATTRIBUTE;
    const bestTerms: string[] = [];
    for (const [term, fields] of terms) {
      const quality = qualityOf(queryWord, term);
      if (!quality) continue;
      bestTerms.push(term);
      for (const field of fields) wordAttribute = Math.min(wordAttribute, ATTRIBUTE_RANK[field as Attribute]);
      if (quality === 'exact' || best === null || (quality === 'prefix' && best === 'typo')) best = quality;
    }
    if (!best || queryWord.optional) continue;
    if (words.length === 1) correctedNames.push(...bestTerms);
    attribute += wordAttribute;
    matchedWords += 1;
    if (best === 'typo') typos += 1;
    if (best === 'exact') exactWords += 1;
  }
  return {
    id: candidate.id,
    linked: query.linkedPages.includes(facts.pagePath) ? 1 : 0,
    sentence,
    phrase: () => (phrase ??= longestRun(query.phrase, facts.fields).length),
    words: matchedWords,
    typos,
    codeName: codeNameMatch(facts, query),
    attribute,
    member: memberMatch(facts, query),
    nameMatch: Math.max(
      nameMatch(facts, query),
      [facts.title, facts.heading].some((name) => name && correctedNames.includes(name.bare)) ? 1 : 0,
    ),
    exactWords,
    kind: facts.kind,
    score: candidate.score,
  };
}

/** Algolia's criteria in order; the first that differs decides. */
export function compareFeatures(a: Features, b: Features): number {
  return (
    b.linked - a.linked ||
    b.sentence - a.sentence ||
    b.words - a.words ||
    a.typos - b.typos ||
    b.codeName - a.codeName ||
    b.member - a.member ||
    a.attribute - b.attribute ||
    b.phrase() - a.phrase() ||
    b.nameMatch - a.nameMatch ||
    b.exactWords - a.exactWords ||
    a.kind - b.kind ||
    b.score - a.score ||
    a.id - b.id
  );
}


/**
 * Groups ranked records by page: pages in the order of their best record,
 * each with its best records in rank order. When the best page fills the
 * first results alone, the second page's best record takes the last of
 * them and the first page's further records follow it: on the search page,
 * which lists the hits in this order, a wrong first page then never hides
 * the right one. (The modal regroups the hits page by page: modalRows.ts.)
 */
export function groupByPage<T>(ranked: readonly T[], pageOf: (item: T) => string): T[] {
  const groups = new Map<string, T[]>();
  for (const item of ranked) {
    const page = pageOf(item);
    const group = groups.get(page);
    if (!group) groups.set(page, [item]);
    else if (group.length < HITS_PER_PAGE_GROUP) group.push(item);
  }
  const [first, second, ...rest] = groups.values();
  if (!second || first.length < FIRST_ROWS) return [...groups.values()].flat();
  return [...first.slice(0, FIRST_ROWS - 1), second[0], ...first.slice(FIRST_ROWS - 1), ...second.slice(1), ...rest.flat()];
}
