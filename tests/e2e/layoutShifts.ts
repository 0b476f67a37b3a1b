import type {Page} from '@playwright/test';

/**
 * The layout shifts of the page so far (Layout Instability API), each with
 * what moved, from where to where; shifts right after the visitor's own
 * input do not count.
 *
 * With `afterParsing`, only those reported once the HTML was parsed. A shift
 * is reported with the frame that shows it, so one caused by a partly parsed
 * page may still be reported after DOMContentLoaded when no frame was painted
 * in between: the site holds its first paint until the navbar (and, on the
 * home page, the hero) is parsed, which keeps the top of each page still.
 */
export async function layoutShifts(page: Page, {afterParsing = false} = {}): Promise<string[]> {
  return page.evaluate(
    (afterParsing) =>
      new Promise<string[]>((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const since = afterParsing ? navigation!.domContentLoadedEventStart : 0;
        new PerformanceObserver((list) => {
          type Source = {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
          const shifts = list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean; sources: Source[]})[];
          const box = ({x, y, width, height}: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
          resolve(
            shifts
              .filter((shift) => !shift.hadRecentInput && shift.startTime >= since)
              .map((shift) => {
                const moved = shift.sources.map(
                  ({node, previousRect, currentRect}) =>
                    `${(node as Element | undefined)?.outerHTML?.slice(0, 120)} from ${box(previousRect)} to ${box(currentRect)}`,
                );
                return `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${moved.join(', ')}`;
              }),
          );
        }).observe({type: 'layout-shift', buffered: true});
        // The observer reports the buffered shifts at once; with none, it stays silent.
        setTimeout(() => resolve([]), 500);
      }),
    afterParsing,
  );
}
