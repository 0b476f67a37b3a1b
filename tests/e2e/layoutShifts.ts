import type {Page} from '@playwright/test';
import {paintedFrames} from './frames';

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
  // A shift is reported with the frame that shows it: let one more frame be painted first.
  await paintedFrames(page, 2);
  return page.evaluate((afterParsing) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const since = afterParsing ? navigation!.domContentLoadedEventStart : 0;
    // With `buffered`, the shifts so far are in the observer's buffer as soon as it observes.
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({type: 'layout-shift', buffered: true});
    type Source = {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
    const shifts = observer.takeRecords() as (PerformanceEntry & {value: number; hadRecentInput: boolean; sources: Source[]})[];
    observer.disconnect();
    const box = ({x, y, width, height}: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
    return shifts
      .filter((shift) => !shift.hadRecentInput && shift.startTime >= since)
      .map((shift) => {
        const moved = shift.sources.map(
          ({node, previousRect, currentRect}) =>
            `${(node as Element | undefined)?.outerHTML?.slice(0, 120)} from ${box(previousRect)} to ${box(currentRect)}`,
        );
        return `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${moved.join(', ')}`;
      });
  }, afterParsing);
}
