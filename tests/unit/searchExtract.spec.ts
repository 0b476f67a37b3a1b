import {expect, test} from '@playwright/test';
import {parseBuiltPage} from '../../src/plugins/built-pages/readBuiltPage';
import {extractPage} from '../../src/plugins/search-index/extract';

// The search records of one built page, on the markup Docusaurus 3.10's
// classic theme renders. The relevance suite checks the records of the real
// site; these check each rule on its own.

const URL = 'https://www.remotion.dev/docs/lambda/rendermediaonlambda';

const docsPage = parseBuiltPage(`<!doctype html>
<html class="docs-wrapper docs-doc-page plugin-docs"><head><title>renderMediaOnLambda() | Remotion</title>
<meta name="description" content="Renders a video in the cloud."></head><body>
<nav class="theme-doc-sidebar-menu menu__list">
  <a class="menu__link menu__link--sublist menu__link--active" href="/docs/lambda">Lambda</a>
  <a class="menu__link menu__link--sublist menu__link--active" href="/docs/lambda/api">Lambda API</a>
  <a class="menu__link menu__link--sublist" href="/docs/player">Player</a>
</nav>
<article>
  <nav class="theme-doc-breadcrumbs"><a href="/docs/lambda">Lambda</a></nav>
  <div class="theme-doc-toc-mobile"><a href="#arguments">Arguments</a></div>
  <div class="markdown"><header><h1>renderMediaOnLambda()</h1></header>
    <p>Starts a render on <a href="/docs/lambda/setup">Lambda</a>.<span class="sr-only">screen reader only</span></p>
    <pre><code>await renderMediaOnLambda({region});</code></pre>
    <h2 id="arguments" class="anchor">Arguments<a href="#arguments" class="hash-link">#</a></h2>
    <h3 id="region">region</h3>
    <ul><li><p>One of the regions Lambda runs in.</p></li><li>A plain item</li></ul>
    <div data-search-exclude><p>Left out of search.</p></div>
    <table><tr><td>ok</td><td>x</td></tr></table>
  </div>
  <footer class="theme-doc-footer"><a href="/docs/edit">Edit this page</a></footer>
</article></body></html>`);

test('a docs page: title, category, description, sections with their anchors, and content without code or chrome', () => {
  expect(extractPage(docsPage, URL)).toEqual({
    page: [URL, 'Lambda API', 'renderMediaOnLambda()', 'docs-default-current', 0],
    sections: [
      ['arguments', ['Arguments']],
      ['region', ['Arguments', 'region']],
    ],
    records: [
      [1, -1, 'Renders a video in the cloud.'],
      [0, -1, 'Starts a render on Lambda.'],
      [2, 0, null],
      [3, 1, null],
      [0, 1, 'One of the regions Lambda runs in. A plain item'],
    ],
    links: ['/docs/lambda/setup'],
  });
});

test('leaves the tree it reads unchanged, for the Markdown twin that reads it next', () => {
  const before = structuredClone(docsPage);
  extractPage(docsPage, URL);
  expect(docsPage).toEqual(before);
});

test('a page of src/pages is read from its main content, a page of another kind is left out', () => {
  const page = parseBuiltPage(`<!doctype html><html class="plugin-pages plugin-id-default"><head><title>Showcase | Remotion</title></head>
    <body><nav class="navbar">Docs</nav><main id="__docusaurus_skipToContent_fallback"><p>Videos made with Remotion.</p></main></body></html>`);
  expect(extractPage(page, 'https://www.remotion.dev/showcase')).toEqual({
    page: ['https://www.remotion.dev/showcase', 'Pages', 'Showcase', 'default', 0],
    sections: [],
    records: [
      [1, -1, null],
      [0, -1, 'Videos made with Remotion.'],
    ],
    links: [],
  });
  const blogList = parseBuiltPage('<!doctype html><html class="blog-wrapper blog-list-page"><body><p>Posts</p></body></html>');
  expect(extractPage(blogList, 'https://www.remotion.dev/blog')).toBeNull();
});

test('printed output (```txt) is indexed a line at a time, code samples are not; a message quoted past the lead is kept whole', () => {
  const longLead = 'The renderer checks the frame before it starts, and when the number is unusable it stops right away with';
  const page = parseBuiltPage(`<!doctype html>
<html class="docs-wrapper docs-doc-page plugin-docs"><head><title>Errors | Remotion</title></head><body><article>
  <div class="markdown"><header><h1>Errors</h1></header>
    <pre class="prism-code language-txt"><code><div class="token-line"><span class="token plain">It looks like FFMPEG is not installed</span></div><div class="token-line"><span class="token plain">Run brew install ffmpeg to install ffmpeg</span></div></code></pre>
    <pre class="prism-code language-ts"><code><div class="token-line"><span class="token plain">throw new Error('not indexed');</span></div></code></pre>
    <p>${longLead} a message that names the value it got: <code>Frame must be a finite number, got NaN</code>.</p>
    <p>Names stay in the lead only: ${longLead} the option <code>everyNthFrame</code> set.</p>
  </div>
</article></body></html>`);
  const contents = extractPage(page, URL)!.records.flatMap(([, , content]) => (content ? [content] : []));
  expect(contents.join(' ')).toContain('It looks like FFMPEG is not installed Run brew install ffmpeg to install ffmpeg');
  expect(contents.join(' ')).not.toContain('not indexed');
  expect(contents.join(' ')).toContain('Frame must be a finite number, got NaN');
  // A one-word name past the lead is not a message: the lead alone stands for the paragraph.
  expect(contents.join(' ')).not.toContain('everyNthFrame');
});
