import {defineConfig} from 'vitest/config';

// Tests that need no browser run in Vitest: fast enough for StrykerJS to run
// them once per mutant (npm run test:mutation). `node` needs no build and
// runs before it; `built` reads the production build's files. Anything that
// needs a page stays in Playwright (*.spec.ts).
export default defineConfig({
  test: {
    projects: [
      {test: {name: 'node', include: ['tests/node/**/*.test.ts'], environment: 'node'}},
      {test: {name: 'built', include: ['tests/built/**/*.test.ts'], environment: 'node'}},
    ],
  },
});
