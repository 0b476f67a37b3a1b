// npm run bench:start — the first `npm start` of a fresh clone beside the
// stock site's `docusaurus start` (scripts/stockBaseline.mjs), with webpack
// and with FASTER=1, each cold, the order alternating between rounds; the
// method is in the text it writes to BENCHMARKS.md. Timed to the first page
// answered: the development server holds requests until its first
// compilation is done.
// A fresh clone has no search index: our server builds one in the background
// (src/plugins/search-index/devServerIndex.ts). The first round follows that
// in Chromium and fails the bench unless the modal says the index is being
// built, then shows hits without a new keystroke. Our `build/`, whose index
// the server would serve, is kept aside meanwhile and put back at the end.
import {spawn} from 'node:child_process';
import {existsSync, renameSync, rmSync} from 'node:fs';
import {cpus} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {launchChromium, median, writeBenchmarkSection} from './benchmarks.mjs';
import {run, stockSite} from './stockBaseline.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BUILD = join(ROOT, 'build');
const BUILD_KEPT_ASIDE = join(ROOT, 'build-bench-start-saved');
const PORT = 3410;
const BUDGET = 1.5;
const {values: options} = parseArgs({options: {runs: {type: 'string', default: '3'}}});
const RUNS = Math.max(Number(options.runs), 1);

const stock = stockSite();
const STARTS = [
  {name: 'Ours (`npm start`)', site: ROOT, command: ['npm', 'start', '--'], env: {}},
  {name: 'Stock, webpack', site: stock, command: ['npx', 'docusaurus', 'start'], env: {FASTER: ''}},
  {name: 'Stock, FASTER=1', site: stock, command: ['npx', 'docusaurus', 'start'], env: {FASTER: '1'}},
];
const [OURS, STOCK] = STARTS.map(({name}) => name);

const seconds = (since) => (performance.now() - since) / 1000;

async function firstAnswer(url) {
  for (;;) {
    const answered = await fetch(url).then((response) => response.ok && response.text().then(() => true), () => false);
    if (answered) return;
    await new Promise((retry) => setTimeout(retry, 100));
  }
}

/** Follows the background index build in the modal: its message, then hits without a new keystroke. */
async function searchWhileIndexBuilds(origin, startedAt) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('sequence');
    const message = await page.locator('.site-search-error .DocSearch-Title').innerText({timeout: 60_000});
    if (message !== 'The search index is being built') throw new Error(`The modal said "${message}" while the index was being built.`);
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 20 * 60_000});
    return seconds(startedAt);
  } finally {
    await browser.close();
  }
}

/** One cold start: seconds to the first page, and for ours in the first round, to the first search hits. */
async function coldStart({site, command, env}, followSearch) {
  run('npx', ['docusaurus', 'clear'], site);
  const startedAt = performance.now();
  const server = spawn(command[0], [...command.slice(1), '--no-open', '--port', String(PORT), '--host', '127.0.0.1'], {
    cwd: site,
    env: {...process.env, ...env},
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((done) => server.on('exit', done));
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    await firstAnswer(`${origin}/`);
    const firstPage = seconds(startedAt);
    const searchReady = followSearch ? await searchWhileIndexBuilds(origin, startedAt) : null;
    return {firstPage, searchReady};
  } finally {
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
}

const times = new Map(STARTS.map(({name}) => [name, []]));
let searchReady = null;
if (existsSync(BUILD)) renameSync(BUILD, BUILD_KEPT_ASIDE);
try {
  for (let round = 0; round < RUNS; round += 1) {
    const order = round % 2 ? [...STARTS].reverse() : STARTS;
    for (const start of order) {
      const followSearch = round === 0 && start.name === OURS;
      const result = await coldStart(start, followSearch);
      times.get(start.name).push(result.firstPage);
      if (followSearch) searchReady = result.searchReady;
      console.log(`round ${round + 1}: ${start.name} first page in ${result.firstPage.toFixed(1)} s`);
    }
  }
} finally {
  rmSync(BUILD, {recursive: true, force: true});
  if (existsSync(BUILD_KEPT_ASIDE)) renameSync(BUILD_KEPT_ASIDE, BUILD);
}

const medians = new Map([...times].map(([name, values]) => [name, median(values)]));
const ratio = medians.get(OURS) / medians.get(STOCK);
const rows = STARTS.map(
  ({name}) =>
    `| ${name} | ${times.get(name).map((value) => value.toFixed(1)).join(', ')} | ${medians.get(name).toFixed(1)} | ${(medians.get(name) / medians.get(STOCK)).toFixed(2)}× |`,
);
writeBenchmarkSection(
  'First start of the development server',
  `
\`npm run bench:start\`, ${RUNS} rounds, order alternating, on ${cpus().length} cores, ${new Date().toISOString().slice(0, 10)}.
Each start is cold (\`docusaurus clear\` first: no generated files, no build, no bundler cache), timed
from the command to the first page answered.

| Start | Seconds to the first page, by round | Median | × stock \`docusaurus start\` |
| --- | --- | --- | --- |
${rows.join('\n')}

Budget: ours at most ${BUDGET}× stock's \`docusaurus start\`: **${ratio.toFixed(2)}×, ${ratio <= BUDGET ? 'met' : 'missed'}**.

Search on a fresh clone: the development server builds the site in the background after its first
page, to index it. In the first round the search modal, opened meanwhile, said "The search index is
being built", then showed hits ${searchReady.toFixed(0)} s after the command, without a new keystroke.
`,
);
console.log(`Ours ${ratio.toFixed(2)}× stock docusaurus start (budget ${BUDGET}×); search ready after ${searchReady.toFixed(0)} s.`);
if (ratio > BUDGET) process.exitCode = 1;
