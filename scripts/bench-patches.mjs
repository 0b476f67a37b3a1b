// npm run bench:patches — whether each patch of framework code
// (src/plugins/upstreamManifest.ts) is needed, measured alone: the site with
// every patch on, with each patch off, and the stock baseline, served at once
// and measured alternately, variant after variant, so that the machine's
// drift falls on every variant alike. What is measured, and when a patch is
// needed, is in the text it writes to BENCHMARKS.md (`body` below).
// Builds go to the bench cache, one folder per variant; `--reuse` keeps them.
// A variant build uses no persistent bundler cache (docusaurus.config.ts):
// Docusaurus's cache key ignores the aliases plugins add, and with the cache
// the variants came out as the full site.
import {parseArgs} from 'node:util';
import createJiti from 'jiti';
import {firstLoadJavaScript, launchChromium, lighthouseScriptKb, median, runLighthouse, serveDir, tracedLoad, writeBenchmarkSection} from './benchmarks.mjs';
import {COMPARED_PAGES, patchVariantBuild, stockBuild} from './stockBaseline.mjs';

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    traces: {type: 'string', default: '5'},
    port: {type: 'string', default: '4300'},
    // Player: a page whose TBT a patch once decided (split-client-startup, until the Player's restarted renders were fixed, 2026-12-06).
    pages: {type: 'string', default: 'Home,API,Player'},
    patches: {type: 'string'},
    reuse: {type: 'boolean', default: false},
  },
});
const RUNS = Math.max(Number(options.runs), 1);
const TRACES = Math.max(Number(options.traces), 1);
// The manifest is TypeScript; jiti loads it, as it loads the site's config.
const {PATCH_NAMES, PATCHES} = createJiti(import.meta.filename)('../src/plugins/upstreamManifest.ts');
const names = options.patches ? options.patches.split(',') : [...PATCH_NAMES];
const unknown = names.filter((name) => !PATCH_NAMES.includes(name));
if (unknown.length) throw new Error(`--patches names no patch: ${unknown.join(', ')}`);

const PAGES = options.pages.split(',').map((name) => {
  const page = COMPARED_PAGES.find((compared) => compared.name === name);
  if (!page) throw new Error(`--pages: no page named ${name}; pages: ${COMPARED_PAGES.map((compared) => compared.name).join(', ')}`);
  return page;
});
const DOCS_PAGES = ['/docs/the-fundamentals', '/docs/interpolate', '/docs/lambda/rendermediaonlambda'];
const METRICS = {
  tbt: 'total-blocking-time',
  lcp: 'largest-contentful-paint',
};
/** The traced figures (scripts/benchmarks.mjs, tracedLoad), as the table names them. */
const FIGURES = {
  mainChunk: 'main chunk',
  longestTask: 'longest task',
  hydrationWork: 'work until hydrated',
  totalWork: 'all work',
};
const spreadOf = (values) => Math.max(...values) - Math.min(...values);
/** bench:js's budget for a docs page's first load, and bench:runtime's for the main chunk's evaluation on Home. */
const DOCS_JAVASCRIPT_KB = 150;
const MAIN_CHUNK_MS = 50;

const variants = [{name: 'all-on', label: 'every patch on'}, ...names.map((name) => ({name: `without-${name}`, label: `without ${name}`, disabled: name, patch: name}))];
for (const variant of variants) variant.dir = patchVariantBuild(variant.name, variant.disabled ?? '', {reuse: options.reuse});
const stock = {name: 'stock', label: 'stock Docusaurus', dir: stockBuild(), stock: true};
const sites = [...variants, stock];
const servers = await Promise.all(sites.map((site, i) => serveDir(Number(options.port) + i, site.dir)));
sites.forEach((site, i) => {
  site.origin = `http://127.0.0.1:${Number(options.port) + i}`;
  site.runs = Object.fromEntries(PAGES.map((page) => [page.name, []]));
  site.traces = Object.fromEntries(PAGES.map((page) => [page.name, []]));
});

