import {expect, test} from '@playwright/test';
import {countPlaywrightReport} from '../../scripts/testCounts.mjs';

type Outcome = {status: string; annotations?: {type: string; description?: string}[]; results?: {status: string}[]};

const report = (...tests: Outcome[]) => ({
  suites: [
    {
      specs: tests.map((outcome, i) => ({file: 'a.spec.ts', title: `test ${i}`, tests: [{annotations: [], results: [], ...outcome}]})),
      suites: [],
    },
  ],
  errors: [],
});

test('passed and flaky tests pass; failed and timed-out tests fail', () => {
  const counts = countPlaywrightReport(report({status: 'expected'}, {status: 'flaky'}, {status: 'unexpected'}));
  expect(counts).toEqual({passed: 2, skipped: 0, failures: ['a.spec.ts › test 2 (unexpected)']});
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
