import {resolve} from 'node:path';
import {afterEach, expect, test, vi} from 'vitest';
import {ERROR_PACKAGES} from '../../scripts/errorMessages.mjs';

// The rules of npm run check:errors, on coverages made up for each: what
// errorCoverage() would return for the packages and docs of a case.

// Imported in each test rather than at the top, so that a script that ran
// (and exited) on import would fail the tests rather than the file's load.
const script = () => import('../../scripts/check-errors.mjs');

type Status = 'documented' | 'allowlisted' | 'missing';
type Entry = {id: string; pages?: string[]; allowlisted?: boolean; packages?: string[]; file?: string};

function coverageOf(...entries: Entry[]) {
  const statuses = entries.map(({id, pages = [], allowlisted = false, packages = ['remotion'], file = 'remotion/dist/index.js'}) => ({
    message: {id, start: id, parts: [{text: id}], kind: 'throw', packages, files: [file, 'remotion/dist/other.js']},
    pages,
    allowlisted,
    status: (pages.length > 0 ? 'documented' : allowlisted ? 'allowlisted' : 'missing') as Status,
  }));
  const perPackage = new Map(ERROR_PACKAGES.map((pkg) => [pkg, {documented: 0, allowlisted: 0, missing: 0}]));
  for (const {message, status} of statuses) for (const pkg of message.packages) perPackage.get(pkg)![status] += 1;
  const count = (status: Status) => statuses.filter((entry) => entry.status === status).length;
  return {statuses, perPackage, total: statuses.length, documented: count('documented'), allowlisted: count('allowlisted'), missing: count('missing')};
}

const REASON = 'nothing a user does reaches it';
const documented = (n: number) => Array.from({length: n}, (_, i) => ({id: `documented message ${i}`, pages: [`page-${i}.md`]}));

test('a clean coverage has no problems and passes', async () => {
  const {checkErrors, coverageProblems} = await script();
  const coverage = coverageOf(...documented(3), {id: 'internal', allowlisted: true});
  expect(coverageProblems(coverage, [{message: 'internal', reason: REASON}])).toEqual([]);
  expect(checkErrors(coverage, [{message: 'internal', reason: REASON}]).ok).toBe(true);
});

test('a message quoted on two pages or more fails, naming the pages: one home, the others link to it', async () => {
  const {checkErrors, coverageProblems} = await script();
  const coverage = coverageOf(
    ...documented(6),
    {id: 'twice', pages: ['api/render.md', 'troubleshooting/a.md']},
    {id: 'thrice', pages: ['a.md', 'b.md', 'c.md']},
  );
  expect(coverageProblems(coverage, [])).toEqual([
    'quoted on 2 pages (api/render.md, troubleshooting/a.md): one home, the others link to it: twice',
    'quoted on 3 pages (a.md, b.md, c.md): one home, the others link to it: thrice',
  ]);
  expect(checkErrors(coverage, []).ok).toBe(false);
});

test('an allowlist entry fails when no package prints its message, when its reason is short, or when a page quotes it', async () => {
  const {MIN_REASON_LENGTH, coverageProblems} = await script();
  const coverage = coverageOf(...documented(8), {id: 'quoted too', pages: ['a.md'], allowlisted: true}, {id: 'short', allowlisted: true});
  const allowlist = [
    {message: 'quoted too', reason: REASON},
    {message: 'short', reason: `  ${'x'.repeat(MIN_REASON_LENGTH - 1)}  `},
    {message: 'gone', reason: REASON},
  ];
  expect(coverageProblems(coverage, allowlist)).toEqual([
    'allowlist reason too short for: short',
    'allowlisted, but no package prints it any more: gone',
    'quoted in a.md and allowlisted (drop it from the allowlist): quoted too',
  ]);
  expect(MIN_REASON_LENGTH).toBe(15);
  const longEnough = [{message: 'short', reason: 'x'.repeat(MIN_REASON_LENGTH)}];
  expect(coverageProblems(coverageOf(...documented(8), {id: 'short', allowlisted: true}), longEnough)).toEqual([]);
});

test('an allowlist of a third of all messages or more fails', async () => {
  const {MAX_ALLOWLISTED_SHARE, coverageProblems} = await script();
  expect(MAX_ALLOWLISTED_SHARE).toBe(1 / 3);
  const allowlisted = (n: number) => Array.from({length: n}, (_, i) => ({id: `internal ${i}`, allowlisted: true}));
  const allowlist = (n: number) => Array.from({length: n}, (_, i) => ({message: `internal ${i}`, reason: REASON}));
  expect(coverageProblems(coverageOf(...documented(4), ...allowlisted(2)), allowlist(2))).toEqual(['the allowlist holds a third of all messages or more']);
  expect(coverageProblems(coverageOf(...documented(5), ...allowlisted(2)), allowlist(2))).toEqual([]);
});

