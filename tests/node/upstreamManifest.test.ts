import {copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import fc from 'fast-check';
import {expect, test} from 'vitest';
import {EJECTED_COMPONENTS, OTHER_LOCAL_PLUGINS, PATCHES, disabledPatches, type EjectedComponent, type Patch} from '../../src/plugins/upstreamManifest';
import {checkUpstream, patchesTable, sha256Of, TABLE_END, TABLE_START, withPatchesTable, type Manifest} from '../../scripts/upstreamCheck';

// The guards of check:upstream against a copy of the upstream files the
// manifest lists, changed the way an upgrade changes them.

const SITE = resolve(__dirname, '../..');
const listed = [
  ...[...Object.values(PATCHES), ...Object.values(EJECTED_COMPONENTS)].flatMap((entry) => [...entry.replaces, ...entry.callers]),
  ...Object.values(OTHER_LOCAL_PLUGINS).flatMap((plugin) => plugin.reliesOn?.files ?? []),
];

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

test('the table of patches is generated between its markers, one row per patch, plugin and ejected component', () => {
  const document = `# Site\n\n${TABLE_START}\nstale\n${TABLE_END}\n\n## Next\n`;
  const written = withPatchesTable(document)!;
  expect(written).toContain(patchesTable());
  expect(written).not.toContain('stale');
  expect(written.endsWith('\n\n## Next\n')).toBe(true);
  expect(withPatchesTable('# No markers')).toBeNull();
  const rows = patchesTable().split('\n').filter((line) => line.startsWith('| `') || line.startsWith('| ejected'));
  expect(rows.length).toBeGreaterThanOrEqual(Object.keys(PATCHES).length + Object.keys(EJECTED_COMPONENTS).length);
});

// A made-up manifest, for what the real one never holds (a dependency it does
// not list, an entry without files) and for the exact table it generates.

const entry = (name: string) => ({
  ours: [`src/${name}.ts`, `src/${name}.css`],
  does: `Does ${name}.`,
  replaces: [{path: `pkg/${name}.js`, sha256: ''}],
  callers: [],
  recheck: `what ${name} relies on`,
  guards: [`tests/${name}.test.ts`, `tests/${name}.spec.ts`],
  gain: `${name} gain`,
  upstreamFix: `${name} fix`,
});
const patch = (name: string, more: Partial<Patch> = {}): Patch => ({...entry(name), kind: 'plugin', targets: ['mainChunk'], dependsOn: [], ...more});
const ejected = (name: string, more: Partial<EjectedComponent> = {}): EjectedComponent => ({...entry(name), kind: 'ejected component', ...more});
const manifestOf = (more: Partial<Manifest>): Manifest => ({patches: {}, ejectedComponents: {}, otherLocalPlugins: {}, removedPatches: {}, ...more});

/** A site and a node_modules holding every file the manifest names, the upstream ones hashed into it. */
function siteFor(manifest: Manifest) {
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  const modules = join(site, 'node_modules');
  for (const item of [...Object.values(manifest.patches), ...Object.values(manifest.ejectedComponents)]) {
    for (const path of [...item.ours, ...item.guards]) {
      mkdirSync(dirname(join(site, path)), {recursive: true});
      writeFileSync(join(site, path), path);
    }
    for (const file of [...item.replaces, ...item.callers]) {
      mkdirSync(dirname(join(modules, file.path)), {recursive: true});
      writeFileSync(join(modules, file.path), `upstream ${file.path}`);
      file.sha256 = sha256Of(join(modules, file.path));
    }
  }
  return {site, modules, [Symbol.dispose]: () => rmSync(site, {recursive: true, force: true})};
}

test('a changed upstream file is named with its patch, our files to re-check, its guards and the hash to record', () => {
  const manifest = manifestOf({patches: {lean: patch('lean', {callers: [{path: 'pkg/caller.js', sha256: ''}]})}});
  using dirs = siteFor(manifest);
  expect(checkUpstream(dirs.site, dirs.modules, manifest)).toEqual([]);
  // Upstream files are read from the site's node_modules unless told otherwise.
  expect(checkUpstream(dirs.site, undefined, manifest)).toEqual([]);
  writeFileSync(join(dirs.modules, 'pkg/caller.js'), 'renamed its import');
  expect(checkUpstream(dirs.site, dirs.modules, manifest)).toEqual([
    'lean: pkg/caller.js changed upstream. Re-check src/lean.ts, src/lean.css: what lean relies on. ' +
      `Run tests/lean.test.ts, tests/lean.spec.ts, then record sha256 ${sha256Of(join(dirs.modules, 'pkg/caller.js'))} in src/plugins/upstreamManifest.ts.`,
  ]);
  rmSync(join(dirs.modules, 'pkg/lean.js'));
  expect(checkUpstream(dirs.site, dirs.modules, manifest)[0]).toBe(
    'lean: pkg/lean.js is gone upstream. Find where it moved, then re-check: what lean relies on.',
  );
});

test("a local plugin's framework internals are hashed too, and a change names the plugin and what to re-check", () => {
  const manifest = manifestOf({
    patches: {lean: patch('lean')},
    otherLocalPlugins: {index: {does: 'Writes.', neededBy: [], reliesOn: {files: [{path: 'pkg/dev.js', sha256: ''}], recheck: 'the merge'}}},
  });
  using dirs = siteFor(manifest);
  mkdirSync(join(dirs.modules, 'pkg'), {recursive: true});
  writeFileSync(join(dirs.modules, 'pkg/dev.js'), 'merges devServer');
  manifest.otherLocalPlugins.index.reliesOn!.files[0].sha256 = sha256Of(join(dirs.modules, 'pkg/dev.js'));
  expect(checkUpstream(dirs.site, dirs.modules, manifest)).toEqual([]);
  writeFileSync(join(dirs.modules, 'pkg/dev.js'), 'no longer merges it');
  expect(checkUpstream(dirs.site, dirs.modules, manifest)).toEqual([
    `index: pkg/dev.js changed upstream. Re-check src/plugins/index/: the merge. Run its tests, then record sha256 ${sha256Of(join(dirs.modules, 'pkg/dev.js'))} in src/plugins/upstreamManifest.ts.`,
  ]);
  rmSync(join(dirs.modules, 'pkg/dev.js'));
  expect(checkUpstream(dirs.site, dirs.modules, manifest)).toEqual(['index: pkg/dev.js is gone upstream. Find where it moved, then re-check: the merge.']);
});

test('each of our files and guard tests that does not exist is named, with its patch or component', () => {
  const manifest = manifestOf({patches: {lean: patch('lean')}, ejectedComponents: {Bar: ejected('Bar')}});
  using dirs = siteFor(manifest);
  rmSync(join(dirs.site, 'src/lean.css'));
  rmSync(join(dirs.site, 'tests/Bar.spec.ts'));
  expect(checkUpstream(dirs.site, dirs.modules, manifest)).toEqual(['lean: src/lean.css does not exist.', 'Bar: tests/Bar.spec.ts does not exist.']);
  // The site's own manifest, against a site without any of our files.
  const empty = mkdtempSync(join(tmpdir(), 'empty-site-'));
  try {
    const problems = checkUpstream(empty, join(SITE, 'node_modules'));
    const ours = [...Object.entries(PATCHES), ...Object.entries(EJECTED_COMPONENTS)].flatMap(([name, item]) =>
      [...item.ours, ...item.guards].map((path) => `${name}: ${path} does not exist.`),
    );
    expect(problems).toEqual(ours);
  } finally {
    rmSync(empty, {recursive: true, force: true});
  }
});

test('a patch may depend on patches and ejected components the manifest lists, and on nothing else', () => {
  const manifest = manifestOf({
    patches: {
      lean: patch('lean', {dependsOn: ['idle' as never, 'Bar' as never]}),
      idle: patch('idle', {dependsOn: ['Gone' as never, 'lean' as never, 'gone-too' as never]}),
    },
    ejectedComponents: {Bar: ejected('Bar')},
  });
  using dirs = siteFor(manifest);
  expect(checkUpstream(dirs.site, dirs.modules, manifest)).toEqual([
    'idle: depends on Gone, which the manifest does not list.',
    'idle: depends on gone-too, which the manifest does not list.',
  ]);
});

test('a manifest without any upstream file fails: there would be nothing to guard', () => {
  expect(checkUpstream(SITE, SITE, manifestOf({}))).toEqual(['The manifest lists no upstream file.']);
  const manifest = manifestOf({patches: {lean: patch('lean', {replaces: []})}, ejectedComponents: {Bar: ejected('Bar', {replaces: []})}});
  using dirs = siteFor(manifest);
  expect(checkUpstream(dirs.site, dirs.modules, manifest)).toEqual(['The manifest lists no upstream file.']);
  manifest.ejectedComponents.Bar.callers = [{path: 'pkg/only.js', sha256: ''}];
  using withOne = siteFor(manifest);
  expect(checkUpstream(withOne.site, withOne.modules, manifest)).toEqual([]);
});

const TABLE_MANIFEST = manifestOf({
  patches: {
    lean: patch('lean', {does: 'Splits a | b.', callers: [{path: 'pkg/caller.js', sha256: ''}, {path: 'pkg/other.js', sha256: ''}], dependsOn: ['Bar' as never]}),
    idle: patch('idle', {replaces: [], gain: 'x | y', dependsOn: ['lean' as never, 'Bar' as never]}),
    last: patch('last', {dependsOn: ['lean' as never]}),
  },
  otherLocalPlugins: {index: {does: 'Writes | the index.', neededBy: ['lean', 'Bar'], reliesOn: {files: [{path: 'pkg/dev.js', sha256: ''}, {path: 'pkg/env.js', sha256: ''}], recheck: 'x'}}, raw: {does: 'Reads.', neededBy: []}},
  ejectedComponents: {
    Bar: ejected('Bar', {replaces: [{path: 'pkg/Bar.js', sha256: ''}, {path: 'pkg/Bar.css', sha256: ''}], does: 'Bar | does.'}),
    Foo: ejected('Foo'),
  },
  removedPatches: {old: {did: 'Did | that.', measured: 'Nothing.', upstreamFix: 'A fix.'}},
});

test("the table of patches: one row per patch, other plugin and ejected component, pipes escaped, then the removed patches", () => {
  expect(patchesTable(TABLE_MANIFEST).split('\n')).toEqual([
    TABLE_START,
    '| Patch or plugin | What it does | Upstream files it replaces, and those it works with | What it buys | Needed by | Switch |',
    '| --- | --- | --- | --- | --- | --- |',
    '| `lean` | Splits a \\| b. | `pkg/lean.js`; works with `pkg/caller.js`; works with `pkg/other.js` | lean gain | `idle`, `last` | `DISABLED_PATCHES=lean` |',
    '| `idle` | Does idle. | none | x \\| y | nothing | `DISABLED_PATCHES=idle` |',
    '| `last` | Does last. | `pkg/last.js` | last gain | nothing | `DISABLED_PATCHES=last` |',
    '| `index` | Writes \\| the index. | relies on `pkg/dev.js`; relies on `pkg/env.js` | a feature of the site | `lean`, `Bar` | none |',
    '| `raw` | Reads. | none | a feature of the site | nothing | none |',
    '| ejected `Bar` | Bar \\| does. | `pkg/Bar.js`; `pkg/Bar.css` | Bar gain | `lean`, `idle` | none |',
    '| ejected `Foo` | Does Foo. | `pkg/Foo.js` | Foo gain | nothing | none |',
    '',
    'Removed after they were measured alone (`npm run bench:patches`, `npm run bench:build`) and did not earn their keep:',
    '',
    '| Patch | What it did | What switching it off measured | The upstream fix it stood for |',
    '| --- | --- | --- | --- |',
    '| `old` | Did \\| that. | Nothing. | A fix. |',
    TABLE_END,
  ]);
  // Without removed patches, no section for them.
  expect(patchesTable({...TABLE_MANIFEST, removedPatches: {}}).split('\n').slice(-3)).toEqual([
    '| ejected `Bar` | Bar \\| does. | `pkg/Bar.js`; `pkg/Bar.css` | Bar gain | `lean`, `idle` | none |',
    '| ejected `Foo` | Does Foo. | `pkg/Foo.js` | Foo gain | nothing | none |',
    TABLE_END,
  ]);
});

test('whatever a text of the manifest says (on one line, without backslashes), each row keeps its six cells', () => {
  const character = fc.oneof(fc.constantFrom('|', ' ', '`'), fc.string({unit: 'grapheme', minLength: 1, maxLength: 1}));
  const text = fc.string({unit: character, maxLength: 40}).filter((value) => !/[\\\r\n]/.test(value));
  fc.assert(
    fc.property(text, text, (does, gain) => {
      const manifest = manifestOf({patches: {lean: patch('lean', {does, gain})}, ejectedComponents: {Bar: ejected('Bar', {does, gain})}});
      for (const row of patchesTable(manifest).split('\n').slice(3, -1)) {
        // GFM splits a row at each pipe that no backslash escapes, then reads `\|` as a pipe.
        const cells = row.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.slice(1, -1).replace(/\\\|/g, '|'));
        expect(cells).toHaveLength(6);
        expect([cells[1], cells[3]]).toEqual([does, gain]);
      }
    }),
    {numRuns: 200},
  );
});

test('the table of patches replaces what stands between its markers, and nothing else', () => {
  const table = patchesTable(TABLE_MANIFEST);
  expect(withPatchesTable(`# Site\n\n${TABLE_START}\nstale\n${TABLE_END}\n\n## Next\n`, TABLE_MANIFEST)).toBe(`# Site\n\n${table}\n\n## Next\n`);
  expect(withPatchesTable(`${TABLE_START}${TABLE_END}`, TABLE_MANIFEST)).toBe(table);
  expect(withPatchesTable(`${TABLE_END}\n${TABLE_START}`, TABLE_MANIFEST)).toBeNull();
  expect(withPatchesTable(`# Only the end\n${TABLE_END}`, TABLE_MANIFEST)).toBeNull();
  expect(TABLE_START).toMatch(/^<!-- patches:start .*npm run check:upstream -- --write\) -->$/);
  expect(TABLE_END).toBe('<!-- patches:end -->');
});
