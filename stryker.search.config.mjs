// Mutation testing of src/search with the Vitest tests that need no build
// (tests/node): `npx stryker run stryker.search.config.mjs`, or one module
// with `--mutate src/search/ranking.ts`. The scores in BENCHMARKS.md,
// "Mutation testing: src/search (#41)", were measured this way. The main
// config (npm run test:mutation) also runs the `built` project, whose
// tests/built/searchInput.test.ts builds the engine over the site's whole
// index and runs 1,100 generated queries (20 to 60 s here): it covers
// nearly every mutant of query.ts, ranking.ts and engine.ts, and runs
// once for each of them. It can only add kills, never remove one.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: base.mutate.filter((file) => file.startsWith('src/search/')),
  vitest: {...base.vitest, dir: 'tests/node'},
  // No test of tests/node reads the build.
  ignorePatterns: [...base.ignorePatterns, 'build'],
  htmlReporter: {fileName: 'reports/mutation-search/mutation.html'},
  jsonReporter: {fileName: 'reports/mutation-search/mutation.json'},
};
