// Runs every check of the project in order and ends with one summary line,
// "N passed, N failed[, N skipped]" that counts tests only: each check step,
// each route of the site crawl and each Playwright test. Setup (Chromium,
// the two builds) counts only when it fails, as one failure.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {CHROMIUM_PATH} from './chromium.mjs';
import {countPlaywrightReport} from './testCounts.mjs';

const E2E_REPORT = 'test-results/e2e.json';
const SITE_SUMMARY = 'test-results/site.json';

const totals = {passed: 0, failed: 0, skipped: 0};

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
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
  const {routes, failed} = JSON.parse(readFileSync(SITE_SUMMARY, 'utf8'));
  totals.passed += routes - failed;
  totals.failed += failed;
  console.log(`crawl: ${routes - failed} passed, ${failed} failed`);
  if (!ok && failed === 0) record('site crawl (check:site) exited with an error', false);
}

/** Adds the Playwright results, counted by the rules of countPlaywrightReport(). */
function recordE2e() {
  if (!existsSync(E2E_REPORT)) {
    record(`e2e report at ${E2E_REPORT}`, false);
    return;
  }
  const {passed, skipped, failures} = countPlaywrightReport(JSON.parse(readFileSync(E2E_REPORT, 'utf8')));
  totals.passed += passed;
  totals.skipped += skipped;
  for (const failure of failures) record(`e2e: ${failure}`, false);
}

const hasChromium = setup('Chromium available', ensureChromium());
record('typecheck', run('npx', ['tsc', '-p', '.']));
record('code blocks type-check (check:snippets)', run('node', ['scripts/check-snippets.mjs']));
record('spelling of docs, blog and pages (check:spelling)', run('npm', ['run', '--silent', 'check:spelling']));
const built =
  setup('build', run('npx', ['docusaurus', 'build'])) &&
  setup('build with Algolia configured (build:algolia-test)', run('npm', ['run', '--silent', 'build:algolia-test']));
if (built) {
  record('no placeholder text on any page (check:placeholders)', run('node', ['scripts/check-placeholders.mjs']));
}
if (built && hasChromium) {
  rmSync(SITE_SUMMARY, {force: true});
  recordCrawl(run('node', ['scripts/check-site.mjs']));
  rmSync(E2E_REPORT, {force: true});
  run('npx', ['playwright', 'test'], {CI: process.env.CI ?? '1'});
  recordE2e();
} else {
  record('site crawl and e2e (not run: they need the build and Chromium)', false);
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);
