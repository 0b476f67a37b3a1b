import {measureSpring, spring} from 'remotion';
import type {DemoModel} from '../../parts/model';
import {domainAround, plotSvgDocument, type PlotSpec} from '../../parts/plot';

export type SpringSettings = {
  fps: number;
  mass: number;
  damping: number;
  stiffness: number;
  overshootClamping: boolean;
  from: number;
  to: number;
  /** null lets the physics decide how long the spring runs. */
  durationInFrames: number | null;
};

export const SPRING_DEFAULTS: SpringSettings = {
  fps: 30,
  mass: 1,
  damping: 10,
  stiffness: 100,
  overshootClamping: false,
  from: 0,
  to: 1,
  durationInFrames: null,
};

const configOf = ({mass, damping, stiffness, overshootClamping}: SpringSettings) => ({mass, damping, stiffness, overshootClamping});

/** measureSpring()'s answer: the frames the spring needs to come to rest. */
export function settleFrames(settings: SpringSettings): number {
  const {fps, from, to} = settings;
  return measureSpring({fps, config: configOf(settings), from, to});
}

/** Frames plotted: the whole motion and a short rest after it, at most ten seconds. */
export function plottedFrames(settings: SpringSettings): number {
  const length = settings.durationInFrames ?? settleFrames(settings);
  return Math.min(settings.fps * 10, Math.ceil(length + settings.fps / 3));
}

/** The value of spring() at the given frame, exactly as the demo's composition asks for it. */
export function springAt(settings: SpringSettings, frame: number): number {
  const {fps, from, to, durationInFrames} = settings;
  return spring({frame, fps, config: configOf(settings), from, to, ...(durationInFrames === null ? {} : {durationInFrames})});
}

export function springPlot(settings: SpringSettings): PlotSpec {
  const values = Array.from({length: plottedFrames(settings)}, (_, frame) => springAt(settings, frame));
  return {
    title: `spring() from ${settings.from} to ${settings.to}, per frame at ${settings.fps} fps`,
    domain: domainAround(values, values.length, [Math.min(settings.from, settings.to), Math.max(settings.from, settings.to)]),
    series: [{label: 'spring()', values, color: '#0b84f3'}],
    yMarks: [settings.from, settings.to],
  };
}

/** Code that gives the same motion, with only the options that differ from spring()'s defaults. */
export function springCode(settings: SpringSettings): string {
  const config = (['mass', 'damping', 'stiffness', 'overshootClamping'] as const)
    .filter((key) => settings[key] !== SPRING_DEFAULTS[key])
    .map((key) => `${key}: ${settings[key]}`);
  const options = [
    'frame,',
    'fps,',
    ...(config.length > 0 ? [`config: {${config.join(', ')}},`] : []),
    ...(settings.from !== 0 ? [`from: ${settings.from},`] : []),
    ...(settings.to !== 1 ? [`to: ${settings.to},`] : []),
    ...(settings.durationInFrames !== null ? [`durationInFrames: ${settings.durationInFrames},`] : []),
  ];
  return [
    "import React from 'react';",
    "import {AbsoluteFill, spring, useCurrentFrame, useVideoConfig} from 'remotion';",
    '',
    `// In a composition of ${settings.fps} fps`,
    'export const SpringSquare: React.FC = () => {',
    '  const frame = useCurrentFrame();',
    '  const {fps} = useVideoConfig();',
    '  const value = spring({',
    ...options.map((line) => `    ${line}`),
    '  });',
    '  return (',
    '    <AbsoluteFill>',
    '      <div style={{width: 80, height: 80, background: "#0b84f3", transform: `translateX(${value * 300}px)`}} />',
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

export const springModel: DemoModel<SpringSettings> = {
  defaults: SPRING_DEFAULTS,
  code: springCode,
  fallbackSvg: () => plotSvgDocument(springPlot(SPRING_DEFAULTS)),
};
