import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {SHOWCASE_TAG_LABELS, openSourceProjects, showcaseCompositions, type ShowcaseTag} from '../../src/data/showcase';
import {COMPOSITION_CONFIGS, type CompositionId} from '../../src/remotion/compositions';
import {experts} from '../../src/data/experts';

const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Where this website's own files are published: packages/docs of the Remotion repository. */
const SITE_SOURCE = 'https://github.com/remotion-dev/remotion/blob/main/packages/docs/';
const SITE_ROOT = join(__dirname, '..', '..');

function expectHttpsUrl(value: string) {
  const url = new URL(value);
  expect(url.protocol).toBe('https:');
  expect(url.hostname).not.toMatch(/(^|\.)example\.(com|org|net)$/);
}

test.describe('showcase data', () => {
  const allEntries = [...showcaseCompositions, ...openSourceProjects];
  const knownTags = Object.keys(SHOWCASE_TAG_LABELS);

  test('has compositions and projects, with ids unique across both lists', () => {
    expect(showcaseCompositions.length).toBeGreaterThan(0);
    expect(openSourceProjects.length).toBeGreaterThan(0);
    const ids = allEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const entry of allEntries) {
    test(`entry ${entry.id} is complete`, () => {
      expect(entry.id).toMatch(ID_PATTERN);
      expect(entry.title.trim().length).toBeGreaterThan(0);
      expect(entry.title.length).toBeLessThanOrEqual(60);
      expect(entry.description.length).toBeGreaterThanOrEqual(40);
      expect(entry.description.length).toBeLessThanOrEqual(240);
      expectHttpsUrl(entry.url);
      expect(entry.tags.length).toBeGreaterThan(0);
      expect(new Set(entry.tags).size).toBe(entry.tags.length);
      for (const tag of entry.tags) {
        expect(knownTags).toContain(tag);
      }
    });
  }

  for (const entry of showcaseCompositions) {
    test(`composition ${entry.id} previews a registered composition and links to its source`, () => {
      expect(Object.keys(COMPOSITION_CONFIGS)).toContain(entry.preview.composition);
      const config = COMPOSITION_CONFIGS[entry.preview.composition];
      expect(config.fps).toBe(30);
      expect([config.width, config.height]).toEqual([1280, 720]);
      expect(config.durationInFrames).toBeGreaterThanOrEqual(90);
      expect(config.durationInFrames).toBeLessThanOrEqual(150);
      expect(Number.isInteger(config.initialFrame)).toBe(true);
      expect(config.initialFrame).toBeGreaterThanOrEqual(0);
      expect(config.initialFrame).toBeLessThan(config.durationInFrames);
      // The link must lead to a file this repository really has.
      expect(entry.url.startsWith(SITE_SOURCE)).toBe(true);
      expect(existsSync(join(SITE_ROOT, entry.url.slice(SITE_SOURCE.length)))).toBe(true);
    });
  }

  test('every registered composition has a card', () => {
    const previewed = new Set<CompositionId>(showcaseCompositions.map((entry) => entry.preview.composition));
    expect([...previewed].sort()).toEqual(Object.keys(COMPOSITION_CONFIGS).sort());
  });

  test('every tag is used, and some tag narrows the list without emptying it', () => {
    const used = new Set(allEntries.flatMap((entry) => entry.tags));
    expect([...used].sort()).toEqual([...knownTags].sort());
    const narrowing = (knownTags as ShowcaseTag[]).filter((tag) => {
      const matches = allEntries.filter((entry) => entry.tags.includes(tag)).length;
      return matches > 0 && matches < allEntries.length;
    });
    expect(narrowing.length).toBeGreaterThan(0);
  });
});

test.describe('experts data', () => {
  test('ids are unique', () => {
    const ids = experts.map((expert) => expert.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const expert of experts) {
    test(`expert ${expert.id} is complete`, () => {
      expect(expert.id).toMatch(ID_PATTERN);
      expect(expert.name.trim().length).toBeGreaterThan(0);
      expect(expert.description.length).toBeGreaterThanOrEqual(40);
      expect(expert.description.length).toBeLessThanOrEqual(280);
      expectHttpsUrl(expert.website);
    });
  }
});
