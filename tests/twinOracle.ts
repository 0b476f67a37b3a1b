import type {Element, Root} from 'hast';
import {toMdast, type Handle} from 'hast-util-to-mdast';
import type {Code} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

// The reference for the Markdown twin writer (src/plugins/markdown-twins/hastToMarkdown.ts):
// the general libraries it replaces for speed, configured as the twins were
// written with them. The writer must give the same text on every tree.

const twinCode: Handle = (state, node: Element) => {
  const code: Code = {
    type: 'code',
    lang: (node.properties.dataLanguage as string) || null,
    meta: node.properties.dataTitle ? `title="${node.properties.dataTitle as string}"` : null,
    value: node.properties.dataValue as string,
  };
  state.patch(node, code);
  return code;
};

/** A simplified twin body as Markdown, through hast-util-to-mdast and mdast-util-to-markdown with GFM. */
export function libraryMarkdown(tree: Root): string {
  return toMarkdown(toMdast(tree, {handlers: {'twin-code': twinCode}}), {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  }).trim();
}

/** Plain text as a Markdown paragraph that shows it as it is, through mdast-util-to-markdown. */
export const libraryMarkdownText = (value: string): string =>
  toMarkdown({type: 'paragraph', children: [{type: 'text', value}]}).trim();
