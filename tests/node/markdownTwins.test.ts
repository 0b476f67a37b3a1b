import {expect, test} from 'vitest';
import {parseBuiltPage} from '../../src/plugins/built-pages/readBuiltPage';
import {TWIN_DESCRIPTION_ATTRIBUTE, markdownTwin} from '../../src/plugins/markdown-twins/htmlToMarkdown';
import {llmsSections} from '../../src/plugins/markdown-twins';
import {twinPath} from '../../src/plugins/markdown-twins/twinPath';

// The conversion from a built page to its Markdown twin, on the markup
// Docusaurus 3.10's classic theme renders. The e2e tests check real pages;
// these check each rule on its own, including the live-component rule that
// no docs page exercises yet.

const page = (body: string) => parseBuiltPage(`<!doctype html><html><head>
<meta name="description" content="What the page is about."></head><body>
<nav class="navbar">Site navigation</nav>
<article><div class="theme-doc-markdown markdown"><header><h1>spring()</h1></header>${body}</div></article>
<footer>Site footer</footer></body></html>`);
const URL = 'https://www.remotion.dev/docs/spring';

test('title, description and body, without the chrome around the article', () => {
  const twin = markdownTwin(page('<p>Hello <strong>there</strong>.</p>'), URL);
  expect(twin).toEqual({
    title: 'spring()',
    description: 'What the page is about.',
    markdown: '# spring()\n\nWhat the page is about.\n\nHello **there**.\n',
  });
});

test('a title or description naming a component is escaped, so that Markdown renderers show it', () => {
  const tree = parseBuiltPage(`<!doctype html><html><head>
<meta name="description" content="Layer elements with <AbsoluteFill> and *stars*."></head><body>
<article><div class="theme-doc-markdown markdown"><header><h1>&lt;AbsoluteFill&gt;</h1></header><p>Body.</p></div></article></body></html>`);
  const twin = markdownTwin(tree, URL);
  expect(twin.title).toBe('<AbsoluteFill>');
  expect(twin.markdown).toBe('# \\<AbsoluteFill>\n\nLayer elements with \\<AbsoluteFill> and \\*stars\\*.\n\nBody.\n');
});

test('headings lose their anchor links; links and images become absolute', () => {
  const {markdown} = markdownTwin(
    page(
      '<h2 class="anchor" id="options">Options<a href="#options" class="hash-link" aria-label="Direct link to Options">\u200b</a></h2>' +
        '<p>See <a href="/docs/interpolate#options">interpolate()</a> and <a href="#options">below</a>.</p>' +
        '<p><img src="/img/spring.png" alt="A spring curve"></p>',
    ),
    URL,
  );
  expect(markdown).toContain('\n## Options\n');
  expect(markdown).not.toContain('\u200b');
  expect(markdown).toContain('[interpolate()](https://www.remotion.dev/docs/interpolate#options)');
  expect(markdown).toContain('[below](https://www.remotion.dev/docs/spring#options)');
  expect(markdown).toContain('![A spring curve](https://www.remotion.dev/img/spring.png)');
});

test('a highlighted code block becomes a fence with its language and title', () => {
  const {markdown} = markdownTwin(
    page(
      '<div class="language-tsx codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">src/Root.tsx</div>' +
        '<div class="codeBlockContent_QJqH"><pre class="prism-code language-tsx"><code>' +
        '<div class="token-line"><span class="token keyword">const</span><span class="token plain"> a = 1;</span><br></div>' +
        '<div class="token-line"><span class="token plain"> </span><br></div>' +
        '<div class="token-line"><span class="token plain">  </span><span class="token keyword">return</span><span class="token plain"> a;</span><br></div>' +
        '</code></pre><button aria-label="Copy code to clipboard">Copy</button></div></div>',
    ),
    URL,
  );
  expect(markdown).toContain('```tsx title="src/Root.tsx"\nconst a = 1;\n \n  return a;\n```');
  expect(markdown).not.toContain('Copy');
});

test('an admonition becomes a blockquote that starts with its label', () => {
  const {markdown} = markdownTwin(
    page(
      '<div class="theme-admonition theme-admonition-caution alert alert--warning"><div class="admonitionHeading_Gvgb">' +
        '<span class="admonitionIcon_Rf37"><svg viewBox="0 0 16 16"><path d="M0 0"/></svg></span>caution</div>' +
        '<div class="admonitionContent_BuS1"><p>Clamp the output.</p></div></div>',
    ),
    URL,
  );
  expect(markdown).toContain('> **Caution**\n>\n> Clamp the output.');
});

