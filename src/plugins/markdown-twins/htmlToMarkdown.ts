import type {Element, ElementContent, Root, RootContent} from 'hast';
import {toMdast, type Handle} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import type {Code} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown, type Options} from 'mdast-util-to-markdown';
import {classesOf, descendants, firstDescendant, hasClass, isTag, metaDescription, withClass} from '../built-pages/hastWalk';

/**
 * Marks a component that only works in the browser (a live Player, an
 * estimator): the twin shows the attribute's one-line description and a
 * link to the page instead of whatever the component rendered.
 */
export const TWIN_DESCRIPTION_ATTRIBUTE = 'data-markdown-twin';
// The same attribute as hast names it among an element's properties.
const TWIN_DESCRIPTION_PROPERTY = 'dataMarkdownTwin';

export type MarkdownTwin = {title: string; description: string; markdown: string};

/**
 * Plain text written as Markdown that shows it as it is. A title such as
 * `<AbsoluteFill>` written raw reads as an HTML tag, which every Markdown
 * renderer hides; this escapes it (`\<AbsoluteFill>`) as the body text is.
 */
export const markdownText = (value: string): string => toMarkdown({type: 'paragraph', children: [{type: 'text', value}]}).trim();

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});
const classStartingWith = (node: Element, prefix: string) => classesOf(node).find((name) => name.startsWith(prefix));
const withRole = (role: string) => (node: Element) => node.properties.role === role;

/** The first element that matches inside an <article>, as the selector `article x` finds it. */
function firstInArticle(tree: Root, matches: (node: Element) => boolean): Element | null {
  for (const article of descendants(tree, isTag('article'))) {
    const found = firstDescendant(article, matches);
    if (found) return found;
  }
  return null;
}

// GFM for tables; `-` for bullets and rules, as hand-written Markdown mostly has them.
const MARKDOWN_OPTIONS: Options = {extensions: [gfmToMarkdown()], bullet: '-', rule: '-'};

/** A code block back as a fence: `twin-code` is the element codeBlock() leaves in the tree for it. */
const twinCode: Handle = (state, node: Element) => {
  const {dataLanguage, dataTitle, dataValue} = node.properties;
  const code: Code = {
    type: 'code',
    lang: dataLanguage ? String(dataLanguage) : null,
    meta: dataTitle ? `title="${String(dataTitle)}"` : null,
    value: String(dataValue),
  };
  state.patch(node, code);
  return code;
};

/** Markdown-shaped HTML (the output of simplify()) written as Markdown. */
export const bodyMarkdown = (body: Root): string => toMarkdown(toMdast(body, {handlers: {'twin-code': twinCode}}), MARKDOWN_OPTIONS).trim();

/** A rendered code block back as its language, title and source text. */
function codeBlock(container: Element): Element {
  const language = classStartingWith(container, 'language-')?.slice('language-'.length) ?? '';
  const title = container.children.find(
    (child): child is Element => child.type === 'element' && Boolean(classStartingWith(child, 'codeBlockTitle')),
  );
  // Each line ends with a <br>, read as a line break.
  const source = descendants(container, withClass('token-line'))
    .map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, ''))
    .join('\n');
  return element(
    'twin-code',
    {dataLanguage: language, dataTitle: title ? toText(title) : undefined, dataValue: source.replace(/\n+$/, '')},
    [],
  );
}

/** "tip" (shown upper-cased by CSS) or a custom title, as the reader sees it. */
function admonition(box: Element): Element {
  const [heading, content] = box.children.filter((child): child is Element => child.type === 'element');
  const label = toText(heading ?? box);
  const shown = label.charAt(0).toUpperCase() + label.slice(1);
  return element('blockquote', {}, [element('p', {}, [element('strong', {}, [text(shown)])]), ...(content?.children ?? [])]);
}

/**
 * Every tab's content in order, each under its label as a heading one level
 * below the section the tabs sit in.
 */
function tabs(container: Element, sectionLevel: number): ElementContent[] {
  const labels = descendants(container, withRole('tab')).map((tab) => toText(tab));
  const panels = descendants(container, withRole('tabpanel'));
  const headingTag = `h${Math.min(sectionLevel + 1, 6)}`;
  return panels.flatMap((panel, index) => [element(headingTag, {}, [text(labels[index] ?? `Tab ${index + 1}`)]), ...panel.children]);
}

/** Links and media sources resolved against the page, so that they work wherever the twin is read. */
function absolutize(node: Element, pageUrl: string) {
  for (const attribute of ['href', 'src']) {
    const value = node.properties[attribute];
    if (typeof value === 'string') node.properties[attribute] = new URL(value, pageUrl).href;
  }
}

/** Rewrites the rendered page body into plain Markdown-shaped HTML. */
function simplify(children: RootContent[] | ElementContent[], pageUrl: string, state: {level: number}): ElementContent[] {
  const result: ElementContent[] = [];
  for (const child of children) {
    // React's server renderer leaves `<!-- -->` between adjacent texts, which the libraries would write out as HTML.
    if (child.type === 'comment') continue;
    if (child.type !== 'element') {
      result.push(child as ElementContent);
      continue;
    }
    const description = child.properties[TWIN_DESCRIPTION_PROPERTY];
    if (typeof description === 'string') {
      result.push(element('p', {}, [text(`${description} Try it on `), element('a', {href: pageUrl}, [text('the page')]), text('.')]));
      continue;
    }
    if (['button', 'noscript'].includes(child.tagName) || hasClass(child, 'hash-link')) continue;
    if (/^h[1-6]$/.test(child.tagName)) state.level = Number(child.tagName[1]);
    if (hasClass(child, 'theme-code-block')) {
      result.push(codeBlock(child));
      continue;
    }
    if (hasClass(child, 'theme-admonition')) {
      const box = admonition(child);
      box.children = simplify(box.children, pageUrl, state);
      result.push(box);
      continue;
    }
    if (hasClass(child, 'tabs-container')) {
      result.push(...simplify(tabs(child, state.level), pageUrl, state));
      continue;
    }
    absolutize(child, pageUrl);
    child.children = simplify(child.children, pageUrl, state);
    result.push(child);
  }
  return result;
}

/**
 * The Markdown twin of a built docs page, blog post or success story: what
 * it says without the theme around it, its title, its description, and its
 * body rewritten into Markdown-shaped HTML, then written as Markdown.
 * Rewrites parts of the tree on its way.
 */
export function markdownTwin(tree: Root, pageUrl: string): MarkdownTwin {
  const article = firstInArticle(tree, withClass('markdown'));
  if (!article) throw new Error(`${pageUrl}: no article body found`);
  // A docs page's <h1> is in its Markdown body, a blog post's in the article's header.
  const heading = firstInArticle(tree, isTag('h1'));
  const title = heading ? toText(heading) : '';
  const description = metaDescription(tree);
  // The page's own title heading becomes the twin's first line.
  const content = article.children.filter((child) => !(child.type === 'element' && child.tagName === 'header'));
  const body: Root = {type: 'root', children: simplify(content, pageUrl, {level: 1})};
  return {
    title,
    description,
    markdown: [`# ${markdownText(title)}`, description && markdownText(description), bodyMarkdown(body)].filter(Boolean).join('\n\n') + '\n',
  };
}
