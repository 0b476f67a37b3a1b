import {readFileSync} from 'node:fs';
import {load} from 'cheerio';
import type {CompactPage, CompactSection} from '../../search/records';

/**
 * A record of one page before the page has its place in the index: its
 * level, its section among the page's own (-1 for none) and its content.
 */
export type ExtractedRecord = [number, number, string | null];

export type ExtractedPage = {page: CompactPage; sections: CompactSection[]; records: ExtractedRecord[]; links: string[]};

export type PageKind = 'docs' | 'blog' | 'success-stories' | 'page';

export const DOCS_TAG = 'docs-default-current';
export const DEFAULT_TAG = 'default';

/**
 * Paragraphs of one section are joined into records of about this length:
 * fewer, fuller records build the browser's index faster and show one hit
 * per passage instead of one per sentence.
 */
const CONTENT_CHUNK_LENGTH = 700;
const CONTENT_SELECTOR = 'p, li, td, th, blockquote';
const HEADING_SELECTOR = 'h2, h3, h4, h5, h6';

/** Tells which part of the site a built page belongs to, from its <html> classes. */
export function pageKind(htmlClass: string): PageKind | null {
  const classes = new Set(htmlClass.split(/\s+/));
  if (classes.has('docs-doc-page')) return 'docs';
  if (classes.has('blog-post-page')) {
    return classes.has('plugin-id-success-stories') ? 'success-stories' : 'blog';
  }
  if (classes.has('plugin-pages')) return 'page';
  return null;
}

const normalizeText = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Only the lead of each paragraph, list item or table cell is indexed: it
 * names the topic, and the whole text would make the index the browser
 * downloads a third larger than its budget.
 */
const PARAGRAPH_LEAD_LENGTH = 120;

function leadOf(text: string): string {
  if (text.length <= PARAGRAPH_LEAD_LENGTH) return text;
  const cut = text.lastIndexOf(' ', PARAGRAPH_LEAD_LENGTH);
  return text.slice(0, cut > 0 ? cut : PARAGRAPH_LEAD_LENGTH);
}

/**
 * Turns one built HTML page into a compact page entry and its records: one
 * record for the title, one per heading, one per paragraph-like element, each
 * pointing at the anchor of the heading it sits under (the ids the page
 * really has).
 */
export function extractPage(html: string, pageUrl: string): ExtractedPage | null {
  const $ = load(html);
  const kind = pageKind($('html').attr('class') ?? '');
  if (!kind) return null;

  const root = kind === 'page' ? $('#__docusaurus_skipToContent_fallback') : $('article').first();
  root.find('pre, .hash-link, nav, .theme-doc-footer, .theme-doc-toc-mobile, .sr-only, [data-search-exclude]').remove();
  const title = normalizeText(root.find('h1').first().text() || $('title').text().replace(/ \| Remotion$/, ''));
  const lvl0 =
    kind === 'docs'
      ? normalizeText($('.theme-doc-sidebar-menu .menu__link--sublist.menu__link--active').last().text()) || 'Documentation'
      : kind === 'blog'
        ? 'Blog'
        : kind === 'success-stories'
          ? 'Success stories'
          : 'Pages';
  const tag = kind === 'docs' ? DOCS_TAG : DEFAULT_TAG;
  // The page rank is filled in once every page's links are known.
  const page: CompactPage = [pageUrl, lvl0, title, tag, 0];
  const links = root
    .find('a[href^="/"]')
    .map((_, link) => new URL($(link).attr('href')!, pageUrl).pathname.replace(/\/$/, '') || '/')
    .get();

  // The page's description is its title record's text, as it says in one
  // sentence what the page is for, in the words a question would use.
  const description = normalizeText($('meta[name="description"]').attr('content') ?? '');
  const records: ExtractedRecord[] = [[1, -1, description || null]];
  const sections: CompactSection[] = [];
  // headings[0] is the current h2, headings[1] the current h3, and so on.
  let headings: string[] = [];
  let section = -1;
  let pending = '';
  const flush = () => {
    if (pending) records.push([0, section, pending]);
    pending = '';
  };
  root.find(`${HEADING_SELECTOR}, ${CONTENT_SELECTOR}`).each((_, element) => {
    const node = $(element);
    const tagName = element.tagName.toLowerCase();
    if (/^h[2-6]$/.test(tagName)) {
      const level = Number(tagName[1]);
      const text = normalizeText(node.text());
      const id = node.attr('id');
      if (!text || !id) return;
      flush();
      headings = [...headings.slice(0, level - 2), text];
      sections.push([id, headings]);
      section = sections.length - 1;
      records.push([level, section, null]);
      return;
    }
    // A list item or cell that holds paragraphs is indexed through them.
    if (node.find(CONTENT_SELECTOR).length > 0) return;
    const text = leadOf(normalizeText(node.text()));
    if (text.length < 3) return;
    if (pending && pending.length + text.length > CONTENT_CHUNK_LENGTH) flush();
    pending = pending ? `${pending} ${text}` : text;
  });
  flush();
  return {page, sections, records, links};
}

/** extractPage() for a file of the build, as a worker thread runs it. */
export function extractBuiltPage({file, pageUrl}: {file: string; pageUrl: string}): ExtractedPage | null {
  return extractPage(readFileSync(file, 'utf8'), pageUrl);
}
