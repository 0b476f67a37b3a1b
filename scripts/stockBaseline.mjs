// The stock Docusaurus 3.10 site the benchmarks compare against
// (../shared/baselines/stock-docusaurus, see its README). It is copied to a
// cache folder outside the repository, installed and built there once, and
// rebuilt only when a file of the baseline changes: the folder's name carries
// a hash of its contents.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {cpSync, existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {homedir} from 'node:os';
import {join, relative, resolve} from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BASELINE_SOURCE = resolve(process.env.STOCK_BASELINE ?? join(ROOT, '..', 'shared', 'baselines', 'stock-docusaurus'));
const CACHE = resolve(process.env.BENCH_CACHE ?? join(homedir(), '.cache', 'remotion-docs-bench'));

/** Our pages that bench:lighthouse and bench:patches measure, each with the page of the stock site that plays its role. */
export const COMPARED_PAGES = [
  {name: 'Home', ours: '/', stock: '/'},
  {name: 'Guide', ours: '/docs/the-fundamentals', stock: '/docs/guides/authoring/authoring-bundle-job-12', docs: true},
  {name: 'API', ours: '/docs/interpolate', stock: '/docs/api/core/core-debug-worker-13', docs: true},
  {name: 'Blog post', ours: '/blog/3-2', stock: '/blog/authenticate-private-types'},
  // The stock site has no search page and no player page: both compare to its
  // home page, the one other page built from React components rather than
  // Markdown.
  {name: 'Search', ours: '/search?q=spring', stock: '/'},
  {name: 'Player', ours: '/player/', stock: '/'},
];

function baselineHash() {
  if (!existsSync(join(BASELINE_SOURCE, 'package.json'))) {
    throw new Error(`No stock baseline at ${BASELINE_SOURCE}; set STOCK_BASELINE to its folder.`);
  }
  const files = readdirSync(BASELINE_SOURCE, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes('/node_modules/'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(BASELINE_SOURCE, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Runs a command to its end and returns what it printed on stdout. */
export function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {...process.env, ...env},
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return result.stdout.toString();
}

/** The baseline's installed copy, made on first use. */
export function stockSite() {
  const dir = join(CACHE, `stock-docusaurus-${baselineHash()}`);
  if (!existsSync(join(dir, 'node_modules', '.package-lock.json'))) {
    console.log(`Installing the stock baseline in ${dir}…`);
    cpSync(BASELINE_SOURCE, dir, {recursive: true, filter: (source) => !source.includes('/node_modules')});
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  }
  return dir;
}

/**
 * The output folder of the baseline built with webpack, or with FASTER=1
 * (Rspack, SWC), and with PEERS=1 as well (plus a local search plugin and
 * an llms.txt plugin, see the baseline's README).
 */
export function stockBuildDir(site, {faster = false, peers = false} = {}) {
  return join(site, faster ? (peers ? 'build-faster-peers' : 'build-faster') : 'build');
}

export function buildStock(site, {faster = false, peers = false, clear = true} = {}) {
  if (peers && !faster) throw new Error('The baseline builds PEERS=1 only together with FASTER=1.');
  if (clear) run('npx', ['docusaurus', 'clear'], site);
  return timedBuild(site, ['--out-dir', stockBuildDir(site, {faster, peers})], {FASTER: faster ? '1' : '', PEERS: peers ? '1' : ''});
}

const PHASE_KEYS = {'Load site': 'loading', SSG: 'rendering', 'postBuild()': 'postBuild'};

/**
 * Runs `docusaurus build` in a site's folder with Docusaurus's performance
 * logger on: its wall time in seconds, and the seconds of each phase the
 * logger reports (loading the site, bundling, rendering the pages, the
 * post-build steps).
 */
export function timedBuild(site, args = [], env = {}) {
  const started = performance.now();
  const output = run('npx', ['docusaurus', 'build', ...args], site, {...env, DOCUSAURUS_PERF_LOGGER: 'true'});
  const seconds = (performance.now() - started) / 1000;
  const phases = {};
  // The logger colours its lines when it thinks it writes to a terminal.
  const plain = output.replace(/\x1b\[[\d;]*m/g, '');
  for (const [, phase, value, unit] of plain.matchAll(/\[PERF\] Build > [\w-]+ > (Load site|Bundling with \w+|SSG|postBuild\(\)) - ([\d.]+) (seconds|ms)/g)) {
    phases[phase.startsWith('Bundling') ? 'bundling' : PHASE_KEYS[phase]] = Number(value) / (unit === 'ms' ? 1000 : 1);
  }
  if (Object.keys(phases).length !== 4) {
    throw new Error(`docusaurus build in ${site}: expected four phases from DOCUSAURUS_PERF_LOGGER, found ${JSON.stringify(phases)}`);
  }
  return {seconds, phases};
}

/** The baseline built with webpack, building it only if the cache has no build yet. */
export function stockBuild() {
  const site = stockSite();
  const out = stockBuildDir(site);
  if (!existsSync(join(out, 'index.html'))) {
    console.log('Building the stock baseline…');
    buildStock(site);
  }
  return out;
}

/**
 * Our site built with the patches `disabled` names switched off
 * (DISABLED_PATCHES, comma-separated; '' for none), into `name`'s folder of
 * the bench cache that bench:patches and check:guards share; with `reuse`,
 * a folder that already holds a build is kept.
 */
export function patchVariantBuild(name, disabled, {reuse = false} = {}) {
  const outDir = join(CACHE, 'patches', name);
  if (reuse && existsSync(join(outDir, 'index.html'))) return outDir;
  rmSync(outDir, {recursive: true, force: true});
  console.log(`Building ${name}…`);
  run('npx', ['docusaurus', 'build', '--out-dir', outDir], ROOT, {DISABLED_PATCHES: disabled});
  return outDir;
}
