// Runs every check of the project and ends with one summary line,
// "N passed, N failed, N flaky[, N skipped]", that counts tests only: each
// check step, each route of the site crawl, each Playwright and each Vitest
// test. Setup (Chromium, the two builds) counts only when it fails, as one
// failure.
// The checks that need no build run beside the builds, so that a broken
// unit still fails in minutes.
// On CI a failed test is retried up to twice; one that passes on a retry is
// flaky: listed by name with its first error, never counted as passed, and
// it does not fail the run.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {CHROMIUM_PATH} from './chromium.mjs';
import {countPlaywrightReport, countVitestReport, slowestFiles, summaryLine} from './testCounts.mjs';

const UNIT_REPORT = 'test-results/unit.json';
const E2E_REPORT = 'test-results/e2e.json';
const VITEST_NODE_REPORT = 'test-results/vitest-node.json';
const VITEST_BUILT_REPORT = 'test-results/vitest-built.json';
const SITE_SUMMARY = 'test-results/site.json';

const totals = {passed: 0, failed: 0, flaky: 0, skipped: 0};
const flakyTests = [];
/** Wall-clock seconds of each command, printed at the end to show where the time goes. */
const durations = [];

/**
 * Runs a command and resolves to whether it succeeded. With `quiet`, its
 * output is held and printed whole when it ends, so that two steps running
 * side by side (runLanes()) never interleave their logs.
 */
