import {readFileSync, writeFileSync} from 'node:fs';
import type {Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse} from 'parse5';
import {markdownTwin} from '../markdown-twins/htmlToMarkdown';
import {extractPage, pageKind, type ExtractedPage, type PageKind} from '../search-index/extract';

const KINDS_WITH_TWINS: ReadonlySet<PageKind | null> = new Set(['docs', 'blog', 'success-stories']);

/** What the post-build steps take from one built page. */
export type BuiltPage = {
  /** The page's search records, or null for a page that search leaves out. */
  search: ExtractedPage | null;
  /** The Markdown twin written beside a docs page, blog post or success story. */
  twin: string | null;
};

export type BuiltPageFile = {htmlFile: string; pageUrl: string; twinFile: string};

/**
 * Parses a built page's HTML. parse5 and hast-util-from-parse5 directly
 * rather than hast-util-from-html, which records every node's source
 * position: nothing here reads positions, and leaving them out parses the
 * built pages about 15% faster.
 */
export function parseBuiltPage(html: string): Root {
  return fromParse5(parse(html, {scriptingEnabled: false})) as Root;
}

/**
 * A built page's HTML with the token markup of its code blocks taken out:
 * inside each <pre>, every <span> (a Prism token, a line number) gives way
 * to its text, and the lines (`token-line`) stay. Both post-build steps read
 * a code block only as text, line by line, and the spans were 38% of the
 * built HTML and 43% of its elements: without them, reading every built
 * page takes 0.76× the time (medians of 3 runs on all 327 pages, one
 * thread) for the same records and twins
 * (tests/built/builtPages.spec.ts holds them equal).
 */
export function withoutCodeTokens(html: string): string {
  return html.replace(/(<pre\b[^>]*>)([\s\S]*?)(<\/pre>)/g, (_, open: string, code: string, close: string) =>
    `${open}${code.replace(/<\/?span\b[^>]*>/g, '')}${close}`,
  );
}

/**
 * Reads and parses one built page once for both post-build steps, and
 * writes its Markdown twin when it has one. Runs in a worker thread.
 */
export function readBuiltPage({htmlFile, pageUrl, twinFile}: BuiltPageFile): BuiltPage {
  const tree = parseBuiltPage(withoutCodeTokens(readFileSync(htmlFile, 'utf8')));
  // The search records first: the twin rewrites parts of the tree.
  const search = extractPage(tree, pageUrl);
  if (!KINDS_WITH_TWINS.has(pageKind(tree))) return {search, twin: null};
  const {markdown} = markdownTwin(tree, pageUrl);
  writeFileSync(twinFile, markdown);
  return {search, twin: markdown};
}
