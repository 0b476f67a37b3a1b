import {expect, test} from '@playwright/test';
import {Easing, interpolate} from 'remotion';
import {
  EASING_NAMES,
  EXTRAPOLATE_TYPES,
  FRAMES,
  INTERPOLATE_DEFAULTS,
  STAGE,
  interpolateCode,
  interpolatePlot,
  rangeLimits,
  stageAt,
  type InterpolateSettings,
} from '../../src/components/ApiDemo/demos/interpolate/model';
import {PLOT_HEIGHT, PLOT_MARGIN, PLOT_WIDTH, seriesPath} from '../../src/components/ApiDemo/parts/plot';
import {INTERPOLATE_SAMPLES} from './apiDemoSamples';
import {pathPoints, pixelToY} from './apiDemoReadBack';

// Written out again rather than taken from the model, so that a wrong entry there fails.
const EASINGS: Record<string, (t: number) => number> = {
  'Easing.linear': (t) => t,
  'Easing.quad': Easing.quad,
  'Easing.cubic': Easing.cubic,
  'Easing.sin': Easing.sin,
  'Easing.circle': Easing.circle,
  'Easing.exp': Easing.exp,
  'Easing.ease': Easing.bezier(0.42, 0, 1, 1),
  'Easing.bounce': Easing.bounce,
  'Easing.out(Easing.cubic)': Easing.out(Easing.cubic),
  'Easing.inOut(Easing.cubic)': Easing.inOut(Easing.cubic),
};

function expected(settings: InterpolateSettings, frame: number): number {
  return interpolate(frame, [settings.inputStart, settings.inputEnd], [settings.outputStart, settings.outputEnd], {
    easing: EASINGS[settings.easing],
    extrapolateLeft: settings.extrapolateLeft,
    extrapolateRight: settings.extrapolateRight,
  });
}

const PAUSED_FRAME = Math.floor(FRAMES / 3);

/** The samples, and every easing extended on both sides, where easings differ most. */
const CASES: InterpolateSettings[] = [
  ...INTERPOLATE_SAMPLES,
  ...EASING_NAMES.map((easing) => ({...INTERPOLATE_DEFAULTS, easing, extrapolateLeft: 'extend' as const, extrapolateRight: 'extend' as const})),
];

test('every easing the demo offers is one the test knows', () => {
  expect([...EASING_NAMES].sort()).toEqual(Object.keys(EASINGS).sort());
  expect([...EXTRAPOLATE_TYPES].sort()).toEqual(['clamp', 'extend', 'identity']);
});

test('the interpolate() plot draws what interpolate() returns at every frame, and leaves out NaN', () => {
  for (const settings of CASES) {
    const what = JSON.stringify(settings);
    const plot = interpolatePlot(settings);
    const {domain} = plot;
    // Pixel x back to the frame it stands for.
    const frameAt = (pixel: number) => ((pixel - PLOT_MARGIN) / (PLOT_WIDTH - 2 * PLOT_MARGIN)) * (domain.x[1] - domain.x[0]) + domain.x[0];
    const drawn = new Map<number, number>();
    for (const series of plot.series) {
      for (const [x, y] of pathPoints(seriesPath(series, domain))) drawn.set(Math.round(frameAt(x)), pixelToY(y, domain));
    }
    const pixelsPerValue = (PLOT_HEIGHT - 2 * PLOT_MARGIN) / (domain.y[1] - domain.y[0]);
    for (let frame = 0; frame < FRAMES; frame += 1) {
      const value = expected(settings, frame);
      if (Number.isNaN(value)) {
        expect(drawn.has(frame), `frame ${frame} of ${what} is NaN and must not be drawn`).toBe(false);
        continue;
      }
      expect(drawn.has(frame), `frame ${frame} of ${what}`).toBe(true);
      // Points are rounded to a hundredth of a pixel.
      expect(Math.abs(drawn.get(frame)! - value), `frame ${frame} of ${what}`).toBeLessThanOrEqual(0.006 / pixelsPerValue);
    }
    expect(plot.xMarks).toEqual([settings.inputStart, settings.inputEnd]);
    expect(plot.yMarks).toContain(settings.outputStart);
    expect(plot.yMarks).toContain(settings.outputEnd);
  }
});