function run(command, args, {env = {}, quiet = false} = {}) {
  const line = [command, ...args].join(' ');
  if (!quiet) console.log(`\n$ ${line}`);
  const started = performance.now();
  const child = spawn(command, args, {stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: {...process.env, ...env}});
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolvePromise) => {
    const finish = (ok) => {
      const seconds = (performance.now() - started) / 1000;
      durations.push({line, seconds});
      if (quiet) process.stdout.write(`\n$ ${line}\n${Buffer.concat(output).toString()}`);
      console.log(`(${seconds.toFixed(1)} s: ${line})`);
      resolvePromise(ok);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/**
 * Runs lanes of steps side by side, each lane's steps in order. The checks
 * that need no build are single-threaded (tsc, the snippet checker, cspell),
 * so the builds run beside them instead of after them: 101 s in series,
 * 70–79 s in these two lanes (two clean-clone runs).
 */
const runLanes = (...lanes) => Promise.all(lanes.map(async (steps) => {
  for (const step of steps) await step();
}));

function record(name, ok) {
  totals[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`);
  return ok;
}

/** A step the checks need: silent when it works, one failure when it doesn't. */
function setup(name, ok) {
  if (!ok) record(`setup: ${name}`, false);
  return ok;
}

/** The e2e tests drive Debian's Chromium; a fresh machine gets it from apt. */
async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium package`);
  const apt = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  return (
    (await run(apt[0], [...apt.slice(1), 'update', '-qq'], {quiet: true})) &&
    (await run(apt[0], [...apt.slice(1), 'install', '-y', '-qq', 'chromium'], {quiet: true})) &&
    existsSync(CHROMIUM_PATH)
  );
}

/** Each route the crawl opened is a test; a crawl that ended without its summary is one failure. */
function recordCrawl(ok) {
  if (!existsSync(SITE_SUMMARY)) {
    record('site crawl (check:site) ended without a summary', false);
    return;
  }
  const {routes, failed, flaky} = JSON.parse(readFileSync(SITE_SUMMARY, 'utf8'));
  totals.passed += routes - failed - flaky.length;
  totals.failed += failed;
  totals.flaky += flaky.length;
  flakyTests.push(...flaky.map((line) => `crawl: ${line}`));
  console.log(`crawl: ${routes - failed - flaky.length} passed, ${failed} failed, ${flaky.length} flaky`);
  if (!ok && failed === 0) record('site crawl (check:site) exited with an error', false);
}

/** Runs one Playwright config and adds its results, counted by the rules of countPlaywrightReport(). */
async function runPlaywright(name, reportFile, args) {
  rmSync(reportFile, {force: true});
  await run('npx', ['playwright', 'test', ...args], {env: {CI: process.env.CI ?? '1'}});
  if (!existsSync(reportFile)) {
    record(`${name}: report at ${reportFile}`, false);
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  console.log(`\nSlowest files of the ${name} tests (seconds of test time, all workers):`);
  for (const {file, seconds} of slowestFiles(report)) console.log(`${seconds.toFixed(1).padStart(8)}  ${file}`);
  const {passed, skipped, flaky, failures} = countPlaywrightReport(report);
  totals.passed += passed;
  totals.skipped += skipped;
  totals.flaky += flaky.length;
  flakyTests.push(...flaky.map((line) => `${name}: ${line}`));
  for (const failure of failures) record(`${name}: ${failure}`, false);
}

/** Runs one Vitest project (vitest.config.mts) and adds its results, counted by the rules of countVitestReport(). */
async function runVitest(project, reportFile, {quiet = false} = {}) {
  rmSync(reportFile, {force: true});
  const ok = await run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`], {quiet});
  if (!existsSync(reportFile)) {
    record(`vitest ${project}: report at ${reportFile}`, false);
    return;
  }
  const {passed, skipped, failures} = countVitestReport(JSON.parse(readFileSync(reportFile, 'utf8')));
  totals.passed += passed;
  totals.skipped += skipped;
  for (const failure of failures) record(`vitest ${project}: ${failure}`, false);
  // An error outside any test (an unhandled rejection) fails the run without failing a test.
  if (!ok && failures.length === 0) record(`vitest ${project} exited with an error`, false);
}

let hasChromium = false;
let built = false;
const lanesStarted = performance.now();
await runLanes(
  [
    async () => record('upstream files of every patch are as recorded (check:upstream)', await run('npm', ['run', '--silent', 'check:upstream'], {quiet: true})),
    async () => (hasChromium = setup('Chromium available', await ensureChromium())),
    async () => record('typecheck', await run('npx', ['tsc', '-p', '.'], {quiet: true})),
    async () => record('code blocks type-check (check:snippets)', await run('node', ['scripts/check-snippets.mjs'], {quiet: true})),
    async () => record('spelling of docs, blog and pages (check:spelling)', await run('npm', ['run', '--silent', 'check:spelling'], {quiet: true})),
  ],
  [
    () => runVitest('node', VITEST_NODE_REPORT, {quiet: true}),
    async () => record('every error message of the packages is documented (check:errors)', await run('node', ['scripts/check-errors.mjs'], {quiet: true})),
    async () => {
      built =
        setup('build', await run('npx', ['docusaurus', 'build'], {quiet: true})) &&
        setup('build with Algolia configured (build:algolia-test)', await run('npm', ['run', '--silent', 'build:algolia-test'], {quiet: true}));
    },
  ],
);
console.log(`(${((performance.now() - lanesStarted) / 1000).toFixed(1)} s: the steps above, in two lanes side by side)`);

if (hasChromium) await runPlaywright('unit', UNIT_REPORT, ['-c', 'playwright.unit.config.ts']);
else record('unit tests (not run: they need Chromium)', false);
if (built) {
  record('no placeholder text on any page (check:placeholders)', await run('node', ['scripts/check-placeholders.mjs']));
  await runVitest('built', VITEST_BUILT_REPORT);
}
if (built && hasChromium) {
  rmSync(SITE_SUMMARY, {force: true});
  recordCrawl(await run('node', ['scripts/check-site.mjs']));
  await runPlaywright('e2e', E2E_REPORT, []);
} else {
  record('site crawl and e2e (not run: they need the build and Chromium)', false);
}

console.log('\nDuration of each step:');
for (const {line, seconds} of durations) console.log(`${seconds.toFixed(1).padStart(8)} s  ${line}`);
if (flakyTests.length > 0) {
  console.log(`\nFlaky: failed, then passed on a retry (${flakyTests.length}):`);
  for (const line of flakyTests) console.log(`  ${line}`);
}
console.log(`\n${summaryLine(totals)}`);
process.exit(totals.failed === 0 ? 0 : 1);
