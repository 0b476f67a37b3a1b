/**
 * The generated category of the relevance suite: every message of the
 * Remotion 3.2 packages that a docs page quotes, as a user pastes it (its
 * variable parts filled in with realistic values, cut at the modal's 64
 * characters), expecting the page that quotes it (its home, as
 * check:errors finds it). Needs a build: the URL of each page comes from
 * the metadata the build leaves in .docusaurus.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {docsTexts, homesOf, normaliseText, packageMessages} from '../../scripts/errorMessages.mjs';
import type {RelevanceCase} from './relevance.cases';

/**
 * The URL of each docs page by its path under docs/, from the metadata the
 * last build left in .docusaurus (ids, slugs and number prefixes resolved
 * as Docusaurus resolves them).
 */
export function docsPermalinks(root = process.cwd()): Map<string, string> {
  const dir = join(root, '.docusaurus', 'docusaurus-plugin-content-docs', 'default');
  const permalinks = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('site-docs-') || !name.endsWith('.json')) continue;
    const {source, permalink} = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    permalinks.set(source.replace(/^@site\/docs\//, ''), permalink);
  }
  return permalinks;
}

/** What DocSearch's modal keeps of a pasted query (its input's maxLength). */
export const MODAL_QUERY_LENGTH = 64;

const URL_VALUE = 'https://example.com/media/clip.mp4';
const PATH_VALUE = '/home/dev/my-video/out/video.mp4';
const NUMBER_VALUE = '42';

/** Values by the kind of expression: `typeof x` gives a type's name, `x.length` a count, an error's `message` a sentence. */
const VALUES_BY_EXPRESSION: [RegExp, string][] = [
  [/^typeof\b/, 'string'],
  [/\.length$/, '3'],
  [/\.message$/, 'Failed to fetch'],
  [/\.headers\.location$/, URL_VALUE],
  [/^JSON\.stringify\(/, '{"title":"Hello"}'],
];

/**
 * Values by the words of the name that holds the value (`outputPath` is
 * output + path, `proResProfile` has no path in it), first rule first.
 */
const VALUES_BY_NAME: [string[], string][] = [
  [['version'], '3.2.31'],
  [['url', 'src', 'href', 'endpoint'], URL_VALUE],
  [['codec'], 'h264'],
  [['region'], 'eu-central-1'],
  [['bucket'], 'remotionlambda-abc123'],
  [['props'], '{"title":"Hello"}'],
  // A message that names the prop or the setting it is about.
  [['prop', 'variable'], 'width'],
  [['setting'], 'concurrency'],
  [['path', 'dir', 'file', 'folder', 'location', 'entry', 'output', 'cwd'], PATH_VALUE],
  [['frame', 'fps', 'width', 'height', 'duration', 'rate', 'count', 'number', 'size', 'index', 'length', 'quality', 'crf', 'scale',
    'timeout', 'concurrency', 'memory', 'volume', 'time', 'port', 'level', 'loop', 'seconds', 'ms', 'status'], NUMBER_VALUE],
  [['out', 'download'], 'video.mp4'],
  [['id', 'name', 'composition', 'comp'], 'my-video'],
];

/**
 * The words of the name that holds the value: the last property of the
 * expression's leading chain, a method called on it left out
 * (`file.statusCode` → status, code; `frameRange.join('-')` → frame, range).
 */
function nameWords(expression: string): string[] {
  const [chain = ''] = /^[\w$]+(?:\.[\w$]+)*/.exec(expression) ?? [];
  const names = chain.split('.');
  const isCalled = /^\s*\(/.test(expression.slice(chain.length));
  const name = (isCalled && names.length > 1 ? names.at(-2) : names.at(-1)) ?? '';
  return name.split(/_|(?<=[a-z0-9])(?=[A-Z])/).map((word) => word.toLowerCase());
}

/** What a user sees in place of the variable part: realistic for what the code puts there. */
function sampleValue(expression: string): string {
  const byExpression = VALUES_BY_EXPRESSION.find(([pattern]) => pattern.test(expression));
  if (byExpression) return byExpression[1];
  const words = nameWords(expression);
  return VALUES_BY_NAME.find(([names]) => names.some((name) => words.includes(name)))?.[1] ?? 'abc123';
}

/** The message as a user pastes it: its variable parts filled in, cut where the modal cuts it. */
export function pastedQuery(message: {parts: {text?: string; hole?: string}[]}): string {
  const text = message.parts
    .map((part) => part.text ?? sampleValue(part.hole ?? ''))
    .join('');
  return normaliseText(text.replace(/\u001b\[[0-9;]*m/g, '')).slice(0, MODAL_QUERY_LENGTH);
}

export function pastedErrorCases(): RelevanceCase[] {
  const texts = docsTexts();
  const permalinks = docsPermalinks();
  // Messages that read the same as far as the modal keeps them are one query, right on each of their pages.
  const pagesByQuery = new Map<string, string[]>();
  const messages = packageMessages();
  const homes = homesOf(messages, texts);
  for (const message of messages) {
    const [page] = homes.get(message) ?? [];
    const url = page && permalinks.get(page);
    if (!url) continue;
    const query = pastedQuery(message);
    pagesByQuery.set(query, [...new Set([...(pagesByQuery.get(query) ?? []), url])]);
  }
  return [...pagesByQuery].map(([query, [expected, ...alsoExpected]]) => ({category: 'pasted-error', query, expected, alsoExpected}));
}
