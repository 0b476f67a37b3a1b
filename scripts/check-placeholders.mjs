// Fails if any page of the built site (`--dir`, build/ by default) shows
// placeholder text (PLACEHOLDERS). It reads the built HTML rather than the
// sources so that it sees exactly what readers see, including text that comes
// from components, data files and themes. Code blocks count: a `// TODO` in a
// sample is still an unfinished page to the reader.
import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {load} from 'cheerio';

const ROOT = resolve(import.meta.dirname, '..');
const CONTEXT_CHARS = 40;

const PLACEHOLDERS = [
  /lorem ipsum/i,
  // Uppercase only, so that "Today", "todos" or "Tbd" in prose never match.
  /\b(?:TODO|TBD|FIXME|XXX)\b/,
  /coming soon/i,
  /placeholder text/i,
  /under construction/i,
].map((pattern) => new RegExp(pattern.source, `${pattern.flags}g`));

const {values} = parseArgs({options: {dir: {type: 'string'}}});
const dir = values.dir ? resolve(values.dir) : join(ROOT, 'build');

function* textNodes(node) {
  for (const child of node.children ?? []) {
    if (child.type === 'text') yield child.data;
    else yield* textNodes(child);
  }
}

/** The body text a reader can see, with whitespace collapsed. */
function visibleText(html) {
  // Parsed as if scripting were off, <noscript> holds elements rather than one
  // raw string, so its text counts and its <style> is removed with the rest.
  const $ = load(html, {scriptingEnabled: false});
  $('script, style, template').remove();
  // Separate the text nodes: adjacent blocks such as list items or table cells
  // would otherwise run together and hide a whole word like "TODO".
  return [...textNodes($('body')[0])].join(' ').replace(/\s+/g, ' ');
}

function findPlaceholders(text) {
  return PLACEHOLDERS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      match: match[0],
      context: text.slice(Math.max(0, match.index - CONTEXT_CHARS), match.index + match[0].length + CONTEXT_CHARS).trim(),
    })),
  );
}

let htmlFiles;
try {
  htmlFiles = readdirSync(dir, {recursive: true}).filter((file) => file.endsWith('.html')).sort();
} catch (error) {
  console.error(`check:placeholders: cannot read ${dir}: ${error.message}`);
  process.exit(1);
}
// A missing or empty build would otherwise pass without checking anything.
if (htmlFiles.length === 0) {
  console.error(`check:placeholders: no HTML files under ${dir}; build the site first`);
  process.exit(1);
}

let pagesWithPlaceholders = 0;
for (const file of htmlFiles) {
  const findings = findPlaceholders(visibleText(readFileSync(join(dir, file), 'utf8')));
  if (findings.length === 0) continue;
  pagesWithPlaceholders += 1;
  console.log(file);
  for (const {match, context} of findings) console.log(`  "${match}": …${context}…`);
}

console.log(`check:placeholders: ${htmlFiles.length} pages, ${pagesWithPlaceholders} with placeholder text`);
process.exit(pagesWithPlaceholders === 0 ? 0 : 1);
