import type {Element, ElementContent, Properties, Root, RootContent} from 'hast';
import {toMdast} from 'hast-util-to-mdast';
import fc from 'fast-check';
import {expect, test, vi} from 'vitest';
import {hastToMarkdown, libraryMarkdown} from '../../src/plugins/markdown-twins/hastToMarkdown';

// The twin writer against the libraries it replaces, on generated trees of
// every element it writes itself, holding text with whatever Markdown would
// read as syntax: the two must agree byte for byte, and the writer must not
// hand such a tree to the libraries (that would be correct, but as slow as
// before). Counting the libraries' calls tells which path wrote a tree.
vi.mock('hast-util-to-mdast', async (original) => {
  const library = await original<typeof import('hast-util-to-mdast')>();
  return {...library, toMdast: vi.fn(library.toMdast)};
});
const libraryCalls = vi.mocked(toMdast);

/** What the writer writes, and whether it wrote it itself. */
function written(tree: Root): {markdown: string; byLibrary: boolean} {
  libraryCalls.mockClear();
  const markdown = hastToMarkdown(tree);
  return {markdown, byLibrary: libraryCalls.mock.calls.length > 0};
}

const element = (tagName: string, children: ElementContent[] = [], properties: Properties = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string) => ({type: 'text' as const, value});

// Pieces of text that mean something to Markdown or to the whitespace rules.
const TOKENS = [
  'a', 'word', 'Remotion', 'é', '1', '42', ' ', ' ', '  ', '\n', '\t', '\u00a0', '\u200e', '😀',
  '*', '**', '_', '__', 'snake_case', '`', '``', '~', '~~', '\\', '[', ']', '(', ')', '<', '>', '</div>', '<Player>',
  '#', '##', '+', '-', '---', '=', '.', '1.', '12)', '!', '![', '|', '&', '&amp;', '&copy;', '&#123;', ':', ';', '"', "'",
  '$', '{', '}', '^', '@', 'www.example.com', 'https://x.dev/a', 'http:', 'me@example.com', 'mailto:', '/',
];
const textValue = fc.array(fc.constantFrom(...TOKENS), {minLength: 1, maxLength: 8}).map((tokens) => tokens.join(''));
/** Text with a letter in it, so that what stands on either side never touches. */
const separator = fc.tuple(textValue, fc.constantFrom('a', 'b', 'x y')).map(([value, letter]) => value + letter);
const url = fc.oneof(
  fc.constantFrom('https://x.dev/a', 'https://x.dev/a b', 'https://x.dev/(p)', '', '#anchor', '/docs/a', 'mailto:me@example.com', 'https://x.dev/<a>', 'www.example.com'),
  textValue,
);
const maybeTitle = fc.option(fc.oneof(textValue, fc.constantFrom('', '  ', 'a "quoted" title')), {nil: undefined});

/** Phrasing without attention: text, code, links, images, breaks, and elements that are only their children. */
const plain: fc.Arbitrary<ElementContent> = fc.letrec<{node: ElementContent}>((tie) => ({
  node: fc.oneof(
    {weight: 6, arbitrary: textValue.map(text)},
    {weight: 1, arbitrary: fc.tuple(fc.constantFrom('code', 'kbd', 'samp', 'var'), fc.array(textValue.map(text), {maxLength: 2})).map(([tag, children]) => element(tag, children))},
    {weight: 1, arbitrary: fc.constant(null).map(() => element('br'))},
    {
      weight: 1,
      arbitrary: fc
        .tuple(url, maybeTitle, fc.array(fc.oneof(textValue.map(text), fc.constant(null).map(() => element('code', [text('code')]))), {maxLength: 2}))
        .map(([href, title, children]) => element('a', children, {href, ...(title === undefined ? {} : {title})})),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(url, maybeTitle, fc.oneof(textValue, fc.constant('')))
        .map(([src, title, alt]) => element('img', [], {src, alt, ...(title === undefined ? {} : {title})})),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('span', 'abbr', 'small', 'sub', 'sup', 'time', 'cite', 'bdi', 'ins', 'data'), fc.array(tie('node'), {maxLength: 2}), fc.boolean())
        .map(([tag, children, hidden]) => element(tag, children, hidden ? {hidden: true} : {})),
    },
  ),
})).node;

const attention = fc
  .tuple(fc.constantFrom('em', 'i', 'strong', 'b', 'del', 's', 'mark', 'u'), fc.array(plain, {minLength: 1, maxLength: 3}), textValue)
  .map(([tag, children, inner]) => element(tag, [...children, text(inner)]));

/** Phrasing runs: attention never touches other attention (a text with a letter stands between) and never nests. */
const phrasing = fc
  .array(fc.oneof({weight: 3, arbitrary: plain.map((node) => [node])}, {weight: 1, arbitrary: fc.tuple(attention, separator).map(([node, after]) => [node, text(after)])}), {
    minLength: 1,
    maxLength: 5,
  })
  .map((runs) => runs.flat());

