// Runs every check of the project in order and ends with one summary line,
// "N passed, N failed[, N skipped]": each check step counts as one test and
// each Playwright test as one test.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {CHROMIUM_PATH} from './chromium.mjs';

const E2E_REPORT = 'test-results/e2e.json';

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

/** Adds the Playwright results; a test that passed on retry counts as passed. */
function recordE2e() {
  if (!existsSync(E2E_REPORT)) {
    record(`e2e report at ${E2E_REPORT}`, false);
    return;
  }
  const {stats, errors} = JSON.parse(readFileSync(E2E_REPORT, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  for (const error of errors ?? []) {
    record(`e2e: ${error.message?.split('\n')[0] ?? 'error outside tests'}`, false);
  }
}

const hasChromium = record('chromium available', ensureChromium());
record('typecheck', run('npx', ['tsc', '-p', '.']));
record('code blocks type-check (check:snippets)', run('node', ['scripts/check-snippets.mjs']));
record('spelling of docs, blog and pages (check:spelling)', run('npm', ['run', '--silent', 'check:spelling']));
const built =
  record('build', run('npx', ['docusaurus', 'build'])) &&
  record('build with Algolia configured (build:algolia-test)', run('npm', ['run', '--silent', 'build:algolia-test']));
if (built) {
  record('no placeholder text on any page (check:placeholders)', run('node', ['scripts/check-placeholders.mjs']));
}
if (built && hasChromium) {
  record('every route crawled (check:site)', run('node', ['scripts/check-site.mjs']));
  rmSync(E2E_REPORT, {force: true});
  run('npx', ['playwright', 'test'], {CI: process.env.CI ?? '1'});
  recordE2e();
} else {
  record('site crawl and e2e (not run: they need the build and Chromium)', false);
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);
