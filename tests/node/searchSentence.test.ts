import fc from 'fast-check';
import {describe, expect, test} from 'vitest';
import {algoliaReadings, QUOTED_START_WORDS, SENTENCE_WORDS, WORD} from '../../src/search/sentence';

// When a query reads as a pasted sentence, and the two readings Algolia is
// sent for it (src/search/sentence.ts). What Algolia does with them is
// tested in algoliaPastedSentences.test.ts and tests/built/algoliaRanking.spec.ts.

const wordsOf = (text: string) => text.match(WORD) ?? [];

describe('WORD', () => {
  test('a word is a run of letters of any script, digits and underscores; everything else separates words', () => {
    expect(wordsOf('durationInFrames_2 must be > 0, got "-1"')).toEqual(['durationInFrames_2', 'must', 'be', '0', 'got', '1']);
    expect(wordsOf('vidéo コンポジション 视频 Ωmega')).toEqual(['vidéo', 'コンポジション', '视频', 'Ωmega']);
    expect(wordsOf('<Sequence/> --crf @remotion/lambda')).toEqual(['Sequence', 'crf', 'remotion', 'lambda']);
    expect(wordsOf(' \t…«»🎬')).toEqual([]);
  });
});

describe('algoliaReadings', () => {
  test('five words are typed, six are pasted', () => {
    expect(SENTENCE_WORDS).toBe(6);
    expect(QUOTED_START_WORDS).toBe(5);
    expect(algoliaReadings('')).toBeNull();
    expect(algoliaReadings('render media on lambda now')).toBeNull();
    expect(algoliaReadings('render media on lambda now please')).not.toBeNull();
  });

  test('the quoted reading: the first five words as an exact phrase, the rest optional; the other: every word optional', () => {
    const pasted = 'Error: Found no composition with the name my-video';
    expect(algoliaReadings(pasted)).toEqual({
      quoted: {
        query: '"Found no composition with the" name my video',
        params: {advancedSyntax: true, advancedSyntaxFeatures: ['exactPhrase'], optionalWords: ['name my video']},
      },
      allWords: {query: pasted, params: {optionalWords: [pasted]}},
    });
  });

  test("a console's error or warning label before the message is not part of it, whatever its case and spacing", () => {
    for (const label of ['Error: ', 'error:', 'TypeError: ', '  Warning : ', 'WARNING:\t', '\nRangeError:  ']) {
      const readings = algoliaReadings(`${label}Found no composition with the name x`);
      expect(readings?.quoted.query, JSON.stringify(label)).toBe('"Found no composition with the" name x');
    }
    // Six words once the label is gone would be five: a typed query.
    expect(algoliaReadings('Error: no composition with the name')).toBeNull();
    // Other words before the colon are the message's own.
    expect(algoliaReadings('Unknown: no composition with the name')?.quoted.query).toBe('"Unknown no composition with the" name');
    expect(algoliaReadings('Errors happen: no composition with the')?.quoted.query).toBe('"Errors happen no composition with" the');
  });

  test('a label is only taken off the start of the message, and only once', () => {
    expect(algoliaReadings('the render failed with error: timeout')?.quoted.query).toBe('"the render failed with error" timeout');
    expect(algoliaReadings('Error: Error: the render failed with code')?.quoted.query).toBe('"Error the render failed with" code');
    expect(algoliaReadings('x Error: a b c d e')?.quoted.query).toBe('"x Error a b c" d e');
  });

  test('a message that starts with a value of the user\'s is quoted from its first five words in a row that are its own', () => {
    const quotedOf = (pasted: string) => algoliaReadings(pasted)?.quoted.query;
    expect(quotedOf('concurrency must be an integer, but is 2.5')).toBe('"concurrency must be an integer" but is 2 5');
    expect(quotedOf('/home/dev/out.mp4 already exists, and overwrite is false')).toBe('"already exists and overwrite is" home dev out mp4 false');
    expect(quotedOf('The "width" prop of the <Composition/> component must be a number')).toBe(
      '"prop of the Composition component" The width must be a number',
    );
    expect(quotedOf('Unable to access item "out/video.mp4" from bucket "remotionlambda-abc"')).toBe(
      '"Unable to access item" out video mp4 from bucket remotionlambda abc',
    );
    // Fewer than three of its own words in a row: its first five words, values or not.
    expect(quotedOf('Frame 42 is 0-42 but 1.5 ok fine')).toBe('"Frame 42 is 0 42" but 1 5 ok fine');
    // Runs of three or four: the longest, the first of equal ones.
    expect(quotedOf('Frame range 0-300 is not in between 0-299')).toBe('"is not in between" Frame range 0 300 0 299');
    expect(quotedOf('a b c 1 d e f 2 g h')).toBe('"a b c" 1 d e f 2 g h');
    // A first run of exactly five is quoted, before a longer one.
    expect(quotedOf('a b c d e 1 f g h i j k')).toBe('"a b c d e" 1 f g h i j k');
  });

  test("what is a value of the user's: paths, addresses, file names, numbers, quoted and JSON values, not words or markup", () => {
    const phraseAround = (chunk: string) => /^"([^"]*)"/.exec(algoliaReadings(`one two ${chunk} three four five six seven`)!.quoted.query)![1];
    const values = ['/home/dev/out.mp4', 'out/video.mp4', 'https://x.dev/a', 's3:GetObject', 'video.mp4', 'clip.webm,', 'v3.2.31', '42', '0-299', '1.5', '"width"', "'abc'", '{"a":1}', '[1,2]'];
    for (const value of values) expect(phraseAround(value), value).toBe('three four five six seven');
    for (const word of ['render', 'x1', '<Sequence/>', '</Sequence>', 'durationInFrames', '--codec=vp8', 'a.verylongword']) {
      expect(phraseAround(word), word).toMatch(/^one two /);
    }
  });

  test('over any text: typed exactly when it has fewer than six words; the quoted phrase is words of the query in a row, and the two parts together are all its words', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('render', 'the', 'ID', 'x1', '42', 'a/b', 'c.mp4', '"q"', 'vidéo', '视频', 'a_b'), fc.string({maxLength: 6})), {
          maxLength: 12,
        }),
        fc.constantFrom(' ', ', ', '/', '-', ' "', '\n'),
        (parts, separator) => {
          const query = parts.join(separator);
          const words = wordsOf(query.replace(/^\s*\w*(?:error|warning)\s*:\s*/i, ''));
          const readings = algoliaReadings(query);
          if (words.length < 6) {
            expect(readings).toBeNull();
            return;
          }
          const [, phrase, rest] = /^"([^"]*)" (.*)$/s.exec(readings!.quoted.query)!;
          const phraseWords = phrase!.split(' ');
          expect(phraseWords.length).toBeGreaterThanOrEqual(3);
          expect(phraseWords.length).toBeLessThanOrEqual(5);
          expect(` ${words.join(' ')} `).toContain(` ${phrase} `);
          expect([...phraseWords, ...rest!.split(' ')].sort()).toEqual([...words].sort());
          expect(readings!.quoted.params).toEqual({advancedSyntax: true, advancedSyntaxFeatures: ['exactPhrase'], optionalWords: [rest]});
          expect(readings!.allWords).toEqual({query, params: {optionalWords: [query]}});
        },
      ),
      {numRuns: 300},
    );
  });
});
