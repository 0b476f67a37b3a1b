import fc from 'fast-check';
import {describe, expect, test} from 'vitest';
import {
  analyze,
  ATTRIBUTE_RANK,
  compareFeatures,
  factsOf,
  featuresOf,
  groupByPage,
  HITS_PER_PAGE_GROUP,
  kindOf,
  longestRun,
  MIN_PHRASE_WORDS,
  QUOTE_SIGNIFICANT_WORDS,
  QUOTE_WORDS,
  sentenceOf,
  type Candidate,
  type Features,
} from '../../src/search/ranking';
import {
  bareName,
  editDistance,
  fieldWordsOf,
  literalName,
  matchQuality,
  phraseWordsOf,
  queryNames,
  queryPhrase,
  queryWords,
  SENTENCE_WORDS,
  stem,
  STOP_WORDS,
  SYNONYMS,
  typosAllowed,
  WORD,
  type QueryWord,
} from '../../src/search/query';
import {FIRST_ROWS} from '../../src/search/modalRows';
import type {DocSearchRecord} from '../../src/search/records';

// The local engine's ranking (src/search/ranking.ts), one exported function
// at a time, on words, records and features made by hand or generated.
// tests/node/searchEngine.test.ts ranks whole (small) indexes with it.

describe('typosAllowed', () => {
  test("Algolia's default: none below 4 letters, one from 4, two from 8", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((length) => typosAllowed('x'.repeat(length)))).toEqual([0, 0, 0, 1, 1, 1, 1, 2, 2, 2]);
  });
});

describe('STOP_WORDS', () => {
  test("English function words, from the list's first word to its last, and no word a page is about", () => {
    expect(STOP_WORDS.size).toBe(129);
    for (const word of ['a', 'about', 'between', 'both', 'get', 'he', 'her', 'hers', 'me', 'more', 'not', 'now', 'other', 'our', 'same', 'she', 'than', 'that', 'these', 'they', 'use', 'using', 'very', 'want', 'who', 'yourself']) {
      expect(STOP_WORDS.has(word), word).toBe(true);
    }
    for (const word of ['render', 'video', 'spring', 'lambda', 'audio', '', ' ', 'a about']) expect(STOP_WORDS.has(word), word).toBe(false);
  });
});

describe('SYNONYMS', () => {
  test('the words developers use for what the docs call otherwise', () => {
    expect(SYNONYMS).toEqual([
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
    ]);
  });

  test('a query word finds every other word of each group it is in, and their stems, never itself', () => {
    for (const group of SYNONYMS) {
      for (const word of group) {
        const [{alternatives}] = queryWords(`${word} `);
        const others = SYNONYMS.filter((g) => g.includes(word)).flatMap((g) => g.filter((other) => other !== word));
        for (const other of others) {
          expect(alternatives, `${word} → ${other}`).toContain(other);
          expect(alternatives, `${word} → stem of ${other}`).toContain(stem(other));
        }
        expect(alternatives).not.toContain(word);
        expect(new Set(alternatives).size).toBe(alternatives.length);
      }
    }
    // A word of two groups finds both: "audio" is music and a file format.
    expect(queryWords('audio ')[0].alternatives).toEqual(['music', 'soundtrack', 'sound', 'mp3', 'wav', 'aac']);
  });
});

describe('stem', () => {
  test('the forms of a word meet: plurals, -ing and -ed, a final e', () => {
    const stems: Record<string, string> = {
      render: 'render',
      renders: 'render',
      rendering: 'render',
      rendered: 'render',
      gif: 'gif',
      gifs: 'gif',
      studies: 'study',
      skies: 'sky',
      classes: 'class',
      class: 'class',
      boxes: 'box',
      buzzes: 'buzz',
      fizzes: 'fizz',
      matches: 'match',
      churches: 'church',
      wishes: 'wish',
      codecs: 'codec',
      aliases: 'alias',
      status: 'status',
      focus: 'focus',
      axis: 'axis',
      running: 'run',
      hopping: 'hop',
      stopped: 'stop',
      playing: 'play',
      trying: 'try',
      hiking: 'hik',
      seeing: 'see',
      edited: 'edit',
      fixed: 'fix',
      interpolate: 'interpolat',
      make: 'mak',
      sizes: 'siz',
      caches: 'cach',
    };
    for (const [word, expected] of Object.entries(stems)) expect(stem(word), word).toBe(expected);
  });

  test('short words, words with digits, and endings on too short or vowelless a base stay', () => {
    const unchanged = ['ads', 'bed', 'use', 'ing', 'mp4s', 'h264', '4ks', 'ties', 'dies', 'sing', 'string', 'spring', 'doing', 'need', 'shed'];
    const expected = {ties: 'tie', dies: 'die'} as Record<string, string>;
    for (const word of unchanged) expect(stem(word), word).toBe(expected[word] ?? word);
  });

  test('-es after x, z, ch, sh or ss goes whole, even when two letters remain; -s stays after ss, us and is alone', () => {
    expect(stem('axes')).toBe('ax');
    expect(stem('shes')).toBe('sh');
    expect(stem('thes')).toBe('the');
    expect(stem('lists')).toBe('list');
    expect(stem('missions')).toBe('mission');
    expect(stem('statuses')).toBe('status');
    // An ending is only an ending at the end of the word.
    expect(stem('matchesfound')).toBe('matchesfound');
  });

  test('a doubled consonant is undoubled only where the ending was', () => {
    expect(stem('mattering')).toBe('matter');
    expect(stem('buffered')).toBe('buffer');
    expect(stem('stopping')).toBe('stop');
  });

  test('one ending at a time: a word that ends in -ing keeps an -ed before it', () => {
    expect(stem('embedding')).toBe('embed');
    expect(stem('speeding')).toBe('speed');
  });

  test('over any lower-case word: never longer, and a prefix of the word but for -ies becoming -y', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{0,12}$/), fc.constantFrom('', 's', 'es', 'ies', 'ing', 'ed', 'e', 'sses', 'ches', 'ss'), (base, ending) => {
        const word = base + ending;
        const stemmed = stem(word);
        expect(stemmed.length).toBeLessThanOrEqual(word.length);
        if (word.length <= 3 || /\d/.test(word)) expect(stemmed).toBe(word);
        else if (!word.startsWith(stemmed)) expect(word.endsWith('ies') && stemmed === `${word.slice(0, -3)}y`, `${word} → ${stemmed}`).toBe(true);
      }),
      {numRuns: 500},
    );
  });
});

