// npm run bench:lighthouse — Lighthouse on our production build beside the
// stock Docusaurus site of the same size (scripts/stockBaseline.mjs), both
// served by scripts/serve.mjs. These machines are shared and their speed
// drifts by 2× within minutes, so the two sites are measured alternately in
// the same run and judged on ratios (budgets()); the method is in the text it
// writes to BENCHMARKS.md. One unmeasured load of each page first warms the
// disk cache, as a host's would be.
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {lighthouseScriptKb, median, runLighthouse, serveDir, writeBenchmarkSection} from './benchmarks.mjs';
import {COMPARED_PAGES, stockBuild} from './stockBaseline.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const {values: options} = parseArgs({
  options: {
    port: {type: 'string', default: '4178'},
    runs: {type: 'string', default: '5'},
    desktop: {type: 'boolean', default: false},
    only: {type: 'string'},
  },
});
const RUNS = Math.max(Number(options.runs), 1);
const FORM_FACTORS = options.desktop ? ['mobile', 'desktop'] : ['mobile'];
const OURS = {name: 'ours', origin: `http://127.0.0.1:${options.port}`};
const STOCK = {name: 'stock', origin: `http://127.0.0.1:${Number(options.port) + 1}`};

const PAGES = COMPARED_PAGES.filter((page) => !options.only || page.name.toLowerCase() === options.only.toLowerCase());

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  {id: 'first-contentful-paint', label: 'FCP', unit: 'ms'},
  {id: 'largest-contentful-paint', label: 'LCP', unit: 'ms'},
  {id: 'total-blocking-time', label: 'TBT', unit: 'ms'},
  {id: 'cumulative-layout-shift', label: 'CLS', unit: ''},
];

if (!existsSync(resolve(ROOT, 'build/index.html'))) {
  console.error('No production build in build/: run `npm run build` first.');
  process.exit(1);
}
const stockDir = stockBuild();

const servers = await Promise.all([serveDir(options.port, resolve(ROOT, 'build')), serveDir(Number(options.port) + 1, stockDir)]);

/** One first visit in a browser of its own. */
async function measure(url, formFactor) {
  const lhr = await runLighthouse(url, {categories: CATEGORIES, config: formFactor === 'desktop' ? desktopConfig : undefined});
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    metrics: Object.fromEntries(METRICS.map(({id}) => [id, lhr.audits[id].numericValue])),
    scriptKb: await lighthouseScriptKb(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function summarize(runs) {
  const series = {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, runs.map((run) => run.scores[id])])),
    ...Object.fromEntries(METRICS.map(({id}) => [id, runs.map((run) => run.metrics[id])])),
    javascript: runs.map((run) => run.scriptKb),
  };
  return Object.fromEntries(
    Object.entries(series).map(([key, values]) => [key, {median: median(values), min: Math.min(...values), max: Math.max(...values)}]),
  );
}

/** Each budget as [label, met]. */
function budgets(page, ours, stock) {
  const checks = [
    ['TBT ≤ 0.5× stock', ours['total-blocking-time'].median <= 0.5 * stock['total-blocking-time'].median],
    ['LCP ≤ 0.9× stock', ours['largest-contentful-paint'].median <= 0.9 * stock['largest-contentful-paint'].median],
    ['performance ≥ stock + 10', ours.performance.median >= Math.min(100, stock.performance.median + 10)],
    ...CATEGORIES.slice(1).map((id) => [`${id} = 100`, ours[id].median === 100]),
  ];
  if (page.docs) checks.push(['JavaScript ≤ 0.8× stock', ours.javascript.median <= 0.8 * stock.javascript.median]);
  return checks;
}

