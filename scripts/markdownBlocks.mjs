// Reading the site's Markdown: its files, and the fenced code blocks in them.
// Shared by check-snippets.mjs and the unit tests.
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/;

export function* contentFiles(dir) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* contentFiles(path);
    else if (/\.mdx?$/.test(entry.name)) yield path;
  }
}

/** Every fenced block of a Markdown file, with the line its code starts on. */
export function extractBlocks(source) {
  const lines = source.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, language, meta] = open;
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = lines[j].trim();
      if (close.startsWith(fence) && close.slice(fence.length).trim() === '') break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    }
    blocks.push({language: language.toLowerCase(), meta, code: body.join('\n'), startLine: i + 2});
    i = j;
  }
  return blocks;
}
