/**
 * The hover types of the site's code samples: written by
 * `npm run check:snippets -- --write` from the TypeScript program that
 * type-checks the samples, read by the build (this plugin) to tag each
 * sample that has them and to emit one file per sample, which the page
 * fetches on the first hover or focus.
 */
import {createHash} from 'node:crypto';
import {join} from 'node:path';

export const SNIPPET_TYPES_FILE = join(__dirname, 'snippetTypes.json');

/** Languages whose samples check:snippets type-checks, and so may have types. */
export const CHECKED_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx', 'js', 'jsx']);

/** Where a sample's types are served from, under the site's base URL. */
export const TYPES_ASSET_DIR = 'assets/types';

/** What the compiler says about one name: its signature as TypeScript prints it, and its doc comment's first paragraph. */
export type QuickInfo = [signature: string, documentation: string];

/** One name of a sample: its line and column (from 0, in UTF-16 units), its length, and its entry in the sample's `infos`. */
export type Span = [line: number, column: number, length: number, info: number];

export type SampleTypes = {infos: QuickInfo[]; spans: Span[]};

export type SnippetTypesFile = {
  /** The versions the types were read from: TypeScript and the packages the samples import. */
  versions: Record<string, string>;
  /** By sample: the hash of its code (sampleHash). */
  samples: Record<string, SampleTypes>;
};

/** A sample's key: the same code has the same types wherever it appears. */
export function sampleHash(code: string): string {
  return createHash('sha256').update(code).digest('hex').slice(0, 16);
}

/** The file of one sample's types, as the page fetches it. */
export function sampleTypesAsset(hash: string): string {
  return `${TYPES_ASSET_DIR}/${hash}.json`;
}
