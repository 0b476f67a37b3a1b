import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {SNIPPET_TYPES_FILE, sampleTypesAsset, type SnippetTypesFile} from '../../src/plugins/snippet-types/data';

// What src/plugins/snippet-types leaves in the build: every sample that
// check:snippets wrote types for is marked on its page and has its file of
// types, and the type text stays out of the pages, the Markdown twins,
// llms-full.txt and the search records.
const BUILD = resolve(__dirname, '../../build');
const {samples} = JSON.parse(readFileSync(SNIPPET_TYPES_FILE, 'utf8')) as SnippetTypesFile;
// Type text that the samples of /docs/interpolate show on hover.
const TYPE_TEXT = 'inputRange: readonly number[]';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('every sample with types is marked on a built page, and its types are served', () => {
  const marked = new Set<string>();
  for (const file of htmlFiles(BUILD)) {
    for (const [, hash] of readFileSync(file, 'utf8').matchAll(/data-sample-types="?([0-9a-f]{16})/g)) marked.add(hash!);
  }
  const unmarked = Object.keys(samples).filter((hash) => !marked.has(hash));
  expect(unmarked, 'samples whose page does not mark them').toEqual([]);
  for (const hash of marked) {
    expect(hash in samples, `${hash} is marked but has no types`).toBe(true);
    expect(existsSync(join(BUILD, sampleTypesAsset(hash))), `${sampleTypesAsset(hash)} is served`).toBe(true);
  }
});

test('type text stays out of the pages, the Markdown twins, llms-full.txt and the search records', () => {
  const served = readFileSync(join(BUILD, sampleTypesAsset(Object.keys(samples).find((hash) => JSON.stringify(samples[hash]).includes(TYPE_TEXT))!)), 'utf8');
  expect(served).toContain(TYPE_TEXT);
  for (const file of ['docs/interpolate/index.html', 'docs/interpolate.md', 'llms-full.txt', 'search-index.json']) {
    const text = readFileSync(join(BUILD, file), 'utf8');
    expect(text.length, file).toBeGreaterThan(1000);
    expect(text.includes(TYPE_TEXT), `${file} carries type text`).toBe(false);
  }
});
