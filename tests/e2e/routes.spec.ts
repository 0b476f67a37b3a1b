import {expect, test} from '@playwright/test';
import {TOP_LEVEL_ROUTES} from './site';

test.describe('every top-level route answers with real content', () => {
  for (const route of TOP_LEVEL_ROUTES) {
    test(`${route} answers 200 and renders its main content`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.locator('h1').first()).not.toBeEmpty();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
      const mainText = (await page.locator('main').first().innerText()).trim();
      expect(mainText.length).toBeGreaterThan(120);
    });
  }
});

test('an unknown path answers 404 with the not-found page', async ({page}) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  await expect(page.locator('nav.navbar')).toBeVisible();
});

test('a path ending in /index.html is normalised to the clean path', async ({page}) => {
  await page.goto('/about/index.html');
  await expect(page.getByRole('heading', {level: 1, name: 'About Remotion'})).toBeVisible();
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  await page.goto('/blog/3-2/index.html');
  await expect(page.locator('article h1')).toContainText('3.2');
});
