import type {PlaywrightTestConfig} from '@playwright/test';
import chromium from './scripts/chromium.json';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.path;

/** What the unit suite (playwright.unit.config.ts) and the suite after the build (playwright.config.ts) share. */
export function sharedConfig(reportFile: string): PlaywrightTestConfig {
  return {
    // *.test.ts files are Vitest's (vitest.config.mts).
    testMatch: '**/*.spec.ts',
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    // On CI a failed test runs again, up to twice: one that then passes is
    // reported as flaky (npm test names it with its first error) and does not
    // fail the run; one that fails all three times does. Locally, never.
    retries: process.env.CI ? 2 : 0,
    // Generous, because these machines are shared and slow down twofold
    // within minutes; no test measures time, so waiting longer only turns a
    // slow pass into a pass instead of a failure.
    timeout: 60_000,
    expect: {timeout: 10_000},
    reporter: [['list'], ['json', {outputFile: reportFile}]],
    use: {
      viewport: {width: 1280, height: 800},
      // Recorded on a retry only: a trace on every first run (DOM snapshots
      // and screencast frames at each action) costs CPU these two cores do not
      // have, and a failure on CI runs again with one.
      trace: 'on-first-retry',
      launchOptions: {executablePath: CHROMIUM_PATH, args: chromium.args},
    },
  };
}
