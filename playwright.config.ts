import {defineConfig} from '@playwright/test';
import chromium from './scripts/chromium.json';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The same site built with Algolia configured (npm run build:algolia-test). */
const ALGOLIA_PORT = PORT + 2;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.path;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Generous, because these machines are shared and slow down twofold
  // within minutes; no test measures time, so waiting longer only turns a
  // slow pass into a pass instead of a failure.
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: {width: 1280, height: 800},
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: chromium.args,
    },
  },
  projects: [
    {name: 'chromium', use: {browserName: 'chromium'}, testIgnore: /algolia\//},
    {
      name: 'algolia',
      testMatch: /algolia\/.*\.spec\.ts/,
      use: {browserName: 'chromium', baseURL: `http://127.0.0.1:${ALGOLIA_PORT}`},
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT}`,
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
