// Mutation testing (npm run test:mutation, not part of npm test): StrykerJS
// changes the code of the modules below one small mutation at a time and
// runs the Vitest tests that cover each change (vitest.config.mts, both
// projects: `built` reads build/, so build first); a mutant no test fails on
// survives. BENCHMARKS.md, "Mutation testing (#41)", holds the score of each
// module and why each survivor is equivalent. While working on one module:
//   npx stryker run --mutate scripts/upstreamCheck.ts --concurrency 1
// Reports: reports/mutation/mutation.html and mutation.json (git-ignored).

/** The modules whose mutants must be killed: one entry per module, add more below. */
const mutate = [
  // What check:errors enforces.
  'scripts/check-errors.mjs',
  'scripts/errorMessages.mjs',
  // What check:upstream enforces.
  'scripts/upstreamCheck.ts',
  // The Markdown twins: a built page rewritten as Markdown-shaped HTML, written by the libraries.
  'src/plugins/markdown-twins/htmlToMarkdown.ts',
  // The storage readers: what a stored value may hold before the theme or DocSearch reads it.
  'src/plugins/stored-values/schema.ts',
  'src/plugins/stored-values/index.ts',
  'src/theme/SearchBar/storedSearches.ts',
  // What npm run serve refuses before serve-handler sees a request.
  'scripts/requestRefusal.mjs',
  // How the build tells hosts to serve it, and how npm run serve reads that back.
  'src/plugins/host-config/index.ts',
  'src/plugins/host-config/redirectStubs.ts',
  'src/plugins/host-config/scriptHashes.ts',
  'src/plugins/search-index/devServerIndex.ts',
  'scripts/hostFiles.mjs',
  // The search: what a reader sees (tests/node/search*.test.ts, algoliaPastedSentences.test.ts).
  'src/search/sentence.ts',
  'src/search/algoliaPastedSentences.ts',
  'src/search/records.ts',
  'src/search/algoliaSettings.ts',
  'src/search/facetFilters.ts',
  'src/search/workerSearchClient.ts',
  'src/search/searchIndexUnavailableError.ts',
  'src/search/query.ts',
  'src/search/ranking.ts',
  'src/search/engine.ts',
  'src/search/docsearchAdapter.ts',
  'src/search/localSearchClient.ts',
  'src/search/client.ts',
  'src/search/searchWorker.ts',
  'src/search/modalRows.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: {configFile: 'vitest.config.mts', related: true},
  // Stryker parses TypeScript itself; Vitest strips the types, so a mutant
  // that would not type-check still runs (and is counted) like any other.
  mutate,
  coverageAnalysis: 'perTest',
  // The machine is shared: one test runner unless told otherwise (--concurrency 2).
  concurrency: 1,
  timeoutMS: 10_000,
  thresholds: {high: 90, low: 80, break: 80},
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: {fileName: 'reports/mutation/mutation.html'},
  jsonReporter: {fileName: 'reports/mutation/mutation.json'},
  // The sandbox is a copy of the project: leave out what no Vitest test
  // reads, and the sandboxes of other Stryker runs.
  ignorePatterns: [
    'reports',
    'test-results',
    'playwright-report',
    'build-algolia',
    'build-bench-variant',
    'blog',
    'success-stories',
    'i18n',
    '.stryker-tmp*',
    'stryker.*.tmp.mjs',
  ],
  // Vitest does not type-check, so nothing in the sandbox needs its type checks disabled.
  disableTypeChecks: false,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
