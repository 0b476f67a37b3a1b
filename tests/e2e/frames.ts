import type {Page} from '@playwright/test';

/**
 * Resolves once the page has produced `count` more animation frames. A
 * playing Player moves on with the frames the browser paints, and a layout
 * shift is reported with the frame that shows it, so counting painted frames
 * is the condition those checks need, however slow the machine is that day.
 */
export async function paintedFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}
