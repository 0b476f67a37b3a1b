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

/** Words a message that Remotion prints starts with before any value of the user's (check:errors holds the docs to these). */
export const QUOTED_START_WORDS = 5;

/** What a console puts before a message the user copies with it. */
const ERROR_LABEL = /^\s*\w*(?:error|warning)\s*:\s*/i;

export type AlgoliaReading = {query: string; params: Record<string, unknown>};

/**
 * Algolia's two readings of a pasted sentence, or null for a typed query.
 * `quoted`: its first words as an exact phrase, the rest optional, so that
 * the record quoting the message ranks above any that merely shares its
 * words; `allWords`: every word optional, so that the values a pasted
 * message carries (a path, an ID), which are on no page, cannot empty it.
 * The first reading's hits come first (algoliaPastedSentences.ts).
 */
export function algoliaReadings(query: string): {quoted: AlgoliaReading; allWords: AlgoliaReading} | null {
  const words = query.replace(ERROR_LABEL, '').match(WORD) ?? [];
  if (words.length < SENTENCE_WORDS) return null;
  const rest = words.slice(QUOTED_START_WORDS).join(' ');
  return {
    quoted: {
      query: `"${words.slice(0, QUOTED_START_WORDS).join(' ')}" ${rest}`,
      params: {advancedSyntax: true, advancedSyntaxFeatures: ['exactPhrase'], optionalWords: [rest]},
    },
    allWords: {query, params: {optionalWords: [query]}},
  };
}