try {
  const browser = await launchChromium();
  try {
    for (const site of variants) {
      const sizes = [];
      for (const path of DOCS_PAGES) sizes.push((await firstLoadJavaScript(browser, `${site.origin}${path}`)).bytes / 1024);
      site.javascriptKb = Math.max(...sizes);
    }
    for (const page of PAGES) {
      for (let round = 0; round < TRACES; round++) {
        for (const site of variants) {
          const figures = await tracedLoad(browser, `${site.origin}${page.ours}`);
          site.traces[page.name].push(figures);
          console.log(`${page.name} ${site.name} trace ${round + 1}: ${Object.entries(figures).map(([key, value]) => `${key} ${Math.round(value)} ms`).join(', ')}`);
        }
      }
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
        result.performance = Math.round(lhr.categories.performance.score * 100);
        result.scriptKb = await lighthouseScriptKb(lhr);
        site.runs[page.name].push(result);
        console.log(`${page.name} ${site.name} run ${round + 1}: TBT ${Math.round(result.tbt)} ms, LCP ${Math.round(result.lcp)} ms`);
      }
    }
  }
} finally {
  for (const server of servers) server.kill();
}

const allOn = variants[0];
const ratio = (value) => value.toFixed(2);
const medianOf = (site, page, key) => median(site.runs[page.name].map((result) => result[key]));
const figureOf = (site, page, figure) => median(site.traces[page.name].map((figures) => figures[figure]));
const figureSpread = (page, figure) => spreadOf(allOn.traces[page.name].map((figures) => figures[figure]));
/**
 * The budgets `site` misses, each as a label without its figure, so that a
 * variant is judged only on budgets the build with every patch meets.
 */
function missedBudgets(site) {
  const missed = PAGES.flatMap((page) => {
    const versusStock = (key) => medianOf(site, page, key) / Math.max(medianOf(stock, page, key), 1);
    return [
      ...(versusStock('tbt') > 0.5 ? [`TBT ≤ 0.5× stock on ${page.name}`] : []),
      ...(versusStock('lcp') > 0.9 ? [`LCP ≤ 0.9× stock on ${page.name}`] : []),
      ...(medianOf(site, page, 'performance') < Math.min(100, medianOf(stock, page, 'performance') + 10) ? [`performance ≥ stock + 10 on ${page.name}`] : []),
      ...(page.docs && versusStock('scriptKb') > 0.8 ? [`JavaScript ≤ 0.8× stock on ${page.name}`] : []),
      ...(page.name === 'Home' && figureOf(site, page, 'mainChunk') >= MAIN_CHUNK_MS ? [`main chunk < ${MAIN_CHUNK_MS} ms on Home`] : []),
    ];
  });
  if (site.javascriptKb > DOCS_JAVASCRIPT_KB) missed.push(`a docs page's first load ≤ ${DOCS_JAVASCRIPT_KB} KB`);
  return missed;
}
const missedWithEveryPatch = missedBudgets(allOn);
const rows = variants.slice(1).map((variant) => {
  const {targets, gain} = PATCHES[variant.patch];
  const perPage = PAGES.map((page) => ({
    page,
    tbtRatio: medianOf(variant, page, 'tbt') / Math.max(medianOf(stock, page, 'tbt'), 1),
    lcpRatio: medianOf(variant, page, 'lcp') / medianOf(stock, page, 'lcp'),
    // Off minus on, for each figure the patch targets.
    figures: targets
      .filter((target) => target in FIGURES)
      .map((figure) => ({figure, delta: figureOf(variant, page, figure) - figureOf(allOn, page, figure)})),
  }));
  const javascriptDelta = variant.javascriptKb - allOn.javascriptKb;
  const missed = missedBudgets(variant).filter((budget) => !missedWithEveryPatch.includes(budget));
  const reasons = [
    ...(missed.length ? [`off misses ${missed.join(', ')}`] : []),
    ...(gain.startsWith('Behaviour:') ? ['a visible bug returns (check:guards)'] : []),
  ];
  return {variant, perPage, javascriptDelta, reasons};
});

