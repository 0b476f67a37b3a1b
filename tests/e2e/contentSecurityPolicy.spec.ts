import {expect, test, type Page} from '@playwright/test';
import {FIRST_RESULTS_TIMEOUT} from './site';
import {gotoHydrated} from './hydration';

// The site runs under the Content-Security-Policy the build tells hosts to
// send (npm run serve sends it too): scripts from the site's own files and
// the inline scripts whose hashes the build listed, nothing else. The crawl
// (check:site) fails any route that logs a violation; these tests exercise
// what only runs after a reader acts, in both colour modes: the search
// modal and its worker, the live Players, an API demo and hover types.

/** Collects the page's CSP violations from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

test('the policy allows no inline script by a blanket rule and no script from elsewhere', async ({request}) => {
  const policy = (await request.get('/docs/interpolate')).headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc?.split(' ').slice(1, 2)).toEqual(["'self'"]);
  expect(scriptSrc?.split(' ').slice(2).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('search, an API demo and hover types run without a violation', async ({page}) => {
      test.slow();
      await recordViolations(page);
      await gotoHydrated(page, '/docs/interpolate');
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('spring');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
      await page.keyboard.press('Escape');
      const demo = page.locator('[data-api-demo="interpolate"]');
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.locator('[data-demo-composition]')).toBeVisible({timeout: 30_000});
      await page.locator('[data-sample-types] pre .token').filter({hasText: /^interpolate$/}).first().hover();
      await expect(page.locator('[role="tooltip"]')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the Players of the home and /player/ pages play without a violation', async ({page}) => {
      await recordViolations(page);
      await gotoHydrated(page, '/');
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      await gotoHydrated(page, '/player/');
      await page.getByRole('group', {name: 'Playback'}).getByRole('button', {name: 'Play'}).click();
      await expect(page.getByRole('group', {name: 'Playback'}).getByRole('button', {name: 'Pause'})).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
