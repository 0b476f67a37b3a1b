import {expect, test} from '@playwright/test';
import {SHOWCASE_TAG_LABELS, showcaseEntries} from '../../src/data/showcase';
import {experts} from '../../src/data/experts';

const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function expectHttpsUrl(value: string) {
  const url = new URL(value);
  expect(url.protocol).toBe('https:');
  expect(url.hostname).not.toMatch(/(^|\.)example\.(com|org|net)$/);
}

test.describe('showcase data', () => {
  test('has entries with unique ids', () => {
    expect(showcaseEntries.length).toBeGreaterThan(0);
    const ids = showcaseEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const entry of showcaseEntries) {
    test(`entry ${entry.id} is complete`, () => {
      expect(entry.id).toMatch(ID_PATTERN);
      expect(entry.title.length).toBeGreaterThan(0);
      expect(entry.title.length).toBeLessThanOrEqual(60);
      expect(entry.description.length).toBeGreaterThanOrEqual(40);
      expect(entry.description.length).toBeLessThanOrEqual(240);
      expectHttpsUrl(entry.url);
      expect(entry.tags.length).toBeGreaterThan(0);
      for (const tag of entry.tags) {
        expect(Object.keys(SHOWCASE_TAG_LABELS)).toContain(tag);
      }
    });
  }
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
