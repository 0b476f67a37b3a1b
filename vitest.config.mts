import {defineConfig} from 'vitest/config';
import {fileURLToPath} from 'node:url';

// Tests that need no browser run in Vitest: fast enough for StrykerJS to run
// them once per mutant (npm run test:mutation). `node` needs no build and
// runs before it; `built` reads the production build's files. Anything that
// needs a page stays in Playwright (*.spec.ts).
export default defineConfig({
  // Docusaurus's alias for the site's root, used by theme components.
  resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
  test: {
    // As in Playwright: the machines are shared and slow down twofold within minutes; no test measures time.
    testTimeout: 60_000,
    setupFiles: ['tests/fastCheckSeed.ts'],
    projects: [
      {extends: true, test: {name: 'node', include: ['tests/node/**/*.test.ts'], environment: 'node'}},
      {extends: true, test: {name: 'built', include: ['tests/built/**/*.test.ts'], environment: 'node'}},
    ],
  },
});
