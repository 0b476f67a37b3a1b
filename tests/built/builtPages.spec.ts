import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {parseBuiltPage, withoutCodeTokens} from '../../src/plugins/built-pages/readBuiltPage';
import {markdownTwin} from '../../src/plugins/markdown-twins/htmlToMarkdown';
import {extractPage, pageKind} from '../../src/plugins/search-index/extract';

// The post-build steps parse each built page without its code blocks' token
// markup (withoutCodeTokens); what they make of a page must not change.
const BUILD = resolve(__dirname, '../../build');

/** The search records and the Markdown twin of a page's HTML, as the post-build steps make them. */
function readPage(html: string, pageUrl: string) {
  const tree = parseBuiltPage(html);
  const search = extractPage(tree, pageUrl);
  const kind = pageKind(tree);
  const twin = kind === 'docs' || kind === 'blog' || kind === 'success-stories' ? markdownTwin(tree, pageUrl).markdown : null;
  return {search, twin};
}

test('every built page gives the same search records and Markdown twin without its code tokens', () => {
  const pages = (readdirSync(BUILD, {recursive: true}) as string[])
    .filter((file) => file.endsWith('index.html'))
    .map((file) => ({url: `https://www.remotion.dev/${file.replace(/index\.html$/, '')}`, html: readFileSync(join(BUILD, file), 'utf8')}))
    .filter(({html}) => html.includes('class="token '));
  expect(pages.length).toBeGreaterThan(100);
  for (const {url, html} of pages) {
    const stripped = withoutCodeTokens(html);
    expect(stripped.length, url).toBeLessThan(html.length);
    expect(readPage(stripped, url), url).toEqual(readPage(html, url));
  }
});
