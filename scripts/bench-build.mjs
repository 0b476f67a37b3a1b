// npm run bench:build — times our production build side by side with the
// stock Docusaurus 3.10 site of the same size (scripts/stockBaseline.mjs),
// built with webpack and with FASTER=1 (Rspack, SWC). Each round builds the
// three one after the other, each cold (after `docusaurus clear` removed the
// generated files and the bundler's cache) and then warm (straight after, the
// cache in place). These machines' speed drifts by 2× within minutes, so
// the report rests on ratios of medians taken in the same run.
// Budgets: our cold build at most 0.5× the stock webpack build and no slower
// than the stock FASTER=1 build.
import {spawnSync} from 'node:child_process';
import {readdirSync, statSync} from 'node:fs';
import {cpus, totalmem} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {median, writeBenchmarkSection} from './benchmarks.mjs';
import {buildStock, stockSite} from './stockBaseline.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BUILD = resolve(ROOT, 'build');
const {values: options} = parseArgs({options: {runs: {type: 'string', default: '3'}}});
const RUNS = Math.max(Number(options.runs), 1);

function docusaurus(...args) {
  const started = performance.now();
  const result = spawnSync('npx', ['docusaurus', ...args], {cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`docusaurus ${args.join(' ')} failed`);
  return (performance.now() - started) / 1000;
}

function filesUnder(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const stock = stockSite();
const BUILDS = [
  {name: 'Ours (Rspack, SWC)', cold: () => (docusaurus('clear'), docusaurus('build')), warm: () => docusaurus('build')},
  {name: 'Stock, webpack', cold: () => buildStock(stock), warm: () => buildStock(stock, {clear: false})},
  {name: 'Stock, FASTER=1', cold: () => buildStock(stock, {faster: true}), warm: () => buildStock(stock, {faster: true, clear: false})},
];
const times = new Map(BUILDS.map((build) => [build.name, {cold: [], warm: []}]));
for (let run = 0; run < RUNS; run++) {
  for (const build of BUILDS) {
    const cold = build.cold();
    const warm = build.warm();
    times.get(build.name).cold.push(cold);
    times.get(build.name).warm.push(warm);
    console.log(`round ${run + 1}, ${build.name}: cold ${cold.toFixed(1)} s, warm ${warm.toFixed(1)} s`);
  }
}

const summary = (values) => `${median(values).toFixed(1)} s (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;
const oursCold = median(times.get(BUILDS[0].name).cold);
const oursWarm = median(times.get(BUILDS[0].name).warm);
const budgets = [
  ['cold build ≤ 0.5× stock webpack', oursCold <= 0.5 * median(times.get(BUILDS[1].name).cold)],
  ['cold build ≤ stock FASTER=1', oursCold <= median(times.get(BUILDS[2].name).cold)],
];
const files = filesUnder(BUILD);
const pages = files.filter((file) => file.endsWith('.html')).length;
const megabytes = files.reduce((sum, file) => sum + statSync(file).size, 0) / 1024 / 1024;

const body = [
  `Measured on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} CPU cores, ${Math.round(totalmem() / 1024 ** 3)} GiB memory:`,
  'our site (Docusaurus 3.10 with @docusaurus/faster) and the stock Docusaurus 3.10.2 site of the same size',
  `(\`../shared/baselines/stock-docusaurus\`) built with webpack and with \`FASTER=1\`, in ${RUNS} rounds that build the`,
  'three one after the other, each cold (after `docusaurus clear`) and then warm (bundler cache in place).',
  'Medians with the range of the rounds; ratios are ours / that build.',
  '',
  '| Build | Cold | Warm | Ours / this, cold | Ours / this, warm |',
  '| --- | --- | --- | --- | --- |',
  ...BUILDS.map(({name}) => {
    const {cold, warm} = times.get(name);
    return `| ${name} | ${summary(cold)} | ${summary(warm)} | ${(oursCold / median(cold)).toFixed(2)} | ${(oursWarm / median(warm)).toFixed(2)} |`;
  }),
  '',
  `Budgets: ${budgets.map(([label, met]) => (met ? `${label}: met` : `**${label}: missed**`)).join('; ')}.`,
  '',
  `Our output: ${pages} HTML pages, ${files.length} files, ${megabytes.toFixed(1)} MB (uncompressed), including the search index written after the build.`,
].join('\n');
writeBenchmarkSection('Production build', body);
const missed = budgets.filter(([, met]) => !met).map(([label]) => label);
console.log(missed.length ? `Budgets missed: ${missed.join('; ')}` : 'Every budget is met.');
process.exit(missed.length ? 1 : 0);
