import {expect, test} from './readerTab';
import {gotoHydrated, waitForHydration} from './hydration';

test('a slow route change shows the progress bar, then the new page', async ({page}) => {
  // Before hydration the link would load the next page whole, with no progress bar.
  await gotoHydrated(page, '/');
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('footer').getByRole('link', {name: 'Success stories'}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/success-stories$/);
  await expect(page.locator('#nprogress')).not.toBeAttached({timeout: 10_000});
});

test('a page that crashes shows "This page crashed." and recovers with Try again', async ({page}) => {
  // Fault injection: the About page component throws while window.aboutIsBroken
  // is set, as a component with a bug would. The error boundary must catch it,
  // and once the fault is gone "Try again" must render the page.
  await page.addInitScript(() => {
    (window as unknown as {aboutIsBroken: boolean}).aboutIsBroken = true;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    // Only scripts run; a <link rel="prefetch"> of the same file may be
    // cancelled in flight once the script itself is requested.
    if (route.request().resourceType() !== 'script') {
      await route.continue();
      return;
    }
    const response = await route.fetch();
    const body = await response.text();
    const pageTitle = /(["'])About Remotion\1/;
    if (!pageTitle.test(body)) {
      await route.fulfill({response});
      return;
    }
    const throwingTitle =
      '(window.aboutIsBroken ? (() => { throw new Error("Simulated render failure"); })() : "About Remotion")';
    await route.fulfill({response, body: body.replace(pageTitle, throwingTitle)});
  });
  // On first load React recovers from hydration errors by re-rendering, so the
  // crash is provoked by a client-side navigation.
  await gotoHydrated(page, '/');
  await page.locator('footer').getByRole('link', {name: 'About'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.', exact: true})).toBeVisible();
  await expect(page.getByText('Simulated render failure').first()).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as {aboutIsBroken: boolean}).aboutIsBroken = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'About Remotion'})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
  // A chunk prefetched while the test ends would find its response disposed.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test('a route that fails to load logs a warning and reloads the page', async ({page}) => {
  // A page without lazily loaded components, so the only script requested
  // after this point is the next route's.
  await gotoHydrated(page, '/about/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as {beforeReload: boolean}).beforeReload = true;
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let abortedUrl: string | undefined;
  await page.route('**/assets/js/*.js', async (route) => {
    if (abortedUrl === undefined) {
      abortedUrl = route.request().url();
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  const reload = page.waitForEvent('load');
  await page.locator('footer').getByRole('link', {name: 'Success stories'}).click();
  await reload;
  // Webpack's error for the chunk that failed, as Docusaurus logs it before reloading.
  expect(abortedUrl).toBeDefined();
  expect(warnings).toContainEqual(expect.stringMatching(/Loading chunk \S+ failed/));
  expect(warnings).toContainEqual(expect.stringContaining(`(error: ${abortedUrl})`));
  expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
});

test('the base-URL issue banner appears on the home page when the site cannot start', async ({page}) => {
  // A wrong base URL breaks every script and stylesheet at once.
  await page.route(/\.(js|css)$/, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toContainText('did not load properly');
});

test('the back-to-top button appears when scrolling back up and returns to the top', async ({tab: page}) => {
  await page.goto('/docs/the-fundamentals');
  const button = page.getByRole('button', {name: 'Scroll back to top'});
  await expect(button).not.toBeInViewport();
  // The button follows scroll events only once React listens: a scroll made
  // before hydration, on a loaded machine, would be missed.
  await waitForHydration(page);
  await page.mouse.move(640, 500);
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 1000);
  await page.mouse.wheel(0, -200);
  await expect(button).toBeInViewport();
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
});

test('the body is marked while the visitor navigates with the keyboard', async ({tab: page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(page.locator('body')).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.click(640, 600);
  await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
});

test('the skip link moves focus to the main content', async ({tab: page}) => {
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(
    () => document.activeElement?.closest('main') !== null && document.activeElement !== document.body,
  );
  expect(focusedInMain).toBe(true);
  await expect(page.locator('nav.navbar :focus')).toHaveCount(0);
});
