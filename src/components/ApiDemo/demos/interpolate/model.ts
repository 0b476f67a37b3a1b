import {Easing, interpolate} from 'remotion';
import type {DemoModel} from '../../parts/model';
import {domainAround, plotSvgDocument, round, type PlotDomain, type PlotSeries, type PlotSpec} from '../../parts/plot';

/** The modes interpolate() accepts in Remotion 3.2. */
export const EXTRAPOLATE_TYPES = ['extend', 'clamp', 'identity'] as const;
export type ExtrapolateType = (typeof EXTRAPOLATE_TYPES)[number];

/**
 * The easing functions on offer, named by the expression the code shows.
 * Easing.linear comes first: it is what interpolate() does without one.
 */
const EASINGS = {
  'Easing.linear': Easing.linear,
  'Easing.quad': Easing.quad,
  'Easing.cubic': Easing.cubic,
  'Easing.sin': Easing.sin,
  'Easing.circle': Easing.circle,
  'Easing.exp': Easing.exp,
  'Easing.ease': Easing.ease,
  'Easing.bounce': Easing.bounce,
  'Easing.out(Easing.cubic)': Easing.out(Easing.cubic),
  'Easing.inOut(Easing.cubic)': Easing.inOut(Easing.cubic),
} satisfies Record<string, (t: number) => number>;

export type EasingName = keyof typeof EASINGS;
export const EASING_NAMES = Object.keys(EASINGS) as EasingName[];

export type InterpolateSettings = {
  inputStart: number;
  inputEnd: number;
  outputStart: number;
  outputEnd: number;
  easing: EasingName;
  extrapolateLeft: ExtrapolateType;
  extrapolateRight: ExtrapolateType;
};

/** Frames plotted and played: 3 seconds at 30 fps. */
export const FRAMES = 90;
export const FPS = 30;

/**
 * The Player waits at frame FRAMES / 3 = 30 and draws the curve up to it.
 * The default input range ends before that frame, so the paused frame
 * shows what happens before, inside and after the range.
 */
export const INTERPOLATE_DEFAULTS: InterpolateSettings = {
  inputStart: 8,
  inputEnd: 24,
  outputStart: 0,
  outputEnd: 100,
  easing: 'Easing.linear',
  extrapolateLeft: 'extend',
  extrapolateRight: 'clamp',
};

/** The last frame the input range may end on, which keeps some frames after it in the plot. */
export const LAST_INPUT_END = 80;

/** What the output range's sliders allow; the plot always shows this span, so moving them moves the curve. */
const OUTPUT_LIMITS = {min: -100, max: 100, step: 10};

/** The sliders' limits. The input range must increase, or interpolate() throws. */
export function rangeLimits(settings: InterpolateSettings) {
  return {
    inputStart: {min: 0, max: settings.inputEnd - 1, step: 1},
    inputEnd: {min: settings.inputStart + 1, max: LAST_INPUT_END, step: 1},
    outputStart: OUTPUT_LIMITS,
    outputEnd: OUTPUT_LIMITS,
  };
}

/** What interpolate() returns for the frame, called as the code shows. */
export function interpolateAt(settings: InterpolateSettings, frame: number): number {
  const {inputStart, inputEnd, outputStart, outputEnd, easing, extrapolateLeft, extrapolateRight} = settings;
  return interpolate(frame, [inputStart, inputEnd], [outputStart, outputEnd], {easing: EASINGS[easing], extrapolateLeft, extrapolateRight});
}

export function interpolateSeries(settings: InterpolateSettings): number[] {
  return Array.from({length: FRAMES}, (_, frame) => interpolateAt(settings, frame));
}

/** Runs of consecutive frames where interpolate() returned a number, not NaN. */
function finiteRuns(values: readonly number[]): number[][] {
  const runs: number[][] = [];
  values.forEach((value, frame) => {
    if (!Number.isFinite(value)) return;
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === frame - 1) run.push(frame);
    else runs.push([frame]);
  });
  return runs;
}

/** Frames where interpolate() gives NaN: an easing such as Easing.circle, extended where it is undefined. */
export function undefinedFrames(settings: InterpolateSettings): number {
  return interpolateSeries(settings).filter((value) => !Number.isFinite(value)).length;
}

export const SERIES_COLOR = '#0b84f3';