describe('queryWords', () => {
  const read = (query: string, isUbiquitous?: (word: string) => boolean) =>
    queryWords(query, isUbiquitous).map(({word, prefix, optional}) => `${word}${prefix ? '*' : ''}${optional ? '?' : ''}`);

  test('lower-cased, each once, stop words left out unless there is nothing else; only the last word may be a prefix', () => {
    expect(read('Render a GIF')).toEqual(['render', 'gif*']);
    expect(read('Render a GIF ')).toEqual(['render', 'gif']);
    expect(read('Render a GIF\n')).toEqual(['render', 'gif']);
    expect(read('render Render RENDER')).toEqual(['render*']);
    expect(read('the of')).toEqual(['the', 'of*']);
    expect(read('the  of  a ')).toEqual(['the', 'of', 'a']);
    expect(read('')).toEqual([]);
    expect(read('  ')).toEqual([]);
    expect(read('<>&')).toEqual([]);
  });

  test("a word's alternatives: its stem and its synonyms' (found by the word or its stem), without the word itself", () => {
    expect(queryWords('rendering ')[0]).toEqual({word: 'rendering', alternatives: ['render', 'export'], prefix: false, optional: false});
    expect(queryWords('exporting')[0]).toEqual({word: 'exporting', alternatives: ['export', 'render'], prefix: true, optional: false});
    expect(queryWords('gif')[0].alternatives).toEqual([]);
    expect(queryWords('scale')[0].alternatives).toEqual(['scal', '4k', 'resolution']);
  });

  test('the words of an address, a file name or a number are optional; a docs link keeps its page name required', () => {
    expect(read('http://localhost:3000/clip.webm render')).toEqual(['http?', 'localhost?', '3000?', 'clip?', 'webm?', 'render*']);
    expect(read('remotion.dev/docs/timeout render')).toEqual(['remotion?', 'dev?', 'docs?', 'timeout', 'render*']);
    expect(read('https://www.remotion.dev/docs/cli/render spring')).toEqual(['https?', 'www?', 'remotion?', 'dev?', 'docs?', 'cli', 'render', 'spring*']);
    expect(read('foo:bar spring')).toEqual(['foo?', 'bar?', 'spring*']);
    expect(read('logo.png spring')).toEqual(['logo?', 'png?', 'spring*']);
    expect(read('LOGO.PNG spring')).toEqual(['logo?', 'png?', 'spring*']);
    expect(read('2160 spring')).toEqual(['2160?', 'spring*']);
    expect(read('a/b spring')).toEqual(['b?', 'spring*']);
    expect(read('/ spring')).toEqual(['spring*']);
  });

  test('not an address: Next.js and Node.ts are names, a colon must sit inside, markup slashes make tags, long extensions are words', () => {
    expect(read('Next.js node.ts spring')).toEqual(['next', 'js', 'node', 'ts', 'spring*']);
    expect(read('render: spring')).toEqual(['render', 'spring*']);
    expect(read(':render spring')).toEqual(['render', 'spring*']);
    expect(read('</Sequence> spring')).toEqual(['sequence', 'spring*']);
    expect(read('<Sequence/> spring')).toEqual(['sequence', 'spring*']);
    expect(read('<Sequence/>/x spring')).toEqual(['sequence?', 'x?', 'spring*']);
    expect(read('file.config spring')).toEqual(['file', 'config', 'spring*']);
    expect(read('file.c spring')).toEqual(['file', 'c', 'spring*']);
    expect(read('file.mp4 spring')).toEqual(['file?', 'mp4?', 'spring*']);
    expect(read('v2 spring')).toEqual(['v2', 'spring*']);
    expect(read('x.jsx spring')).toEqual(['x?', 'jsx?', 'spring*']);
  });

  test('words nearly every record holds are optional too; a query of nothing but optional words is meant as it is', () => {
    expect(read('remotion render', (word) => word === 'remotion')).toEqual(['remotion?', 'render*']);
    expect(read('remotion', (word) => word === 'remotion')).toEqual(['remotion*']);
    expect(read('http://localhost:3000')).toEqual(['http', 'localhost', '3000*']);
    expect(read('logo.png the ', () => true)).toEqual(['logo', 'png']);
  });

  test('over any query: words of the query, lower-case, unique, the last alone a prefix', () => {
    fc.assert(
      fc.property(fc.string({maxLength: 60}), (query) => {
        const words = queryWords(query);
        const all = (query.match(WORD) ?? []).map((word) => word.toLowerCase());
        expect(new Set(words.map(({word}) => word)).size).toBe(words.length);
        for (const {word, alternatives} of words) {
          expect(all).toContain(word);
          expect(alternatives).not.toContain(word);
        }
        words.forEach(({prefix}, i) => expect(prefix).toBe(i === words.length - 1 && !/\s$/.test(query)));
        if (all.some((word) => !STOP_WORDS.has(word))) for (const {word} of words) expect(STOP_WORDS.has(word)).toBe(false);
        else expect(words.map(({word}) => word)).toEqual([...new Set(all)]);
      }),
      {numRuns: 300},
    );
  });
});

