import {expect, test} from './readerTab';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme, parseColor} from '../../src/codeThemes';
import {gotoHydrated} from './hydration';

const html = 'html';
const toggle = (page: import('@playwright/test').Page) =>
  page.locator('.navbar__items--right').getByRole('button', {name: /Switch between dark and light mode/});

const storedTheme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('theme'));

test('defaults to light and stores the visitor choice under "theme"', async ({tab: page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'light');
  expect(await storedTheme(page)).toBeNull();
  // The switch cycles system -> light -> dark -> system.
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  expect(await storedTheme(page)).toBe('light');
  await toggle(page).click();
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'dark');
  expect(await storedTheme(page)).toBe('dark');
  await page.reload();
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'dark');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  expect(await storedTheme(page)).toBeNull();
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'light');
});

test('follows the system preference when no choice is stored', async ({tab: page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'dark');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => localStorage.removeItem('theme'));
  await page.reload();
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'dark');
});

test('a choice made in another tab is followed', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/about/');
  await expect(first.locator(html)).toHaveAttribute('data-theme', 'light');
  await toggle(second).click();
  await toggle(second).click();
  await expect(second.locator(html)).toHaveAttribute('data-theme', 'dark');
  await expect(first.locator(html)).toHaveAttribute('data-theme', 'dark');
});

test('broken browser storage is logged and ignored', async ({page}) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', {get: fail, configurable: true});
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Make videos programmatically');
  await toggle(page).click();
  await toggle(page).click();
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'dark');
  await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
  await expect(page.locator('article h1')).toBeVisible();
  expect(errors.some((text) => /storage/i.test(text))).toBe(true);
});

test('code blocks are hydrated in place and take the colours of the visitor\'s mode', async ({page}) => {
  // The colour of the last rule for keywords, as getComputedStyle writes it.
  const keywordColor = (theme: PrismTheme) => {
    const [red, green, blue] = parseColor(theme.styles.filter(({types}) => types.includes('keyword')).at(-1)!.style.color!);
    return `rgb(${red}, ${green}, ${blue})`;
  };
  // Records every code block the page removes from the document after the
  // server's HTML has been parsed.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as {removedCodeBlocks: string[]}).removedCodeBlocks = removed;
    new MutationObserver((mutations) => {
      for (const {removedNodes} of mutations) {
        for (const node of Array.from(removedNodes)) {
          if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) removed.push(node.outerHTML.slice(0, 80));
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  const firstKeyword = page.locator('pre.language-tsx .token.keyword').first();
  const removedCodeBlocks = () => page.evaluate(() => (window as unknown as {removedCodeBlocks: string[]}).removedCodeBlocks);

  for (const [scheme, theme] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
    await page.emulateMedia({colorScheme: scheme});
    await gotoHydrated(page, '/docs/the-fundamentals');
    await expect(firstKeyword).toHaveCSS('color', keywordColor(theme));
    await page.waitForLoadState('networkidle');
    expect(await removedCodeBlocks(), scheme).toEqual([]);
  }
  await toggle(page).click();
  await expect(page.locator(html)).toHaveAttribute('data-theme', 'light');
  await expect(firstKeyword).toHaveCSS('color', keywordColor(lightCodeTheme));
});
