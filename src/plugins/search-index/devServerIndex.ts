import {spawn, type ChildProcess} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, openSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {setPriority} from 'node:os';
import {join} from 'node:path';
import {SEARCH_INDEX_FILE, SEARCH_INDEX_STATE_FILE, SEARCH_PAGES_FILE, type SearchIndexState} from '../../search/records';

/**
 * The development server's search index. Search records are read from built
 * pages, which `docusaurus start` never writes: the server serves the index
 * of the last production build, and when there is none it runs that build
 * itself, in the background, once its own first compilation is done (so the
 * first page is not kept waiting) and at a lower priority. A state file
 * beside the index tells the search modal whether it is being built.
 */
export type DevIndexPaths = {
  /** Where production builds are written: the index is read from there. */
  builtDir: string;
  /** What the development server serves at the site's root. */
  devDir: string;
  /** The background build's output. */
  logFile: string;
};

/** The background build: a command to spawn in the site's folder. */
export type BackgroundBuild = {command: string; args: string[]; cwd: string; env: NodeJS.ProcessEnv};

/** Below the development server's priority, so that its recompilations stay quick meanwhile. */
const BACKGROUND_NICENESS = 10;

function writeState(devDir: string, state: SearchIndexState): void {
  writeFileSync(join(devDir, SEARCH_INDEX_STATE_FILE), JSON.stringify({state}));
}

/** Copies the last build's index to the served folder; false when there is none. */
function copyBuiltIndex({builtDir, devDir}: DevIndexPaths): boolean {
  if (!existsSync(join(builtDir, SEARCH_INDEX_FILE))) return false;
  for (const file of [SEARCH_INDEX_FILE, SEARCH_PAGES_FILE]) {
    if (existsSync(join(builtDir, file))) copyFileSync(join(builtDir, file), join(devDir, file));
  }
  return true;
}

/**
 * `docusaurus build` into `builtDir`, with its own generated files: the
 * development server keeps reading `.docusaurus` while it runs. The
 * development server's NODE_ENV and BABEL_ENV are left behind, so the
 * build sets its own.
 */
export function productionBuild(siteDir: string, generatedFilesDir: string, builtDir: string): BackgroundBuild {
  const {NODE_ENV: _node, BABEL_ENV: _babel, ...env} = process.env;
  const cli = createRequire(join(siteDir, 'package.json')).resolve('@docusaurus/core/bin/docusaurus.mjs');
  return {
    command: process.execPath,
    args: [cli, 'build', '--out-dir', builtDir],
    cwd: siteDir,
    env: {...env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: join(generatedFilesDir, 'search-index-build')},
  };
}

/**
 * Runs `build` and serves its index once it succeeds. The state file says
 * "building" until then, and "failed" when the build does; the build stops
 * with the development server.
 */
function buildIndexInBackground(paths: DevIndexPaths, build: BackgroundBuild): Promise<SearchIndexState> {
  writeState(paths.devDir, 'building');
  const log = openSync(paths.logFile, 'w');
  const child: ChildProcess = spawn(build.command, build.args, {cwd: build.cwd, env: build.env, stdio: ['ignore', log, log]});
  if (child.pid) setPriority(child.pid, BACKGROUND_NICENESS);
  const stop = () => child.kill();
  process.once('exit', stop);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      process.off('exit', stop);
      const state: SearchIndexState = code === 0 && copyBuiltIndex(paths) ? 'ready' : 'failed';
      writeState(paths.devDir, state);
      resolve(state);
    });
  });
}

let backgroundBuild: Promise<SearchIndexState> | null = null;

/**
 * Prepares the served folder: the last build's index when there is one;
 * otherwise the state "building" and a function that starts the build.
 * Once a build has started, a restart of the server (on a configuration
 * change) leaves the folder to it.
 */
export function prepareDevIndex(paths: DevIndexPaths, build: BackgroundBuild): (() => Promise<SearchIndexState>) | null {
  mkdirSync(paths.devDir, {recursive: true});
  if (backgroundBuild) return null;
  if (copyBuiltIndex(paths)) {
    writeState(paths.devDir, 'ready');
    return null;
  }
  writeState(paths.devDir, 'building');
  return () => {
    if (backgroundBuild) return backgroundBuild;
    console.log(`[search-index] No search index yet: building the site in the background to make one (output in ${paths.logFile}).`);
    backgroundBuild = buildIndexInBackground(paths, build).then((state) => {
      console.log(
        state === 'ready'
          ? '[search-index] The search index is ready: search answers from it now.'
          : `[search-index] The background build failed, so search has no index: see ${paths.logFile}.`,
      );
      return state;
    });
    return backgroundBuild;
  };
}
