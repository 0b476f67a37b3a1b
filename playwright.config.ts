import {defineConfig} from '@playwright/test';
import {sharedConfig} from './playwright.shared';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The build the tests read and drive: another one (a patch switched off, scripts/check-guards.mjs) on its own port. */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
/** The same site built with Algolia configured (npm run build:algolia-test). */
const ALGOLIA_PORT = PORT + 2;

// The tests after the build: tests/built reads its files, tests/e2e and
// tests/algolia drive the two builds in Chromium. tests/unit has a config of
// its own (playwright.unit.config.ts), since it needs neither.
const shared = sharedConfig('test-results/e2e.json');

export default defineConfig({
  ...shared,
  testDir: './tests',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  use: {...shared.use, baseURL: `http://127.0.0.1:${PORT}`},
  projects: [
    {name: 'chromium', use: {browserName: 'chromium'}, testIgnore: /(algolia|unit)\//},
    {
      name: 'algolia',
      testMatch: /algolia\/.*\.spec\.ts/,
      use: {browserName: 'chromium', baseURL: `http://127.0.0.1:${ALGOLIA_PORT}`},
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT} --dir ${BUILD_DIR}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve.mjs --port ${ALGOLIA_PORT} --dir build-algolia`,
      url: `http://127.0.0.1:${ALGOLIA_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
