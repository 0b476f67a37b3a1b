import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import type {BackgroundBuild, DevIndexPaths} from '../../src/plugins/search-index/devServerIndex';
import {SEARCH_INDEX_FILE, SEARCH_INDEX_STATE_FILE, SEARCH_PAGES_FILE} from '../../src/search/records';

// The development server's index on a fresh clone: built in the background,
// served once built, and the state the modal reads says which. The build
// here is a small script standing in for `docusaurus build`.

let paths: DevIndexPaths;
beforeEach(() => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-index-'));
  paths = {builtDir: join(dir, 'build'), devDir: join(dir, '.docusaurus', 'search-index'), logFile: join(dir, 'build.log')};
  mkdirSync(join(dir, '.docusaurus'));
  // prepareDevIndex starts one build per process: each test gets a fresh module.
  vi.resetModules();
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

const devIndex = () => import('../../src/plugins/search-index/devServerIndex');
const stateOf = (): string => (JSON.parse(readFileSync(join(paths.devDir, SEARCH_INDEX_STATE_FILE), 'utf8')) as {state: string}).state;

/** A stand-in build: writes the two index files (unless told not to), records its niceness, exits with `code`. */
function fakeBuild({code = 0, writesIndex = true, writesPages = true} = {}): BackgroundBuild {
  const script = `
    const fs = require('node:fs'), os = require('node:os'), path = require('node:path');
    const out = ${JSON.stringify(paths.builtDir)};
    fs.mkdirSync(out, {recursive: true});
    fs.writeFileSync(path.join(out, 'niceness'), String(os.getPriority()));
    console.log('building');
    if (${writesIndex}) {
      fs.writeFileSync(path.join(out, ${JSON.stringify(SEARCH_INDEX_FILE)}), '{"full":true}');
      if (${writesPages}) fs.writeFileSync(path.join(out, ${JSON.stringify(SEARCH_PAGES_FILE)}), '{"pages":true}');
    }
    process.exit(${code});`;
  return {command: process.execPath, args: ['-e', script], cwd: tmpdir(), env: process.env};
}

test("with a build's index in place, the server serves it at once and starts no build", async () => {
  const {prepareDevIndex} = await devIndex();
  mkdirSync(paths.builtDir);
  writeFileSync(join(paths.builtDir, SEARCH_INDEX_FILE), '{"old":true}');
  writeFileSync(join(paths.builtDir, SEARCH_PAGES_FILE), '{"oldPages":true}');
  expect(prepareDevIndex(paths, fakeBuild())).toBeNull();
  expect(stateOf()).toBe('ready');
  expect(readFileSync(join(paths.devDir, SEARCH_INDEX_FILE), 'utf8')).toBe('{"old":true}');
  expect(readFileSync(join(paths.devDir, SEARCH_PAGES_FILE), 'utf8')).toBe('{"oldPages":true}');
});

test('without one, the state says "building" from the start, and a background build at lower priority makes the index the server then serves', async () => {
  const {prepareDevIndex} = await devIndex();
  const start = prepareDevIndex(paths, fakeBuild());
  expect(start).toBeTypeOf('function');
  expect(stateOf()).toBe('building');
  expect(existsSync(join(paths.devDir, SEARCH_INDEX_FILE))).toBe(false);

  const built = start!();
  expect(stateOf()).toBe('building');
  expect(await built).toBe('ready');
  expect(stateOf()).toBe('ready');
  expect(readFileSync(join(paths.devDir, SEARCH_INDEX_FILE), 'utf8')).toBe('{"full":true}');
  expect(readFileSync(join(paths.devDir, SEARCH_PAGES_FILE), 'utf8')).toBe('{"pages":true}');
  expect(Number(readFileSync(join(paths.builtDir, 'niceness'), 'utf8'))).toBeGreaterThan(0);
  expect(readFileSync(paths.logFile, 'utf8')).toContain('building');
});

test.each([
  ['exits with an error', {code: 1, writesIndex: false}],
  ['exits with an error after writing an index', {code: 1, writesIndex: true}],
  ['ends without an index', {code: 0, writesIndex: false}],
])('a build that %s leaves the state "failed", serves no index and says where its output is', async (_, outcome) => {
  const {prepareDevIndex} = await devIndex();
  expect(await prepareDevIndex(paths, fakeBuild(outcome))!()).toBe('failed');
  expect(stateOf()).toBe('failed');
  expect(existsSync(join(paths.devDir, SEARCH_INDEX_FILE))).toBe(false);
  expect(vi.mocked(console.log).mock.calls.at(-1)?.[0]).toContain(`The background build failed, so search has no index: see ${paths.logFile}`);
});

test("a build whose index has no pages' file serves the index alone, and says it is ready", async () => {
  const {prepareDevIndex} = await devIndex();
  expect(await prepareDevIndex(paths, fakeBuild({writesPages: false}))!()).toBe('ready');
  expect(readFileSync(join(paths.devDir, SEARCH_INDEX_FILE), 'utf8')).toBe('{"full":true}');
  expect(existsSync(join(paths.devDir, SEARCH_PAGES_FILE))).toBe(false);
  expect(vi.mocked(console.log).mock.calls.at(-1)?.[0]).toBe('[search-index] The search index is ready: search answers from it now.');
});

test('the build starts once per process, even when the server restarts and asks again', async () => {
  const {prepareDevIndex} = await devIndex();
  const log = vi.mocked(console.log);
  const start = prepareDevIndex(paths, fakeBuild())!;
  const built = start();
  expect(start()).toBe(built);
  // A restart while the build runs leaves the served folder to it.
  expect(prepareDevIndex(paths, fakeBuild())).toBeNull();
  expect(await built).toBe('ready');
  expect(log.mock.calls.filter(([line]) => String(line).includes('building the site in the background'))).toHaveLength(1);
});

test("the production build runs Docusaurus's CLI into the build folder, with generated files of its own and without the server's NODE_ENV", async () => {
  const {productionBuild} = await devIndex();
  vi.stubEnv('NODE_ENV', 'development');
  vi.stubEnv('BABEL_ENV', 'development');
  const build = productionBuild(process.cwd(), '/site/.docusaurus', '/site/build');
  vi.unstubAllEnvs();
  expect(build.args.slice(1)).toEqual(['build', '--out-dir', '/site/build']);
  expect(existsSync(build.args[0]!)).toBe(true);
  expect(build.env.NODE_ENV).toBeUndefined();
  expect(build.env.BABEL_ENV).toBeUndefined();
  expect(build.env.DOCUSAURUS_GENERATED_FILES_DIR_NAME).toBe('/site/.docusaurus/search-index-build');
});

test('the background build stops when the development server exits', async () => {
  // A server process that starts a build which would run for a minute, then exits once the build has begun.
  const pidFile = join(paths.builtDir, '..', 'build.pid');
  const build: BackgroundBuild = {
    command: process.execPath,
    args: ['-e', `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setTimeout(() => {}, 60000);`],
    cwd: tmpdir(),
    env: process.env,
  };
  const server = `
    const {prepareDevIndex} = require('jiti')(process.cwd() + '/index.js')(${JSON.stringify(join(process.cwd(), 'src/plugins/search-index/devServerIndex.ts'))});
    console.log = () => {};
    prepareDevIndex(${JSON.stringify(paths)}, ${JSON.stringify(build)})();
    const started = setInterval(() => { if (require('node:fs').existsSync(${JSON.stringify(pidFile)})) { clearInterval(started); process.exit(0); } }, 20);`;
  const exited = spawnSync(process.execPath, ['-e', server], {cwd: process.cwd(), timeout: 30_000});
  expect(exited.status, exited.stderr.toString()).toBe(0);
  const buildPid = Number(readFileSync(pidFile, 'utf8'));
  // A killed build whose parent has exited is a zombie until the machine's init reaps it (1.5–2 s here, longer
  // under load): it has stopped, though signal 0 still finds it.
  const running = () => {
    try {
      process.kill(buildPid, 0);
    } catch {
      return false;
    }
    try {
      return readFileSync(`/proc/${buildPid}/stat`, 'utf8').split(') ').at(-1)?.[0] !== 'Z';
    } catch {
      // Reaped meanwhile; or no /proc, where signal 0 is all there is to ask.
      return !existsSync('/proc');
    }
  };
  await vi.waitFor(() => expect(running()).toBe(false), {timeout: 10_000});
});
