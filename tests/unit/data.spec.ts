import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import ts from 'typescript';
import {SHOWCASE_TAG_LABELS, openSourceProjects, showcaseCompositions, type ShowcaseTag} from '../../src/data/showcase';
import {COMPOSITION_CONFIGS, type CompositionId} from '../../src/remotion/compositions';
import {COMPOSITION_SOURCES} from '../../src/remotion/sources';
import {PROJECT_LINKS} from '../../src/data/externalLinks';
import {experts} from '../../src/data/experts';

const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SITE_ROOT = join(__dirname, '..', '..');
const COMPOSITIONS_DIR = join(SITE_ROOT, 'src/remotion');

/**
 * One test per item. A loop over an empty list would generate no test and
 * pass without checking anything, so for an empty list it generates one
 * test that fails instead.
 */
function testEach<T>(listName: string, items: readonly T[], title: (item: T) => string, body: (item: T) => void) {
  if (items.length === 0) {
    test(`${listName} has entries to check`, () => {
      expect(items.length, `${listName} is empty: no test was generated from it`).toBeGreaterThan(0);
    });
    return;
  }
  for (const item of items) {
    test(title(item), () => body(item));
  }
}

/**
 * The text a page renders when `condition` holds, read from its source: the
 * JSX text and string literals (attributes aside) of the first branch of
 * the conditional expression `condition ? … : …`, whitespace collapsed.
 * Null when the page has no such conditional.
 */
function textRenderedWhen(pageFile: string, condition: string): string | null {
  const source = ts.createSourceFile(pageFile, readFileSync(pageFile, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let branch: ts.Node | undefined;
  const find = (node: ts.Node) => {
    if (!branch && ts.isConditionalExpression(node) && node.condition.getText(source) === condition) {
      branch = node.whenTrue;
    }
    ts.forEachChild(node, find);
  };
  find(source);
  if (!branch) return null;
  const parts: string[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isJsxAttribute(node)) return;
    if (ts.isJsxText(node) || ts.isStringLiteral(node)) parts.push(node.text);
    ts.forEachChild(node, collect);
  };
  collect(branch);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

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

  testEach('the showcase entries', allEntries, (entry) => `entry ${entry.id} is complete`, (entry) => {
    expect(entry.id).toMatch(ID_PATTERN);
    expect(entry.title.trim().length).toBeGreaterThan(0);
    expect(entry.title.length).toBeLessThanOrEqual(60);
    expect(entry.description.length).toBeGreaterThanOrEqual(40);
    expect(entry.description.length).toBeLessThanOrEqual(240);
    expect(entry.tags.length).toBeGreaterThan(0);
    expect(new Set(entry.tags).size).toBe(entry.tags.length);
    for (const tag of entry.tags) {
      expect(knownTags).toContain(tag);
    }
  });

  testEach(
    'showcaseCompositions',
    showcaseCompositions,
    (entry) => `composition ${entry.id} previews a registered composition and shows its source`,
    (entry) => {
      expect(Object.keys(COMPOSITION_CONFIGS)).toContain(entry.preview.composition);
      const config = COMPOSITION_CONFIGS[entry.preview.composition];
      expect(config.fps).toBe(30);
      expect([config.width, config.height]).toEqual([1280, 720]);
      expect(config.durationInFrames).toBeGreaterThanOrEqual(90);
      expect(config.durationInFrames).toBeLessThanOrEqual(150);
      expect(Number.isInteger(config.initialFrame)).toBe(true);
      expect(config.initialFrame).toBeGreaterThanOrEqual(0);
      expect(config.initialFrame).toBeLessThan(config.durationInFrames);
      // The card's code is read from these files at build time: each must
      // exist, and its loader must import that very file as text.
      const sources = COMPOSITION_SOURCES[entry.preview.composition];
      expect(sources.map(({file}) => file)).toEqual([expect.stringMatching(/\.tsx$/), expect.stringMatching(/Config\.ts$/)]);
      for (const {file, load} of sources) {
        expect(existsSync(join(COMPOSITIONS_DIR, file)), `src/remotion/${file} exists`).toBe(true);
        expect(String(load)).toContain(`'!!./${file}?raw'`);
      }
    },
  );

  testEach('openSourceProjects', openSourceProjects, (project) => `project ${project.id} links to the root of its repository`, (project) => {
    expectHttpsUrl(project.url);
    expect(Object.values(PROJECT_LINKS)).toContain(project.url);
    expect(new URL(project.url).pathname).toMatch(/^\/[\w.-]+\/[\w.-]+$/);
  });

  test('every file in src/remotion belongs to the shown source of exactly one composition', () => {
    const shown = Object.values(COMPOSITION_SOURCES).flatMap((sources) => sources.map(({file}) => file));
    expect(new Set(shown).size).toBe(shown.length);
    // The two registries are the site's plumbing, not part of a composition.
    const files = readdirSync(COMPOSITIONS_DIR).filter((file) => !['compositions.ts', 'sources.ts'].includes(file));
    expect(files.length).toBeGreaterThan(0);
    expect([...shown].sort()).toEqual(files.sort());
  });

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
  const page = join(SITE_ROOT, 'src/pages/experts/index.tsx');

  if (experts.length === 0) {
    // Nothing to check entry by entry: what must hold instead is that the
    // page reads this very list and, for an empty one, says so in words.
    test('no expert is listed, and the experts page says so in place of the list', () => {
      expect(experts).toEqual([]);
      const pageSource = readFileSync(page, 'utf8');
      expect(pageSource).toContain("import {experts} from '@site/src/data/experts';");
      const emptyState = textRenderedWhen(page, 'experts.length === 0');
      expect(emptyState, 'the page has no branch for an empty experts list').not.toBeNull();
      expect(emptyState).toContain('No experts are listed yet.');
    });
  } else {
    test('ids are unique', () => {
      const ids = experts.map((expert) => expert.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    testEach('experts', experts, (expert) => `expert ${expert.id} is complete`, (expert) => {
      expect(expert.id).toMatch(ID_PATTERN);
      expect(expert.name.trim().length).toBeGreaterThan(0);
      expect(expert.description.length).toBeGreaterThanOrEqual(40);
      expect(expert.description.length).toBeLessThanOrEqual(280);
      expectHttpsUrl(expert.website);
    });
  }
});
