/**
 * When a query is a sentence someone pasted (an error message, a line of
 * the docs) rather than words they typed. Both search modes read such a
 * query differently: the local engine ranks the longest run of its words
 * as written first (ranking.ts); Algolia is sent the two readings below.
 * Kept apart from ranking.ts so that the Algolia path does not load the
 * local engine.
 */

export const WORD = /[\p{L}\p{N}_]+/gu;

/** A query of this many words or more reads as a pasted sentence. */
export const SENTENCE_WORDS = 6;

/** The words of a pasted message quoted as an exact phrase: at most this many, in a row, none of them a value of the user's. */
export const QUOTED_START_WORDS = 5;
/** Fewer words of the message's own in a row than this make no phrase worth quoting. */
export const MIN_QUOTED_WORDS = 3;

/**
 * A chunk of a pasted message that is a value of the user's, not the
 * message's own words: a path or an address, a file name, a number, a
 * quoted or JSON value. A docs page shows a placeholder there, so these
 * words are never part of the quoted phrase. (`<Sequence/>` is markup, not
 * a path.)
 */
const VALUE_CHUNK = /^(?:\S*\/\S*|\S+:\S+|\S+\.[a-z0-9]{2,5}\W*|[\d\W]*\d[\d\W]*|["'{[].*)$/i;
/** The slash of `</Sequence>` or `<Sequence/>` makes a tag, not a path. */
export const MARKUP_SLASHES = /<\/|\/>/g;

/** What a console puts before a message the user copies with it. */
const ERROR_LABEL = /^\s*\w*(?:error|warning)\s*:\s*/i;

export type AlgoliaReading = {query: string; params: Record<string, unknown>};

/**
 * The words of the pasted message in order, cut into runs at each value of
 * the user's; the quoted phrase is the first run of QUOTED_START_WORDS words,
 * or else the longest run of MIN_QUOTED_WORDS or more. A message that starts
 * with a value (`durationInFrames must be …`, `Frame range 0-300 is not …`)
 * is quoted from its first words that a page can hold.
 */
function quotedPhrase(message: string): {words: string[]; start: number; length: number} {
  const words: string[] = [];
  const runs: {start: number; length: number}[] = [{start: 0, length: 0}];
  for (const chunk of message.split(/\s+/)) {
    const chunkWords = chunk.match(WORD) ?? [];
    words.push(...chunkWords);
    if (VALUE_CHUNK.test(chunk.replace(MARKUP_SLASHES, ''))) runs.push({start: words.length, length: 0});
    else runs[runs.length - 1]!.length += chunkWords.length;
  }
  const full = runs.find((run) => run.length >= QUOTED_START_WORDS);
  if (full) return {words, start: full.start, length: QUOTED_START_WORDS};
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best));
  // Without a run worth quoting, the message's first words, values or not.
  return longest.length >= MIN_QUOTED_WORDS ? {words, ...longest} : {words, start: 0, length: QUOTED_START_WORDS};
}

/**
 * Algolia's two readings of a pasted sentence, or null for a typed query.
 * `quoted`: a phrase of the message's own words (quotedPhrase()) as an
 * exact phrase, the other words optional, so that the record quoting the
 * message ranks above any that merely shares its words; `allWords`: every
 * word optional, so that the values a pasted message carries (a path, an
 * ID), which are on no page, cannot empty it. The first reading's hits
 * come first (algoliaPastedSentences.ts).
 */
export function algoliaReadings(query: string): {quoted: AlgoliaReading; allWords: AlgoliaReading} | null {
  const message = query.replace(ERROR_LABEL, '');
  if ((message.match(WORD) ?? []).length < SENTENCE_WORDS) return null;
  const {words, start, length} = quotedPhrase(message);
  const phrase = words.slice(start, start + length).join(' ');
  const rest = [...words.slice(0, start), ...words.slice(start + length)].join(' ');
  return {
    quoted: {
      query: `"${phrase}" ${rest}`,
      params: {advancedSyntax: true, advancedSyntaxFeatures: ['exactPhrase'], optionalWords: [rest]},
    },
    allWords: {query, params: {optionalWords: [query]}},
  };
}
