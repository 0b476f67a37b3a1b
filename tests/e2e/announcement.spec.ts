import {expect, test} from './readerTab';
import {ANNOUNCEMENT_ID} from './site';
import {waitForHydration} from './hydration';

const bar = '.theme-announcement-bar';

test('the announcement bar shows its content in the configured colours', async ({tab: page}) => {
  await page.goto('/');
  const announcement = page.locator(bar);
  await expect(announcement).toContainText('Remotion 3.2 is out');
  await expect(announcement.getByRole('link', {name: 'Read the release notes'})).toHaveAttribute('href', '/blog/3-2');
  await expect(announcement).toHaveCSS('background-color', 'rgb(7, 92, 170)');
  await expect(announcement).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('closing the bar is remembered across reloads and pages', async ({tab: page}) => {
  await page.goto('/');
  // The Close button works once React has hydrated the page.
  await waitForHydration(page);
  await page.locator(bar).getByRole('button', {name: 'Close'}).click();
  await expect(page.locator(bar)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(ANNOUNCEMENT_ID);
  await page.reload();
  await expect(page.locator(bar)).toHaveCount(0);
  await page.goto('/docs/');
  await expect(page.locator(bar)).toHaveCount(0);
});

test('a bar dismissed under an older id reopens for the new one', async ({tab: page}) => {
  await page.goto('/');
  // After hydration, so that the theme's recording of the current id cannot
  // overwrite the older one set here.
  await waitForHydration(page);
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.reload();
  // Visible from the first paint (src/plugins/announcement-bar-reopen), and
  // still after hydration, when the theme records the new id.
  await expect(page.locator(bar)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(ANNOUNCEMENT_ID);
  await waitForHydration(page);
  await expect(page.locator(bar)).toBeVisible();
});
