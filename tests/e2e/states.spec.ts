import {expect, test} from '@playwright/test';

test('a slow route change shows the progress bar, then the new page', async ({page}) => {
  await page.goto('/');
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
  // The first call to matchMedia throws, as a broken browser API would; the
  // error boundary must catch it and "Try again" must render the page.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    let failures = 0;
    window.matchMedia = (query: string) => {
      if (failures === 0 && query.includes('prefers-color-scheme')) {
        failures += 1;
        throw new Error('matchMedia is unavailable');
      }
      return original(query);
    };
  });
  await page.goto('/about/');
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'About Remotion'})).toBeVisible();
});

test('a component that fails to load shows the error with Retry, and Retry recovers', async ({page}) => {
  let blockChunks = true;
  await page.route('**/assets/js/*.js', async (route) => {
    const url = route.request().url();
    if (blockChunks && !/\/(main|runtime~main)\.[^/]*\.js$/.test(url)) {
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  // /index.html is normalised on the client, so the page component is loaded
  // lazily after start-up instead of being preloaded with the entry point.
  await page.goto('/about/index.html');
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/chunk|load/i);
  blockChunks = false;
  await retry.click();
  await expect(page.getByRole('heading', {level: 1, name: 'About Remotion'})).toBeVisible();
});

test('a route that fails to load logs a warning and reloads the page', async ({page}) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as {beforeReload: boolean}).beforeReload = true;
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let aborted = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    if (aborted === 0) {
      aborted += 1;
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  const reload = page.waitForEvent('load');
  await page.locator('footer').getByRole('link', {name: 'Success stories'}).click();
  await reload;
  expect(warnings.join('\n')).toMatch(/chunk|load/i);
  expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
});

test('the base-URL issue banner appears on the home page when the site cannot start', async ({page}) => {
  await page.route('**/*.js', (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeVisible();
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toContainText('did not load properly');
});

test('the back-to-top button appears when scrolling back up and returns to the top', async ({page}) => {
  await page.goto('/docs/the-fundamentals');
  const button = page.getByRole('button', {name: 'Scroll back to top'});
  await expect(button).not.toBeInViewport();
  await page.mouse.move(640, 500);
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 1000);
  await page.mouse.wheel(0, -200);
  await expect(button).toBeInViewport();
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
});

test('the body is marked while the visitor navigates with the keyboard', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(page.locator('body')).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.click(640, 600);
  await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/docs/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#__docusaurus_skipToContent_fallback$/);
});
