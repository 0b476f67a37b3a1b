import type {Element, ElementContent, Root} from 'hast';
import type {CompactPage, CompactSection} from '../../search/records';
import {classesOf, descendants, firstDescendant, hasClass, isTag, metaDescription, withClass, type ParentNode} from '../built-pages/hastWalk';

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

/** Tells which part of the site a parsed built page belongs to, from its <html> classes. */
export function pageKind(tree: Root): PageKind | null {
  const html = tree.children.find((child): child is Element => child.type === 'element' && child.tagName === 'html');
  const classes = new Set(html ? classesOf(html) : []);
  if (classes.has('docs-doc-page')) return 'docs';
  if (classes.has('blog-post-page')) {
    return classes.has('plugin-id-success-stories') ? 'success-stories' : 'blog';
  }
  if (classes.has('plugin-pages')) return 'page';
  return null;
}

const EXCLUDED_CLASSES = new Set(['hash-link', 'theme-doc-footer', 'theme-doc-toc-mobile', 'sr-only']);

/**
 * Plain-text blocks (```txt) hold what a terminal or a browser printed: the
 * error messages readers paste into the search. They are indexed, a line
 * as a paragraph; code samples are not.
 */
const isPrintedOutput = (element: Element) => element.tagName === 'pre' && hasClass(element, 'language-txt');

/** Parts of a page that are not its content: code samples, anchors, navigation, the footer, screen-reader text. */
function isExcluded(element: Element): boolean {
  if ((element.tagName === 'pre' && !isPrintedOutput(element)) || element.tagName === 'nav') return true;
  if (element.properties.dataSearchExclude !== undefined) return true;
  return classesOf(element).some((name) => EXCLUDED_CLASSES.has(name));
}

/** A copy of an element without its excluded descendants; the page's tree stays as it is for the Markdown twin. */
function withoutExcluded(element: Element): Element {
  const children = element.children.flatMap((child): ElementContent[] =>
    child.type !== 'element' ? [child] : isExcluded(child) ? [] : [withoutExcluded(child)],
  );
  return {...element, children};
}

/** All the text under a node, as the DOM's textContent has it. */
function textOf(node: ParentNode): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('');
}

const hasTag = (names: ReadonlySet<string>) => (element: Element) => names.has(element.tagName);
const HEADING_TAGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const CONTENT_TAGS = new Set(['p', 'li', 'td', 'th', 'blockquote']);
const isHeading = hasTag(HEADING_TAGS);
/** A line of a plain-text block: the only code lines left once code samples are excluded. */
const isContent = (element: Element) => CONTENT_TAGS.has(element.tagName) || hasClass(element, 'token-line');
const isHeadingOrContent = (element: Element) => isHeading(element) || isContent(element);

/** Inline code of this many words or more is a quoted message (`Caching flag must be a boolean.`), not a name. */
const QUOTED_MESSAGE_WORDS = 5;

/**
 * The lead of a paragraph, plus the messages it quotes in inline code past
 * the lead, whole: a reader pastes a message, and the page that explains
 * it must be found wherever in the paragraph the message stands.
 */
function withQuotedMessages(element: Element, lead: string): string {
  const quoted = descendants(element, isTag('code'))
    .map((code) => normalizeText(textOf(code)))
    .filter((code) => code.split(' ').length >= QUOTED_MESSAGE_WORDS && !lead.includes(code.slice(0, 40)));
  return [lead, ...quoted].join(' ');
}

/**
 * Turns one built page, parsed, into a compact page entry and its records:
 * one record for the title, one per heading, one per paragraph-like element,
 * each pointing at the anchor of the heading it sits under (the ids the page
 * really has). The tree is left unchanged.
 */
export function extractPage(tree: Root, pageUrl: string): ExtractedPage | null {
  const kind = pageKind(tree);
  if (!kind) return null;

  const rootElement =
    kind === 'page'
      ? firstDescendant(tree, (element) => element.properties.id === '__docusaurus_skipToContent_fallback')
      : firstDescendant(tree, isTag('article'));
  const root: ParentNode = rootElement ? withoutExcluded(rootElement) : {type: 'root', children: []};
  const firstH1 = firstDescendant(root, isTag('h1'));
  const documentTitle = descendants(tree, isTag('title')).map(textOf).join('');
  const title = normalizeText(firstH1 ? textOf(firstH1) : '') || normalizeText(documentTitle.replace(/ \| Remotion$/, ''));
  const activeCategories = descendants(tree, withClass('theme-doc-sidebar-menu')).flatMap((menu) =>
    descendants(menu, (element) => ['menu__link--sublist', 'menu__link--active'].every((name) => hasClass(element, name))),
  );
  const lvl0 =
    kind === 'docs'
      ? normalizeText(activeCategories.length ? textOf(activeCategories[activeCategories.length - 1]!) : '') || 'Documentation'
      : kind === 'blog'
        ? 'Blog'
        : kind === 'success-stories'
          ? 'Success stories'
          : 'Pages';
  const tag = kind === 'docs' ? DOCS_TAG : DEFAULT_TAG;
  // The page rank is filled in once every page's links are known.
  const page: CompactPage = [pageUrl, lvl0, title, tag, 0];
  const links = descendants(root, (element) => element.tagName === 'a' && String(element.properties.href ?? '').startsWith('/')).map(
    (link) => new URL(String(link.properties.href), pageUrl).pathname.replace(/\/$/, '') || '/',
  );

  // The page's description is its title record's text, as it says in one
  // sentence what the page is for, in the words a question would use.
  const description = normalizeText(metaDescription(tree));
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
  for (const element of descendants(root, isHeadingOrContent)) {
    if (isHeading(element)) {
      const level = Number(element.tagName[1]);
      const text = normalizeText(textOf(element));
      const id = element.properties.id;
      if (!text || typeof id !== 'string' || !id) continue;
      flush();
      headings = [...headings.slice(0, level - 2), text];
      sections.push([id, headings]);
      section = sections.length - 1;
      records.push([level, section, null]);
      continue;
    }
    // A list item or cell that holds paragraphs is indexed through them.
    if (firstDescendant(element, isContent)) continue;
    const text = withQuotedMessages(element, leadOf(normalizeText(textOf(element))));
    if (text.length < 3) continue;
    if (pending && pending.length + text.length > CONTENT_CHUNK_LENGTH) flush();
    pending = pending ? `${pending} ${text}` : text;
  }
  flush();
  return {page, sections, records, links};
}