test('the plot extends past the input range on both sides in the defaults and in the sliders', () => {
  const {domain} = interpolatePlot(INTERPOLATE_DEFAULTS);
  expect(domain.x[0]).toBeLessThan(INTERPOLATE_DEFAULTS.inputStart);
  expect(domain.x[1]).toBeGreaterThan(rangeLimits(INTERPOLATE_DEFAULTS).inputEnd.max);
});

test('the sample with Easing.circle extended really meets NaN, so the gap is tested', () => {
  expect(INTERPOLATE_SAMPLES.some((settings) => Number.isNaN(expected(settings, FRAMES - 1)))).toBe(true);
});

test('the Player moves the square by the value interpolate() returns at that frame', () => {
  for (const settings of CASES) {
    const {domain} = interpolatePlot(settings);
    const track = STAGE.width - 2 * STAGE.padding - STAGE.square;
    for (const frame of [0, 5, PAUSED_FRAME, 45, FRAMES - 1]) {
      const value = expected(settings, frame);
      const {squareX} = stageAt(settings, domain, frame);
      if (Number.isNaN(value)) {
        expect(squareX).toBeNull();
        continue;
      }
      const shown = domain.y[0] + ((squareX! - STAGE.padding) / track) * (domain.y[1] - domain.y[0]);
      expect(Math.abs(shown - value), `frame ${frame} of ${JSON.stringify(settings)}`).toBeLessThanOrEqual((0.006 * (domain.y[1] - domain.y[0])) / track);
    }
  }
});

type Control = {key: 'easing' | 'extrapolateLeft' | 'extrapolateRight'; options: readonly string[]} | {key: 'inputStart' | 'inputEnd' | 'outputStart' | 'outputEnd'};

const CONTROLS: Control[] = [
  {key: 'inputStart'},
  {key: 'inputEnd'},
  {key: 'outputStart'},
  {key: 'outputEnd'},
  {key: 'easing', options: EASING_NAMES},
  {key: 'extrapolateLeft', options: EXTRAPOLATE_TYPES},
  {key: 'extrapolateRight', options: EXTRAPOLATE_TYPES},
];

/**
 * A slider moved as the end-to-end test moves it, to its max (its min if
 * there already); a select set to each of its other options in turn, as a
 * reader might, where the end-to-end test tries only the first.
 */
function changes(settings: InterpolateSettings, control: Control): InterpolateSettings[] {
  if ('options' in control) {
    return control.options.filter((option) => option !== settings[control.key]).map((option) => ({...settings, [control.key]: option}));
  }
  const {min, max} = rangeLimits(settings)[control.key];
  return [{...settings, [control.key]: settings[control.key] === max ? min : max}];
}

function looks(settings: InterpolateSettings) {
  const plot = interpolatePlot(settings);
  const {squareX, trace} = stageAt(settings, plot.domain, PAUSED_FRAME);
  return {
    curve: plot.series.map((series) => seriesPath(series, plot.domain)).join(' '),
    stage: `${squareX} ${trace}`,
    code: interpolateCode(settings),
  };
}

// The end-to-end test moves each control from the defaults and compares the DOM; this is the same walk on the model.
test('each control changes the curve, the frame the Player waits at and the code', () => {
  const before = looks(INTERPOLATE_DEFAULTS);
  for (const changed of CONTROLS.flatMap((control) => changes(INTERPOLATE_DEFAULTS, control))) {
    const after = looks(changed);
    const what = JSON.stringify(changed);
    expect(after.curve, what).not.toBe(before.curve);
    expect(after.stage, what).not.toBe(before.stage);
    expect(after.code, what).not.toBe(before.code);
    // interpolate() throws on a range that does not increase.
    expect(changed.inputStart, what).toBeLessThan(changed.inputEnd);
  }
});

test('the samples make interpolate() move differently and show code of their own', () => {
  const curves = INTERPOLATE_SAMPLES.map((settings) => interpolatePlot(settings).series.map((series) => series.values.join()).join());
  expect(new Set(curves).size).toBe(INTERPOLATE_SAMPLES.length);
  const codes = INTERPOLATE_SAMPLES.map(interpolateCode);
  expect(new Set(codes).size).toBe(INTERPOLATE_SAMPLES.length);
  for (const settings of INTERPOLATE_SAMPLES) {
    const code = interpolateCode(settings);
    expect(code).toContain(`interpolate(frame, [${settings.inputStart}, ${settings.inputEnd}], [${settings.outputStart}, ${settings.outputEnd}]`);
    expect(code.includes(settings.easing)).toBe(settings.easing !== 'Easing.linear');
  }
});