test('the report: counts per package, the totals with the allowlist share, then each missing message and each problem', async () => {
  const {checkErrors} = await script();
  const coverage = coverageOf(
    {id: 'documented in two packages', pages: ['a.md'], packages: ['remotion', '@remotion/player']},
    {id: 'also documented', pages: ['b.md']},
    {id: 'on two pages', pages: ['a.md', 'b.md']},
    {id: 'internal', allowlisted: true, packages: ['@remotion/player']},
    {id: 'nobody wrote about it', packages: ['@remotion/lambda'], file: '@remotion/lambda/dist/api.js'},
    {id: 'nor about this', file: 'remotion/dist/b.js'},
  );
  const {out, errors, ok} = checkErrors(coverage, [{message: 'internal', reason: REASON}]);
  const rows = ERROR_PACKAGES.map((pkg) => {
    const counts = {remotion: [3, 0, 1], '@remotion/player': [1, 1, 0], '@remotion/lambda': [0, 0, 1]}[pkg as string] ?? [0, 0, 0];
    return `${pkg.padEnd(24)}${String(counts[0]).padStart(12)}${String(counts[1]).padStart(13)}${String(counts[2]).padStart(9)}`;
  });
  expect(out).toEqual([
    'Error and warning messages of the Remotion 3.2 packages (a message shared by packages counts in each):',
    'package                   documented  allowlisted  missing',
    ...rows,
    '6 distinct messages: 3 documented, 1 allowlisted (16.7%, limit 33.3%), 2 missing.',
  ]);
  expect(rows[0]).toBe('remotion                           3            0        1');
  expect(errors).toEqual([
    '✘ missing (@remotion/lambda/dist/api.js): nobody wrote about it',
    '✘ missing (remotion/dist/b.js): nor about this',
    '✘ quoted on 2 pages (a.md, b.md): one home, the others link to it: on two pages',
  ]);
  expect(ok).toBe(false);
});

test('a missing message alone fails the check; so does a problem alone', async () => {
  const {checkErrors, coverageProblems} = await script();
  const missing = coverageOf(...documented(3), {id: 'missing'});
  expect(coverageProblems(missing, [])).toEqual([]);
  expect(checkErrors(missing, [])).toMatchObject({ok: false, errors: ['✘ missing (remotion/dist/index.js): missing']});
  const twice = coverageOf(...documented(3), {id: 'twice', pages: ['a.md', 'b.md']});
  expect(checkErrors(twice, []).ok).toBe(false);
  expect(checkErrors(coverageOf(...documented(3)), [])).toEqual({
    ok: true,
    errors: [],
    out: expect.arrayContaining(['3 distinct messages: 3 documented, 0 allowlisted (0.0%, limit 33.3%), 0 missing.']),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('../../scripts/errorMessages.mjs');
  vi.resetModules();
});

/** Runs scripts/check-errors.mjs as `node scripts/check-errors.mjs` would, on the coverage given. */
async function runScript(coverage: ReturnType<typeof coverageOf>, allowlist: {message: string; reason: string}[]) {
  vi.restoreAllMocks();
  vi.resetModules();
  vi.doMock('../../scripts/errorMessages.mjs', async (original) => ({
    ...(await original<object>()),
    readAllowlist: () => allowlist,
    errorCoverage: (given: unknown) => (given === allowlist ? coverage : undefined),
  }));
  const logged: string[] = [];
  const printedErrors: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void printedErrors.push(line));
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  const argv = process.argv;
  process.argv = [argv[0], resolve(__dirname, '../../scripts/check-errors.mjs')];
  try {
    await script();
  } finally {
    process.argv = argv;
  }
  return {logged, printedErrors, exitCodes: exit.mock.calls.map(([code]) => code)};
}

test('run as a script, it prints the report to stdout, the failures to stderr, and exits 1 on any', async () => {
  const {checkErrors} = await script();
  const coverage = coverageOf(...documented(3), {id: 'twice', pages: ['a.md', 'b.md']}, {id: 'internal', allowlisted: true});
  const allowlist = [{message: 'internal', reason: REASON}];
  const {logged, printedErrors, exitCodes} = await runScript(coverage, allowlist);
  expect({logged, printedErrors, exitCodes}).toEqual({
    logged: checkErrors(coverage, allowlist).out,
    printedErrors: ['✘ quoted on 2 pages (a.md, b.md): one home, the others link to it: twice'],
    exitCodes: [1],
  });
  const clean = await runScript(coverageOf(...documented(3)), []);
  expect(clean.exitCodes).toEqual([0]);
  expect(clean.printedErrors).toEqual([]);
  expect(clean.logged.at(-1)).toBe('3 distinct messages: 3 documented, 0 allowlisted (0.0%, limit 33.3%), 0 missing.');
});

test('imported, it runs nothing', async () => {
  vi.resetModules();
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const argv = process.argv;
  process.argv = [argv[0]];
  try {
    await script();
  } finally {
    process.argv = argv;
  }
  expect(exit).not.toHaveBeenCalled();
  expect(log).not.toHaveBeenCalled();
});
