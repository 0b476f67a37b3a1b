import {expect, test} from '@playwright/test';
import {MOBILE} from './site';

test.describe('on a phone', () => {
  test.use({viewport: MOBILE});

  test('the closed menu panel is mounted after hydration, so its first opening slides in', async ({page}) => {
    await page.goto('/docs/the-fundamentals');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toHaveCount(1);
    await expect(panel).not.toBeInViewport();
    await expect(panel.locator('a.menu__link', {hasText: 'The fundamentals'})).toHaveCount(1);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(panel.getByRole('link', {name: 'The fundamentals'})).toBeInViewport();
  });
});
