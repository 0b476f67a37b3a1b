import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import * as cheerio from 'cheerio';
import {expect, test} from '@playwright/test';

// Each API page of the reference is a page of the build, with its title, and
// is the active link of the sidebar when it is listed there. Read from the
// built HTML, which the server renders with the active link marked: the
// crawl (check:site) already opens every route in Chromium.
type ApiPage = {
  package: string;
  export: string | null;
  url: string;
  inSidebar: boolean;
};

const BUILD = resolve(__dirname, '../../build');
const API_PAGES_FILE = resolve(__dirname, '../../../shared/reference/api-pages.json');
// Read at load time to generate one test per page; a missing file must fail
// one test, not stop the whole run.
const {pages} = existsSync(API_PAGES_FILE)
  ? (JSON.parse(readFileSync(API_PAGES_FILE, 'utf8')) as {pages: ApiPage[]})
  : {pages: []};

test('the reference lists the API pages', () => {
  expect(existsSync(API_PAGES_FILE), `${API_PAGES_FILE} is readable`).toBe(true);
  expect(pages.length).toBeGreaterThan(100);
});

for (const apiPage of pages) {
  const label = apiPage.export ?? `${apiPage.package} overview`;
  test(`${label} is built at ${apiPage.url}`, () => {
    const file = join(BUILD, apiPage.url, 'index.html');
    expect(existsSync(file), `${file} exists`).toBe(true);
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    expect($('meta[http-equiv="refresh"]'), 'a page, not a redirect').toHaveLength(0);
    expect($('article h1').first().text().trim()).not.toBe('');
    const sidebar = $('.theme-doc-sidebar-menu');
    if (apiPage.inSidebar) {
      expect(sidebar.find(`a.menu__link--active[aria-current="page"][href="${apiPage.url}"]`)).toHaveLength(1);
    } else {
      expect(sidebar).toHaveLength(0);
    }
  });
}
