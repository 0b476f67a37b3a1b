// npm run bench:patches — what each patch of framework code buys
// (src/plugins/upstreamManifest.ts), measured alone: the site built with
// every patch on, and once with each patch off (DISABLED_PATCHES=<name>),
// next to the stock Docusaurus baseline, all served at once and measured
// alternately, variant after variant, for each page and run, so that the
// machine's drift falls on every variant alike. Per variant: Lighthouse
// (mobile: 4× CPU, slow 4G) TBT, LCP and main-thread work on the pages
// bench:lighthouse measures, and first-load JavaScript of docs pages at
// brotli 11. A patch earns its keep when switching it off alone misses a
// Lighthouse budget (TBT ≤ 0.5×, LCP ≤ 0.9× stock), costs at least 30 ms of
// main-thread work on a page or 3 KB of a docs page's first load, or when
// it fixes a behaviour its guard tests show (the manifest says which).
// Builds go to the bench cache, one folder per variant; `--reuse` keeps them.
// A variant build uses no persistent bundler cache (docusaurus.config.ts):
// Docusaurus's cache key ignores the aliases plugins add, and with the cache
// the variants came out as the full site.
import {existsSync, rmSync} from 'node:fs';
import {homedir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import createJiti from 'jiti';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';
import {firstLoadJavaScript, median, runLighthouse, serveDir, writeBenchmarkSection} from './benchmarks.mjs';
import {STOCK_PAGES, run, stockBuild} from './stockBaseline.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const CACHE = resolve(process.env.BENCH_CACHE ?? join(homedir(), '.cache', 'remotion-docs-bench'), 'patches');
const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    port: {type: 'string', default: '4300'},
    pages: {type: 'string', default: 'Home,API'},
    patches: {type: 'string'},
    reuse: {type: 'boolean', default: false},
  },
});
const RUNS = Math.max(Number(options.runs), 1);
// The manifest is TypeScript; jiti loads it, as it loads the site's config.
const {PATCH_NAMES, PATCHES} = createJiti(import.meta.filename)('../src/plugins/upstreamManifest.ts');
const names = options.patches ? options.patches.split(',') : [...PATCH_NAMES];
const unknown = names.filter((name) => !PATCH_NAMES.includes(name));
if (unknown.length) throw new Error(`--patches names no patch: ${unknown.join(', ')}`);

const ALL_PAGES = [
  {name: 'Home', ours: '/', stock: STOCK_PAGES.home},
  {name: 'Guide', ours: '/docs/the-fundamentals', stock: STOCK_PAGES.guide},
  {name: 'API', ours: '/docs/interpolate', stock: STOCK_PAGES.api},
  {name: 'Blog post', ours: '/blog/3-2', stock: STOCK_PAGES.blogPost},
];
const PAGES = ALL_PAGES.filter((page) => options.pages.split(',').includes(page.name));
const DOCS_PAGES = ['/docs/the-fundamentals', '/docs/interpolate', '/docs/lambda/rendermediaonlambda'];
const METRICS = {
  tbt: 'total-blocking-time',
  lcp: 'largest-contentful-paint',
  mainThread: 'mainthread-work-breakdown',
};
const MAIN_THREAD_MS = 30;
const spreadOf = (values) => Math.max(...values) - Math.min(...values);
const JAVASCRIPT_KB = 3;

function build(variant) {
  const outDir = join(CACHE, variant.name);
  if (options.reuse && existsSync(join(outDir, 'index.html'))) return outDir;
  rmSync(outDir, {recursive: true, force: true});
  console.log(`Building ${variant.name}…`);
  run('npx', ['docusaurus', 'build', '--out-dir', outDir], ROOT, {DISABLED_PATCHES: variant.disabled ?? ''});
  return outDir;
}

const variants = [{name: 'all-on', label: 'every patch on'}, ...names.map((name) => ({name: `without-${name}`, label: `without ${name}`, disabled: name, patch: name}))];
for (const variant of variants) variant.dir = build(variant);
const stock = {name: 'stock', label: 'stock Docusaurus', dir: stockBuild(), stock: true};
const sites = [...variants, stock];
const servers = await Promise.all(sites.map((site, i) => serveDir(Number(options.port) + i, site.dir)));
sites.forEach((site, i) => {
  site.origin = `http://127.0.0.1:${Number(options.port) + i}`;
  site.runs = Object.fromEntries(PAGES.map((page) => [page.name, []]));
});

try {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    for (const site of variants) {
      const sizes = [];
      for (const path of DOCS_PAGES) sizes.push((await firstLoadJavaScript(browser, `${site.origin}${path}`)).bytes / 1024);
      site.javascriptKb = Math.max(...sizes);
    }
  } finally {
    await browser.close();
  }
  for (const page of PAGES) {
    for (const site of sites) await runLighthouse(`${site.origin}${site.stock ? page.stock : page.ours}`, {categories: ['performance']});
    for (let round = 0; round < RUNS; round++) {
      for (const site of sites) {
        const lhr = await runLighthouse(`${site.origin}${site.stock ? page.stock : page.ours}`, {categories: ['performance']});
        const result = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id].numericValue]));
        site.runs[page.name].push(result);
        console.log(`${page.name} ${site.name} run ${round + 1}: TBT ${Math.round(result.tbt)} ms, LCP ${Math.round(result.lcp)} ms, main thread ${Math.round(result.mainThread)} ms`);
      }
    }
  }
} finally {
  for (const server of servers) server.kill();
}

