// Runs every check of the project and ends with one summary line,
// "N passed, N failed, N flaky[, N skipped]", that counts tests only: each
// check step, each route of the site crawl, each Playwright and each Vitest
// test. Setup (Chromium, the two builds) counts only when it fails, as one
// failure.
// What needs no build runs first, so that a broken unit fails in minutes.
// On CI a failed test is retried up to twice; one that passes on a retry is
// flaky: listed by name with its first error, never counted as passed, and
// it does not fail the run.
import {spawnSync} from 'node:child_process';
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

function run(command, args, env = {}) {
  const line = [command, ...args].join(' ');
  console.log(`\n$ ${line}`);
  const started = performance.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  const seconds = (performance.now() - started) / 1000;
  durations.push({line, seconds});
  console.log(`(${seconds.toFixed(1)} s: ${line})`);
  return result.status === 0;
}

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
function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium package`);
  const apt = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  return (
    run(apt[0], [...apt.slice(1), 'update', '-qq']) &&
    run(apt[0], [...apt.slice(1), 'install', '-y', '-qq', 'chromium']) &&
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
function runPlaywright(name, reportFile, args) {
  rmSync(reportFile, {force: true});
  run('npx', ['playwright', 'test', ...args], {CI: process.env.CI ?? '1'});
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
function runVitest(project, reportFile) {
  rmSync(reportFile, {force: true});
  const ok = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`]);
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

record('upstream files of every patch are as recorded (check:upstream)', run('npm', ['run', '--silent', 'check:upstream']));
const hasChromium = setup('Chromium available', ensureChromium());
record('typecheck', run('npx', ['tsc', '-p', '.']));
record('code blocks type-check (check:snippets)', run('node', ['scripts/check-snippets.mjs']));
record('spelling of docs, blog and pages (check:spelling)', run('npm', ['run', '--silent', 'check:spelling']));
record('every error message of the packages is documented (check:errors)', run('node', ['scripts/check-errors.mjs']));
runVitest('node', VITEST_NODE_REPORT);
if (hasChromium) runPlaywright('unit', UNIT_REPORT, ['-c', 'playwright.unit.config.ts']);
else record('unit tests (not run: they need Chromium)', false);

const built =
  setup('build', run('npx', ['docusaurus', 'build'])) &&
  setup('build with Algolia configured (build:algolia-test)', run('npm', ['run', '--silent', 'build:algolia-test']));
if (built) {
  record('no placeholder text on any page (check:placeholders)', run('node', ['scripts/check-placeholders.mjs']));
  runVitest('built', VITEST_BUILT_REPORT);
}
if (built && hasChromium) {
  rmSync(SITE_SUMMARY, {force: true});
  recordCrawl(run('node', ['scripts/check-site.mjs']));
  runPlaywright('e2e', E2E_REPORT, []);
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
