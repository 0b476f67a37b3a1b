import {expect, test} from '@playwright/test';
import {reRenderedByCommit, recordReRenders} from './reactCommits';
import {MOBILE} from './site';

test('the main chunk finishes its task before the page requests its route chunks', async ({page}) => {
  // Which script, if any, is running when each chunk's <script> is inserted.
  await page.addInitScript(() => {
    const insertions: Array<{src: string; during: string | null}> = [];
    Object.assign(window, {chunkInsertions: insertions});
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) {
        insertions.push({src: node.src, during: document.currentScript?.getAttribute('src') ?? null});
      }
      return appendChild.call(this, node) as T;
    };
  });
  await page.goto('/docs/interpolate');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const insertions = await page.evaluate(
    () => (window as unknown as {chunkInsertions: Array<{src: string; during: string | null}>}).chunkInsertions,
  );
  // The page's own chunks are requested by the client entry at start-up.
  expect(insertions.length).toBeGreaterThan(0);
  // None from inside the main chunk's evaluation: one long task split in two.
  for (const insertion of insertions) expect(insertion.during ?? '').not.toMatch(/\/main\.[\w]+\.js$/);
});

test.describe('on a phone', () => {
  test.use({viewport: MOBILE});

  test('code blocks that learn they overflow show the wrap button without rendering their lines again', async ({page}) => {
    await recordReRenders(page);
    await page.goto('/docs/interpolate');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // The button appears once a block has measured itself, in a render after hydration.
    await expect(page.locator('article button[aria-label="Toggle word wrap"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const commits = await reRenderedByCommit(page);
    expect(commits.length).toBeGreaterThan(1);
    const rerendered = commits.slice(1).flat();
    expect(rerendered.some((className) => className.includes('codeBlockContainer'))).toBe(true);
    expect(rerendered.filter((className) => className.includes('token-line'))).toEqual([]);
  });

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
