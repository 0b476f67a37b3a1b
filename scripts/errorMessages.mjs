// The error and warning messages of the installed Remotion 3.2 packages, read
// from their dist/ code, and where the docs quote them. Used by
// `npm run check:errors`, `npm run bench:search` and the relevance suite.
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import ts from 'typescript';
import {contentFiles} from './markdownBlocks.mjs';

// The project's root: npm scripts and Playwright run from it. (Not
// import.meta: Playwright compiles this module for the tests that import it.)
const ROOT = process.cwd();

/** The packages a Remotion 3.2 user installs, whose messages the docs explain. */
export const ERROR_PACKAGES = [
  'remotion',
  '@remotion/renderer',
  '@remotion/bundler',
  '@remotion/cli',
  '@remotion/lambda',
  '@remotion/player',
  '@remotion/lottie',
  '@remotion/gif',
  '@remotion/media-utils',
  '@remotion/three',
  '@remotion/preload',
  '@remotion/paths',
  '@remotion/noise',
  '@remotion/motion-blur',
];

/** A message counts when the text before its first variable part has this many words. */
export const MIN_WORDS = 5;

/** `new Error(…)`, `new TypeError(…)`, `console.warn(…)`, `console.error(…)`. */
const ERROR_CONSTRUCTOR = /^(?:\w*Error)$/;
const CONSOLE_CALL = /^console\.(warn|error)$/;

function* jsFiles(dir) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* jsFiles(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

/** The message as literal text and variable parts: [{text}, {hole: 'source of the expression'}, …]. */
function messageParts(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{text: node.text}];
  if (ts.isTemplateExpression(node)) {
    return [{text: node.head.text}, ...node.templateSpans.flatMap((span) => [{hole: span.expression.getText()}, {text: span.literal.text}])];
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return [...messageParts(node.left), ...messageParts(node.right)];
  }
  if (ts.isParenthesizedExpression(node)) return messageParts(node.expression);
  return [{hole: node.getText()}];
}

