import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import fc from 'fast-check';
import {afterEach, expect, test} from 'vitest';
import {
  ALLOWLIST_FILE,
  ERROR_PACKAGES,
  MIN_WORDS,
  docsTexts,
  errorCoverage,
  homesOf,
  normaliseText,
  packageMessages,
  quotingPages,
  readAllowlist,
} from '../../scripts/errorMessages.mjs';
import {MODAL_QUERY_LENGTH, docsPermalinks, pastedQuery} from '../built/relevance.errors';

// What check:errors reads (the packages' messages, the docs that quote them)
// on made-up packages and docs, so that each rule is held by a case of its own.

type Message = ReturnType<typeof packageMessages>[number];

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, {recursive: true, force: true});
});

/** A project with the given files (paths from its root), and an empty dist/ for every package check:errors reads. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'error-messages-'));
  roots.push(root);
  for (const pkg of ERROR_PACKAGES) mkdirSync(join(root, 'node_modules', pkg, 'dist'), {recursive: true});
  mkdirSync(join(root, 'docs'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), {recursive: true});
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** A message as packageMessages() reads it: literal texts and holes, as written in the source. */
function message(...parts: (string | {hole: string})[]): Message {
  const asParts: {text?: string; hole?: string}[] = parts.map((part) => (typeof part === 'string' ? {text: part} : part));
  const start = normaliseText(asParts[0].text ?? '');
  const id = normaliseText(asParts.map((part) => part.text ?? '<…>').join(''));
  return {id, start, parts: asParts, kind: 'throw', packages: ['remotion'], files: ['remotion/dist/a.js']};
}

const pagesQuoting = (quoted: Message, pages: Record<string, string>) =>
  quotingPages(quoted, new Map(Object.entries(pages).map(([page, text]) => [page, normaliseText(text)])));

test('normaliseText: Markdown escapes, backticks, typographic quotes, entities and whitespace do not count', () => {
  expect(normaliseText('  The `durationInFrames`  prop\n\tmust be \\<Composition\\> \\*a\\* \\_b\\_ \\{c\\} \\[d\\] \\(e\\) \\# \\+ \\- \\. \\! \\| \\\\ ')).toBe(
    'The durationInFrames prop must be <Composition> *a* _b_ {c} [d] (e) # + - . ! | \\',
  );
  expect(normaliseText('‘single’ “double” &lt;Player&gt; a &amp;&amp; b')).toBe('\'single\' "double" <Player> a && b');
  // Only Markdown's escapes lose their backslash.
  expect(normaliseText('C:\\path\\to a\\b')).toBe('C:\\path\\to a\\b');
});

