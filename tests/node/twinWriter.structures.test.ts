import type {Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parseFragment} from 'parse5';
import {expect, test, vi} from 'vitest';

// The twin writer against the libraries on the structures that the generated
// trees (twinWriter.property.test.ts) rarely or never build: autolinks, what
// would read as a link definition, joins inside tight lists, setext and
// indented headings, bullets next to each other, characters beyond the BMP
// beside emphasis. Each test imports the writer afresh, so that what it
// computes once on import (the escape patterns) is computed again.
vi.mock('hast-util-to-mdast', async (original) => {
  const library = await original<typeof import('hast-util-to-mdast')>();
  return {...library, toMdast: vi.fn(library.toMdast)};
});

/** The writer imported afresh, and the libraries' entry point it calls (a new mock with each import). */
async function freshWriter() {
  vi.resetModules();
  const writer = await import('../../src/plugins/markdown-twins/hastToMarkdown');
  const library = await import('hast-util-to-mdast');
  return {...writer, libraryCalls: vi.mocked(library.toMdast)};
}

const fragment = (html: string) => fromParse5(parseFragment(html)) as Root;

const CASES: Record<string, string> = {
  autolinks:
    '<p><a href="https://x.dev/a">https://x.dev/a</a> and <a href="mailto:me@example.com">me@example.com</a> and <a href="https://x.dev/a_b*c">https://x.dev/a_b*c</a></p>' +
    '<p><a href="ftp+x.y-z:thing">ftp+x.y-z:thing</a> <a href="1http://x">1http://x</a> <a href="https://x.dev/a b">https://x.dev/a b</a> <a href="https://x.dev/&lt;b">https://x.dev/&lt;b</a></p>' +
    '<p><a href="https://x.dev/a" title="t">https://x.dev/a</a> <a href="https://x.dev/x">other</a> <a href="https://x.dev/c"><code>https://x.dev/c</code></a> <a href="a:">a:</a></p>',
  'an autolink holding characters that are percent-encoded': '<p><a href="https://x.dev/\\\\*[x]">https://x.dev/\\\\*[x]</a></p>',
  'a link at the start of a line that would read as a definition':
    '<p><a href="https://x.dev/">label</a>: text</p><p>a<br><a href="/docs/b">b</a>: after a break</p><p><a href="/c">c\\]d</a>: escaped</p><p><a href="/d" title="t">d</a>: titled</p><p><a href="/e f">e</a>: enclosed</p><p><a href="/g">g</a> not a colon</p>',
  'links and images with empty or spaced destinations and titles':
    '<p><a href="" title="only a title">x</a> <a href="">y</a> <img src="" alt="a" title="t"> <img src="" alt="b"> <img src="/a b" alt="c"> <img src="/a" alt="d" title="a &quot;q&quot; t"></p>',
  'a table in a tight list item, followed by a paragraph, another table or a list':
    '<ul><li><table><tr><th>a</th></tr></table>after</li><li><table><tr><th>b</th></tr></table><table><tr><th>c</th></tr></table></li><li><table><tr><th>d</th></tr></table><ul><li>e</li></ul></li></ul>',
  'blocks after blocks in tight list items':
    '<ul><li><blockquote><p>q1</p></blockquote><blockquote><p>q2</p></blockquote></li><li>p<ol start="3"><li>three</li></ol></li><li>p<ol><li>one</li></ol></li><li>p<hr></li><li>p<ul><li></li></ul></li><li><h1>set<br>ext</h1>after</li><li><ul><li>a</li></ul>text after a list</li><li><blockquote><p>q</p></blockquote>text after a quote</li></ul>',
  'lists right after lists take the other marker':
    '<ul><li>a</li></ul><ul><li>b</li></ul><ol><li>c</li></ol><ol><li>d</li></ol><ul><li>e</li></ul><ol start="0"><li>f</li></ol><ol start="-3"><li>g</li></ol>',
  'empty first items and rules first in items would be thematic breaks':
    '<ul><li><ul><li><ul><li></li></ul></li></ul></li></ul><ul><li><hr></li></ul><ul><li>x</li><li><ul><li></li></ul></li></ul><ol><li><ol><li><ol><li></li></ol></li></ol></li></ol>',
  'setext headings, and headings that start with whitespace':
    '<h1>one<br>two</h1><h2>a<br>b<em>c</em></h2><h3>x<br>y</h3><h1><br></h1><h2><img src="/a" alt="alt"><br>b</h2><h2>&#9;tab first</h2><h3>&nbsp;space</h3><h1> </h1>',
  'characters beyond the BMP and punctuation beside emphasis':
    '<p>😀<em>a</em>😀 and 😀<strong> b</strong>x and .<em>c</em>. and a<del>d</del>b and <em>e </em>f and g<em> h</em></p><p>\\<em>i</em> and \\\\<strong>j</strong> and *<em>k</em>* and _<em>l</em>_</p>',
  'underscores inside and beside words, and at the edges of a text':
    '<p>a_b a__b a_ _b __init__ a_b_c <em>x</em>_y z_<em>w</em> 1_2 é_ü _</p><p><strong>a</strong>_b and c_<code>d</code></p>',
  'neighbours of unconditional escapes': '<p>![x] and [!x] and &lt;!-- and a&lt;b and `*` and ** and #1 and #</p><h2>#</h2><h3>ends with #</h3>',
  'backslashes before punctuation and at the end': '<p>a\\ b\\* c\\\\d \\</p><p><a href="/x">a\\</a> and <em>b\\</em>c</p>',
  'code in cells and headings with pipes and backslashes':
    '<table><tr><th><code>a|b</code></th><th><code>a\\|b</code></th><th><code>a\\\\|b</code></th></tr><tr><td>a<br>b</td><td>c <br>d</td><td>|</td></tr></table><h2>a<br>b in a heading</h2>',
  'inline code that needs padding or longer fences':
    '<p><code> a</code> <code>a </code> <code> a </code> <code>` a</code> <code>a `</code> <code>``a```</code> <code> </code></p>',
  'fenced code with odd languages, titles and values':
    '<twin-code data-language="js" data-title="a `b`.js" data-value=""></twin-code><twin-code data-language="a b`c" data-value="x"></twin-code><twin-code data-value="````\nx"></twin-code>',
  'an ordered list continuing a paragraph, and items of two paragraphs':
    '<p>text</p><ol start="2"><li><p>a</p><p>b</p></li><li>c</li></ol><ol><li>x</li></ol><p>y</p>',
  'whitespace around content elements, breaks and hidden elements':
    '<p>a <img src="/i" alt="i"> b <span hidden> c </span> d <br> e <span> </span>f</p><div> <p> g </p> <img src="/j" alt="j"> </div><table><tr><td nowrap>  h  i  </td><td> j </td></tr></table>',
};

for (const [name, html] of Object.entries(CASES)) {
  test(`twin writer = libraries: ${name}`, async () => {
    const {hastToMarkdown, libraryMarkdown, libraryCalls} = await freshWriter();
    const tree = fragment(html);
    const expected = libraryMarkdown(structuredClone(tree));
    libraryCalls.mockClear();
    expect(hastToMarkdown(tree)).toBe(expected);
    expect(libraryCalls).not.toHaveBeenCalled();
  });
}

test('the count of library calls sees a tree the writer hands over', async () => {
  const {hastToMarkdown, libraryCalls} = await freshWriter();
  libraryCalls.mockClear();
  hastToMarkdown(fragment('<p><em>a <strong>nested</strong></em></p>'));
  expect(libraryCalls).toHaveBeenCalledTimes(1);
});
