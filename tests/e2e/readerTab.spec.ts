import type {Page} from '@playwright/test';
import {expect, test} from './readerTab';

// The shared tab is only safe if nothing one test leaves in it reaches the
// next: these two run in order in one worker, the second in the tab the
// first used.
test.describe.configure({mode: 'serial'});

let firstTab: Page | undefined;

test('a test that stores a theme, resizes the tab and emulates dark mode…', async ({tab: page}) => {
  firstTab = page;
  await page.goto('/docs/');
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('left-behind', '1');
  });
  await page.setViewportSize({width: 390, height: 844});
  await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
});

test('…leaves the next test in the same tab none of it', async ({tab: page, viewport}) => {
  expect(page, 'the same tab').toBe(firstTab);
  await page.goto('/docs/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => [localStorage.getItem('theme'), sessionStorage.getItem('left-behind')])).toEqual([null, null]);
  expect(page.viewportSize()).toEqual(viewport);
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
});
