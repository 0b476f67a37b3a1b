import {copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {expect, test} from 'vitest';
import {EJECTED_COMPONENTS, PATCHES, disabledPatches} from '../../src/plugins/upstreamManifest';
import {checkUpstream, patchesTable, readmeWithTable, README_END, README_START} from '../../scripts/upstreamCheck';

// The guards of check:upstream against a copy of the upstream files the
// manifest lists, changed the way an upgrade changes them.

const SITE = resolve(__dirname, '../..');
const listed = [...Object.values(PATCHES), ...Object.values(EJECTED_COMPONENTS)].flatMap((entry) => [...entry.replaces, ...entry.callers]);

function copyOfListedFiles(): string {
  const root = mkdtempSync(join(tmpdir(), 'upstream-'));
  for (const {path} of listed) {
    mkdirSync(dirname(join(root, path)), {recursive: true});
    copyFileSync(join(SITE, 'node_modules', path), join(root, path));
  }
  return root;
}

test('every listed upstream file as installed passes; one changed or gone fails, naming the patch and what to re-check', () => {
  const root = copyOfListedFiles();
  try {
    expect(checkUpstream(SITE, root)).toEqual([]);

    const {path} = PATCHES['split-client-startup'].callers[0];
    writeFileSync(join(root, path), '// the route code generator, renamed its ComponentCreator import\n');
    rmSync(join(root, EJECTED_COMPONENTS.SearchBar.replaces[0].path));
    const problems = checkUpstream(SITE, root);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(`split-client-startup: ${path} changed upstream`);
    expect(problems[0]).toContain(PATCHES['split-client-startup'].recheck);
    expect(problems[0]).toContain('tests/e2e/startup.spec.ts');
    expect(problems[1]).toMatch(/^SearchBar: .*SearchBar\/index\.js is gone upstream/);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
});

test('every patch and ejected component names files of ours, guard tests that exist, and at least one upstream file', () => {
  for (const [name, entry] of [...Object.entries(PATCHES), ...Object.entries(EJECTED_COMPONENTS)]) {
    expect(entry.replaces.length + entry.callers.length, name).toBeGreaterThan(0);
    expect(entry.guards.length, name).toBeGreaterThan(0);
    for (const file of [...entry.replaces, ...entry.callers]) expect(file.sha256, `${name}: ${file.path}`).toMatch(/^[0-9a-f]{64}$/);
  }
});

test('DISABLED_PATCHES switches off patches by name, and refuses a name that is no patch', () => {
  expect([...disabledPatches(undefined)]).toEqual([]);
  expect([...disabledPatches('lean-prism, early-click-replay')]).toEqual(['lean-prism', 'early-click-replay']);
  expect(() => disabledPatches('lean-prism,lean-prisms')).toThrow('DISABLED_PATCHES names no patch: lean-prisms');
});

test("the README's table is generated between its markers, one row per patch, plugin and ejected component", () => {
  const readme = `# Site\n\n${README_START}\nstale\n${README_END}\n\n## Next\n`;
  const written = readmeWithTable(readme)!;
  expect(written).toContain(patchesTable());
  expect(written).not.toContain('stale');
  expect(written.endsWith('\n\n## Next\n')).toBe(true);
  expect(readmeWithTable('# No markers')).toBeNull();
  const rows = patchesTable().split('\n').filter((line) => line.startsWith('| `') || line.startsWith('| ejected'));
  expect(rows.length).toBeGreaterThanOrEqual(Object.keys(PATCHES).length + Object.keys(EJECTED_COMPONENTS).length);
});