const medianOf = (site, page, key) => median(site.runs[page.name].map((result) => result[key]));
const allOn = variants[0];
const rows = variants.slice(1).map((variant) => {
  const perPage = PAGES.map((page) => {
    const tbt = medianOf(variant, page, 'tbt');
    const lcp = medianOf(variant, page, 'lcp');
    return {
      page,
      tbtRatio: tbt / Math.max(medianOf(stock, page, 'tbt'), 1),
      lcpRatio: lcp / medianOf(stock, page, 'lcp'),
      mainThreadDelta: medianOf(variant, page, 'mainThread') - medianOf(allOn, page, 'mainThread'),
      // What separates a patch's effect from the machine's drift: the spread of the runs with every patch on.
      noise: spreadOf(allOn.runs[page.name].map((result) => result.mainThread)),
    };
  });
  const javascriptDelta = variant.javascriptKb - allOn.javascriptKb;
  const missesBudget = perPage.filter(({tbtRatio, lcpRatio}) => tbtRatio > 0.5 || lcpRatio > 0.9).map(({page}) => page.name);
  // Fewer than three runs give no spread to tell an effect from drift: the criterion is then left out.
  const costsMainThread = perPage
    .filter(({mainThreadDelta, noise}) => RUNS >= 3 && mainThreadDelta >= Math.max(MAIN_THREAD_MS, noise))
    .map(({page}) => page.name);
  const behaviour = PATCHES[variant.patch].gain.startsWith('Behaviour:');
  const reasons = [
    ...(missesBudget.length ? [`off misses a budget on ${missesBudget.join(', ')}`] : []),
    ...(costsMainThread.length ? [`off costs ≥ ${MAIN_THREAD_MS} ms of main thread, beyond the runs' spread, on ${costsMainThread.join(', ')}`] : []),
    ...(javascriptDelta >= JAVASCRIPT_KB ? [`off adds ${javascriptDelta.toFixed(1)} KB to a docs page`] : []),
    ...(behaviour ? ['fixes a behaviour (its guard tests)'] : []),
  ];
  return {variant, perPage, javascriptDelta, reasons};
});

const ratio = (value) => value.toFixed(2);
const signed = (value, unit) => `${value >= 0 ? '+' : ''}${unit === 'KB' ? value.toFixed(1) : Math.round(value)} ${unit}`;
const body = [
  `Measured on ${new Date().toISOString().slice(0, 10)} by \`npm run bench:patches\`: the site built with every patch on, then with each`,
  'patch off alone (`DISABLED_PATCHES`), and the stock Docusaurus baseline, all served at once and measured alternately with',
  `Lighthouse (mobile: 4× CPU) on ${PAGES.map((page) => `${page.name} (\`${page.ours}\`)`).join(', ')}, ${RUNS} runs each after a warm-up load;`,
  'medians. TBT and LCP are ratios to stock (budgets: TBT ≤ 0.5, LCP ≤ 0.9); main thread is Lighthouse\'s main-thread work, as the',
  `difference to the build with every patch on; JavaScript is the largest first load of ${DOCS_PAGES.length} docs pages at brotli 11, as the same difference.`,
  `A patch stays when switching it off misses a budget, costs ≥ ${MAIN_THREAD_MS} ms of main thread on a page or ≥ ${JAVASCRIPT_KB} KB of a docs page,`,
  'or fixes a behaviour a visitor would notice (the manifest names its test). A main-thread difference counts only when it is also larger',
  'than the spread of the runs with every patch on (shown in that row): below it, the machine\'s drift cannot tell it from nothing.',
  ...(RUNS < 3 ? [`With ${RUNS} run(s) there is no spread: the main-thread column is shown but decides nothing.`] : []),
  '',
  `| Variant | ${PAGES.map((page) => `${page.name}: TBT / LCP vs stock, main thread`).join(' | ')} | Docs JavaScript | Earns its keep |`,
  `| --- | ${PAGES.map(() => '---').join(' | ')} | --- | --- |`,
  `| every patch on | ${PAGES.map((page) => `${ratio(medianOf(allOn, page, 'tbt') / Math.max(medianOf(stock, page, 'tbt'), 1))} / ${ratio(medianOf(allOn, page, 'lcp') / medianOf(stock, page, 'lcp'))}, ${Math.round(medianOf(allOn, page, 'mainThread'))} ms (spread ${Math.round(spreadOf(allOn.runs[page.name].map((result) => result.mainThread)))} ms)`).join(' | ')} | ${allOn.javascriptKb.toFixed(1)} KB | |`,
  ...rows.map(
    ({variant, perPage, javascriptDelta, reasons}) =>
      `| ${variant.label} | ${perPage.map(({tbtRatio, lcpRatio, mainThreadDelta}) => `${ratio(tbtRatio)} / ${ratio(lcpRatio)}, ${signed(mainThreadDelta, 'ms')}`).join(' | ')} | ${signed(javascriptDelta, 'KB')} | ${reasons.length ? `yes: ${reasons.join('; ')}` : '**no**'} |`,
  ),
].join('\n');
writeBenchmarkSection('What each patch buys', body);
for (const {variant, reasons} of rows) console.log(`${variant.label}: ${reasons.length ? reasons.join('; ') : 'earns nothing measured'}`);
