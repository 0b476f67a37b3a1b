// The error and warning messages of the installed Remotion 3.2 packages, read
// from their dist/ code, and where the docs quote them. Used by
// `npm run check:errors`, `npm run bench:search` and the relevance suite.
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import ts from 'typescript';
import {contentFiles, extractBlocks} from './markdownBlocks.mjs';

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

/** A message counts when its literal parts, wherever they stand, add up to this many words. */
export const MIN_WORDS = 5;

/** `new Error(…)`, `new TypeError(…)`, `console.warn(…)`, `console.error(…)`. */
const ERROR_CONSTRUCTOR = /^(?:\w*Error)$/;
const CONSOLE_CALL = /^console\.(warn|error)$/;

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
/** The words of a message's literal parts, each part counted on its own (a variable part ends a word). */
const literalWords = (parts) => parts.reduce((sum, part) => sum + wordCount(normaliseText(part.text ?? '')), 0);

/**
 * @typedef {{text?: string, hole?: string}} MessagePart
 * @typedef {{
 *   id: string, start: string, parts: MessagePart[], kind: 'throw' | 'warn' | 'error',
 *   packages: string[], files: string[],
 * }} PackageMessage
 */

/**
 * Every distinct message of the packages whose literal parts hold MIN_WORDS
 * words or more. `id` is the message with `<…>` for its variable parts;
 * `start` is its normalised text before the first variable part (empty
 * when a variable part comes first).
 * @returns {PackageMessage[]}
 */
export function packageMessages(root = ROOT) {
  const byId = new Map();
  for (const pkg of ERROR_PACKAGES) {
    const dist = join(root, 'node_modules', pkg, 'dist');
    for (const file of contentFiles(dist, /\.js$/)) {
      const source = readFileSync(file, 'utf8');
      const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
      const visit = (node) => {
        if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.arguments?.length) {
          const callee = node.expression.getText(sourceFile);
          const kind = ERROR_CONSTRUCTOR.test(callee) ? 'throw' : CONSOLE_CALL.exec(callee)?.[1];
          if (kind) {
            const parts = messageParts(node.arguments[0]);
            if (literalWords(parts) >= MIN_WORDS) {
              const start = normaliseText(parts[0].text ?? '');
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
const CODE_SAMPLE_LANGUAGES = new Set(['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript']);

/** The source with each code sample replaced by a space, the last first so that the earlier offsets still hold. */
function withoutCodeSamples(source) {
  const samples = extractBlocks(source).filter(({language}) => CODE_SAMPLE_LANGUAGES.has(language));
  return samples.reduceRight((text, {start, end}) => `${text.slice(0, start)} ${text.slice(end)}`, source);
}

/** The docs pages without their code samples, normalised, keyed by their path under docs/. */
export function docsTexts(root = ROOT) {
  const docsDir = join(root, 'docs');
  return new Map([...contentFiles(docsDir)].map((file) => [relative(docsDir, file), normaliseText(withoutCodeSamples(readFileSync(file, 'utf8')))]));
}

/** Past this many characters a page may cut a long message short (with "…"). */
const QUOTED_LENGTH = 300;
/** The most a placeholder (`<compositionId>`) or an example value (a temporary path) may take in place of a variable part. */
const PLACEHOLDER_LENGTH = 120;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The message as the docs may quote it: its literal text in order, with
 * room for a placeholder where a variable part stands, as far as
 * QUOTED_LENGTH; or cut short with an ellipsis after any part once the
 * quote holds MIN_WORDS literal words. (The literal start alone would not
 * tell apart messages that share it: `Failed to render GIF with source
 * <src>: …` ends in three ways; and a message may start with a variable
 * part.)
 */
function quotePattern(message) {
  // A placeholder never runs on into a second quote of the same message (a page that quotes
  // three messages sharing a start quotes each on its own).
  const lead = message.parts.map((part) => normaliseText(part.text ?? '')).find((text) => wordCount(text) > 0);
  const gap = `(?:(?!${escapeRegExp(lead)})[\\s\\S]){0,${PLACEHOLDER_LENGTH}}?`;
  let pattern = escapeRegExp(message.start);
  const cutShort = [];
  let length = message.start.length;
  let words = wordCount(message.start);
  for (const part of message.parts.slice(1)) {
    if (length >= QUOTED_LENGTH) break;
    const text = normaliseText(part.text ?? '');
    if (!text) {
      length += 1;
      continue;
    }
    if (words >= MIN_WORDS) cutShort.push(`${pattern}${gap}(?:…|\\.\\.\\.)`);
    pattern += `${gap}${escapeRegExp(text.slice(0, Math.max(1, QUOTED_LENGTH - length)))}`;
    length += text.length;
    words += wordCount(text);
  }
  return new RegExp([pattern, ...cutShort].join('|'));
}

/** The docs pages that quote the message. */
export function quotingPages(message, texts) {
  const pattern = quotePattern(message);
  return [...texts].filter(([, text]) => text.includes(message.start) && pattern.test(text)).map(([page]) => page);
}

/**
 * The pages that quote each message, a quote counting for the longest
 * message it reads as. A message's pattern can match a quote of a longer
 * one: `<setting> must be an integer, but is <value>` matches
 * `CloudWatch retention period must be an integer, but is NaN`, and
 * `inputRange (<…>) and outputRange (<…>) must have the same length` a
 * quote that has `values provided` after each number. A page quotes the
 * shorter message only if it still does once the quotes of the longer ones
 * are taken out of its text.
 * @param {PackageMessage[]} messages
 * @param {Map<string, string>} texts docsTexts()
 * @returns {Map<PackageMessage, string[]>}
 */
export function homesOf(messages, texts) {
  const pages = new Map(messages.map((message) => [message, quotingPages(message, texts)]));
  const patterns = new Map(messages.map((message) => [message, quotePattern(message)]));
  const words = new Map(messages.map((message) => [message, literalWords(message.parts)]));
  // Longer: more literal words, or as many and more literal characters (`"<name>" must be …` beside `<name> must be …`).
  const literalLength = new Map(messages.map((message) => [message, message.id.replaceAll('<…>', '').length]));
  const isLonger = (other, message) =>
    words.get(other) > words.get(message) || (words.get(other) === words.get(message) && literalLength.get(other) > literalLength.get(message));
  const readsAs = (message, longer) => isLonger(longer, message) && patterns.get(message).test(longer.id);
  return new Map(
    messages.map((message) => {
      const longer = messages.filter((other) => other !== message && readsAs(message, other));
      const ownQuote = (page) => {
        const rest = longer
          .filter((other) => pages.get(other).includes(page))
          .reduce((text, other) => text.replace(new RegExp(patterns.get(other).source, 'g'), ' '), texts.get(page));
        return patterns.get(message).test(rest);
      };
      return [message, pages.get(message).filter(ownQuote)];
    }),
  );
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
  const messages = packageMessages(root);
  const homes = homesOf(messages, texts);
  const statuses = messages.map((message) => {
    const pages = homes.get(message);
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
