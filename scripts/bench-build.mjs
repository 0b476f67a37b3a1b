// npm run bench:build — times our production build side by side with the
// stock Docusaurus 3.10 site of the same size (scripts/stockBaseline.mjs),
// built with webpack and with FASTER=1 (Rspack, SWC). Each round builds the
// three one after the other, each cold (after `docusaurus clear` removed the
// generated files and the bundler's cache) and then warm (straight after, the
// cache in place). These machines' speed drifts by 2× within minutes, so
// the report rests on ratios of medians taken in the same run.
// Budgets: our cold build at most 0.5× the stock webpack build and no slower
// than the stock FASTER=1 build. Every build runs with Docusaurus's
// performance logger, so the report also says where each cold build's time
// goes, phase by phase.
import {readdirSync, statSync} from 'node:fs';
import {cpus, totalmem} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {median, writeBenchmarkSection} from './benchmarks.mjs';
import {buildStock, run, stockBuildDir, stockSite, timedBuild} from './stockBaseline.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BUILD = resolve(ROOT, 'build');
const {values: options} = parseArgs({options: {runs: {type: 'string', default: '3'}}});
const RUNS = Math.max(Number(options.runs), 1);

function filesUnder(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const stock = stockSite();
const BUILDS = [
  {
    name: 'Ours (Rspack, SWC)',
    outDir: BUILD,
    cold: () => (run('npx', ['docusaurus', 'clear'], ROOT), timedBuild(ROOT)),
    warm: () => timedBuild(ROOT),
  },
  {
    name: 'Stock, webpack',
    outDir: stockBuildDir(stock),
    cold: () => buildStock(stock),
    warm: () => buildStock(stock, {clear: false}),
  },
  {
    name: 'Stock, FASTER=1',
    outDir: stockBuildDir(stock, {faster: true}),
    cold: () => buildStock(stock, {faster: true}),
    warm: () => buildStock(stock, {faster: true, clear: false}),
  },
];
const times = new Map(BUILDS.map((build) => [build.name, {cold: [], warm: [], coldPhases: []}]));
for (let round = 0; round < RUNS; round++) {
  for (const build of BUILDS) {
    const cold = build.cold();
    const warm = build.warm();
    const entry = times.get(build.name);
    entry.cold.push(cold.seconds);
    entry.warm.push(warm.seconds);
    entry.coldPhases.push(cold.phases);
    console.log(`round ${round + 1}, ${build.name}: cold ${cold.seconds.toFixed(1)} s, warm ${warm.seconds.toFixed(1)} s`);
  }
}

const summary = (values) => `${median(values).toFixed(1)} s (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;
const oursCold = median(times.get(BUILDS[0].name).cold);
const oursWarm = median(times.get(BUILDS[0].name).warm);
const budgets = [
  ['cold build ≤ 0.5× stock webpack', oursCold <= 0.5 * median(times.get(BUILDS[1].name).cold)],
  ['cold build ≤ stock FASTER=1', oursCold <= median(times.get(BUILDS[2].name).cold)],
];
const PHASES = [
  ['loading', 'Loading the site (content, plugins)'],
  ['bundling', 'Bundling (client and server)'],
  ['rendering', 'Rendering the pages (SSG)'],
  ['postBuild', 'Post-build steps'],
];
/** A phase's median over the cold rounds; "other" is what the logger does not cover (starting Node, the CLI, writing out). */
function coldPhase(name, phase) {
  const {cold, coldPhases} = times.get(name);
  if (phase === 'other') {
    return median(cold.map((seconds, round) => seconds - PHASES.reduce((sum, [key]) => sum + coldPhases[round][key], 0)));
  }
  return median(coldPhases.map((phases) => phases[phase]));
}
const phaseRows = [...PHASES, ['other', 'Other (starting up, the CLI, writing files)']].map(
  ([phase, label]) =>
    `| ${label} | ${BUILDS.map(({name}) => `${coldPhase(name, phase).toFixed(1)} s`).join(' | ')} | ${(coldPhase(BUILDS[0].name, phase) - coldPhase(BUILDS[2].name, phase)).toFixed(1)} s |`,
);

function outputOf(outDir) {
  const files = filesUnder(outDir);
  const html = files.filter((file) => file.endsWith('.html'));
  const megabytes = (list) => list.reduce((sum, file) => sum + statSync(file).size, 0) / 1024 / 1024;
  return {files: files.length, pages: html.length, megabytes: megabytes(files), htmlMegabytes: megabytes(html)};
}
const ours = outputOf(BUILD);
const stockFaster = outputOf(BUILDS[2].outDir);

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
  '### Where a cold build\'s time goes',
  '',
  'Medians over the cold rounds of the phases that Docusaurus\'s performance logger (`DOCUSAURUS_PERF_LOGGER`) reports.',
  'The post-build steps are mostly this site\'s own: the search index and the Markdown twins, which read every built page',
  'in one shared pass (`src/plugins/built-pages`). The stock site has neither.',
  '',
  `| Phase | ${BUILDS.map(({name}) => name).join(' | ')} | Ours − stock FASTER=1 |`,
  '| --- | --- | --- | --- | --- |',
  ...phaseRows,
  '',
  `Our output: ${ours.pages} HTML pages (${ours.htmlMegabytes.toFixed(1)} MB of HTML), ${ours.files} files, ${ours.megabytes.toFixed(1)} MB in all (uncompressed), including the search index and the Markdown twins written after the build.`,
  `The stock site's FASTER=1 output: ${stockFaster.pages} HTML pages (${stockFaster.htmlMegabytes.toFixed(1)} MB of HTML), ${stockFaster.files} files, ${stockFaster.megabytes.toFixed(1)} MB in all.`,
].join('\n');
writeBenchmarkSection('Production build', body);
const missed = budgets.filter(([, met]) => !met).map(([label]) => label);
console.log(missed.length ? `Budgets missed: ${missed.join('; ')}` : 'Every budget is met.');
process.exit(missed.length ? 1 : 0);
