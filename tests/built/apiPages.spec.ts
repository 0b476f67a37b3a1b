import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test} from '@playwright/test';

type ApiPage = {
  package: string;
  export: string | null;
  url: string;
  inSidebar: boolean;
};

const API_PAGES_FILE = resolve(__dirname, '../../../shared/reference/api-pages.json');
// Read at load time to generate one test per page; a missing file must fail
// one test, not stop the whole run.
const {pages} = existsSync(API_PAGES_FILE)
  ? (JSON.parse(readFileSync(API_PAGES_FILE, 'utf8')) as {pages: ApiPage[]})
  : {pages: []};

const documented = pages;

test('the reference lists the API pages', () => {
  expect(existsSync(API_PAGES_FILE), `${API_PAGES_FILE} is readable`).toBe(true);
  expect(documented.length).toBeGreaterThan(100);
});

for (const apiPage of documented) {
  const label = apiPage.export ?? `${apiPage.package} overview`;
  test(`${label} is built at ${apiPage.url}`, async ({page}) => {
    const response = await page.goto(apiPage.url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).toBeVisible();
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    if (apiPage.inSidebar) {
      await expect(sidebar.locator(`a.menu__link--active[href="${apiPage.url}"]`)).toHaveCount(1);
    } else {
      await expect(sidebar).toHaveCount(0);
    }
  });
}
