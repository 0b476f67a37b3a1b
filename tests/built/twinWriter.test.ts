import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {expect, test} from 'vitest';
import {parseBuiltPage, withoutCodeTokens} from '../../src/plugins/built-pages/readBuiltPage';
import {hastToMarkdown, libraryMarkdown} from '../../src/plugins/markdown-twins/hastToMarkdown';
import {twinParts} from '../../src/plugins/markdown-twins/htmlToMarkdown';
import {pageKind} from '../../src/plugins/search-index/extract';

// The Markdown twins are written by a writer of their own (hastToMarkdown)
// rather than hast-util-to-mdast and mdast-util-to-markdown, which took half
// of the post-build pass. On every page of the build, it must write what the
// libraries would.
const BUILD = resolve(__dirname, '../../build');

test('every Markdown twin body is what hast-util-to-mdast and mdast-util-to-markdown would write', () => {
  const pages = (readdirSync(BUILD, {recursive: true}) as string[])
    .filter((file) => file.endsWith('index.html'))
    .map((file) => ({url: `https://www.remotion.dev/${file.replace(/index\.html$/, '')}`, tree: parseBuiltPage(withoutCodeTokens(readFileSync(join(BUILD, file), 'utf8')))}))
    .filter(({tree}) => ['docs', 'blog', 'success-stories'].includes(pageKind(tree) ?? ''));
  expect(pages.length).toBeGreaterThan(250);
  for (const {url, tree} of pages) {
    const {body} = twinParts(tree, url);
    expect(hastToMarkdown(body), url).toBe(libraryMarkdown(structuredClone(body)));
  }
});
