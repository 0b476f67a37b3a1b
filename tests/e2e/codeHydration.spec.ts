import {expect, test, type Page} from '@playwright/test';
import {firstLoadScripts, waitForHydration} from './hydration';

// A code block that the server rendered hydrates from the tokens in the
// page's HTML; a block that arrives with a client-side navigation is
// tokenized by Prism, which the browser loads for it
// (src/plugins/lean-prism/prismReactRenderer.tsx). Both must render the same. The dark theme makes every token's class and style
// render again from its types after hydration, so a type read back wrongly
// from the HTML shows up in the markup compared here.

const PAGES = ['/', '/docs/brownfield', '/docs/config', '/docs/3-0-migration'];

/**
 * Every element of every block: tag, classes, style and own text. Styles
 * are compared as the browser parses them: hydration keeps the server's
 * spelling of an unchanged style attribute, and React leaves an empty one
 * where a light-theme style was removed.
 */
const codeBlocks = (page: Page) =>
  page.locator('pre.prism-code').evaluateAll((blocks) =>
    blocks.map((block) =>
      Array.from(block.querySelectorAll('*'), (element) =>
        [
          element.tagName,
          element.getAttribute('class') ?? '',
          (element as HTMLElement).style.cssText,
          Array.from(element.childNodes, (node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : '')).join(''),
        ].join('|'),
      ),
    ),
  );

async function hydrated(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

for (const path of PAGES) {
  test(`code blocks of ${path} hydrate as Prism would have highlighted them`, async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(path);
    await hydrated(page);
    const fromHtml = await codeBlocks(page);
    expect(fromHtml.length).toBeGreaterThan(1);

    // The about page has no code: every block of the target page is tokenized,
    // once Prism has loaded.
    await page.goto('/about');
    await hydrated(page);
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
    }, path);
    await expect.poll(() => codeBlocks(page)).toEqual(fromHtml);
    expect(errors).toEqual([]);
  });
}

// src/plugins/lean-prism: Prism and its grammars are left out of the first
// load, even on a page of code blocks (they hydrate from the HTML). A key of
// Prism's grammars that minification keeps tells a script that carries them.
for (const path of ['/about/', '/docs/brownfield']) {
  test(`the first load of ${path} runs no Prism`, async ({page}) => {
    const scripts = await firstLoadScripts(page, path);
    expect(scripts.filter(({body}) => body.includes('lookbehind')).map(({url}) => url)).toEqual([]);
  });
}
