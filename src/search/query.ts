/**
 * How the local engine reads a query: its words (stop words, stems,
 * synonyms, typos allowed, the last one a prefix, addresses optional), the
 * names it may equal as written (`--crf`, `<Sequence>`), its code names
 * and chunks, the pages its remotion.dev/docs links name, and its words in
 * order for the phrase criteria. ranking.ts compares records against it.
 */
import {MARKUP_SLASHES, SENTENCE_WORDS, WORD} from './sentence';

export {SENTENCE_WORDS, WORD};

/** Algolia's default typo tolerance: one typo from 4 letters, two from 8. */
export const typosAllowed = (word: string): number => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * Words that say nothing about the page a reader wants. Like Algolia's
 * removeStopWords, they are ignored unless the query has nothing else.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between ' +
    'both but by can could did do does doing down during each few for from further get had has have having he ' +
    'her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor ' +
    'not now of off on once only or other our ours ourselves out over own same she should so some such than that ' +
    'the their theirs them themselves then there these they this those through to too under until up use using ' +
    'very want was we were what when where which while who whom why will with would you your yours yourself'
  ).split(' '),
);

/**
 * Words developers use for what the docs call otherwise, as Algolia
 * synonyms: a query word finds its alternatives as if it were them.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['music', 'soundtrack', 'audio', 'sound'],
  ['captions', 'subtitles'],
  ['speed', 'playbackrate'],
  ['mp3', 'wav', 'aac', 'audio'],
  ['4k', 'resolution', 'scale'],
  ['export', 'render'],
  ['png', 'jpeg', 'image'],
  ['slow', 'performance'],
  ['percentage', 'progress'],
  ['stop', 'cancel', 'abort'],
  ['bouncy', 'spring'],
  ['smaller', 'size', 'compress'],
  ['install', 'setup', 'installation'],
  ['aws', 'lambda'],
  ['nextjs', 'next'],
  ['props', 'parameters', 'parametrize'],
  ['length', 'duration'],
  ['random', 'randomness'],
];

const synonymsOf = new Map<string, string[]>();
for (const group of SYNONYMS) {
  for (const word of group) {
    synonymsOf.set(word, [...new Set([...(synonymsOf.get(word) ?? []), ...group.filter((other) => other !== word)])]);
  }
}

/**
 * The stem of an English word, so that "rendering", "renders" and "render"
 * meet, as do "gifs" and "gif". Deliberately light, and applied alike to
 * the index and the query, so it needs to be consistent rather than right.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stemmed = word;
  if (stemmed.endsWith('ies') && stemmed.length > 4) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (/(?:sses|[xz]es|[cs]hes)$/.test(stemmed)) stemmed = stemmed.slice(0, -2);
  else if (stemmed.endsWith('s') && !/(?:ss|us|is)$/.test(stemmed)) stemmed = stemmed.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    const base = stemmed.slice(0, -suffix.length);
    if (stemmed.endsWith(suffix) && base.length >= 3 && /[aeiouy]/.test(base)) {
      stemmed = /([b-df-hj-np-tv-z])\1$/.test(base) ? base.slice(0, -1) : base;
      break;
    }
  }
  return stemmed.length > 3 && stemmed.endsWith('e') ? stemmed.slice(0, -1) : stemmed;
}

export type QueryWord = {
  word: string;
  /** The stem and the synonyms of the word, which count as the word itself. */
  alternatives: string[];
  prefix: boolean;
  /**
   * A word of an address or file name that a pasted error message carries
   * (`http://localhost:3000/clip.webm`): it may match, but a page is not
   * expected to contain it. The page names of remotion.dev/docs links are not optional.
   */
  optional: boolean;
};

/**
 * Address and file-name chunks of a query: they hold a `/`, a `:` inside or
 * an extension. Not `.js` or `.ts` alone: "Next.js" and "Node.js" are names.
 * Read after MARKUP_SLASHES are taken out: the slash of `</Sequence>` or
 * `<Sequence/>` makes a tag, not a path.
 */
const ADDRESS_OR_FILE = /^(?:\S*\/\S*|\S+:\S+|\S+\.(?![jt]s$)[a-z0-9]{2,5}|\d+)$/i;
const DOCS_LINK = /remotion\.dev\/docs\/(\S*)/i;

/**
 * The words a query is searched with, lower-cased, stop words left out;
 * `isUbiquitous` tells the words that nearly every record holds, which are
 * optional as addresses are.
 */
