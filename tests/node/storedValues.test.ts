import fc from 'fast-check';
import {describe, expect, test, vi} from 'vitest';
import storedValuesPlugin, {storedValuesScript} from '../../src/plugins/stored-values';
import type {LoadContext} from '@docusaurus/types';
import {storedValueSchemas} from '../../src/plugins/stored-values/schema';
import {isValidStoredValue, schemaOf} from '../storedValueSchema';

const SCHEMAS = storedValueSchemas('');

/** Runs the inline script as a page would, over a storage holding `entries`; returns what is left. */
function runScript(entries: [string, string][], storage = memoryStorage(entries)) {
  new Function('localStorage', 'console', storedValuesScript(SCHEMAS))(storage, console);
  return storage;
}

function memoryStorage(entries: [string, string][]) {
  const map = new Map(entries);
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
  };
}

/** The keys the site reads, and keys it does not. */
const key = fc.oneof(
  fc.constantFrom('theme', 'docusaurus.announcement.dismiss', 'docusaurus.announcement.id', 'docusaurus.tab.package-manager', 'docs-preferred-version-default'),
  fc.string().map((suffix) => `docusaurus.tab.${suffix}`),
  fc.string().map((suffix) => `docs-preferred-version-${suffix}`),
  fc.string(),
);
/** What such keys may hold: the values the site writes, near misses, and anything. */
const value = fc.oneof(
  fc.constantFrom('light', 'dark', 'true', 'false', 'npm', 'yarn', 'current', '3.2', 'announcement-3.2', 'Dark', 'light ', ' true', '', 'null', '{"a":1}', 'not json{'),
  fc.string({unit: 'grapheme', maxLength: 300}),
  fc.json(),
);

describe('stored values', () => {
  test('the inline script removes exactly the values that fail their key\'s schema, and nothing the site does not read', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(key, value), {selector: ([k]) => k, maxLength: 12}), (entries) => {
        const left = runScript(entries).map;
        for (const [k, v] of entries) {
          expect(left.get(k), `${JSON.stringify(k)} = ${JSON.stringify(v)}`).toBe(isValidStoredValue(SCHEMAS, k, v) ? v : undefined);
        }
      }),
      {numRuns: 1000},
    );
  });

  test('what the theme writes passes: colour modes, the dismiss flag, an announcement id, tab values and version names', () => {
    const written: [string, string][] = [
      ['theme', 'light'],
      ['theme', 'dark'],
      ['docusaurus.announcement.dismiss', 'true'],
      ['docusaurus.announcement.dismiss', 'false'],
      ['docusaurus.announcement.id', 'remotion-3-2 launch, see the blog!'],
      ['docusaurus.tab.package-manager', 'pnpm'],
      ['docs-preferred-version-default', 'current'],
      ['docs-preferred-version-default', '3.2.32'],
    ];
    for (const [k, v] of written) expect(isValidStoredValue(SCHEMAS, k, v), `${k} = ${v}`).toBe(true);
  });

  test.each([
    ['theme', 'blue'],
    ['theme', 'Dark'],
    ['theme', 'light '],
    ['theme', 'darkness'],
    ['theme', 'the dark'],
    ['docusaurus.announcement.dismiss', 'true '],
    ['docusaurus.announcement.dismiss', 'untrue'],
    ['theme', ''],
    ['docusaurus.announcement.dismiss', 'yes'],
    ['docusaurus.announcement.id', ''],
    ['docusaurus.announcement.id', 'x'.repeat(257)],
    ['docusaurus.announcement.id', 'line\nbreak'],
    ['docusaurus.tab.package-manager', '<img src=x>'],
    ['docusaurus.tab.package-manager', 'x'.repeat(65)],
    ['docs-preferred-version-default', '../current'],
  ])('%s = %j fails its schema', (k, v) => {
    expect(isValidStoredValue(SCHEMAS, k, v)).toBe(false);
  });

  test('a prefix alone is not a key of its kind, and a namespace moves every key', () => {
    expect(schemaOf(SCHEMAS, 'docusaurus.tab.')).toBeUndefined();
    expect(schemaOf(SCHEMAS, 'docs-preferred-version-')).toBeUndefined();
    expect(schemaOf(SCHEMAS, 'themes')).toBeUndefined();
    const namespaced = storedValueSchemas('-a1b2');
    expect(schemaOf(namespaced, 'theme-a1b2')?.key).toBe('theme-a1b2');
    expect(schemaOf(namespaced, 'theme')).toBeUndefined();
  });

  test('a storage that throws is logged, and the page goes on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage([['theme', 'blue']]);
    storage.key = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => runScript([], storage)).not.toThrow();
    expect(error).toHaveBeenCalledOnce();
    expect(storage.map.get('theme')).toBe('blue');
    error.mockRestore();
  });

  test('the plugin puts the script first in <head>, with the keys of the site\'s storage namespace', () => {
    const plugin = storedValuesPlugin({siteStorage: {type: 'localStorage', namespace: '-a1b2'}} as LoadContext);
    expect(plugin.name).toBe('stored-values');
    expect(plugin.injectHtmlTags!({content: undefined})).toEqual({
      headTags: [{tagName: 'script', innerHTML: storedValuesScript(storedValueSchemas('-a1b2'))}],
    });
  });
});