const benchmarkIndexes = [];
const results = [];
try {
  for (const page of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      const sites = [
        {site: OURS, url: `${OURS.origin}${page.ours}`, runs: []},
        {site: STOCK, url: `${STOCK.origin}${page.stock}`, runs: []},
      ];
      for (const {url} of sites) await measure(url, formFactor);
      for (let run = 0; run < RUNS; run++) {
        for (const entry of sites) {
          const result = await measure(entry.url, formFactor);
          entry.runs.push(result);
          benchmarkIndexes.push(result.benchmarkIndex);
          console.log(
            `${page.name} ${formFactor} ${entry.site.name} run ${run + 1}: performance ${result.scores.performance}, ` +
              `LCP ${Math.round(result.metrics['largest-contentful-paint'])} ms, TBT ${Math.round(result.metrics['total-blocking-time'])} ms ` +
              `(benchmarkIndex ${Math.round(result.benchmarkIndex)})`,
          );
        }
      }
      const [ours, stock] = sites.map((entry) => summarize(entry.runs));
      results.push({page, formFactor, ours, stock, checks: formFactor === 'mobile' ? budgets(page, ours, stock) : []});
    }
  }
} finally {
  for (const server of servers) server.kill();
}

const formatValue = (value, unit) => (unit === 'ms' ? `${Math.round(value)} ms` : unit === 'KB' ? `${value.toFixed(1)} KB` : unit === '' ? value.toFixed(3) : String(Math.round(value)));
const spread = ({median: middle, min, max}, unit) =>
  `${formatValue(middle, unit)} (${formatValue(min, unit)}–${formatValue(max, unit)})`;
const ratio = (ours, stock) => (stock === 0 ? (ours === 0 ? '1.00' : '∞') : (ours / stock).toFixed(2));

const ROWS = [
  {key: 'performance', label: 'Performance', unit: 'score'},
  ...METRICS.map(({id, label, unit}) => ({key: id, label, unit})),
  {key: 'javascript', label: 'JavaScript', unit: 'KB'},
];
const missed = results.flatMap(({page, formFactor, checks}) =>
  checks.filter(([, met]) => !met).map(([label]) => `${page.name} (${formFactor}): ${label}`),
);
const body = [
  `Measured on ${new Date().toISOString().slice(0, 10)} with Lighthouse 12 and Debian's Chromium (headless): our`,
  'production build and a stock Docusaurus 3.10.2 classic site of the same size (`../shared/baselines/stock-docusaurus`),',
  'both served by `scripts/serve.mjs`. For each page the two sites were measured alternately, ours then stock\'s,',
  `${RUNS} runs each, every run a first visit in a fresh browser. Values are medians with the range of the runs;`,
  'the ratio is ours / stock. The stock site has no search or player page: those two compare to its home page.',
  `Lighthouse's benchmarkIndex over all runs: ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))}`,
  '(the machine\'s speed during the run; only the ratios are comparable between runs).',
  'JavaScript is the compressed bodies of the scripts each run loaded, as the server sent them, without response headers:',
  'over this server\'s HTTP/1.1 every script repeats the security headers (about 1 KB), which the hosts\' HTTP/2 and 3 send',
  'once and then as a table index.',
  '',
  ...results.flatMap(({page, formFactor, ours, stock, checks}) => [
    `### ${page.name}, ${formFactor}: \`${page.ours}\` vs stock \`${page.stock}\``,
    '',
    '| Measure | Ours | Stock | Ours / stock |',
    '| --- | --- | --- | --- |',
    ...ROWS.map(({key, label, unit}) => `| ${label} | ${spread(ours[key], unit)} | ${spread(stock[key], unit)} | ${ratio(ours[key].median, stock[key].median)} |`),
    `| Accessibility / best practices / SEO | ${CATEGORIES.slice(1).map((id) => ours[id].median).join(' / ')} | ${CATEGORIES.slice(1).map((id) => stock[id].median).join(' / ')} | |`,
    '',
    ...(checks.length ? [`Budgets: ${checks.map(([label, met]) => (met ? `${label}: met` : `**${label}: missed**`)).join('; ')}.`, ''] : []),
  ]),
  missed.length ? `**Budgets missed:** ${missed.join('; ')}.` : 'Every budget is met.',
].join('\n');
writeBenchmarkSection('Lighthouse', body);
console.log(missed.length ? `Budgets missed:\n  ${missed.join('\n  ')}` : 'Every budget is met.');
process.exit(missed.length ? 1 : 0);
