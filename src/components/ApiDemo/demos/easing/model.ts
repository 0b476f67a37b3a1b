import {Easing, interpolate} from 'remotion';
import type {DemoModel} from '../../parts/model';
import {domainAround, plotSvgDocument, type PlotSpec} from '../../parts/plot';

/**
 * The curves the reader can pick. The four that take parameters come first,
 * poly() at the top as the default: switching to the next option swaps one
 * parameter field for another instead of removing fields.
 */
export const EASING_CURVES = [
  'poly',
  'elastic',
  'back',
  'bezier',
  'linear',
  'ease',
  'quad',
  'cubic',
  'sin',
  'circle',
  'exp',
  'bounce',
  'step0',
  'step1',
] as const;

export type EasingCurve = (typeof EASING_CURVES)[number];

export type EasingSettings = {
  curve: EasingCurve;
  /** Easing.poly()'s exponent. */
  n: number;
  /** Easing.elastic()'s bounciness. */
  bounciness: number;
  /** Easing.back()'s s; the library's default is 1.70158, which the slider cannot hold, so the demo starts at 1.7. */
  s: number;
  /** Easing.bezier()'s control points. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
};

export const EASING_DEFAULTS: EasingSettings = {
  curve: 'poly',
  n: 4,
  bounciness: 1,
  s: 1.7,
  // CSS's ease-in-out
  x1: 0.42,
  y1: 0,
  x2: 0.58,
  y2: 1,
};

type EasingFunction = (t: number) => number;

export const MODIFIERS = [
  {name: 'in', variable: 'easeIn', color: '#0b84f3', apply: (curve: EasingFunction) => Easing.in(curve)},
  {name: 'out', variable: 'easeOut', color: '#f76707', apply: (curve: EasingFunction) => Easing.out(curve)},
  {name: 'inOut', variable: 'easeInOut', color: '#d6336c', apply: (curve: EasingFunction) => Easing.inOut(curve)},
] as const;

export type EasingModifier = (typeof MODIFIERS)[number]['name'];

/** The chosen curve, as Remotion's Easing builds it, and as code, e.g. `Easing.poly(4)`. */
export function curveOf(settings: EasingSettings): {curve: EasingFunction; expression: string} {
  const {n, bounciness, s, x1, y1, x2, y2} = settings;
  switch (settings.curve) {
    case 'poly':
      return {curve: Easing.poly(n), expression: `Easing.poly(${n})`};
    case 'elastic':
      return {curve: Easing.elastic(bounciness), expression: `Easing.elastic(${bounciness})`};
    case 'back':
      return {curve: Easing.back(s), expression: `Easing.back(${s})`};
    case 'bezier':
      return {curve: Easing.bezier(x1, y1, x2, y2), expression: `Easing.bezier(${x1}, ${y1}, ${x2}, ${y2})`};
    default:
      // The remaining members are curves themselves, not factories.
      return {curve: Easing[settings.curve], expression: `Easing.${settings.curve}`};
  }
}

/** The frames each dot moves for; the composition lasts a little longer so the end rests on screen. */
export const MOTION_FRAMES = 60;
export const COMPOSITION = {fps: 30, durationInFrames: 75};

/** Where a dot is at the given frame: interpolate() with the modifier applied to the chosen curve. */
export function progressAt(settings: EasingSettings, modifier: EasingModifier, frame: number): number {
  // Every EasingModifier is the name of one of MODIFIERS.
  const {apply} = MODIFIERS.find((candidate) => candidate.name === modifier)!;
  return interpolate(frame, [0, MOTION_FRAMES], [0, 1], {easing: apply(curveOf(settings).curve), extrapolateRight: 'clamp'});
}

/** Points per plotted curve, at t = 0, 1/60, …, 1. */
export const PLOT_POINTS = 61;

export function easingPlot(settings: EasingSettings): PlotSpec {
  const {curve, expression} = curveOf(settings);
  const xs = Array.from({length: PLOT_POINTS}, (_, index) => index / (PLOT_POINTS - 1));
  const series = MODIFIERS.map(({name, color, apply}) => {
    const eased = apply(curve);
    return {label: `Easing.${name}()`, values: xs.map((t) => eased(t)), xs, color};
  });
  return {
    title: `Easing.in (blue), Easing.out (orange) and Easing.inOut (pink) of ${expression}, for progress from 0 to 1`,
    // The x axis is the progress t itself; y holds the overshoot of elastic() and back().
    domain: {x: [0, 1], y: domainAround(series.flatMap((line) => line.values), PLOT_POINTS).y},
    series,
    yMarks: [0, 1],
  };
}

/** A component that moves one dot per modifier with the chosen curve, in the plot's colours. */
export function easingCode(settings: EasingSettings): string {
  const {expression} = curveOf(settings);
  const progressLines = MODIFIERS.flatMap(({name, variable}) => [
    `  const ${variable} = interpolate(frame, [0, ${MOTION_FRAMES}], [0, 1], {`,
    `    easing: Easing.${name}(${expression}),`,
    "    extrapolateRight: 'clamp',",
    '  });',
  ]);
  return [
    "import React from 'react';",
    "import {AbsoluteFill, Easing, interpolate, useCurrentFrame} from 'remotion';",
    '',
    'export const EasingComparison: React.FC = () => {',
    '  const frame = useCurrentFrame();',
    ...progressLines,
    '  return (',
    "    <AbsoluteFill style={{justifyContent: 'space-around', padding: 40}}>",
    '      {[',
    ...MODIFIERS.map(({variable, color}) => `        {progress: ${variable}, color: '${color}'},`),
    '      ].map(({progress, color}) => (',
    '        <div',
    '          key={color}',
    '          style={{width: 40, height: 40, borderRadius: 20, background: color, transform: `translateX(${progress * 400}px)`}}',
    '        />',
    '      ))}',
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

export const easingModel: DemoModel<EasingSettings> = {
  defaults: EASING_DEFAULTS,
  code: easingCode,
  fallbackSvg: () => plotSvgDocument(easingPlot(EASING_DEFAULTS)),
};
