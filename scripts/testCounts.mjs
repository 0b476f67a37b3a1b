// How npm test counts Playwright's and Vitest's results (scripts/test.mjs),
// apart so that a unit test can hold the rules.
import {relative} from 'node:path';

function* testsOf(suite) {
  for (const spec of suite.specs ?? []) {
    yield* spec.tests.map((test) => ({title: `${spec.file} › ${spec.title}`, file: spec.file, test}));
  }
  for (const child of suite.suites ?? []) yield* testsOf(child);
}

/** The first line of the error a result failed with. */
const firstError = (result) => (result?.error?.message ?? result?.errors?.[0]?.message ?? 'no error message').split('\n')[0];

/**
 * Counts a Playwright JSON report: a test that passed at its first attempt is
 * passed; one that failed and then passed on a retry is flaky, named in
 * `flaky` with the error of its first failure, and not counted as passed; a
 * skipped test is skipped only when its skip says why; any other outcome
 * (failed on every attempt, timed out, interrupted, skipped without a reason,
 * never run) is a failure, named in `failures`. Errors outside tests fail too.
 */
export function countPlaywrightReport(report) {
  const counts = {passed: 0, skipped: 0, flaky: [], failures: []};
  for (const suite of report.suites ?? []) {
    for (const {title, test} of testsOf(suite)) {
      const lastResult = test.results?.at(-1);
      const interrupted = lastResult?.status === 'interrupted';
      if (test.status === 'expected' && !interrupted) {
        counts.passed += 1;
      } else if (test.status === 'flaky' && !interrupted) {
        const firstFailure = test.results.find((result) => result.status !== 'passed');
        counts.flaky.push(`${title}: ${firstError(firstFailure)}`);
      } else if (test.status === 'skipped' && test.annotations?.some(({type, description}) => type === 'skip' && description?.trim())) {
        counts.skipped += 1;
      } else {
        const why = interrupted ? 'interrupted' : test.status === 'skipped' ? 'skipped without a reason or not run' : test.status;
        counts.failures.push(`${title} (${why})`);
      }
    }
  }
  for (const error of report.errors ?? []) counts.failures.push(error.message?.split('\n')[0] ?? 'error outside tests');
  return counts;
}

/** The `count` files whose tests took longest, summed over their results (retries included), slowest first. */
export function slowestFiles(report, count = 10) {
  const seconds = new Map();
  for (const suite of report.suites ?? []) {
    for (const {file, test} of testsOf(suite)) {
      const spent = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
      seconds.set(file, (seconds.get(file) ?? 0) + spent);
    }
  }
  return [...seconds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, total]) => ({file, seconds: total}));
}

/** The last line of npm test: "N passed, N failed, N flaky", and ", N skipped" when any were. */
export function summaryLine({passed, failed, flaky, skipped}) {
  return `${passed} passed, ${failed} failed, ${flaky} flaky${skipped ? `, ${skipped} skipped` : ''}`;
}

/**
 * Counts a Vitest JSON report (`--reporter=json`): a passed test is passed, a
 * skipped one skipped; any other outcome (failed, todo, never run) is a
 * failure named in `failures`, a failed test with the first line of its first
 * error. So is a test file that failed outside its tests (it did not load,
 * a hook threw), and a report of no test files at all. Vitest does not retry
 * here, so nothing is flaky.
 */
export function countVitestReport(report, root = process.cwd()) {
  const counts = {passed: 0, skipped: 0, failures: []};
  const files = report.testResults ?? [];
  if (files.length === 0) counts.failures.push('no test files ran');
  for (const file of files) {
    const path = relative(root, file.name);
    const failedTests = file.assertionResults.filter(({status}) => status === 'failed').length;
    for (const {ancestorTitles, title, status, failureMessages} of file.assertionResults) {
      const name = [path, ...ancestorTitles, title].join(' › ');
      if (status === 'passed') counts.passed += 1;
      else if (status === 'skipped') counts.skipped += 1;
      else if (status === 'failed') counts.failures.push(`${name}: ${(failureMessages[0] ?? 'no error message').split('\n')[0]}`);
      else counts.failures.push(`${name} (${status === 'todo' ? 'todo' : 'not run'})`);
    }
    if (file.status === 'failed' && failedTests === 0) counts.failures.push(`${path}: ${(file.message || 'failed outside its tests').split('\n')[0]}`);
  }
  return counts;
}