export function queryWords(query: string, isUbiquitous: (word: string) => boolean = () => false): QueryWord[] {
  const all: {word: string; optional: boolean}[] = [];
  for (const chunk of query.split(/\s+/)) {
    const pageWords: string[] = DOCS_LINK.exec(chunk)?.[1].toLowerCase().match(WORD) ?? [];
    const optional = ADDRESS_OR_FILE.test(chunk.replace(MARKUP_SLASHES, ''));
    for (const word of chunk.match(WORD) ?? []) {
      const lower = word.toLowerCase();
      all.push({word: lower, optional: (optional && !pageWords.includes(lower)) || isUbiquitous(lower)});
    }
  }
  // A query that is nothing but an address, a file name or common words is meant as it is.
  if (all.every(({optional}) => optional)) for (const word of all) word.optional = false;
  const significant = all.filter(({word}) => !STOP_WORDS.has(word));
  const chosen = significant.length > 0 ? significant : all;
  const words = chosen.filter(({word}, i) => chosen.findIndex((other) => other.word === word) === i);
  // Like Algolia's prefixLast: only the last word may still be being typed.
  const lastWordComplete = /\s$/.test(query);
  return words.map(({word, optional}, i) => {
    const wordStem = stem(word);
    // A synonym also counts in its stemmed form, as the index holds both ("scale" finds "scaling").
    const synonyms = (synonymsOf.get(word) ?? synonymsOf.get(wordStem) ?? []).flatMap((synonym) => [synonym, stem(synonym)]);
    const alternatives = [...new Set([wordStem, ...synonyms])].filter(
      (alternative) => alternative !== word,
    );
    return {word, alternatives, prefix: i === words.length - 1 && !lastWordComplete, optional};
  });
}

/** Letters and digits only: `<Sequence>` and `spring()` compare as names. */
export const bareName = (text: string): string => (text.match(WORD) ?? []).join('').toLowerCase();

/**
 * A name as written, without spaces, brackets and backticks: `--crf` stays
 * a flag and `remotion.config.ts` a file name.
 */
export const literalName = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\s`<>]|\/>|\(\)/g, '')
    .replace(/\/$/, '');

/** Optimal string alignment distance, giving up once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      // A swap of two neighbours ("sequnece") is one typo, as in Algolia.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, beforePrevious[j - 2] + 1);
      }
      current[j] = distance;
      rowMinimum = Math.min(rowMinimum, distance);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/** How an indexed term matched a query word: whole, as a prefix, with typos, or not at all. */
export type MatchQuality = 'exact' | 'prefix' | 'typo' | null;

export function matchQuality({word, alternatives, prefix}: QueryWord, term: string): MatchQuality {
  if (term === word || alternatives.includes(term)) return 'exact';
  if (prefix && term.startsWith(word)) return 'prefix';
  const allowed = typosAllowed(word);
  return allowed > 0 && editDistance(word, term, allowed) <= allowed ? 'typo' : null;
}

/**
 * The query as the names it may equal, and the code names it holds: the
 * chunks written with punctuation inside, which words alone don't tell
 * apart (`--frame`, `remotion.config.ts`, `@remotion/lambda/client`).
 */
export type QueryNames = {
  literal: string;
  bare: string;
  codeNames: string[];
  /** The query's chunks (split at spaces and dots) as bare names: `playerRef.seekTo` → playerref, seekto. */
  chunks: string[];
  phrase: QueryPhrase;
  linkedPages: string[];
};

/**
 * The query's words in order, stop words included, for the phrase
 * criterion; the last one may be cut short (the modal cuts a pasted
 * message at 64 characters, and a reader may still be typing it).
 */
export type QueryPhrase = {
  words: string[];
  stems: string[];
  lastIsPrefix: boolean;
  stopWord: boolean[];
  /** The positions in the query of each word and stem. */
  positions: Map<string, number[]>;
};

/** Words of a text for phrase matching, lower-cased. */
export const phraseWordsOf = (text: string): string[] => (text.match(WORD) ?? []).map((word) => word.toLowerCase());

/** stem(), once per word: the records a query ranks hold the same few thousand words. */
const knownStems = new Map<string, string>();
function stemOf(word: string): string {
  let stemmed = knownStems.get(word);
  if (stemmed === undefined) {
    stemmed = stem(word);
    knownStems.set(word, stemmed);
  }
  return stemmed;
}

/** A field's words and their stems, worked out once per record. */
export type FieldWords = {words: string[]; stems: string[]};

export function fieldWordsOf(text: string): FieldWords {
  const words = phraseWordsOf(text);
  return {words, stems: words.map(stemOf)};
}

export function queryPhrase(query: string): QueryPhrase {
  const words = phraseWordsOf(query);
  const stems = words.map(stemOf);
  const positions = new Map<string, number[]>();
  words.forEach((word, i) => {
    for (const key of new Set([word, stems[i]])) positions.set(key, [...(positions.get(key) ?? []), i]);
  });
  return {words, stems, lastIsPrefix: !/\s$/.test(query), stopWord: words.map((word) => STOP_WORDS.has(word)), positions};
}

const CODE_NAME = /^[@.-]|[\w)][./-]\w/;

export const queryNames = (query: string): QueryNames => ({
  literal: literalName(query.trim()),
  bare: bareName(query),
  codeNames: query
    .split(/\s+/)
    .map((chunk) => literalName(chunk).replace(/[.,:;]+$/, ''))
    .filter((chunk) => CODE_NAME.test(chunk) && /\w/.test(chunk)),
  chunks: query.split(/[\s.]+/).map(bareName).filter(Boolean),
  phrase: queryPhrase(query),
  linkedPages: [...query.matchAll(new RegExp(DOCS_LINK.source, 'gi'))].map(
    ([, slug]) => `/docs/${slug.replace(/[#?].*$/, '').replace(/[^\w/-]+$/, '').replace(/\/$/, '')}`,
  ),
});