/** Quotes, backticks, Markdown escapes and whitespace do not make two texts different. */
export function normaliseText(text) {
  return text
    .replace(/\\([\\`*_{}[\]()<>#+\-.!|])/g, '$1')
    .replace(/[`]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const wordCount = (text) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * @typedef {{text?: string, hole?: string}} MessagePart
 * @typedef {{
 *   id: string, start: string, parts: MessagePart[], kind: 'throw' | 'warn' | 'error',
 *   packages: string[], files: string[],
 * }} PackageMessage
 */

/**
 * Every distinct message of the packages whose literal start has MIN_WORDS
 * words or more. `id` is the message with `<…>` for its variable parts;
 * `start` is its normalised text before the first variable part.
 * @returns {PackageMessage[]}
 */
export function packageMessages(root = ROOT) {
  const byId = new Map();
  for (const pkg of ERROR_PACKAGES) {
    const dist = join(root, 'node_modules', pkg, 'dist');
    for (const file of jsFiles(dist)) {
      const source = readFileSync(file, 'utf8');
      const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
      const visit = (node) => {
        if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.arguments?.length) {
          const callee = node.expression.getText(sourceFile);
          const kind = ERROR_CONSTRUCTOR.test(callee) ? 'throw' : CONSOLE_CALL.exec(callee)?.[1];
          if (kind) {
            const parts = messageParts(node.arguments[0]);
            const start = normaliseText(parts[0].text ?? '');
            if (wordCount(start) >= MIN_WORDS) {
              const id = normaliseText(parts.map((part) => part.text ?? '<…>').join(''));
              const message = byId.get(id) ?? {id, start, parts, kind, packages: [], files: []};
              if (!message.packages.includes(pkg)) message.packages.push(pkg);
              message.files.push(relative(join(root, 'node_modules'), file));
              byId.set(id, message);
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(sourceFile);
    }
  }
  return [...byId.values()];
}

/**
 * Code samples are left out: a sample that throws an error of its own
 * wording (`throw new Error('No composition with the ID …')`) is not where
 * a reader learns what the package's message means. Blocks of terminal
 * output (`text`, `bash`, `console`) are quotes like any other.
 */
const CODE_SAMPLE = /^[ \t>]*(`{3,}|~{3,})[ \t]*(?:js|jsx|ts|tsx|javascript|typescript)\b[^\n]*\n[\s\S]*?^[ \t>]*\1[ \t]*$/gm;

/** The docs pages without their code samples, normalised, keyed by their path under docs/. */
export function docsTexts(root = ROOT) {
  const docsDir = join(root, 'docs');
  return new Map(
    [...contentFiles(docsDir)].map((file) => [relative(docsDir, file), normaliseText(readFileSync(file, 'utf8').replace(CODE_SAMPLE, ' '))]),
  );
}

/** Past this many characters a page may cut a long message short (with "…"). */
const QUOTED_LENGTH = 300;
/** The most a placeholder (`<compositionId>`) or an example value (a temporary path) may take in place of a variable part. */
const PLACEHOLDER_LENGTH = 120;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The message as the docs may quote it: its literal text in order, with
 * room for a placeholder where a variable part stands, as far as
 * QUOTED_LENGTH; or cut short after any part with an ellipsis. (The
 * literal start alone would not tell apart messages that share it:
 * `Failed to render GIF with source <src>: …` ends in three ways.)
 */
function quotePattern(message) {
  const gap = `[\\s\\S]{0,${PLACEHOLDER_LENGTH}}?`;
  let pattern = escapeRegExp(message.start);
  const cutShort = [];
  let length = message.start.length;
  for (const part of message.parts.slice(1)) {
    if (length >= QUOTED_LENGTH) break;
    const text = normaliseText(part.text ?? '');
    if (!text) {
      length += 1;
      continue;
    }
    cutShort.push(`${pattern}${gap}(?:…|\\.\\.\\.)`);
    pattern += `${gap}${escapeRegExp(text.slice(0, Math.max(1, QUOTED_LENGTH - length)))}`;
    length += text.length;
  }
  return new RegExp([pattern, ...cutShort].join('|'));
}

/** The docs pages that quote the message. */
export function quotingPages(message, texts) {
  const pattern = quotePattern(message);
  return [...texts].filter(([, text]) => text.includes(message.start) && pattern.test(text)).map(([page]) => page);
}

/**
 * The URL of each docs page by its path under docs/, from the metadata the
 * last build left in .docusaurus (ids, slugs and number prefixes resolved
 * as Docusaurus resolves them).
 */
export function docsPermalinks(root = ROOT) {
  const dir = join(root, '.docusaurus', 'docusaurus-plugin-content-docs', 'default');
  const permalinks = new Map();
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('site-docs-') || !name.endsWith('.json')) continue;
    const {source, permalink} = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    permalinks.set(source.replace(/^@site\/docs\//, ''), permalink);
  }
  return permalinks;
}

export const ALLOWLIST_FILE = join(ROOT, 'scripts', 'errors-allowlist.json');

/** @returns {{message: string, reason: string}[]} the messages no user can trigger, each with why */
export const readAllowlist = () => JSON.parse(readFileSync(ALLOWLIST_FILE, 'utf8'));

/**
 * Each message with its status: documented (quoted on a docs page),
 * allowlisted, or missing; and the counts per package (a message shared by
 * packages counts in each).
 */
export function errorCoverage(allowlist = readAllowlist(), root = ROOT) {
  const reasons = new Map(allowlist.map(({message, reason}) => [message, reason]));
  const texts = docsTexts(root);
  const perPackage = new Map(ERROR_PACKAGES.map((pkg) => [pkg, {documented: 0, allowlisted: 0, missing: 0}]));
  const statuses = packageMessages(root).map((message) => {
    const pages = quotingPages(message, texts);
    const status = pages.length > 0 ? 'documented' : reasons.has(message.id) ? 'allowlisted' : 'missing';
    for (const pkg of message.packages) perPackage.get(pkg)[status] += 1;
    return {message, pages, status, allowlisted: reasons.has(message.id)};
  });
  const count = (status) => statuses.filter((entry) => entry.status === status).length;
  return {
    statuses,
    perPackage,
    total: statuses.length,
    documented: count('documented'),
    allowlisted: count('allowlisted'),
    missing: count('missing'),
  };
}

/** What DocSearch's modal keeps of a pasted query (its input's maxLength). */
export const MODAL_QUERY_LENGTH = 64;

/** Realistic values for a message's variable parts, chosen by what the code puts there. */
const SAMPLE_VALUES = [
  [/version/i, '3.2.31'],
  [/url|src|href|endpoint|serveurl/i, 'https://example.com/media/clip.mp4'],
  [/path|dir|file|folder|location|entry|output|cwd/i, '/home/dev/my-video/out/video.mp4'],
  [/codec/i, 'h264'],
  [/region/i, 'eu-central-1'],
  [/bucket/i, 'remotionlambda-abc123'],
  [/typeof/i, 'string'],
  [/json\.stringify|props/i, '{"title":"Hello"}'],
  [/frame|fps|width|height|duration|rate|count|number|size|index|length|quality|crf|scale|timeout|concurrency|memory|volume|time|port|level|loop|seconds|ms\b/i, '42'],
  [/id\b|name|composition|comp/i, 'my-video'],
];

/** The message as a user pastes it: its variable parts filled in, cut where the modal cuts it. */
export function pastedQuery(message) {
  const text = message.parts
    .map((part) => part.text ?? SAMPLE_VALUES.find(([pattern]) => pattern.test(part.hole))?.[1] ?? 'abc123')
    .join('');
  return normaliseText(text.replace(/\u001b\[[0-9;]*m/g, '')).slice(0, MODAL_QUERY_LENGTH);
}
