import {expect, test} from '@playwright/test';
import {interpolateColors} from 'remotion';
import {
  DURATION_IN_FRAMES,
  INTERPOLATE_COLORS_DEFAULTS,
  colorBandSvgDocument,
  frameToPixel,
  interpolateColorsModel,
  withStopColor,
  withStopFrame,
  type InterpolateColorsSettings,
} from '../../src/components/ApiDemo/demos/interpolate-colors/model';
import {INTERPOLATE_COLORS_SAMPLES} from './apiDemoSamples';

/** The fill of every frame's rect in the drawn band, by frame. */
function drawnFills(svg: string): Map<number, {x: number; fill: string}> {
  const rects = [...svg.matchAll(/<rect data-frame="(\d+)" x="([\d.]+)"[^>]* fill="([^"]+)"\/>/g)];
  return new Map(rects.map((match) => [Number(match[1]), {x: Number(match[2]), fill: match[3]}]));
}

/** `#rrggbb` as interpolateColors() writes an opaque colour. */
function hexToRgba(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, 1)`;
}

/** Every colour the band draws, in order: equal only for bands that look the same. */
const fillsOf = (settings: InterpolateColorsSettings) => [...drawnFills(colorBandSvgDocument(settings)).values()].map((rect) => rect.fill).join();

const describe = (settings: InterpolateColorsSettings) => JSON.stringify(settings.stops);

test('the band draws what interpolateColors() returns at every frame', () => {
  for (const settings of INTERPOLATE_COLORS_SAMPLES) {
    const fills = drawnFills(colorBandSvgDocument(settings));
    expect(fills.size, describe(settings)).toBe(DURATION_IN_FRAMES);
    const inputRange = settings.stops.map((stop) => stop.frame);
    const outputRange = settings.stops.map((stop) => stop.color);
    for (let frame = 0; frame < DURATION_IN_FRAMES; frame++) {
      const drawn = fills.get(frame);
      expect(drawn?.fill, `frame ${frame} of ${describe(settings)}`).toBe(interpolateColors(frame, inputRange, outputRange));
      expect(drawn?.x).toBeCloseTo(frameToPixel(frame), 2);
    }
    // At its own frame, a stop's colour is drawn exactly.
    for (const stop of settings.stops) {
      expect(fills.get(stop.frame)?.fill, `stop at frame ${stop.frame} of ${describe(settings)}`).toBe(hexToRgba(stop.color));
    }
  }
});

test('the band marks every stop under its frame, in its colour', () => {
  for (const settings of INTERPOLATE_COLORS_SAMPLES) {
    const triangles = [...colorBandSvgDocument(settings).matchAll(/<path d="M([\d.]+) [^"]+" fill="([^"]+)"/g)];
    expect(triangles.map((match) => match[2])).toEqual(settings.stops.map((stop) => stop.color));
    triangles.forEach((match, index) => {
      const frame = settings.stops[index].frame;
      expect(Number(match[1])).toBeGreaterThan(frameToPixel(frame));
      expect(Number(match[1])).toBeLessThan(frameToPixel(frame + 1));
    });
  }
});

test('a stop cannot reach its neighbours, so interpolateColors() always gets an increasing inputRange', () => {
  const defaults = INTERPOLATE_COLORS_DEFAULTS;
  const [, second, third] = defaults.stops;
  expect(withStopFrame(defaults, 0, DURATION_IN_FRAMES - 1).stops[0].frame).toBe(second.frame - 1);
  expect(withStopFrame(defaults, 1, 0).stops[1].frame).toBe(defaults.stops[0].frame + 1);
  expect(withStopFrame(defaults, 1, DURATION_IN_FRAMES - 1).stops[1].frame).toBe(third.frame - 1);
  expect(withStopFrame(defaults, 2, 0).stops[2].frame).toBe(second.frame + 1);
  expect(withStopFrame(defaults, 2, DURATION_IN_FRAMES + 10).stops[2].frame).toBe(DURATION_IN_FRAMES - 1);
  expect(withStopColor(defaults, 2, '#ff0000').stops.map((stop) => stop.color)).toEqual([defaults.stops[0].color, second.color, '#ff0000']);
  for (const settings of INTERPOLATE_COLORS_SAMPLES) {
    const frames = settings.stops.map((stop) => stop.frame);
    expect(frames, describe(settings)).toEqual([...frames].sort((a, b) => a - b));
    expect(new Set(frames).size).toBe(frames.length);
    expect(Math.min(...frames)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...frames)).toBeLessThan(DURATION_IN_FRAMES);
  }
});

test('moving any stop or changing its colour redraws the band', () => {
  // What the end-to-end test does to each control: a frame slider to either end, a colour to red.
  const defaults = INTERPOLATE_COLORS_DEFAULTS;
  const changed = defaults.stops.flatMap((_, index) => [
    withStopFrame(defaults, index, 0),
    withStopFrame(defaults, index, DURATION_IN_FRAMES - 1),
    withStopColor(defaults, index, '#ff0000'),
  ]);
  const defaultFills = fillsOf(defaults);
  // The first stop already sits at frame 0, the only change that leaves the band as it is.
  expect(changed.filter((settings) => fillsOf(settings) === defaultFills)).toEqual([withStopFrame(defaults, 0, 0)]);
});

test('the samples give different bands and the fallback is the default band', () => {
  const bands = INTERPOLATE_COLORS_SAMPLES.map(fillsOf);
  expect(new Set(bands).size).toBe(INTERPOLATE_COLORS_SAMPLES.length);
  expect(interpolateColorsModel.fallbackSvg()).toBe(colorBandSvgDocument(INTERPOLATE_COLORS_DEFAULTS));
});
