import {expect, test} from 'vitest';
import {countPlaywrightReport, countVitestReport, slowestFiles, summaryLine} from '../../scripts/testCounts.mjs';

type Result = {status: string; duration?: number; error?: {message: string}};
type Outcome = {status: string; annotations?: {type: string; description?: string}[]; results?: Result[]};

const report = (...tests: Outcome[]) => ({
  suites: [
    {
      specs: tests.map((outcome, i) => ({file: 'a.spec.ts', title: `test ${i}`, tests: [{annotations: [], results: [], ...outcome}]})),
      suites: [],
    },
  ],
  errors: [],
});

test('a test that passed first time passes; one that passed only on a retry is flaky, named with its first error; one that never passed fails', () => {
  const flaky = {
    status: 'flaky',
    results: [
      {status: 'failed', error: {message: 'Error: expect(locator).toBeVisible() failed\n\nLocator: …'}},
      {status: 'passed'},
    ],
  };
  const counts = countPlaywrightReport(report({status: 'expected'}, flaky, {status: 'unexpected'}));
  expect(counts).toEqual({
    passed: 1,
    skipped: 0,
    flaky: ['a.spec.ts › test 1: Error: expect(locator).toBeVisible() failed'],
    failures: ['a.spec.ts › test 2 (unexpected)'],
  });
});

test('the summary line always counts flaky tests, and skipped ones when any were', () => {
  expect(summaryLine({passed: 5, failed: 0, flaky: 0, skipped: 0})).toBe('5 passed, 0 failed, 0 flaky');
  expect(summaryLine({passed: 5, failed: 1, flaky: 2, skipped: 3})).toBe('5 passed, 1 failed, 2 flaky, 3 skipped');
});

test('the slowest files add up the time of every attempt', () => {
  const timed = (file: string, ...durations: number[]) => ({
    file,
    title: file,
    tests: [{status: 'expected', annotations: [], results: durations.map((duration) => ({status: 'passed', duration}))}],
  });
  const slow = {suites: [{specs: [timed('a.spec.ts', 1000, 2000), timed('b.spec.ts', 4000), timed('a.spec.ts', 500)], suites: []}]};
  expect(slowestFiles(slow, 1)).toEqual([{file: 'b.spec.ts', seconds: 4}]);
  expect(slowestFiles(slow)).toEqual([
    {file: 'b.spec.ts', seconds: 4},
    {file: 'a.spec.ts', seconds: 3.5},
  ]);
});

test('a skip counts as skipped only when it says why', () => {
  const counts = countPlaywrightReport(
    report(
      {status: 'skipped', annotations: [{type: 'skip', description: 'Algolia mode only'}]},
      {status: 'skipped', annotations: [{type: 'skip'}]},
      {status: 'skipped'},
    ),
  );
  expect(counts.skipped).toBe(1);
  expect(counts.failures).toEqual([
    'a.spec.ts › test 1 (skipped without a reason or not run)',
    'a.spec.ts › test 2 (skipped without a reason or not run)',
  ]);
});

test('an interrupted test fails, and so does an error outside the tests', () => {
  const interrupted = report({status: 'expected', results: [{status: 'interrupted'}]});
  const counts = countPlaywrightReport({...interrupted, errors: [{message: 'Timed out waiting for the web server\nmore'}]});
  expect(counts.passed).toBe(0);
  expect(counts.failures).toEqual(['a.spec.ts › test 0 (interrupted)', 'Timed out waiting for the web server']);
});

test('tests in nested describe blocks are counted', () => {
  const nested = {suites: [{specs: [], suites: [report({status: 'expected'}, {status: 'expected'}).suites[0]]}], errors: []};
  expect(countPlaywrightReport(nested).passed).toBe(2);
});

// Vitest's JSON report (--reporter=json), in the shape Vitest 4 writes it.
type Assertion = {ancestorTitles?: string[]; title: string; status: string; failureMessages?: string[]};
const vitestFile = (name: string, assertions: Assertion[], file: {status?: string; message?: string} = {}) => ({
  name: `/site/${name}`,
  status: file.status ?? (assertions.some(({status}) => status === 'failed') ? 'failed' : 'passed'),
  message: file.message ?? '',
  assertionResults: assertions.map((assertion) => ({ancestorTitles: [], failureMessages: [], ...assertion})),
});

test('Vitest: passed and skipped tests count as such; a failed one is named with the first line of its first error', () => {
  const report = {
    testResults: [
      vitestFile('tests/node/a.test.ts', [
        {ancestorTitles: ['group'], title: 'ok', status: 'passed'},
        {ancestorTitles: ['group', 'inner'], title: 'bad', status: 'failed', failureMessages: ['AssertionError: expected 1 to be 2\n    at a.test.ts:2:79', 'second']},
        {title: 'skipped', status: 'skipped'},
      ]),
      vitestFile('tests/node/b.test.ts', [{title: 'fine', status: 'passed'}]),
    ],
  };
  expect(countVitestReport(report, '/site')).toEqual({
    passed: 2,
    skipped: 1,
    failures: ['tests/node/a.test.ts › group › inner › bad: AssertionError: expected 1 to be 2'],
  });
});

test('Vitest: a todo or unfinished test, a file that failed to load, and a run of no files are failures', () => {
  const report = {
    testResults: [
      vitestFile('a.test.ts', [
        {title: 'later', status: 'todo'},
        {title: 'never', status: 'pending'},
        {title: 'no message', status: 'failed', failureMessages: []},
      ]),
      vitestFile('b.test.ts', [], {status: 'failed', message: "Cannot find module './gone' imported from b.test.ts\nmore"}),
      vitestFile('c.test.ts', [], {status: 'failed'}),
    ],
  };
  expect(countVitestReport(report, '/site')).toEqual({
    passed: 0,
    skipped: 0,
    failures: [
      'a.test.ts › later (todo)',
      'a.test.ts › never (not run)',
      'a.test.ts › no message: no error message',
      "b.test.ts: Cannot find module './gone' imported from b.test.ts",
      'c.test.ts: failed outside its tests',
    ],
  });
  expect(countVitestReport({testResults: []}, '/site').failures).toEqual(['no test files ran']);
  expect(countVitestReport({}, '/site').failures).toEqual(['no test files ran']);
});