describe('bareName and literalName', () => {
  test('bare: letters and digits only, lower-cased; literal: as written, without spaces, backticks, angle brackets, () and a final slash', () => {
    expect(bareName('<Sequence />')).toBe('sequence');
    expect(bareName('spring()')).toBe('spring');
    expect(bareName('@remotion/lambda-client')).toBe('remotionlambdaclient');
    expect(bareName('…')).toBe('');
    expect(literalName(' <Sequence /> ')).toBe('sequence');
    expect(literalName('</Sequence>')).toBe('/sequence');
    expect(literalName('`spring()`')).toBe('spring');
    expect(literalName('--CRF')).toBe('--crf');
    expect(literalName('remotion.config.ts')).toBe('remotion.config.ts');
    expect(literalName('@remotion/lambda/')).toBe('@remotion/lambda');
    expect(literalName('a/b/ c')).toBe('a/b/c');
    expect(literalName('f(x) ()')).toBe('f(x)');
    expect(literalName('a\tb\nc')).toBe('abc');
  });
});

/** Optimal string alignment distance, the textbook table in full. */
function osa(a: string, b: string): number {
  const d = Array.from({length: a.length + 1}, (_, i) => Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

describe('editDistance', () => {
  test('insertions, deletions, substitutions and a swap of neighbours count one each; past the limit, the limit plus one', () => {
    expect(editDistance('sequence', 'sequence', 2)).toBe(0);
    expect(editDistance('sequnece', 'sequence', 2)).toBe(1);
    expect(editDistance('sequence', 'sequnce', 2)).toBe(1);
    expect(editDistance('sequence', 'sequencer', 2)).toBe(1);
    expect(editDistance('sequence', 'sequenze', 2)).toBe(1);
    expect(editDistance('ab', 'ba', 1)).toBe(1);
    expect(editDistance('abc', 'cab', 3)).toBe(2);
    expect(editDistance('', 'abc', 5)).toBe(3);
    expect(editDistance('abc', '', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('interpolate', 'render', 2)).toBe(3);
    expect(editDistance('a', 'abcd', 2)).toBe(3);
    expect(editDistance('abcd', 'a', 3)).toBe(3);
  });

  test('gives up at limit + 1 as soon as it can tell: lengths too far apart, or a whole row of the table past the limit', () => {
    expect(editDistance('', 'abcdef', 1)).toBe(2);
    expect(editDistance('abcdefgh', 'ab', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(editDistance('abcdef', 'uvwxyz', 3)).toBe(4);
  });

  test('over any two words and limit: the textbook distance when within the limit, else more than the limit', () => {
    const word = fc.stringMatching(/^[abc]{0,7}$/);
    fc.assert(
      fc.property(word, word, fc.integer({min: 0, max: 4}), (a, b, limit) => {
        const distance = osa(a, b);
        if (distance <= limit) expect(editDistance(a, b, limit)).toBe(distance);
        else expect(editDistance(a, b, limit)).toBeGreaterThan(limit);
      }),
      {numRuns: 1000},
    );
  });
});

const queryWord = (word: string, overrides: Partial<QueryWord> = {}): QueryWord => ({word, alternatives: [], prefix: false, optional: false, ...overrides});

describe('matchQuality', () => {
  test('exact for the word or an alternative, prefix only for the last word, a typo within the allowed number, else none', () => {
    expect(matchQuality(queryWord('render'), 'render')).toBe('exact');
    expect(matchQuality(queryWord('rendering', {alternatives: ['render']}), 'render')).toBe('exact');
    expect(matchQuality(queryWord('rend', {prefix: true}), 'render')).toBe('prefix');
    expect(matchQuality(queryWord('rend'), 'render')).toBeNull();
    expect(matchQuality(queryWord('rendr'), 'render')).toBe('typo');
    expect(matchQuality(queryWord('rendr', {prefix: true}), 'render')).toBe('typo');
    expect(matchQuality(queryWord('rndr'), 'render')).toBeNull();
    expect(matchQuality(queryWord('interpolte'), 'interpolate')).toBe('typo');
    expect(matchQuality(queryWord('intrpolte'), 'interpolate')).toBe('typo');
    expect(matchQuality(queryWord('intrplte'), 'interpolate')).toBeNull();
    // Three letters allow no typo.
    expect(matchQuality(queryWord('gof'), 'gif')).toBeNull();
    expect(matchQuality(queryWord('gifs'), 'gif')).toBe('typo');
  });

  test('analyze: the words with an empty cache of qualities each', () => {
    const words = [queryWord('a'), queryWord('b', {prefix: true})];
    const analyzed = analyze(words);
    expect(analyzed).toEqual(words.map((word) => ({...word, qualities: new Map()})));
    expect(analyzed[0].qualities).not.toBe(analyzed[1].qualities);
  });
});

const DOCS = 'https://www.remotion.dev/docs';

function record(overrides: Partial<DocSearchRecord> & {lvl0?: string; lvl1?: string | null; lvl2?: string | null; lvl3?: string | null; lvl6?: string | null}): DocSearchRecord {
  const {lvl0 = 'Docs', lvl1 = 'spring()', lvl2 = null, lvl3 = null, lvl6 = null, ...rest} = overrides;
  return {
    objectID: '0-0',
    type: 'content',
    url: `${DOCS}/spring`,
    hierarchy: {lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6},
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {pageRank: 0, level: 0, position: 0},
    ...rest,
  };
}

describe('kindOf', () => {
  test('docs by their tag; blog posts and success stories by their path; every other page', () => {
    expect(kindOf(record({}))).toBe('docs');
    expect(kindOf(record({docusaurus_tag: 'docs-default-3.1', url: 'https://www.remotion.dev/blog/x'}))).toBe('docs');
    expect(kindOf(record({docusaurus_tag: 'default', url: 'https://www.remotion.dev/blog/3-2#x'}))).toBe('blog');
    expect(kindOf(record({docusaurus_tag: 'default', url: 'https://www.remotion.dev/success-stories/a'}))).toBe('blog');
    expect(kindOf(record({docusaurus_tag: 'default', url: 'https://www.remotion.dev/player'}))).toBe('page');
    expect(kindOf(record({docusaurus_tag: 'default', url: 'https://www.remotion.dev/docs/blog'}))).toBe('page');
    expect(kindOf(record({docusaurus_tag: 'blog-docs-', url: 'https://www.remotion.dev/x'}))).toBe('page');
  });
});

describe('factsOf', () => {
  test("the page path, each field's words and stems, the title and the record's own heading as names, the summary, the kind", () => {
    const facts = factsOf(
      record({
        type: 'lvl3',
        url: `${DOCS}/cli/render/#flags`,
        lvl1: 'npx remotion render',
        lvl2: 'Flags',
        lvl3: '--Frames',
        content: 'Renders frames.',
      }),
    );
    expect(facts).toEqual({
      pagePath: '/docs/cli/render',
      fields: [
        {words: ['npx', 'remotion', 'render'], stems: ['npx', 'remotion', 'render']},
        {words: ['flags'], stems: ['flag']},
        {words: ['frames'], stems: ['fram']},
        {words: ['renders', 'frames'], stems: ['render', 'fram']},
      ],
      title: {literal: 'npxremotionrender', bare: 'npxremotionrender'},
      heading: {literal: '--frames', bare: 'frames'},
      owners: ['npxremotionrender', 'flags'],
      summary: 'npx remotion render\nflags\n--frames',
      kind: 0,
    });
  });

  test("a title record's text is the page's description, in the summary; the deepest heading is the record's own; kinds rank docs, pages, blog", () => {
    const title = factsOf(record({type: 'lvl1', url: `${DOCS}/spring`, content: 'A Physics Animation.', docusaurus_tag: 'default'}));
    expect(title.summary).toBe('spring()\na physics animation.');
    expect([title.title, title.heading, title.owners]).toEqual([{literal: 'spring', bare: 'spring'}, null, ['spring']]);
    expect(title.kind).toBe(1);
    expect(factsOf(record({docusaurus_tag: 'default', url: 'https://www.remotion.dev/blog/a'})).kind).toBe(2);
    const deep = factsOf(record({lvl2: 'Two', lvl3: 'Three', lvl6: 'Six', content: 'Text.'}));
    expect([deep.title?.bare, deep.heading?.bare, deep.owners]).toEqual(['spring', 'six', ['spring', 'two', 'three']]);
    expect(deep.summary).toBe('spring()\ntwo\nthree\nsix');
    expect(deep.fields.map(({words}) => words.join(' '))).toEqual(['spring', 'two', 'three', 'six', 'text']);
    // No title: no name for it, and none of its words.
    const untitled = factsOf(record({lvl1: null, lvl2: 'Only'}));
    expect([untitled.title, untitled.heading, untitled.owners]).toEqual([null, {literal: 'only', bare: 'only'}, []]);
    expect(untitled.fields).toEqual([{words: ['only'], stems: ['only']}]);
    expect(factsOf(record({url: 'https://www.remotion.dev/'})).pagePath).toBe('');
  });
});

describe('phrases', () => {
  test("phraseWordsOf, fieldWordsOf and queryPhrase: the words in order, stop words kept, their stems and positions", () => {
    expect(phraseWordsOf('No composition with the ID "x" found.')).toEqual(['no', 'composition', 'with', 'the', 'id', 'x', 'found']);
    expect(fieldWordsOf('Rendering GIFs')).toEqual({words: ['rendering', 'gifs'], stems: ['render', 'gif']});
    const phrase = queryPhrase('Render the renders ');
    expect(phrase).toEqual({
      words: ['render', 'the', 'renders'],
      stems: ['render', 'the', 'render'],
      lastIsPrefix: false,
      stopWord: [false, true, false],
      positions: new Map([
        ['render', [0, 2]],
        ['the', [1]],
        ['renders', [2]],
      ]),
    });
    expect(queryPhrase('render th').lastIsPrefix).toBe(true);
    expect(phraseWordsOf('— … ()')).toEqual([]);
    expect(fieldWordsOf('')).toEqual({words: [], stems: []});
    expect(queryPhrase('<>').words).toEqual([]);
  });

  const run = (query: string, ...texts: string[]) => longestRun(queryPhrase(query), texts.map(fieldWordsOf));

  test('longestRun: the longest run of the query as written in one field, from three words of which two are not stop words', () => {
    expect(MIN_PHRASE_WORDS).toBe(3);
    expect(run('could not find the composition', 'The renderer could not find the composition you named.')).toEqual({length: 5, significant: 2});
    expect(run('could not find the composition', 'To find a clip, open the composition; it could not be faster.')).toEqual({length: 0, significant: 0});
    expect(run('find the composition', 'Find the composition.')).toEqual({length: 3, significant: 2});
    // Two words are no run; three with one word that is not a stop word are common talk.
    expect(run('render media', 'render media')).toEqual({length: 0, significant: 0});
    expect(run('render on the', 'render on the')).toEqual({length: 0, significant: 0});
    expect(run('render on the media', 'We render on the media server.')).toEqual({length: 4, significant: 2});
  });

  test('longestRun: words meet by their stems, the last word may be cut short, each field on its own, the longest wins', () => {
    expect(run('rendering the videos today', 'Renders the video today.')).toEqual({length: 4, significant: 3});
    expect(run('rendering the vid', 'Render the video.')).toEqual({length: 3, significant: 2});
    expect(run('rendering the vid ', 'Render the video.')).toEqual({length: 0, significant: 0});
    // Only the query's last word may be cut.
    expect(run('render vid the composition', 'Render video the composition.')).toEqual({length: 0, significant: 0});
    // Across two fields a run breaks.
    expect(run('render the composition now', 'Render the', 'composition now')).toEqual({length: 0, significant: 0});
    expect(run('render the composition now', 'Render the composition.', 'x the composition now', 'the composition now')).toEqual({length: 3, significant: 2});
    // A run may start anywhere in the query and the field; a later, longer one wins; a repeated word starts two runs.
    expect(run('a b render the composition now please', 'x render the composition y render the composition now please z')).toEqual({length: 5, significant: 3});
    expect(run('render render the composition', 'render the composition')).toEqual({length: 3, significant: 2});
    expect(run('render the composition and render the composition now', 'render the composition now')).toEqual({length: 4, significant: 2});
    // A shorter run after the longest one does not replace it.
    expect(run('alpha beta gamma delta epsilon render the composition now please', 'render the composition now please alpha beta gamma x x x x x')).toEqual({length: 5, significant: 3});
  });

  test('sentenceOf: only for a query of six words or more, and only a run that is a quote: five words, or three not stop words', () => {
    expect([SENTENCE_WORDS, QUOTE_WORDS, QUOTE_SIGNIFICANT_WORDS]).toEqual([6, 5, 3]);
    const sentence = (query: string, text: string) => sentenceOf(queryPhrase(query), [fieldWordsOf(text)]);
    expect(sentence('could not find the composition', 'could not find the composition')).toBe(0);
    expect(sentence('could not find the composition x', 'could not find the composition')).toBe(5);
    // Three words, two of them not stop words: common talk.
    expect(sentence('zz render a video of the', 'render a video')).toBe(0);
    // Three words, three of them not stop words: a quote.
    expect(sentence('zz render media lambda of the', 'render media lambda')).toBe(3);
    // Four words, two not stop words, is not a quote; five words is.
    expect(sentence('zz render of the video yy', 'render of the video')).toBe(0);
    expect(sentence('zz render of the video in', 'render of the video in')).toBe(5);
  });

  test('over any query and text: a run is at most the shorter of the two, and 0 or at least three words', () => {
    const words = fc.array(fc.constantFrom('render', 'the', 'video', 'of', 'a', 'composition', 'renders', 'vid'), {maxLength: 9});
    fc.assert(
      fc.property(words, words, fc.boolean(), (query, text, trailingSpace) => {
        const {length, significant} = run(query.join(' ') + (trailingSpace ? ' ' : ''), text.join(' '));
        expect(length).toBeLessThanOrEqual(Math.min(query.length, text.length));
        expect(significant).toBeLessThanOrEqual(length);
        if (length > 0) expect(length).toBeGreaterThanOrEqual(3);
        if (length > 0) expect(significant).toBeGreaterThanOrEqual(2);
        // The run is there: the query's words in order, somewhere in the text.
        if (length > 0 && !trailingSpace) return;
        if (length > 0) {
          const found = query.some((_, start) =>
            start + length <= query.length &&
            text.some((__, at) => at + length <= text.length && query.slice(start, start + length).every((word, i) => stem(word) === stem(text[at + i]))),
          );
          expect(found).toBe(true);
        }
      }),
      {numRuns: 500},
    );
  });
});

describe('queryNames', () => {
  test('the query as a name (literal and bare), its code names, its phrase, and the docs pages it links', () => {
    expect(queryNames('--crf')).toMatchObject({literal: '--crf', bare: 'crf', codeNames: ['--crf'], linkedPages: []});
    expect(queryNames(' <Sequence /> ')).toMatchObject({literal: 'sequence', bare: 'sequence', codeNames: []});
    expect(queryNames('spring()').codeNames).toEqual([]);
    expect(queryNames('remotion.config.ts').codeNames).toEqual(['remotion.config.ts']);
    expect(queryNames('@remotion/lambda/client').codeNames).toEqual(['@remotion/lambda/client']);
    expect(queryNames('.env file').codeNames).toEqual(['.env']);
    expect(queryNames('use getVideoMetadata() and x-y, a_b. c(d).e').codeNames).toEqual(['getvideometadata', 'x-y', 'c(d).e'].filter((name) => /[./-]/.test(name)));
    expect(queryNames('path/ a.b, c:d; e-f: -- ...').codeNames).toEqual(['a.b', 'e-f']);
    expect(queryNames('edit remotion.config.ts...').codeNames).toEqual(['remotion.config.ts']);
    expect(queryNames('pre- and post-render, me@home').codeNames).toEqual(['post-render']);
    expect(queryNames('render video').phrase).toEqual(queryPhrase('render video'));
  });

  test('a remotion.dev/docs link names its page, without anchor, query, trailing punctuation or slash, whatever its case', () => {
    expect(queryNames('Get help at https://remotion.dev/docs/timeout#x, and REMOTION.DEV/docs/cli/render/?y. ok').linkedPages).toEqual([
      '/docs/timeout',
      '/docs/cli/render',
    ]);
    expect(queryNames('see www.remotion.dev/docs/media-playback-error).').linkedPages).toEqual(['/docs/media-playback-error']);
    expect(queryNames('see remotion.dev/docs/v1.0-guide).').linkedPages).toEqual(['/docs/v1.0-guide']);
    expect(queryNames('remotion.dev/blog/x and remotion.dev/docs').linkedPages).toEqual([]);
  });
});

const NO_FEATURES: Features = {
  id: 0,
  linked: 0,
  sentence: 0,
  phrase: () => 0,
  words: 0,
  typos: 0,
  codeName: 0,
  member: 0,
  attribute: 0,
  nameMatch: 0,
  exactWords: 0,
  kind: 0,
  score: 0,
};

describe('featuresOf', () => {
  const features = (query: string, rec: DocSearchRecord, match: Candidate['match'], sentence?: number) =>
    featuresOf({id: 7, score: 1.5, match}, analyze(queryWords(query)), queryNames(query), factsOf(rec), sentence);

  test('words matched, their typos, where they matched best, how many matched whole; the id, score, kind and sentence as given', () => {
    const found = features('render gifs quickly', record({lvl2: 'Rendering GIFs', content: 'Render quikly.'}), {
      render: ['content', 'headings'],
      gif: ['headings'],
      quikly: ['content'],
    }, 4);
    expect({...found, phrase: found.phrase()}).toEqual({
      id: 7,
      linked: 0,
      sentence: 4,
      phrase: 0,
      words: 3,
      typos: 1,
      codeName: 0,
      member: 0,
      attribute: ATTRIBUTE_RANK.headings + ATTRIBUTE_RANK.headings + ATTRIBUTE_RANK.content,
      nameMatch: 0,
      exactWords: 2,
      kind: 0,
      score: 1.5,
    });
  });

  test('a word matched exactly anywhere counts as exact; a prefix beats a typo; optional words and words not found count nothing', () => {
    const rec = record({content: 'x'});
    expect(features('rende', rec, {rendr: ['content'], render: ['title']})).toMatchObject({words: 1, typos: 0, exactWords: 0, attribute: 0});
    expect(features('render', rec, {rendr: ['content'], render: ['title']})).toMatchObject({words: 1, typos: 0, exactWords: 1, attribute: 0});
    expect(features('render ', rec, {render: ['lvl0'], rendr: ['description']})).toMatchObject({words: 1, typos: 0, exactWords: 1, attribute: 1});
    expect(features('render ', rec, {rendr: ['content']})).toMatchObject({words: 1, typos: 1, exactWords: 0, attribute: 3});
    expect(features('logo.png render ', rec, {logo: ['title'], png: ['title'], render: ['content']})).toMatchObject({words: 1, attribute: 3});
    expect(features('qqxqzzv render ', rec, {render: ['content']})).toMatchObject({words: 1, attribute: 3});
    expect(features('qqxqzzv ', rec, {})).toMatchObject({words: 0, typos: 0, exactWords: 0, attribute: 0});
    // Whatever order the terms come in, a word matched whole stays matched whole.
    expect(features('render', rec, {render: ['content'], renderer: ['title'], rendr: ['title']})).toMatchObject({words: 1, typos: 0, exactWords: 1, attribute: 0});
    expect(features('rende', rec, {rendered: ['content'], rendr: ['title']})).toMatchObject({words: 1, typos: 0, exactWords: 0, attribute: 0});
  });

  test('linked: the page of a docs link in the query; phrase: the longest run, worked out once, when asked', () => {
    const rec = record({url: `${DOCS}/timeout#x`, content: 'A delayRender() call timed out after 30000ms.'});
    expect(features('see remotion.dev/docs/timeout', rec, {}).linked).toBe(1);
    expect(features('see remotion.dev/docs/timeouts', rec, {}).linked).toBe(0);
    const found = features('delayRender call timed out', rec, {});
    expect(found.phrase()).toBe(4);
    expect(found.phrase()).toBe(4);
  });

  test('code names: 2 when one is the title or the heading as written, 1 when the title, headings or description hold it', () => {
    const flag = record({type: 'lvl3', url: `${DOCS}/cli/still`, lvl1: 'npx remotion still', lvl2: 'Flags', lvl3: '--frame'});
    expect(features('--frame', flag, {frame: ['headings']}).codeName).toBe(2);
    expect(features('--frame 2', flag, {frame: ['headings']}).codeName).toBe(2);
    expect(features('frame', flag, {frame: ['headings']}).codeName).toBe(0);
    const client = record({type: 'lvl1', lvl1: 'Light client', content: 'Import @remotion/lambda/client for a smaller bundle.'});
    expect(features('@remotion/lambda/client', client, {}).codeName).toBe(1);
    expect(features('@remotion/lambda/server', client, {}).codeName).toBe(0);
    expect(features('@remotion/lambda/server @remotion/lambda/client', client, {}).codeName).toBe(1);
    expect(features('@remotion/lambda/client', record({content: 'Import @remotion/lambda/client.'}), {}).codeName).toBe(0);
  });

  test('name match: 3 for a title that is the query as written, 2 for a heading that is, 1 for its letters or, for one word, a typo of a name, 0 otherwise', () => {
    const crf = record({type: 'lvl2', lvl1: 'npx remotion render', lvl2: '--crf'});
    expect(features('--crf', crf, {crf: ['headings']}).nameMatch).toBe(2);
    expect(features('crf', crf, {crf: ['headings']}).nameMatch).toBe(1);
    // A page comparing two components heads a section with one; the component's own page has it as its title.
    const compared = record({type: 'lvl2', lvl1: '<Video> vs. <OffthreadVideo>', lvl2: '<OffthreadVideo>'});
    expect(features('<OffthreadVideo>', compared, {offthreadvideo: ['title', 'headings']}).nameMatch).toBe(2);
    expect(features('<OffthreadVideo>', record({type: 'lvl2', lvl1: '<OffthreadVideo>', lvl2: 'Props'}), {offthreadvideo: ['title']}).nameMatch).toBe(3);
    // Brackets and spaces are not part of a name as written: `spring` is `spring()`.
    expect(features('spring', record({}), {spring: ['title']}).nameMatch).toBe(3);
    expect(features('<spring />', record({}), {spring: ['title']}).nameMatch).toBe(3);
    expect(features('spring-', record({}), {spring: ['title']}).nameMatch).toBe(1);
    // One word that found the name through its stem or a typo names it too.
    expect(features('springs', record({}), {spring: ['title']}).nameMatch).toBe(1);
    expect(features('springs', record({}), {springs: ['title']}).nameMatch).toBe(0);
    const composition = record({lvl1: '<Composition>'});
    expect(features('compostion', composition, {composition: ['title']}).nameMatch).toBe(1);
    expect(features('compostion props', composition, {composition: ['title'], props: ['content']}).nameMatch).toBe(0);
    expect(features('compostion', composition, {compost: ['title']}).nameMatch).toBe(0);
    // Either name counts: the title or the record's heading.
    const volume = record({type: 'lvl2', lvl1: '<Audio>', lvl2: 'audio.volume'});
    expect(features('audio volume', volume, {audio: ['title'], volume: ['headings']}).nameMatch).toBe(1);
    const props = record({type: 'lvl2', lvl1: '<Composition>', lvl2: 'Props'});
    expect(features('compostion', props, {composition: ['title']}).nameMatch).toBe(1);
  });
});

describe('member', () => {
  const member = (query: string, rec: DocSearchRecord) => featuresOf({id: 1, score: 1, match: {}}, analyze(queryWords(query)), queryNames(query), factsOf(rec)).member;
  const controls = record({type: 'lvl3', url: `${DOCS}/player/api#controls`, lvl1: '<Player>', lvl2: 'Props', lvl3: 'controls'});
  const seekTo = record({type: 'lvl3', url: `${DOCS}/player/api#seekto`, lvl1: '<Player>', lvl2: 'PlayerRef', lvl3: 'seekTo()'});

  test('1 when one chunk names the page or a heading above the record, and the rest its heading, in any order and any spelling', () => {
    for (const query of ['<Player> controls', 'Player controls', 'controls player', '<Player /> controls']) expect(member(query, controls), query).toBe(1);
    for (const query of ['playerRef.seekTo', 'PlayerRef seekTo()', 'seekTo PlayerRef', 'Player seekTo']) expect(member(query, seekTo), query).toBe(1);
    // A member split in two words is one heading.
    expect(member('Player seek to', seekTo)).toBe(1);
  });

  test('0 for the object or the member alone, a member of another object, an object that only the text names, or a record without a heading', () => {
    for (const query of ['controls', '<Player>', 'Player', 'Lottie controls', 'Player controls loop', 'Props controls player']) expect(member(query, controls), query).toBe(0);
    expect(member('Player controls', record({type: 'content', lvl1: 'Custom controls', content: 'The Player has controls.'}))).toBe(0);
    expect(member('Player controls', record({type: 'lvl1', lvl1: 'Player controls'}))).toBe(0);
  });
});

describe('compareFeatures', () => {
  const CRITERIA: [keyof Features, 'more' | 'fewer'][] = [
    ['linked', 'more'],
    ['sentence', 'more'],
    ['words', 'more'],
    ['typos', 'fewer'],
    ['codeName', 'more'],
    ['member', 'more'],
    ['attribute', 'fewer'],
    ['phrase', 'more'],
    ['nameMatch', 'more'],
    ['exactWords', 'more'],
    ['kind', 'fewer'],
    ['score', 'more'],
    ['id', 'fewer'],
  ];
  const withValue = (features: Features, key: keyof Features, value: number): Features =>
    key === 'phrase' ? {...features, phrase: () => value} : {...features, [key]: value};

  test("Algolia's criteria in order: each one decides over every criterion after it, in its direction", () => {
    CRITERIA.forEach(([key, better], i) => {
      const good = withValue(NO_FEATURES, key, better === 'more' ? 2 : 1);
      const bad = withValue(NO_FEATURES, key, better === 'more' ? 1 : 2);
      expect(compareFeatures(good, bad), key).toBeLessThan(0);
      expect(compareFeatures(bad, good), key).toBeGreaterThan(0);
      // Every later criterion favours the other record, and still loses.
      let worse = good;
      let better2 = bad;
      for (const [later, direction] of CRITERIA.slice(i + 1)) {
        worse = withValue(worse, later, direction === 'more' ? 0 : 9);
        better2 = withValue(better2, later, direction === 'more' ? 9 : 0);
      }
      expect(compareFeatures(worse, better2), key).toBeLessThan(0);
    });
    expect(compareFeatures(NO_FEATURES, NO_FEATURES)).toBe(0);
  });

  test('the phrase is worked out only when every criterion before it ties', () => {
    let asked = 0;
    const counting = {...NO_FEATURES, phrase: () => ++asked};
    compareFeatures({...counting, words: 2}, {...counting, words: 1});
    expect(asked).toBe(0);
    compareFeatures(counting, {...counting, id: 1});
    expect(asked).toBe(2);
  });
});

describe('groupByPage', () => {
  const page = (id: string) => id.split('#')[0];

  test('the best page keeps two of the first rows, the next page takes the third, the rest follows', () => {
    expect(FIRST_ROWS).toBe(3);
    expect(groupByPage(['a#1', 'a#2', 'a#3', 'b#1', 'c#1', 'b#2'], page)).toEqual(['a#1', 'a#2', 'b#1', 'a#3', 'b#2', 'c#1']);
    expect(groupByPage(['a#1', 'a#2', 'a#3'], page)).toEqual(['a#1', 'a#2', 'a#3']);
    expect(groupByPage(['a#1', 'b#1', 'a#2', 'b#2'], page)).toEqual(['a#1', 'a#2', 'b#1', 'b#2']);
    expect(groupByPage(['a#1', 'a#2', 'a#3', 'a#4', 'b#1'], page)).toEqual(['a#1', 'a#2', 'b#1', 'a#3']);
    expect(groupByPage(['a#1', 'a#2', 'b#1', 'a#3', 'a#4', 'b#2', 'b#3', 'b#4', 'c#1'], page)).toEqual(['a#1', 'a#2', 'b#1', 'a#3', 'b#2', 'b#3', 'c#1']);
    expect(groupByPage([], page)).toEqual([]);
  });

  test('over any ranking: at most three hits a page, each in rank order, a page once, two pages in the first rows when two match', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), {maxLength: 20}), (pages) => {
        const ranked = pages.map((p, i) => `${p}#${i}`);
        const grouped = groupByPage(ranked, page);
        // Every hit is a ranked one, once; a page keeps its first three in rank order; nothing else is dropped.
        expect(new Set(grouped).size).toBe(grouped.length);
        const kept = ranked.filter((id, i) => ranked.slice(0, i).filter((other) => page(other) === page(id)).length < HITS_PER_PAGE_GROUP);
        expect([...grouped].sort()).toEqual([...kept].sort());
        for (const p of new Set(pages)) expect(grouped.filter((id) => page(id) === p)).toEqual(kept.filter((id) => page(id) === p));
        // Pages in the order of their best hit, each page's hits together, bar the first page's third.
        const order = [...new Set(kept.map(page))];
        const moved = grouped.length > 3 && page(grouped[2]) !== page(grouped[0]) && page(grouped[3]) === page(grouped[0]) ? [grouped[0], grouped[1], grouped[3], grouped[2], ...grouped.slice(4)] : grouped;
        expect([...new Set(moved.map(page))]).toEqual(order);
        expect(moved).toEqual(order.flatMap((p) => moved.filter((id) => page(id) === p)));
        if (order.length >= 2) expect(new Set(grouped.slice(0, FIRST_ROWS).map(page)).size).toBeGreaterThanOrEqual(2);
      }),
      {numRuns: 500},
    );
  });
});
