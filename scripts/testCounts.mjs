// How npm test counts Playwright's results (scripts/test.mjs), apart so that
// a unit test can hold the rules.

function* testsOf(suite) {
  for (const spec of suite.specs ?? []) yield* spec.tests.map((test) => ({title: `${spec.file} › ${spec.title}`, test}));
  for (const child of suite.suites ?? []) yield* testsOf(child);
}

/**
 * Counts a Playwright JSON report: a test that passed, also on retry, is
 * passed; a skipped test is skipped only when its skip says why; any other
 * outcome (failed, timed out, interrupted, skipped without a reason, never
 * run) is a failure, named in `failures`. Errors outside tests fail too.
 */
export function countPlaywrightReport(report) {
  const counts = {passed: 0, skipped: 0, failures: []};
  for (const suite of report.suites ?? []) {
    for (const {title, test} of testsOf(suite)) {
      const lastResult = test.results?.at(-1);
      if ((test.status === 'expected' || test.status === 'flaky') && lastResult?.status !== 'interrupted') {
        counts.passed += 1;
      } else if (test.status === 'skipped' && test.annotations?.some(({type, description}) => type === 'skip' && description?.trim())) {
        counts.skipped += 1;
      } else {
        const why = lastResult?.status === 'interrupted' ? 'interrupted' : test.status === 'skipped' ? 'skipped without a reason or not run' : test.status;
        counts.failures.push(`${title} (${why})`);
      }
    }
  }
  for (const error of report.errors ?? []) counts.failures.push(error.message?.split('\n')[0] ?? 'error outside tests');
  return counts;
}
