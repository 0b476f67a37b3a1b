import {expect, test} from 'vitest';
import {extractBlocks} from '../../scripts/markdownBlocks.mjs';

// The fenced blocks of a docs file as the MDX compiler reads them: what
// check:snippets type-checks and check:errors leaves out of the quotes.

const SOURCE = [
  '---',
  'title: <Player>',
  '---',
  '',
  'Text with ```ts inline``` fences.',
  '',
  '```TSX title="src/Root.tsx"',
  'const a = 1;',
  '```',
  '',
  '- An item:',
  '',
  '  ~~~bash',
  '  npx remotion render',
  '  ~~~',
  '',
  '> ```js',
  '> quoted();',
  '> ```',
  '',
  '<Tabs>',
  '<TabItem value="npm">',
  '',
  '````',
  '```',
  'nested',
  '```',
  '````',
  '',
  '</TabItem>',
  '</Tabs>',
].join('\n');

test('every fenced block, in items, quotes and JSX too, with its language in lower case, its meta, its first line and its place in the source', () => {
  const blocks = extractBlocks(SOURCE);
  expect(blocks.map(({language, meta, code, startLine}) => ({language, meta, code, startLine}))).toEqual([
    {language: 'tsx', meta: 'title="src/Root.tsx"', code: 'const a = 1;', startLine: 8},
    {language: 'bash', meta: '', code: 'npx remotion render', startLine: 14},
    {language: 'js', meta: '', code: 'quoted();', startLine: 18},
    {language: '', meta: '', code: '```\nnested\n```', startLine: 25},
  ]);
  for (const {start, end} of blocks) expect(SOURCE.slice(start, end)).toMatch(/^(`{3,}|~{3,})[\s\S]*\1$/);
});

test('front matter is not Markdown: a title holding a tag neither opens JSX nor hides the blocks after it', () => {
  expect(extractBlocks('---\ntitle: <AbsoluteFill>\n---\n\n```ts\nx\n```\n')).toHaveLength(1);
});