test('tabs are flattened, each under its label one level below the section', () => {
  const {markdown} = markdownTwin(
    page(
      '<h2 id="install">Install</h2><div class="theme-tabs-container tabs-container"><ul role="tablist" class="tabs">' +
        '<li role="tab" aria-selected="true">npm</li><li role="tab" aria-selected="false">yarn</li></ul>' +
        '<div class="margin-top--md"><div role="tabpanel"><p>With npm.</p></div><div role="tabpanel" hidden><p>With yarn.</p></div></div></div>',
    ),
    URL,
  );
  expect(markdown).toContain('## Install\n\n### npm\n\nWith npm.\n\n### yarn\n\nWith yarn.');
});

test('a live component becomes its one-line description with a link to the page', () => {
  const {markdown} = markdownTwin(
    page('<div data-markdown-twin="An interactive plot of spring() for the settings you choose."><canvas></canvas><button>Play</button></div>'),
    URL,
  );
  expect(markdown).toContain(
    'An interactive plot of spring() for the settings you choose. Try it on [the page](https://www.remotion.dev/docs/spring).',
  );
  expect(markdown).not.toContain('Play');
});

test('tables keep their rows and cells', () => {
  const {markdown} = markdownTwin(
    page('<table><thead><tr><th>Option</th><th>Default</th></tr></thead><tbody><tr><td><code>mass</code></td><td>1</td></tr></tbody></table>'),
    URL,
  );
  expect(markdown).toMatch(/\| Option +\| Default \|\n\| -+ +\| -+ \|\n\| `mass` +\| 1 +\|/);
});

const bodyOf = (html: string) => markdownTwin(page(html), URL).markdown.replace('# spring()\n\nWhat the page is about.\n\n', '');

test("React's text separators, the theme's buttons and icons, and scripts leave no trace", () => {
  expect(
    bodyOf(
      '<p>Frame <!-- -->30<!-- --> of 60</p><button>Copy</button><svg viewBox="0 0 1 1"><title>Icon</title></svg>' +
        '<script>track()</script><style>p{}</style><noscript>Enable JavaScript</noscript><p>End.</p>',
    ),
  ).toBe('Frame 30 of 60\n\nEnd.\n');
});

const codeBlockHtml = (classes: string, lines: string[], title = '') =>
  `<div class="${classes} theme-code-block">${title}<div class="codeBlockContent_QJqH"><pre><code>` +
  lines.map((line) => `<div class="token-line">${line}<br></div>`).join('') +
  '</code></pre></div></div>';

test('a code block without a language or title is a bare fence; empty lines at its end go, inner ones stay', () => {
  expect(bodyOf(codeBlockHtml('codeBlockContainer_Ckt0', ['npx remotion render', '', 'done', '', '']))).toBe(
    '```\nnpx remotion render\n\ndone\n```\n',
  );
  expect(bodyOf(codeBlockHtml('codeBlockContainer_Ckt0', []))).toBe('```\n```\n');
});

test('a code block title is read whatever sits beside it, and trimmed of nothing the reader sees', () => {
  expect(bodyOf(codeBlockHtml('language-bash codeBlockContainer_Ckt0', ['ls'], '\n  <div class="codeBlockTitle_OeMC">Terminal</div>\n  '))).toBe(
    '```bash title="Terminal"\nls\n```\n',
  );
});

test('a code block with a language and no title has no title', () => {
  expect(bodyOf(codeBlockHtml('language-tsx codeBlockContainer_Ckt0', ['const a = 1;']))).toBe('```tsx\nconst a = 1;\n```\n');
});

test('tabs before any heading of the body sit one level below the page title', () => {
  expect(bodyOf('<div class="tabs-container"><ul><li role="tab">npm</li></ul><div role="tabpanel"><p>With npm.</p></div></div>')).toBe(
    '## npm\n\nWith npm.\n',
  );
});

test('lists, ordered lists and rules are written as hand-written Markdown has them', () => {
  expect(bodyOf('<ul><li>one</li><li>two</li></ul><hr><ol start="3"><li>three</li><li>four</li></ol>')).toBe(
    '- one\n- two\n\n---\n\n3. three\n4. four\n',
  );
});

test('admonition labels and tab labels lose the whitespace around them, even in pretty-printed markup', () => {
  expect(
    bodyOf(
      '<div class="theme-admonition alert">\n  <div class="admonitionHeading_Gvgb">\n    note\n  </div>\n' +
        '  <div class="admonitionContent_BuS1"><p>Read this.</p></div>\n</div>',
    ),
  ).toBe('> **Note**\n>\n> Read this.\n');
  expect(bodyOf('<div class="theme-admonition alert"><div class="admonitionHeading_Gvgb">tip</div></div>')).toBe('> **Tip**\n');
  expect(
    bodyOf(
      '<h3>Install</h3><div class="tabs-container"><ul role="tablist"><li role="tab"> npm </li></ul>' +
        '<div role="tabpanel"><p>With npm.</p></div><div role="tabpanel"><p>Unlabelled.</p></div></div>',
    ),
  ).toBe('### Install\n\n#### npm\n\nWith npm.\n\n#### Tab 2\n\nUnlabelled.\n');
});