test('normaliseText: the result is trimmed, has single spaces and no backticks, and plain words pass unchanged', () => {
  fc.assert(
    fc.property(fc.string({unit: fc.constantFrom('a', ' ', '\n', '\t', '`', '\\', '‘', '“', '&', 'l', 't', ';', '<', '*'), maxLength: 30}), (text) => {
      const normal = normaliseText(text);
      expect(normal).toBe(normal.trim());
      expect(normal).not.toMatch(/\s\s|[`‘’“”\t\n]/);
    }),
  );
  fc.assert(
    fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9:,'"]{1,8}$/), {maxLength: 8}), (words) => {
      expect(normaliseText(words.join(' '))).toBe(words.join(' '));
    }),
  );
});

test('packageMessages: every Error, console.warn and console.error with five literal words, once, with its packages and files', () => {
  const root = project({
    'node_modules/remotion/dist/index.js': [
      "throw new Error('No composition with the ID ' + id + ' found. Available: ' + ids.join(', '));",
      'throw new TypeError(`Expected a number for the frame but got ${typeof frame} instead`);',
      "throw new Error(('Cannot render a still with ' + (count) + ' frames'));",
      'throw new Error(`Template without a substitution has words`);',
      "throw new Error('Only four words here' + x);",
      "throw new Error(message + ' has five words after it');",
      'throw new Error();',
      "console.log('A logged line is not an error or a warning');",
      "other.warn('A warn of something else is not counted');",
      "notconsole.error('An error of something else is not counted');",
      "throw Error('Without new it is still an error');",
      "throw new Error ('A space before the parenthesis is still a call');",
      "throw new errors.ValidationError('A class of a namespace is not read');",
      "throw new ErrorReporter('A class whose name only starts with Error');",
      "console.warnOnce('A helper of the console is not a warning');",
      "throw new Error('Either this message or its fallback' || fallback);",
      'const bare = new Error;',
    ].join('\n'),
    'node_modules/remotion/index.js': "throw new Error('Outside dist the package is not read');",
    'node_modules/remotion/src/source.js': "throw new Error('The sources are not read either');",
    'node_modules/remotion/dist/nested/deeper/warn.js': "console.warn('The frame is out of range, clamping it to ' + max);",
    'node_modules/remotion/dist/nested/readme.md': "throw new Error('Not JavaScript so not read at all');",
    'node_modules/remotion/dist/errors-only.js': "console.error('Could not find a file with this name')",
    'node_modules/remotion/dist/range.js': "if (x) throw new RangeError(`The value is out of range here: ${x}`)",
    'node_modules/@remotion/player/dist/player.js': "throw new Error('No composition with the ID ' + compositionId + ' found. Available: ' + list);",
    'node_modules/@remotion/player/dist/again.js': "throw new Error('No composition with the ID ' + x + ' found. Available: ' + y);",
  });
  const byId = new Map(packageMessages(root).map((found) => [found.id, found]));
  expect([...byId.keys()].sort()).toEqual(
    [
      'No composition with the ID <…> found. Available: <…>',
      'Expected a number for the frame but got <…> instead',
      'Cannot render a still with <…> frames',
      'Template without a substitution has words',
      'Without new it is still an error',
      'The frame is out of range, clamping it to <…>',
      'Could not find a file with this name',
      'The value is out of range here: <…>',
      'A space before the parenthesis is still a call',
      '<…> has five words after it',
    ].sort(),
  );
  expect(byId.get('No composition with the ID <…> found. Available: <…>')).toEqual({
    id: 'No composition with the ID <…> found. Available: <…>',
    start: 'No composition with the ID',
    parts: [{text: 'No composition with the ID '}, {hole: 'id'}, {text: ' found. Available: '}, {hole: "ids.join(', ')"}],
    kind: 'throw',
    packages: ['remotion', '@remotion/player'],
    files: ['remotion/dist/index.js', '@remotion/player/dist/again.js', '@remotion/player/dist/player.js'],
  });
  expect(byId.get('Expected a number for the frame but got <…> instead')?.parts).toEqual([
    {text: 'Expected a number for the frame but got '},
    {hole: 'typeof frame'},
    {text: ' instead'},
  ]);
  expect(byId.get('Cannot render a still with <…> frames')?.parts).toEqual([{text: 'Cannot render a still with '}, {hole: 'count'}, {text: ' frames'}]);
  expect(byId.get('The frame is out of range, clamping it to <…>')).toMatchObject({kind: 'warn', files: ['remotion/dist/nested/deeper/warn.js']});
  expect(byId.get('Could not find a file with this name')).toMatchObject({kind: 'error', start: 'Could not find a file with this name'});
  expect(byId.get('The value is out of range here: <…>')).toMatchObject({kind: 'throw', start: 'The value is out of range here:'});
  expect(byId.get('<…> has five words after it')).toMatchObject({start: '', parts: [{hole: 'message'}, {text: ' has five words after it'}]});
});

test(`packageMessages: a message counts from ${MIN_WORDS} literal words wherever they stand, and only words with a letter or digit count`, () => {
  const root = project({
    'node_modules/remotion/dist/a.js': [
      "throw new Error('one two three four ' + x);",
      "throw new Error('one two three four - -- ' + x);",
      "throw new Error('one two three four 5 ' + x);",
      "throw new Error('a b c d é');",
      'throw new Error(`${a} one ${b} two three ${c} four`);',
      'throw new Error(`${a} one ${b} two three ${c} four five.`);',
      "throw new Error(x + ' one - ' + y + ' -- two ' + z + ' three four');",
      "throw new Error(x + ' one two ' + (y + ' three four ') + z + ' five');",
    ].join('\n'),
  });
  expect(packageMessages(root).map(({id}) => id)).toEqual([
    'one two three four 5 <…>',
    'a b c d é',
    '<…> one <…> two three <…> four five.',
    '<…> one two <…> three four <…> five',
  ]);
});

test('the packages read are the Remotion packages the site installs, each from its dist/', () => {
  const {dependencies, devDependencies} = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
  const remotionPackages = Object.keys({...dependencies, ...devDependencies}).filter((name) => name === 'remotion' || name.startsWith('@remotion/'));
  expect([...ERROR_PACKAGES].sort()).toEqual(remotionPackages.sort());
  for (const pkg of ERROR_PACKAGES) expect(existsSync(join(process.cwd(), 'node_modules', pkg, 'dist')), pkg).toBe(true);
});

test('docsTexts: every Markdown page under docs/, normalised, without its JavaScript and TypeScript samples (fences as CommonMark reads them)', () => {
  const root = project({
    'docs/a.md': 'Intro `code`\n\n```ts title="x.ts"\nthrow new Error("from a sample");\n```\n\n```jsx\n<Sample error="from JSX" />\n```\n\n```bash\n$ npx remotion render\nError: from the terminal\n```\n',
    'docs/sub/b.mdx':
      '> ```tsx\n> const a = <Sample />;\n> ```\n\n~~~js\nsample();\n~~~\n\n````javascript\n```\nnested fence\n```\n````\n\nAfter.\n\n```typescript\nx\n```\n```text\nkept\n```\n```jsonc\nkept too\n```',
    'docs/fences.md': [
      'Inline ```ts',
      'kept one',
      '',
      '```  tsx',
      'const spaced = 1;',
      '```',
      '```ts',
      'inner line ```',
      'removed too',
      '```',
      '```js',
      '```not a closing fence',
      'still code',
      '```',
      'kept two',
    ].join('\n'),
    'docs/notes.txt': 'not a page',
    'docs/c.json': '{}',
  });
  expect(docsTexts(root)).toEqual(
    new Map([
      ['a.md', 'Intro code bash $ npx remotion render Error: from the terminal'],
      // The quote marker before a fence in a blockquote stays (the block starts after it).
      [join('sub', 'b.mdx'), '> After. text kept jsonc kept too'],
      ['fences.md', 'Inline ts kept one kept two'],
    ]),
  );
});

test('quotingPages: a page quotes a message when it holds its literal text in order, placeholders where the variable parts stand', () => {
  const noComposition = message('No composition with the ID ', {hole: 'id'}, ' found. Available: ', {hole: 'ids'});
  expect(
    pagesQuoting(noComposition, {
      'exact.md': 'You see No composition with the ID <compositionId> found. Available: <ids> when…',
      'values.md': 'No composition with the ID my-video found. Available: a, b',
      'nothing.md': 'No composition with the ID found. Available:',
      'start-only.md': 'No composition with the ID my-video could be rendered.',
      'other-order.md': 'found. Available: No composition with the ID x',
      'no-start.md': 'composition with the ID x found. Available: y',
    }),
  ).toEqual(['exact.md', 'values.md', 'nothing.md']);
  // A message that ends in three ways is quoted only where its own ending stands (#41: the start alone is not enough).
  const gif = (ending: string) => message('Failed to render GIF with source ', {hole: 'src'}, `: ${ending}`);
  const pages = {'decode.md': 'Failed to render GIF with source <src>: could not decode', 'fetch.md': 'Failed to render GIF with source <src>: fetch failed'};
  expect(pagesQuoting(gif('could not decode'), pages)).toEqual(['decode.md']);
  expect(pagesQuoting(gif('fetch failed'), pages)).toEqual(['fetch.md']);
  expect(pagesQuoting(gif('unsupported format'), pages)).toEqual([]);
});

test('quotingPages: a placeholder takes at most 120 characters; a quote may stop after any part with an ellipsis', () => {
  const twoParts = message('Could not play audio with src ', {hole: 'src'}, ': ', {hole: 'error'}, '. See the media playback page for help.');
  const quote = (placeholder: string, rest = ': <error>. See the media playback page for help.') => ({
    'page.md': `Could not play audio with src ${placeholder}${rest}`,
  });
  expect(pagesQuoting(twoParts, quote('x'.repeat(118)))).toEqual(['page.md']);
  expect(pagesQuoting(twoParts, quote('x'.repeat(121)))).toEqual([]);
  expect(pagesQuoting(twoParts, quote('<src>', ': …'))).toEqual(['page.md']);
  expect(pagesQuoting(twoParts, quote('<src>', ': <error>...'))).toEqual(['page.md']);
  expect(pagesQuoting(twoParts, quote('…', ''))).toEqual(['page.md']);
  expect(pagesQuoting(twoParts, quote('<src>', ': <error>. See the media'))).toEqual([]);
  expect(pagesQuoting(twoParts, quote('<src>', ' and more'))).toEqual([]);
  // An ellipsis right after the start, with no placeholder room used, still counts; one far past it does not.
  expect(pagesQuoting(twoParts, quote('x'.repeat(121) + '…', ''))).toEqual([]);
  // A literal part that is only markup or spaces is no part to quote.
  const spaced = message('The composition with the ID ', {hole: 'id'}, '`', {hole: 'n'}, ' has no frames at all');
  expect(pagesQuoting(spaced, {'page.md': 'The composition with the ID my-video has no frames at all'})).toEqual(['page.md']);
});

test('quotingPages: past 300 characters of message a page may stop quoting, with or without an ellipsis', () => {
  const longText = 'word '.repeat(70).trim();
  const long = message(`Your message is long: ${longText} `, {hole: 'a'}, ` tail that is also quite long ${'more '.repeat(20)}`);
  const start = normaliseText(`Your message is long: ${longText}`);
  expect(start.length).toBeGreaterThan(300);
  expect(pagesQuoting(long, {'page.md': `${start}.`})).toEqual(['page.md']);
  // Exactly 300 characters of start are enough too.
  const exactly = message(`${'x'.repeat(299)}y `, {hole: 'a'}, ' tail');
  expect(exactly.start).toHaveLength(300);
  expect(pagesQuoting(exactly, {'page.md': `${exactly.start}.`})).toEqual(['page.md']);
  // (Two literals joined with + are two parts, the second right after the start.)
  const joined = message(`${'x'.repeat(299)}y `, ' tail');
  expect(pagesQuoting(joined, {'page.md': `${joined.start}.`})).toEqual(['page.md']);
  // Each literal part counts towards the 300 characters.
  const third = message(`${'w '.repeat(125)}`, {hole: 'a'}, ` ${'m'.repeat(40)} `, {hole: 'b'}, ` ${'z'.repeat(100)}`);
  const quotedThird = `${third.start} <a> ${'m'.repeat(40)} <b> ${'z'.repeat(300 - third.start.length - 1 - 40 - 1)}`;
  expect(pagesQuoting(third, {'page.md': quotedThird})).toEqual(['page.md']);
  expect(pagesQuoting(third, {'page.md': quotedThird.slice(0, -1)})).toEqual([]);
  const medium = message(`Your message is of medium length: ${'word '.repeat(50).trim()} `, {hole: 'a'}, ` ending ${'y'.repeat(80)} more`);
  const mediumStart = normaliseText(medium.parts[0].text!);
  expect(mediumStart.length).toBe(283);
  // The part after the hole is quoted as far as 300 characters of message (the hole counting as one), no further.
  const upTo300 = `ending ${'y'.repeat(300 - mediumStart.length - 1 - 'ending '.length)}`;
  expect(pagesQuoting(medium, {'page.md': `${mediumStart} <a> ${upTo300}`})).toEqual(['page.md']);
  expect(pagesQuoting(medium, {'page.md': `${mediumStart} <a> ${upTo300.slice(0, -1)}`})).toEqual([]);
});

test('quotingPages: whatever stands in the variable parts (up to 120 characters), a page with the message quotes it', () => {
  const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
  const literal = fc.array(word, {minLength: 1, maxLength: 6}).map((words) => words.join(' '));
  fc.assert(
    fc.property(fc.array(word, {minLength: 5, maxLength: 8}), fc.array(fc.tuple(fc.string({maxLength: 120}), literal), {maxLength: 3}), (startWords, rest) => {
      const parts = [`${startWords.join(' ')} `, ...rest.flatMap(([, text]) => [{hole: 'x'}, ` ${text}`])];
      const quoted = message(...parts);
      const filled = normaliseText(`${startWords.join(' ')} ${rest.map(([value, text]) => `${value} ${text}`).join(' ')}`);
      expect(pagesQuoting(quoted, {'page.md': `Before. ${filled} After.`})).toEqual(normaliseText(filled).includes(quoted.start) ? ['page.md'] : []);
      expect(pagesQuoting(quoted, {'page.md': 'Nothing of it.'})).toEqual([]);
    }),
  );
});

test('quotingPages: a quote cut short with an ellipsis holds five literal words first; a message may start with a variable part', () => {
  const holeFirst = message({hole: 'setting'}, ' must be an integer, but is ', {hole: 'value'}, '. Pass a whole number.');
  expect(pagesQuoting(holeFirst, {'page.md': '`<setting>` must be an integer, but is `<value>`. Pass a whole number.'})).toEqual(['page.md']);
  expect(pagesQuoting(holeFirst, {'page.md': 'concurrency must be an integer, but is 1.5…'})).toEqual(['page.md']);
  // Fewer than five literal words before the ellipsis: any page with an ellipsis would match.
  const short = message('Bad ', {hole: 'a'}, ' value ', {hole: 'b'}, ' given to the renderer here');
  expect(pagesQuoting(short, {'page.md': 'Bad <a> value <b>…'})).toEqual([]);
  expect(pagesQuoting(short, {'page.md': 'Bad <a>…'})).toEqual([]);
  expect(pagesQuoting(short, {'page.md': 'Bad <a> value <b> given to the renderer here'})).toEqual(['page.md']);
  // Exactly five literal words are enough.
  const five = message('Could not find the composition ', {hole: 'id'}, ' in the bundle');
  expect(pagesQuoting(five, {'page.md': 'Could not find the composition <id>…'})).toEqual(['page.md']);
});

test('quotingPages: a placeholder never runs on into a second quote of the same message', () => {
  const plain = message('Failed to render GIF with source ', {hole: 'src'}, ': "', {hole: 'error'}, '".');
  const verbose = message('Failed to render GIF with source ', {hole: 'src'}, ': "', {hole: 'error'}, '". Render with --log=verbose to see more.');
  const page = {'gif.md': 'Failed to render GIF with source <src>: "<error>". Then: Failed to render GIF with source <src>: "<error>". Render with --log=verbose to see more.'};
  expect(pagesQuoting(verbose, page)).toEqual(['gif.md']);
  expect(pagesQuoting(verbose, {'gif.md': 'Failed to render GIF with source <src>: "<error>". Later Failed to render GIF with source: ". Render with --log=verbose to see more.'})).toEqual([]);
  expect(pagesQuoting(plain, page)).toEqual(['gif.md']);
});

test('homesOf: a quote counts for the longest message it reads as; a page that quotes the shorter one too keeps it', () => {
  const anySetting = message({hole: 'setting'}, ' must be an integer, but is ', {hole: 'value'});
  const retention = message('CloudWatch retention period must be an integer, but is ', {hole: 'value'});
  const quotedProp = message('"', {hole: 'name'}, '" must be an integer, but is ', {hole: 'value'});
  const ranges = message('inputRange (', {hole: 'a'}, ') and outputRange (', {hole: 'b'}, ') must have the same length');
  const rangesWithCounts = message('inputRange (', {hole: 'a'}, ' values provided) and outputRange (', {hole: 'b'}, ' values provided) must have the same length');
  const plainGif = message('Failed to render GIF with source ', {hole: 'src'}, ': "', {hole: 'error'}, '".');
  const corsGif = message('Failed to render GIF with source ', {hole: 'src'}, ': "', {hole: 'error'}, '". You must enable CORS for this URL.');
  const texts = new Map(
    Object.entries({
      'lambda.md': 'CloudWatch retention period must be an integer, but is NaN',
      'render.md': 'concurrency must be an integer, but is 1.5',
      'player.md': '"<name>" must be an integer, but is <value>',
      'colors.md': 'inputRange (3 values provided) and outputRange (2 values provided) must have the same length',
      'interpolate.md': 'inputRange (<a>) and outputRange (<b>) must have the same length',
      'gif.md': 'Failed to render GIF with source <src>: "<error>". When CORS fails: Failed to render GIF with source <src>: "<error>". You must enable CORS for this URL.',
      'cors-only.md': 'Failed to render GIF with source <src>: "<error>". You must enable CORS for this URL.',
      'cors-twice.md':
        'Failed to render GIF with source <src>: "<error>". You must enable CORS for this URL. Or, from a worker: Failed to render GIF with source <src>: "<error>". You must enable CORS for this URL.',
    }).map(([page, text]) => [page, normaliseText(text)]),
  );
  const homes = homesOf([anySetting, retention, quotedProp, ranges, rangesWithCounts, plainGif, corsGif], texts);
  expect(homes.get(anySetting)).toEqual(['render.md']);
  expect(homes.get(retention)).toEqual(['lambda.md']);
  // As many words, more literal characters: the quote marks make the Player's message the longer one.
  expect(homes.get(quotedProp)).toEqual(['player.md']);
  expect(homes.get(ranges)).toEqual(['interpolate.md']);
  expect(homes.get(rangesWithCounts)).toEqual(['colors.md']);
  expect(homes.get(plainGif)).toEqual(['gif.md']);
  // Every quote of the longer message is its own, however often the page quotes it.
  expect(homes.get(corsGif)).toEqual(['gif.md', 'cors-only.md', 'cors-twice.md']);
});

// A message start past 300 characters: a page may stop quoting there, so messages that share it read as one quote.
const SHARED_START = `Rendering stopped because ${'a frame took too long to load '.repeat(10)}`;
/** A message that continues SHARED_START after a placeholder with `rest`. */
const afterSharedStart = (...rest: (string | {hole: string})[]) => message(SHARED_START, {hole: 'frame'}, ...rest);
/** One page per ending, each quoting SHARED_START, a value, then the ending. */
const pagesEndingWith = (...endings: string[]) =>
  new Map(endings.map((ending, index) => [`page-${index}.md`, normaliseText(`${SHARED_START} 12 ${ending}`)]));

test('homesOf: of two messages a page cannot tell apart, the one with more literal words is the longer, even with fewer characters', () => {
  const oneLongWord = afterSharedStart(' notwithstandingly');
  const threeShortWords = afterSharedStart(' at a b');
  expect(threeShortWords.id.length).toBeLessThan(oneLongWord.id.length);
  const homes = homesOf([oneLongWord, threeShortWords], pagesEndingWith('notwithstandingly', 'at a b'));
  expect(homes.get(threeShortWords)).toEqual(['page-0.md', 'page-1.md']);
  expect(homes.get(oneLongWord)).toEqual([]);
});

test('homesOf: of two such messages with as many words, the one with more literal characters is the longer (placeholders do not count); equal ones share their pages', () => {
  // One character more, and one placeholder fewer.
  const alpha = afterSharedStart(' alpha');
  const shorter = afterSharedStart(' alph', {hole: 'suffix'});
  const byLength = homesOf([alpha, shorter], pagesEndingWith('alpha', 'alphx'));
  expect(byLength.get(alpha)).toEqual(['page-0.md', 'page-1.md']);
  expect(byLength.get(shorter)).toEqual([]);
  const omega = afterSharedStart(' omega');
  const tied = homesOf([alpha, omega], pagesEndingWith('alpha', 'omega'));
  expect(tied.get(alpha)).toEqual(['page-0.md', 'page-1.md']);
  expect(tied.get(omega)).toEqual(['page-0.md', 'page-1.md']);
});

test('homesOf: a longer message\'s quote leaves a space behind, so the text on either side of it never joins into a quote', () => {
  const shorter = message('foobar is not a valid codec name');
  const longer = message('foobar is not a valid codec name, but ', {hole: 'codec'}, ' would be');
  const texts = new Map([['codecs.md', normaliseText('Note foofoobar is not a valid codec name, but h264 would bebar is not a valid codec name.')]]);
  expect(quotingPages(shorter, texts)).toEqual(['codecs.md']);
  expect(homesOf([shorter, longer], texts).get(shorter)).toEqual([]);
});

test('docsPermalinks: the URL of each docs page by its path under docs/, from the metadata the build left', () => {
  const dir = '.docusaurus/docusaurus-plugin-content-docs/default';
  const root = project({
    [`${dir}/site-docs-a-md-0a1.json`]: JSON.stringify({source: '@site/docs/a.md', permalink: '/docs/a'}),
    [`${dir}/site-docs-sub-b-mdx-123.json`]: JSON.stringify({source: '@site/docs/sub/b.mdx', permalink: '/docs/b-slug'}),
    [`${dir}/__plugin.json`]: JSON.stringify({source: '@site/docs/plugin.md', permalink: '/not-a-page'}),
    [`${dir}/site-docs-c.js`]: 'not metadata',
  });
  expect(docsPermalinks(root)).toEqual(
    new Map([
      ['a.md', '/docs/a'],
      ['sub/b.mdx', '/docs/b-slug'],
    ]),
  );
});

test('errorCoverage: each message documented, allowlisted or missing, with its pages, counted per package it is in', () => {
  const root = project({
    'node_modules/remotion/dist/a.js': [
      "throw new Error('This message is quoted on a page');",
      "throw new Error('This message is quoted on two pages');",
      "throw new Error('Nothing can trigger this one at all');",
      "throw new Error('Nobody has written about this one yet');",
    ].join('\n'),
    'node_modules/@remotion/player/dist/a.js': "throw new Error('Nothing can trigger this one at all');",
    'node_modules/@remotion/gif/dist/a.js': "throw new Error('This message is quoted on a page and allowlisted');",
    'docs/a.md': 'This message is quoted on a page. This message is quoted on two pages. This message is quoted on a page and allowlisted.',
    'docs/b.md': 'This message is quoted on two pages',
  });
  const allowlist = [
    {message: 'Nothing can trigger this one at all', reason: 'an invariant of the code'},
    {message: 'This message is quoted on a page and allowlisted', reason: 'a reason'},
  ];
  const coverage = errorCoverage(allowlist, root);
  expect(coverage.statuses.map(({message: {id}, pages, status, allowlisted}) => ({id, pages, status, allowlisted}))).toEqual([
    {id: 'This message is quoted on a page', pages: ['a.md'], status: 'documented', allowlisted: false},
    {id: 'This message is quoted on two pages', pages: ['a.md', 'b.md'], status: 'documented', allowlisted: false},
    {id: 'Nothing can trigger this one at all', pages: [], status: 'allowlisted', allowlisted: true},
    {id: 'Nobody has written about this one yet', pages: [], status: 'missing', allowlisted: false},
    {id: 'This message is quoted on a page and allowlisted', pages: ['a.md'], status: 'documented', allowlisted: true},
  ]);
  expect({total: coverage.total, documented: coverage.documented, allowlisted: coverage.allowlisted, missing: coverage.missing}).toEqual({
    total: 5,
    documented: 3,
    allowlisted: 1,
    missing: 1,
  });
  expect(coverage.perPackage.get('remotion')).toEqual({documented: 2, allowlisted: 1, missing: 1});
  expect(coverage.perPackage.get('@remotion/player')).toEqual({documented: 0, allowlisted: 1, missing: 0});
  expect(coverage.perPackage.get('@remotion/gif')).toEqual({documented: 1, allowlisted: 0, missing: 0});
  expect([...coverage.perPackage.keys()]).toEqual(ERROR_PACKAGES);
});

test('the allowlist is read from scripts/errors-allowlist.json: each entry a message and its reason', () => {
  expect(ALLOWLIST_FILE).toBe(join(process.cwd(), 'scripts', 'errors-allowlist.json'));
  const allowlist = readAllowlist();
  expect(allowlist.length).toBeGreaterThan(10);
  for (const entry of allowlist) expect(Object.keys(entry).sort()).toEqual(['message', 'reason']);
});

test('pastedQuery: variable parts filled in with a value of their kind, as a user pastes the message', () => {
  const filled = (hole: string) => pastedQuery(message('Value: ', {hole}, '.'));
  expect(
    Object.fromEntries(
      [
        'version',
        'VERSION',
        'props.src',
        'url',
        'href',
        'serveUrl',
        'endpoint',
        'outputPath',
        'dir',
        'fileName',
        'folder',
        'location',
        'entryPoint',
        'output',
        'cwd',
        'codec',
        'region',
        'bucketName',
        'typeof value',
        'JSON.stringify(x)',
        'inputProps',
        'frame',
        'fps',
        'width',
        'height',
        'durationInFrames',
        'frameRate',
        'count',
        'number',
        'size',
        'index',
        'length',
        'quality',
        'crf',
        'scale',
        'timeoutInMilliseconds',
        'concurrency',
        'memorySizeInMb',
        'volume',
        'time',
        'port',
        'level',
        'loop',
        'seconds',
        'delayMs',
        'id',
        'name',
        'composition',
        'compId',
        'somethingElse',
        'ms2',
      ].map((hole) => [hole, filled(hole)]),
    ),
  ).toEqual({
    version: 'Value: 3.2.31.',
    VERSION: 'Value: 3.2.31.',
    'props.src': 'Value: https://example.com/media/clip.mp4.',
    url: 'Value: https://example.com/media/clip.mp4.',
    href: 'Value: https://example.com/media/clip.mp4.',
    serveUrl: 'Value: https://example.com/media/clip.mp4.',
    endpoint: 'Value: https://example.com/media/clip.mp4.',
    outputPath: 'Value: /home/dev/my-video/out/video.mp4.',
    dir: 'Value: /home/dev/my-video/out/video.mp4.',
    fileName: 'Value: /home/dev/my-video/out/video.mp4.',
    folder: 'Value: /home/dev/my-video/out/video.mp4.',
    location: 'Value: /home/dev/my-video/out/video.mp4.',
    entryPoint: 'Value: /home/dev/my-video/out/video.mp4.',
    output: 'Value: /home/dev/my-video/out/video.mp4.',
    cwd: 'Value: /home/dev/my-video/out/video.mp4.',
    codec: 'Value: h264.',
    region: 'Value: eu-central-1.',
    bucketName: 'Value: remotionlambda-abc123.',
    'typeof value': 'Value: string.',
    'JSON.stringify(x)': 'Value: {"title":"Hello"}.',
    inputProps: 'Value: {"title":"Hello"}.',
    frame: 'Value: 42.',
    fps: 'Value: 42.',
    width: 'Value: 42.',
    height: 'Value: 42.',
    durationInFrames: 'Value: 42.',
    frameRate: 'Value: 42.',
    count: 'Value: 42.',
    number: 'Value: 42.',
    size: 'Value: 42.',
    index: 'Value: 42.',
    length: 'Value: 42.',
    quality: 'Value: 42.',
    crf: 'Value: 42.',
    scale: 'Value: 42.',
    timeoutInMilliseconds: 'Value: 42.',
    concurrency: 'Value: 42.',
    memorySizeInMb: 'Value: 42.',
    volume: 'Value: 42.',
    time: 'Value: 42.',
    port: 'Value: 42.',
    level: 'Value: 42.',
    loop: 'Value: 42.',
    seconds: 'Value: 42.',
    delayMs: 'Value: 42.',
    id: 'Value: my-video.',
    name: 'Value: my-video.',
    composition: 'Value: my-video.',
    compId: 'Value: my-video.',
    somethingElse: 'Value: abc123.',
    ms2: 'Value: abc123.',
  });
});

test('pastedQuery: the kind of expression comes first, then the words of the name that holds the value', () => {
  const filled = (hole: string) => pastedQuery(message('Value: ', {hole}, '.'));
  expect(
    Object.fromEntries(
      [
        'typeof frame',
        'outputRange.length',
        'error.message',
        'file.headers.location',
        'JSON.stringify(frame)',
        'file.statusCode',
        "frameRange.join('-')",
        'durationInFrames - 1',
        'proResProfile',
        'outName',
        'downloadName',
        'nameOfProp',
        'variableName',
        'setting',
        'config_file_path',
      ].map((hole) => [hole, filled(hole)]),
    ),
  ).toEqual({
    'typeof frame': 'Value: string.',
    'outputRange.length': 'Value: 3.',
    'error.message': 'Value: Failed to fetch.',
    'file.headers.location': 'Value: https://example.com/media/clip.mp4.',
    'JSON.stringify(frame)': 'Value: {"title":"Hello"}.',
    'file.statusCode': 'Value: 42.',
    "frameRange.join('-')": 'Value: 42.',
    'durationInFrames - 1': 'Value: 42.',
    // "Profile" is a word of its own, not a file.
    proResProfile: 'Value: abc123.',
    outName: 'Value: video.mp4.',
    downloadName: 'Value: video.mp4.',
    nameOfProp: 'Value: width.',
    variableName: 'Value: width.',
    setting: 'Value: concurrency.',
    config_file_path: 'Value: /home/dev/my-video/out/video.mp4.',
  });
});

test('pastedQuery: terminal colours go, whitespace collapses, and the query stops where the search modal stops it', () => {
  expect(pastedQuery(message('\u001b[31mRed\u001b[0m and \u001b[1;33mbold\u001b[39m   text ', {hole: 'frame'}))).toBe('Red and bold text 42');
  const long = message(`${'word '.repeat(30)}`, {hole: 'x'});
  expect(pastedQuery(long)).toBe('word '.repeat(30).slice(0, MODAL_QUERY_LENGTH));
  expect(MODAL_QUERY_LENGTH).toBe(64);
  fc.assert(
    fc.property(fc.array(fc.oneof(fc.string(), fc.record({hole: fc.string()})), {minLength: 1, maxLength: 6}), (parts) => {
      const query = pastedQuery({...message('start'), parts: parts.map((part) => (typeof part === 'string' ? {text: part} : part))});
      expect(query.length).toBeLessThanOrEqual(MODAL_QUERY_LENGTH);
      expect(query).not.toMatch(/\u001b\[[0-9;]*m/);
    }),
  );
});