export function interpolatePlot(settings: InterpolateSettings): PlotSpec {
  const values = interpolateSeries(settings);
  const {inputStart, inputEnd, outputStart, outputEnd, easing, extrapolateLeft, extrapolateRight} = settings;
  // A gap where the value is NaN, rather than a line drawn across it.
  const series: PlotSeries[] = finiteRuns(values).map((frames, index) => ({
    label: index === 0 ? 'interpolate()' : `interpolate() ${index + 1}`,
    xs: frames,
    values: frames.map((frame) => values[frame]),
    color: SERIES_COLOR,
  }));
  return {
    title: `interpolate() of frames ${inputStart} to ${inputEnd} onto ${outputStart} to ${outputEnd}, with ${easing}, extrapolateLeft ${extrapolateLeft} and extrapolateRight ${extrapolateRight}, for frames 0 to ${FRAMES - 1}`,
    // A fixed span rather than one fitted to the output range, which would draw [0, 100] and [0, 50] alike.
    domain: domainAround(values, FRAMES, [OUTPUT_LIMITS.min, OUTPUT_LIMITS.max]),
    series,
    xMarks: [inputStart, inputEnd],
    // One guide when both ends are equal.
    yMarks: [...new Set([outputStart, outputEnd])],
  };
}

/** The composition's size and the parts it draws: a square on a track, and the curve traced below. */
export const STAGE = {width: 480, height: 240, padding: 24, square: 48, trackTop: 24, traceTop: 104, traceBottom: 216};

const scale = (value: number, [from, to]: readonly [number, number], [start, end]: readonly [number, number]) =>
  round(start + ((value - from) / (to - from || 1)) * (end - start));

/** Where the trace draws a frame, across the stage. */
export function stageX(frame: number): number {
  return scale(frame, [0, FRAMES - 1], [STAGE.padding, STAGE.width - STAGE.padding]);
}

/**
 * What the composition draws at a frame: the square, moved across the stage
 * by interpolate() (the plot's range of values spans the track), or null
 * where the value is NaN; and the value at every frame so far as a path, so
 * the paused frame shows the part of the curve before it.
 */
export function stageAt(settings: InterpolateSettings, domain: PlotDomain, frame: number): {squareX: number | null; trace: string} {
  const values = Array.from({length: frame + 1}, (_, index) => interpolateAt(settings, index));
  const value = values[frame];
  const squareX = Number.isFinite(value) ? scale(value, domain.y, [STAGE.padding, STAGE.width - STAGE.padding - STAGE.square]) : null;
  const trace = finiteRuns(values)
    .map((frames) =>
      frames.map((index, position) => `${position === 0 ? 'M' : 'L'}${stageX(index)} ${scale(values[index], domain.y, [STAGE.traceBottom, STAGE.traceTop])}`).join(' '),
    )
    .join(' ');
  return {squareX, trace};
}

const quote = (text: string) => `'${text}'`;

/** Code that gives the same motion, with only the options that differ from interpolate()'s defaults. */
export function interpolateCode(settings: InterpolateSettings): string {
  const {inputStart, inputEnd, outputStart, outputEnd, easing, extrapolateLeft, extrapolateRight} = settings;
  // Without an easing, interpolate() is linear already.
  const usesEasing = easing !== 'Easing.linear';
  const options = [
    ...(usesEasing ? [`easing: ${easing},`] : []),
    ...(extrapolateLeft !== 'extend' ? [`extrapolateLeft: ${quote(extrapolateLeft)},`] : []),
    ...(extrapolateRight !== 'extend' ? [`extrapolateRight: ${quote(extrapolateRight)},`] : []),
  ];
  const call = `interpolate(frame, [${inputStart}, ${inputEnd}], [${outputStart}, ${outputEnd}]`;
  return [
    "import React from 'react';",
    `import {AbsoluteFill, ${usesEasing ? 'Easing, ' : ''}interpolate, useCurrentFrame} from 'remotion';`,
    '',
    'export const MovingSquare: React.FC = () => {',
    '  const frame = useCurrentFrame();',
    ...(options.length > 0 ? [`  const x = ${call}, {`, ...options.map((line) => `    ${line}`), '  });'] : [`  const x = ${call});`]),
    '  return (',
    "    <AbsoluteFill style={{justifyContent: 'center'}}>",
    "      <div style={{width: 80, height: 80, background: '#0b84f3', transform: `translateX(${x}px)`}} />",
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

export const interpolateModel: DemoModel<InterpolateSettings> = {
  defaults: INTERPOLATE_DEFAULTS,
  code: interpolateCode,
  fallbackSvg: () => plotSvgDocument(interpolatePlot(INTERPOLATE_DEFAULTS)),
};
