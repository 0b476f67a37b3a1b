import type {Page} from '@playwright/test';

/**
 * Stands in for React DevTools' hook, which React calls after every commit.
 * For each commit it records the class of the first element under each
 * component that rendered again (an update, not a mount), walking only the
 * parts of the tree React did not reuse, as DevTools does.
 */
export async function recordReRenders(page: Page): Promise<void> {
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

/** The class of the first element of each component rendered again, commit by commit. */
export async function reRenderedByCommit(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as {reactCommits: string[][]}).reactCommits);
}
