import {STRIP} from '../../src/components/ApiDemo/demos/noise/model';
import {BARS_LEFT, BARS_RIGHT} from '../../src/components/ApiDemo/demos/sequence/model';
import {PLOT_HEIGHT, PLOT_MARGIN, type PlotDomain} from '../../src/components/ApiDemo/parts/plot';

/* The inverses of the demos' drawing, for the tests that read values back from what a demo draws. */

/** The inverse of yToPixel (parts/plot.ts). */
export function pixelToY(pixel: number, domain: PlotDomain): number {
  const [min, max] = domain.y;
  return min + ((PLOT_HEIGHT - PLOT_MARGIN - pixel) / (PLOT_HEIGHT - 2 * PLOT_MARGIN)) * (max - min || 1);
}

/** The points of a path written by seriesPath (parts/plot.ts), in pixels. */
export function pathPoints(path: string): Array<[number, number]> {
  return [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])]);
}

/** The inverse of the noise demo's valueToStripY. */
export function stripYToValue(pixel: number): number {
  return ((STRIP.bottom - pixel) / (STRIP.bottom - STRIP.top)) * 2 - 1;
}

/** The inverse of the sequence demo's frameToPixel. */
export function pixelToFrame(pixel: number, domain: readonly [number, number]): number {
  const [min, max] = domain;
  return min + ((pixel - BARS_LEFT) / (BARS_RIGHT - BARS_LEFT)) * (max - min);
}
