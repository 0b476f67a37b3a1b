import {expect, test} from './readerTab';

test('the footer shows the logo, the 2022 copyright and three link columns', async ({tab: page}) => {
  await page.goto('/');
  const footer = page.locator('footer.footer');
  await expect(footer.getByRole('img', {name: 'Remotion logo'})).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toHaveText(/Copyright © 2022 Remotion/);
  await expect(footer.locator('.footer__title')).toHaveText(['Product', 'Community', 'More']);
  const columns = footer.locator('.footer__col');
  await expect(columns).toHaveCount(3);
  await expect(columns.nth(0).getByRole('link', {name: 'Pricing'})).toHaveAttribute('href', '/docs/license');
  await expect(columns.nth(1).getByRole('link', {name: 'Showcase'})).toHaveAttribute('href', '/showcase');
  await expect(columns.nth(2).getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/blog');
});
