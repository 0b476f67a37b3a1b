import type {Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parseFragment} from 'parse5';
import {expect, test} from 'vitest';
import {hastToMarkdown, libraryMarkdown} from '../../src/plugins/markdown-twins/hastToMarkdown';

// The Markdown twin writer against the libraries it replaces, on one case per
// rule: built pages only exercise what today's docs contain
// (tests/built/twinWriter.test.ts compares every one of them).

const fragment = (html: string) => fromParse5(parseFragment(html)) as Root;

const CASES: Record<string, string> = {
  'whitespace collapses and trims at block edges': '<p>\n  Some   text\n split  over\tlines  </p>\n\n<p> <em> em </em> <strong>strong </strong> next</p>',
  'a pipe is escaped in a table cell, not in a paragraph':
    '<p>a | b</p><table><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody><tr><td><code>a | b</code></td><td>x | y</td></tr><tr><td>longer cell</td><td></td></tr></tbody></table>',
  'table alignment and cell padding':
    '<table><thead><tr><th style="text-align:left">L</th><th style="text-align:center">Centre</th><th style="text-align:right">R</th></tr></thead><tbody><tr><td style="text-align:left">a</td><td style="text-align:center">b</td><td style="text-align:right">ccc</td></tr></tbody></table>',
  'markup-like text is escaped': '<p>Use &lt;AbsoluteFill&gt; or &lt;/div&gt; but not a &lt; b, and 1 &lt; 2.</p>',
  'emphasis-like characters': '<p>*not emphasis*, _nor this_, snake_case_name, 2 * 3, a*b</p>',
  'line starts that would become blocks': '<p>1. not a list</p><p># not a heading</p><p>- not a bullet</p><p>+ nor this</p><p>&gt; not a quote</p><p>12) nor this</p>',
  'brackets, bangs and entities': '<p>[brackets] and ![bang] and &amp;copy; and &amp;#123; and a &amp; b</p>',
  'autolink literals': '<p>see www.example.com, https://x.dev/a and mail me@example.com or http: alone</p>',
  'inline code with backticks and padding': '<p><code>a`b</code> and <code>``</code> and <code> padded </code> and <code>`edge`</code></p>',
  'tight and spread lists, nested, ordered with a start':
    '<ul><li>one</li><li>two <code>x</code></li></ul><ul><li><p>spread</p><p>more</p></li><li><p>second</p></li></ul><ol start="3"><li>three<ul><li>nested</li></ul></li><li>four</li></ol>',
  'a blockquote with an admonition label': '<blockquote><p><strong>Note</strong></p><p>Some text.</p><ul><li>item</li></ul></blockquote>',
  'links and images': '<p><a href="https://x.dev/a b">spaced</a> <a href="">empty</a> <a href="https://x.dev/(p)">parens</a> <a href="https://x.dev/#x">a <code>code</code> link</a></p><figure><img src="https://x.dev/img.png" alt="Alt [text]"></figure>',
  'code blocks, one holding a fence': '<twin-code data-language="tsx" data-title="a.tsx" data-value="const a = 1;\n```\nb"></twin-code><twin-code data-language="" data-value="plain"></twin-code>',
  'backslashes and escapes already in text': '<p>a trailing backslash \\ and \\* and C:\\path\\to</p>',
  'headings with syntax characters': '<h2>Heading with *stars* and #hash</h2><h3>&lt;Player&gt; props</h3><h4>Ends with #</h4>',
  'adjacent inline elements, line breaks and keys': '<p><em>em</em><strong>strong</strong>adjacent</p><p>a<br>b</p><p><kbd>Ctrl</kbd>+<kbd>K</kbd></p>',
  'loose text beside blocks in a wrapper': '<div><p>in div</p>loose <em>text</em></div><div>only text</div>',
  'tildes, underscores and dollars': '<p>~/path, ~~struck~~, $HOME and __init__</p>',
  'empty and whitespace-only blocks': '<p></p><p>   </p><ul><li></li></ul><p>end</p>',
  'bidirectional marks between spaces in inline code': '<p><code>a \u200e b</code> and <code>x\u200f\n  y \u2066</code></p>',
};

for (const [name, html] of Object.entries(CASES)) {
  test(`twin writer = libraries: ${name}`, () => {
    const tree = fragment(html);
    const expected = libraryMarkdown(structuredClone(tree));
    expect(hastToMarkdown(tree)).toBe(expected);
  });
}

test('the writer leaves its input unchanged', () => {
  const tree = fragment(Object.values(CASES).join(''));
  const before = structuredClone(tree);
  hastToMarkdown(tree);
  expect(tree).toEqual(before);
});
