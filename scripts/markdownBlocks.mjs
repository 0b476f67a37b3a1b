// Reading the site's Markdown: its files, and the fenced code blocks in them.
// Shared by check-snippets.mjs, check-errors.mjs and the unit tests.
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {frontmatter} from 'micromark-extension-frontmatter';
import {mdxjs} from 'micromark-extension-mdxjs';
import {visit} from 'unist-util-visit';

/** The files under `dir` whose names match `pattern` (the site's Markdown by default), depth first. */
export function* contentFiles(dir, pattern = /\.mdx?$/) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* contentFiles(path, pattern);
    else if (pattern.test(entry.name)) yield path;
  }
}

/** A docs file's tree as Docusaurus reads it: front matter, then MDX (every file is MDX, `.md` too). */
const markdownTree = (source) =>
  fromMarkdown(source, {extensions: [frontmatter(), mdxjs()], mdastExtensions: [frontmatterFromMarkdown(), mdxFromMarkdown()]});

/**
 * Every fenced block of a Markdown file, with the line its code starts on
 * and its offsets in the source.
 */
export function extractBlocks(source) {
  const blocks = [];
  visit(markdownTree(source), 'code', (node) => {
    blocks.push({
      language: (node.lang ?? '').toLowerCase(),
      meta: node.meta ?? '',
      code: node.value,
      startLine: node.position.start.line + 1,
      start: node.position.start.offset,
      end: node.position.end.offset,
    });
  });
  return blocks;
}
