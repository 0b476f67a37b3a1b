import {expect, test} from './readerTab';

// That every route answers 200 and renders its main content (one <h1>, and
// text or the search field) is checked by the site crawl (check:site), which
// opens every route once.

test('an unknown path answers 404 with the not-found page', async ({tab: page}) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
});

test('a path ending in /index.html is normalised to the clean path', async ({tab: page}) => {
  await page.goto('/about/index.html?from=test#contact');
  await expect(page).toHaveURL(/\/about\/\?from=test#contact$/);
  await expect(page.getByRole('heading', {level: 1, name: 'About Remotion'})).toHaveCount(1);
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  await page.goto('/blog/3-2/index.html');
  await expect(page).toHaveURL(/\/blog\/3-2\/$/);
  await expect(page.locator('article h1')).toContainText('3.2');
});

test('page titles are unique across the two blog list pages', async ({tab: page}) => {
  await page.goto('/blog');
  const first = await page.title();
  await page.goto('/blog/page/2');
  expect(await page.title()).not.toBe(first);
  await expect(page.locator('h1')).toHaveText('Remotion blog (page 2)');
});