const paragraph = phrasing.map((children) => element('p', children));
const heading = fc.tuple(fc.integer({min: 1, max: 6}), phrasing).map(([depth, children]) => element(`h${depth}`, children));
const code = fc
  .tuple(fc.constantFrom('', 'tsx', 'bash', 'js', 'a`b', 'ts {1}'), fc.constantFrom('', 'a.tsx', 'src/Root.tsx'), fc.array(textValue, {maxLength: 3}))
  .map(([language, title, lines]) =>
    element('twin-code', [], {dataLanguage: language, dataValue: lines.join('\n').replace(/```/, '```\n```'), ...(title ? {dataTitle: title} : {})}),
  );
const cellTag = fc.constantFrom('td', 'th');
const align = fc.constantFrom(undefined, 'left', 'center', 'right', 'justify');
const cell = fc
  .tuple(cellTag, fc.oneof(phrasing, fc.constant(null).map((): ElementContent[] => [])), align, fc.boolean())
  .map(([tag, children, value, noWrap]) => element(tag, children, {...(value ? {align: value} : {}), ...(noWrap ? {noWrap} : {})}));
const row = fc.array(cell, {minLength: 1, maxLength: 4}).map((cells) => element('tr', cells));
const table = fc
  .tuple(fc.boolean(), fc.array(row, {minLength: 1, maxLength: 3}), fc.array(row, {maxLength: 3}))
  .map(([withHead, head, body]) => element('table', withHead ? [element('thead', head), element('tbody', body)] : [element('tbody', [...head, ...body])]));

/** Flow: blocks in any order, nested through lists, items, quotes and wrappers. */
const flow: fc.Arbitrary<ElementContent[]> = fc.letrec<{blocks: ElementContent[]; block: ElementContent}>((tie) => ({
  block: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    {weight: 5, arbitrary: paragraph},
    {weight: 2, arbitrary: heading},
    {weight: 1, arbitrary: code},
    {weight: 1, arbitrary: table},
    {weight: 1, arbitrary: fc.constant(null).map(() => element('hr'))},
    {weight: 1, arbitrary: tie('blocks').map((children) => element('blockquote', children))},
    {weight: 1, arbitrary: fc.tuple(fc.constantFrom('div', 'section', 'figure', 'header'), tie('blocks')).map(([tag, children]) => element(tag, children))},
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('ul', 'ol'),
          fc.option(fc.constantFrom(0, 1, 3, 10, -2), {nil: undefined}),
          fc.array(fc.oneof(tie('blocks'), phrasing, fc.constant(null).map((): ElementContent[] => [])), {minLength: 1, maxLength: 3}),
        )
        .map(([tag, start, items]) => element(tag, items.map((children) => element('li', children)), start === undefined ? {} : {start})),
    },
  ),
  blocks: fc.array(fc.oneof({weight: 4, arbitrary: tie('block').map((node) => [node])}, {weight: 1, arbitrary: phrasing}), {maxLength: 4}).map((runs) => runs.flat()),
})).blocks;

const root = (children: RootContent[]): Root => ({type: 'root', children});

test('on any tree of the elements it writes, the writer writes what the libraries write, without them', () => {
  fc.assert(
    fc.property(flow, (children) => {
      const tree = root(children);
      const expected = libraryMarkdown(structuredClone(tree));
      const {markdown, byLibrary} = written(tree);
      expect(markdown).toBe(expected);
      expect(byLibrary).toBe(false);
    }),
    {numRuns: Number(process.env.TWIN_RUNS ?? 400)},
  );
});

/** One thing the writer leaves to the libraries, at the end of a tree it would write itself. */
const unsupported: fc.Arbitrary<RootContent> = fc.oneof(
  fc.constant(null).map(() => ({type: 'comment' as const, value: ' a comment '})),
  fc.constantFrom('details', 'iframe', 'dl', 'pre', 'script').map((tag) => element('p', [text('a '), element(tag, [text('inside')])])),
  fc.constant(null).map(() => element('p', [element('em', [text('a '), element('strong', [text('nested')])])])),
  fc.constant(null).map(() => element('p', [element('em', [text('a')]), element('strong', [text('touching')])])),
  fc.constant(null).map(() => element('p', [element('em', [text('a')]), element('span', [element('del', [text('touching')])])])),
  fc.constantFrom('rowSpan', 'colSpan').map((span) => element('table', [element('tr', [element('td', [text('a')], {[span]: 2}), element('td', [text('b')])])])),
  fc.constantFrom('ul', 'blockquote', 'table', 'h2').map((tag) => element('p', [text('a '), element(tag, [])])),
  fc.constant(null).map(() => element('p', [element('code', [element('em', [text('x')])])])),
  fc.constant(null).map(() => element('ul', [text('loose text'), element('li', [text('item')])])),
  fc.constant(null).map(() => element('ol', [element('p', [text('a paragraph')]), element('li', [text('item')])])),
  fc.constant(null).map(() => element('table', [text('loose'), element('tr', [element('td', [text('a')])])])),
  fc.constant(null).map(() => element('table', [element('caption', [text('caption')]), element('tr', [element('td', [text('a')])])])),
  fc.constant(null).map(() => element('table', [element('tbody', [element('tbody', [element('tr', [element('td', [text('a')])])])])])),
  fc.constant(null).map(() => element('table', [element('tr', [element('tr', [element('td', [text('a')])])])])),
);

test('a tree with anything else goes to the libraries whole, and reads as they write it', () => {
  fc.assert(
    fc.property(flow, unsupported, (children, other) => {
      const tree = root([...children, other]);
      const {markdown, byLibrary} = written(tree);
      expect(markdown).toBe(libraryMarkdown(structuredClone(tree)));
      expect(byLibrary).toBe(true);
    }),
    {numRuns: 100},
  );
});
