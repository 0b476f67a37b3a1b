import {expect, test} from '@playwright/test';
import {Easing, interpolate} from 'remotion';
import {
  COMPOSITION,
  EASING_CURVES,
  EASING_DEFAULTS,
  MODIFIERS,
  easingCode,
  easingPlot,
  progressAt,
  type EasingSettings,
} from '../../src/components/ApiDemo/demos/easing/model';
import {seriesPath, xToPixel} from '../../src/components/ApiDemo/parts/plot';
import {EASING_SAMPLES} from './apiDemoSamples';
import {pathPoints, pixelToY} from './apiDemoReadBack';

/** The curve built straight from remotion's Easing, independently of the model. */
function libraryCurve(settings: EasingSettings): (t: number) => number {
  const factories: {[Curve in EasingSettings['curve']]: () => (t: number) => number} = {
    poly: () => Easing.poly(settings.n),
    elastic: () => Easing.elastic(settings.bounciness),
    back: () => Easing.back(settings.s),
    bezier: () => Easing.bezier(settings.x1, settings.y1, settings.x2, settings.y2),
    linear: () => Easing.linear,
    ease: () => Easing.ease,
    quad: () => Easing.quad,
    cubic: () => Easing.cubic,
    sin: () => Easing.sin,
    circle: () => Easing.circle,
    exp: () => Easing.exp,
    bounce: () => Easing.bounce,
    step0: () => Easing.step0,
    step1: () => Easing.step1,
  };
  return factories[settings.curve]();
}

const modified = {
  in: (curve: (t: number) => number) => Easing.in(curve),
  out: (curve: (t: number) => number) => Easing.out(curve),
  inOut: (curve: (t: number) => number) => Easing.inOut(curve),
};

const PAUSED_FRAME = Math.floor(COMPOSITION.durationInFrames / 3);

test('each plotted line is Easing.in/out/inOut of the chosen curve at every sampled t', () => {
  for (const settings of EASING_SAMPLES) {
    const plot = easingPlot(settings);
    expect(plot.series.map((series) => series.label)).toEqual(['Easing.in()', 'Easing.out()', 'Easing.inOut()']);
    const pixelsPerValue = 128 / (plot.domain.y[1] - plot.domain.y[0]);
    for (const [index, name] of (['in', 'out', 'inOut'] as const).entries()) {
      const eased = modified[name](libraryCurve(settings));
      const points = pathPoints(seriesPath(plot.series[index], plot.domain));
      expect(points.length).toBe(61);
      for (const step of [0, 1, 10, 20, 29, 30, 31, 45, 59, 60]) {
        const t = step / 60;
        const [x, y] = points[step];
        expect(x).toBeCloseTo(xToPixel(t, plot.domain), 2);
        // Points are rounded to a hundredth of a pixel.
        expect(Math.abs(pixelToY(y, plot.domain) - eased(t)), `${name} at t=${t} of ${JSON.stringify(settings)}`).toBeLessThanOrEqual(
          0.006 / pixelsPerValue,
        );
      }
    }
  }
});

test('the plot holds the overshoot of every sample', () => {
  for (const settings of EASING_SAMPLES) {
    const {domain, series} = easingPlot(settings);
    const values = series.flatMap((line) => line.values);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(domain.y[0]);
    expect(Math.max(...values)).toBeLessThanOrEqual(domain.y[1]);
  }
  // elastic(3) and back(3) really leave [0, 1], so the domain must grow.
  expect(easingPlot(EASING_SAMPLES[1]).domain.y[1]).toBeGreaterThan(1.5);
  expect(easingPlot(EASING_SAMPLES[2]).domain.y[0]).toBeLessThan(-0.3);
});

test('the dots are where interpolate() with the modified curve puts them', () => {
  for (const settings of EASING_SAMPLES) {
    for (const name of ['in', 'out', 'inOut'] as const) {
      const easing = modified[name](libraryCurve(settings));
      for (const frame of [0, 7, PAUSED_FRAME, 30, 59, 60, COMPOSITION.durationInFrames - 1]) {
        const expected = interpolate(frame, [0, 60], [0, 1], {easing, extrapolateRight: 'clamp'});
        expect(progressAt(settings, name, frame), `${name} at frame ${frame} of ${JSON.stringify(settings)}`).toBeCloseTo(expected, 12);
      }
    }
  }
  // After the motion, every dot rests at the end.
  expect(progressAt(EASING_DEFAULTS, 'inOut', COMPOSITION.durationInFrames - 1)).toBe(1);
});

test('every curve puts the dots somewhere else at the paused frame', () => {
  const positions = EASING_CURVES.map((curve) => MODIFIERS.map(({name}) => progressAt({...EASING_DEFAULTS, curve}, name, PAUSED_FRAME)).join());
  expect(new Set(positions).size).toBe(EASING_CURVES.length);
});

test('every parameter moves the dots at the paused frame', () => {
  const changes: Array<[EasingSettings['curve'], Partial<EasingSettings>]> = [
    ['poly', {n: 10}],
    ['elastic', {bounciness: 5}],
    ['back', {s: 5}],
    ['bezier', {x1: 1}],
    ['bezier', {y1: 2}],
    ['bezier', {x2: 1}],
    ['bezier', {y2: 2}],
  ];
  for (const [curve, change] of changes) {
    const before = {...EASING_DEFAULTS, curve};
    const after = {...before, ...change};
    const at = (settings: EasingSettings) => MODIFIERS.map(({name}) => progressAt(settings, name, PAUSED_FRAME)).join();
    expect(at(after), JSON.stringify(change)).not.toBe(at(before));
    expect(easingCode(after)).not.toBe(easingCode(before));
  }
});

test('the code names the chosen curve in every modifier, and each sample shows its own', () => {
  expect(easingCode(EASING_DEFAULTS)).toContain('easing: Easing.inOut(Easing.poly(4)),');
  expect(easingCode(EASING_SAMPLES[3])).toContain('easing: Easing.out(Easing.bezier(0.3, -0.5, 0.2, 1.6)),');
  expect(easingCode(EASING_SAMPLES[4])).toContain('easing: Easing.in(Easing.bounce),');
  const codes = EASING_SAMPLES.map(easingCode);
  expect(new Set(codes).size).toBe(EASING_SAMPLES.length);
});
