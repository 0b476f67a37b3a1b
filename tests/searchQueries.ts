/**
 * Generated search queries for the property-based tests (fast-check): the
 * class of what readers type and paste, not a list of cases.
 */
import fc from 'fast-check';
import {WORD} from '../src/search/sentence';

/** Words of the site, words it does not have, stop words and short prefixes. */
const WORDS = [
  'render', 'spring', 'interpolate', 'Sequence', 'durationInFrames', 'lambda', 'audio', 'video', 'player', 'codec',
  'composition', 'still', 'gif', 'fps', 'ffmpeg', 'don', 'must', 'positive', 'rend', 'inter', 'the', 'a', 'of', 'how',
  'qqxqzzv', 'blorptank', 'vidéo', 'コンポジション', '视频',
];

/**
 * What readers put between and around words that carries no meaning for
 * search: punctuation, quotes, markup, bidirectional marks, emoji, joiners.
 * Not `/`, `:` or a dot before letters, which make a chunk an address or a
 * file name (read on purpose as optional words: see ranking.ts).
 */
const NOISE = [
  ' ', '  ', '\t', '&', "'", '"', '<', '>', '</', '/>', '()', '[]', '{', '}', ',', ';', '!', '?', '*', '+', '=', '~', '^', '%',
  '$', '#', '@', '`', '|', '-', '«', '»', '“', '”', '’', '\u200f', '\u200e', '\u202e', '\u2066', '\u2069', '\u200b',
  '\u200d', '🎬', '🚀', '👩‍💻', '✨', '&amp;', '&lt;', '<img src=x onerror=alert(1)>', '<script>', '\\', '\n',
];

/** A query of site words and noise, as typed or pasted. */
export function plainQuery(): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.constantFrom(...NOISE), fc.constantFrom(...WORDS), fc.constantFrom(...NOISE)), {minLength: 0, maxLength: 8})
    .map((parts) => parts.map((part) => part.join('')).join(''));
}

/** Any Unicode string up to 5,000 characters, alone or around a plain query. */
export function anyQuery(): fc.Arbitrary<string> {
  const unicode = fc.string({unit: 'grapheme', maxLength: 5000});
  return fc.oneof(unicode, plainQuery(), fc.tuple(unicode, plainQuery(), fc.string({unit: 'binary', maxLength: 40})).map((parts) => parts.join('')));
}

/**
 * The query's words alone, as the engine reads words (sentence.ts's WORD:
 * letters, digits and `_`, which joins the words of an identifier), one
 * space apart. A query that does not end in a space keeps its last word
 * unfinished, as the engine reads it (a prefix, as typed).
 */
export function wordsAlone(query: string): string {
  const words = (query.match(WORD) ?? []).join(' ');
  return /\s$/.test(query) ? `${words} ` : words;
}
