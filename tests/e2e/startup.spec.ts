import {expect, test, type Page} from '@playwright/test';
import {MOBILE} from './site';

/**
 * Stands in for React DevTools' hook, which React calls after every commit.
 * For each commit it records the class of the first element under each
 * component that rendered again (an update, not a mount), walking only the
 * parts of the tree React did not reuse, as DevTools does.
 */
async function recordReRenders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Fiber = {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
    };
    const FUNCTION_COMPONENT_TAGS = new Set([0, 11, 14, 15]);
    const HOST_COMPONENT = 5;
    const PERFORMED_WORK = 1;
    const commits: string[][] = [];
    const firstElementClass = (fiber: Fiber): string => {
      let node: Fiber | null = fiber;
      while (node && node.tag !== HOST_COMPONENT) node = node.child;
      return node ? String((node.stateNode as Element).className) : '';
    };
    const collect = (fiber: Fiber | null, rendered: string[]) => {
      for (let node = fiber; node; node = node.sibling) {
        const previous = node.alternate;
        if (previous && FUNCTION_COMPONENT_TAGS.has(node.tag) && (node.flags & PERFORMED_WORK) !== 0) {
          rendered.push(firstElementClass(node));
        }
        if (!previous || node.child !== previous.child) collect(node.child, rendered);
      }
    };
    Object.assign(window, {
      reactCommits: commits,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (_renderer: number, root: {current: Fiber}) => {
          const rendered: string[] = [];
          collect(root.current.child, rendered);
          commits.push(rendered);
        },
      },
    });
  });
}

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
    const commits = await page.evaluate(() => (window as unknown as {reactCommits: string[][]}).reactCommits);
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
