import {defineConfig} from '@playwright/test';
import {sharedConfig} from './playwright.shared';

// Tests that need no build and no server: plugins, data, scripts, the
// inline scripts in a blank page. npm test runs them before the builds.
export default defineConfig({
  ...sharedConfig('test-results/unit.json'),
  testDir: './tests/unit',
  workers: Number(process.env.UNIT_WORKERS ?? 2),
  projects: [{name: 'unit', use: {browserName: 'chromium'}}],
});