test('tabs under a deepest heading stay at level six', () => {
  expect(bodyOf('<h6>Deep</h6><div class="tabs-container"><ul><li role="tab">a</li></ul><div role="tabpanel"><p>A.</p></div></div>')).toBe(
    '###### Deep\n\n###### a\n\nA.\n',
  );
});

test('every link and media source is made absolute; an anchor without href stays without one', () => {
  const markdown = bodyOf('<p><a id="top">Top</a> <a href="../player">Player</a></p><p><video src="/clip.mp4" controls></video></p>');
  expect(markdown).toContain('[Player](https://www.remotion.dev/player)');
  expect(markdown).toContain('(https://www.remotion.dev/clip.mp4)');
  expect(markdown).not.toContain('undefined');
});

test("a blog post's title is the <h1> of its article header, outside the Markdown body; titles are trimmed", () => {
  const tree = parseBuiltPage(`<!doctype html><html><head></head><body><article>
<header><h1>\n  Remotion 3.2  \n</h1></header><div class="markdown"><p>Post body.</p></div></article></body></html>`);
  expect(markdownTwin(tree, URL)).toEqual({title: 'Remotion 3.2', description: '', markdown: '# Remotion 3.2\n\nPost body.\n'});
});

test('the body and the title are found in whichever article holds them', () => {
  const tree = parseBuiltPage(`<!doctype html><html><body><article><p>A teaser.</p></article>
<article><div class="markdown"><p>The body.</p></div></article></body></html>`);
  expect(markdownTwin(tree, URL)).toEqual({title: '', description: '', markdown: '# \n\nThe body.\n'});
});

test('a page without an article body is an error that names the page', () => {
  expect(() => markdownTwin(parseBuiltPage('<!doctype html><html><body><main><p>No article.</p></main></body></html>'), URL)).toThrow(
    `${URL}: no article body found`,
  );
});

test("a live component's line is a paragraph of its own, also after an image or inline text", () => {
  expect(bodyOf('<p><img src="/img/plot.svg" alt="A plot"></p><div data-markdown-twin="A live plot."><canvas></canvas></div>')).toBe(
    '![A plot](https://www.remotion.dev/img/plot.svg)\n\nA live plot. Try it on [the page](https://www.remotion.dev/docs/spring).\n',
  );
  expect(bodyOf('<div>Loose text<div data-markdown-twin="A live plot."></div></div>')).toBe(
    'Loose text\n\nA live plot. Try it on [the page](https://www.remotion.dev/docs/spring).\n',
  );
  expect(
    bodyOf('<div class="theme-admonition alert"><div class="admonitionHeading_Gvgb">note</div><div class="admonitionContent_BuS1">Loose text.</div></div>'),
  ).toBe('> **Note**\n>\n> Loose text.\n');
});

test('the attribute components carry is the one the twins read', () => {
  const tree = page(`<div ${TWIN_DESCRIPTION_ATTRIBUTE}="A live demo."><button>Play</button></div>`);
  expect(markdownTwin(tree, URL).markdown).toContain('A live demo. Try it on [the page]');
});

test('a twin sits at the page URL with .md appended, or index.md for a folder URL', () => {
  expect(twinPath('/docs/spring')).toBe('/docs/spring.md');
  expect(twinPath('/docs/')).toBe('/docs/index.md');
});

test('llms.txt sections follow the sidebars and list each page once', () => {
  const doc = (id: string) => ({id, permalink: `/docs/${id}`, title: id, description: `About ${id}.`});
  const docs = ['intro', 'spring', 'interpolate', 'cli', 'legacy'].map(doc);
  const sections = llmsSections(
    {
      guides: [
        {type: 'doc', id: 'intro'},
        {type: 'category', label: 'Animation', items: [{type: 'doc', id: 'spring'}, {type: 'doc', id: 'interpolate'}], collapsed: true, collapsible: true},
      ],
      api: [
        {type: 'doc', id: 'spring'},
        {type: 'category', label: 'CLI', items: [{type: 'doc', id: 'cli'}], collapsed: true, collapsible: true},
      ],
    } as Parameters<typeof llmsSections>[0],
    {guides: 'Guides', api: 'API'},
    docs,
  );
  expect(sections.map(({title, pages}) => [title, pages.map((entry) => entry.title)])).toEqual([
    ['Guides', ['intro']],
    ['Animation', ['spring', 'interpolate']],
    ['CLI', ['cli']],
    ['Other pages', ['legacy']],
  ]);
});
