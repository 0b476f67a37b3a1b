import {expect, test} from '@playwright/test';
import {redirectStub} from '../../src/plugins/host-config/redirectStubs';

// The stub left at an old URL, for hosts that send no redirects, forwards
// in the browser: with the reader's query string, and with their anchor
// unless the new URL names a section of its own.

const ORIGIN = 'http://stub.test';

async function forwardedUrl(page: import('@playwright/test').Page, to: string, visited: string) {
  await page.route(`${ORIGIN}/**`, (route) => {
    const {pathname} = new URL(route.request().url());
    const body = pathname === '/old' ? redirectStub({from: '/old', to}, {titleHtml: 'New page | Remotion', siteUrl: 'https://www.remotion.dev'}) : 'arrived';
    return route.fulfill({contentType: 'text/html', body});
  });
  await page.goto(`${ORIGIN}${visited}`);
  await expect(page.locator('body')).toHaveText('arrived');
  return page.url().slice(ORIGIN.length);
}

test('a page moved whole: the query and the anchor the reader followed come along', async ({page}) => {
  expect(await forwardedUrl(page, '/docs/renderer/render-still', '/old?utm_source=error#output-location')).toBe(
    '/docs/renderer/render-still?utm_source=error#output-location',
  );
});

test("a page moved into a section: the query comes along, the section's own anchor is kept", async ({page}) => {
  expect(await forwardedUrl(page, '/docs/animated-gifs#rendering-a-composition-as-a-gif', '/old?q=1#old-heading')).toBe(
    '/docs/animated-gifs?q=1#rendering-a-composition-as-a-gif',
  );
});

test('nothing to carry: the new URL as it is', async ({page}) => {
  expect(await forwardedUrl(page, '/docs/preview', '/old')).toBe('/docs/preview');
});
