/**
 * The checks of src/plugins/upstreamManifest.ts: every upstream file it
 * lists still has its recorded hash, our files and guard tests exist, every
 * dependency names a patch, and the table of patches in ARCHITECTURE.md is
 * the one the manifest generates. Used by `npm run check:upstream` and its
 * test.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {EJECTED_COMPONENTS, OTHER_LOCAL_PLUGINS, PATCHES, REMOVED_PATCHES, type EjectedComponent, type LocalPlugin, type Patch, type UpstreamFile} from '../src/plugins/upstreamManifest';

export const TABLE_START = '<!-- patches:start (generated from src/plugins/upstreamManifest.ts by npm run check:upstream -- --write) -->';
export const TABLE_END = '<!-- patches:end -->';

/** What the checks and the table read: the manifest, or in the tests one made up. */
export type Manifest = {
  patches: Record<string, Patch>;
  ejectedComponents: Record<string, EjectedComponent>;
  otherLocalPlugins: Record<string, LocalPlugin>;
  removedPatches: Record<string, {did: string; measured: string; upstreamFix: string}>;
};
export const MANIFEST: Manifest = {
  patches: PATCHES,
  ejectedComponents: EJECTED_COMPONENTS,
  otherLocalPlugins: OTHER_LOCAL_PLUGINS,
  removedPatches: REMOVED_PATCHES,
};

type Named = [string, Patch | EjectedComponent];
const entries = (manifest: Manifest): Named[] => [...Object.entries(manifest.patches), ...Object.entries(manifest.ejectedComponents)];

export const sha256Of = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

/**
 * Problems with one entry's upstream files: each gone or changed names the
 * entry, `ours` (the files to re-check), `recheck` (what to compare) and
 * `then` (what to run before recording the new hash).
 */
function fileProblems(
  name: string,
  files: UpstreamFile[],
  nodeModulesDir: string,
  {ours, recheck, then}: {ours: string; recheck: string; then: string},
): string[] {
  return files.flatMap(({path, sha256}) => {
    const file = join(nodeModulesDir, path);
    if (!existsSync(file)) return [`${name}: ${path} is gone upstream. Find where it moved, then re-check: ${recheck}.`];
    const actual = sha256Of(file);
    if (actual === sha256) return [];
    return [`${name}: ${path} changed upstream. Re-check ${ours}: ${recheck}. ${then}, then record sha256 ${actual} in src/plugins/upstreamManifest.ts.`];
  });
}

/** Problems found, each naming its entry and what to do; none when all is well. */
export function checkUpstream(siteDir: string, nodeModulesDir = join(siteDir, 'node_modules'), manifest = MANIFEST): string[] {
  const problems: string[] = [];
  let files = 0;
  for (const [name, entry] of entries(manifest)) {
    const upstream = [...entry.replaces, ...entry.callers];
    files += upstream.length;
    problems.push(...fileProblems(name, upstream, nodeModulesDir, {ours: entry.ours.join(', '), recheck: entry.recheck, then: `Run ${entry.guards.join(', ')}`}));
    for (const path of [...entry.ours, ...entry.guards]) {
      if (!existsSync(join(siteDir, path))) problems.push(`${name}: ${path} does not exist.`);
    }
    if (entry.kind !== 'ejected component') {
      for (const needed of entry.dependsOn) {
        if (!(needed in manifest.patches) && !(needed in manifest.ejectedComponents)) problems.push(`${name}: depends on ${needed}, which the manifest does not list.`);
      }
    }
  }
  for (const [name, {reliesOn}] of Object.entries(manifest.otherLocalPlugins)) {
    if (reliesOn) problems.push(...fileProblems(name, reliesOn.files, nodeModulesDir, {ours: `src/plugins/${name}/`, recheck: reliesOn.recheck, then: 'Run its tests'}));
  }
  if (files === 0) problems.push('The manifest lists no upstream file.');
  return problems;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (path: string) => `\`${path}\``;

/** The table of patches: one row per local plugin and client module, then the ejected components. */
export function patchesTable(manifest = MANIFEST): string {
  // What needs an entry: the patches that depend on it.
  const neededBy = (name: string) =>
    Object.entries(manifest.patches)
      .filter(([, patch]) => (patch.dependsOn as string[]).includes(name))
      .map(([other]) => other);
  // The manifest's texts may hold pipes, which would split their cells.
  const row = (name: string, does: string, upstream: string[], gain: string, needers: string[], toggle: string) =>
    `| ${[name, cell(does), cell(upstream.join('; ') || 'none'), cell(gain), needers.map(code).join(', ') || 'nothing', toggle].join(' | ')} |`;
  const rows = [
    '| Patch or plugin | What it does | Upstream files it replaces, and those it works with | What it buys | Needed by | Switch |',
    '| --- | --- | --- | --- | --- | --- |',
    ...Object.entries(manifest.patches).map(([name, patch]) =>
      row(code(name), patch.does, [...patch.replaces.map(({path}) => code(path)), ...patch.callers.map(({path}) => `works with ${code(path)}`)], patch.gain, neededBy(name), code(`DISABLED_PATCHES=${name}`)),
    ),
    ...Object.entries(manifest.otherLocalPlugins).map(([name, plugin]) =>
      row(code(name), plugin.does, plugin.reliesOn?.files.map(({path}) => `relies on ${code(path)}`) ?? [], 'a feature of the site', plugin.neededBy, 'none'),
    ),
    ...Object.entries(manifest.ejectedComponents).map(([name, component]) =>
      row(`ejected ${code(name)}`, component.does, component.replaces.map(({path}) => code(path)), component.gain, neededBy(name), 'none'),
    ),
  ];
  const removed = [
    '',
    'Removed after they were measured alone (`npm run bench:patches`, `npm run bench:build`) and did not earn their keep:',
    '',
    '| Patch | What it did | What switching it off measured | The upstream fix it stood for |',
    '| --- | --- | --- | --- |',
    ...Object.entries(manifest.removedPatches).map(([name, patch]) => `| ${[code(name), cell(patch.did), cell(patch.measured), cell(patch.upstreamFix)].join(' | ')} |`),
  ];
  return [TABLE_START, ...rows, ...(Object.keys(manifest.removedPatches).length ? removed : []), TABLE_END].join('\n');
}

/** A document with its table of patches replaced by the generated one, or null when it has no table markers. */
export function withPatchesTable(document: string, manifest = MANIFEST): string | null {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) return null;
  return document.slice(0, start) + patchesTable(manifest) + document.slice(end + TABLE_END.length);
}