const signed = (value, unit) => `${value >= 0 ? '+' : ''}${unit === 'KB' ? value.toFixed(1) : Math.round(value)} ${unit}`;
const allOnFigures = (page) =>
  Object.entries(FIGURES)
    .map(([figure, label]) => `${label} ${Math.round(figureOf(allOn, page, figure))} ms (spread ${Math.round(figureSpread(page, figure))})`)
    .join(', ');
const verdict = ({reasons}) => (reasons.length ? `yes: ${reasons.join('; ')}` : '**no**');
const body = [
  `Measured on ${new Date().toISOString().slice(0, 10)} by \`npm run bench:patches\`: the site built with every patch on, then with each`,
  'patch off alone (`DISABLED_PATCHES`), and the stock Docusaurus baseline, all served at once and measured alternately.',
  `Lighthouse (mobile: 4× CPU) on ${PAGES.map((page) => `${page.name} (\`${page.ours}\`)`).join(', ')}, ${RUNS} runs each after a warm-up load, medians:`,
  'TBT and LCP as ratios to stock (budgets: TBT ≤ 0.5, LCP ≤ 0.9). Main thread: the figures each patch targets (the manifest\'s',
  `\`targets\`), from ${TRACES} traced first visits per page at 4× CPU, until the page has hydrated, the network is idle and the`,
  'browser has idled: the main chunk\'s evaluation, the longest task, the work until hydration and all the work, as the',
  'median with the patch off minus the median with every patch on. JavaScript: the largest first load of',
  `${DOCS_PAGES.length} docs pages at brotli 11, as the same difference.`,
  'A patch is needed when switching it off alone misses a budget: Lighthouse\'s (TBT ≤ 0.5×, LCP ≤ 0.9×, performance ≥ stock + 10,',
  `JavaScript ≤ 0.8× stock on docs pages), a docs page's first load ≤ ${DOCS_JAVASCRIPT_KB} KB, the main chunk's evaluation on Home < ${MAIN_CHUNK_MS} ms;`,
  'or when a visible bug returns without it (`npm run check:guards`, "Patch guards"). The targeted figures say what it buys.',
  '',
  `With every patch on: ${PAGES.map((page) => `${page.name} TBT / LCP vs stock ${ratio(medianOf(allOn, page, 'tbt') / Math.max(medianOf(stock, page, 'tbt'), 1))} / ${ratio(medianOf(allOn, page, 'lcp') / medianOf(stock, page, 'lcp'))}; ${allOnFigures(page)}`).join('. ')}. Docs JavaScript ${allOn.javascriptKb.toFixed(1)} KB. Budgets missed with every patch on (a variant is not judged on them): ${missedWithEveryPatch.join(', ') || 'none'}.`,
  '',
  `| Variant | ${PAGES.map((page) => `${page.name}: TBT / LCP vs stock; targeted figures off − on`).join(' | ')} | Docs JavaScript | Earns its keep |`,
  `| --- | ${PAGES.map(() => '---').join(' | ')} | --- | --- |`,
  ...rows.map(
    (row) =>
      `| ${row.variant.label} | ${row.perPage
        .map(({tbtRatio, lcpRatio, figures}) => `${ratio(tbtRatio)} / ${ratio(lcpRatio)}${figures.map(({figure, delta}) => `; ${FIGURES[figure]} ${signed(delta, 'ms')}`).join('')}`)
        .join(' | ')} | ${signed(row.javascriptDelta, 'KB')} | ${verdict(row)} |`,
  ),
].join('\n');
writeBenchmarkSection('What each patch buys', body);
for (const row of rows) console.log(`${row.variant.label}: ${verdict(row)}`);
