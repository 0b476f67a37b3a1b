import type {ApiDemoName} from '../apiDemos';
import {EASING_DEFAULTS, type EasingSettings} from '../../src/components/ApiDemo/demos/easing/model';
import {INTERPOLATE_DEFAULTS, type InterpolateSettings} from '../../src/components/ApiDemo/demos/interpolate/model';
import {INTERPOLATE_COLORS_DEFAULTS, type InterpolateColorsSettings} from '../../src/components/ApiDemo/demos/interpolate-colors/model';
import {NOISE_DEFAULTS, type NoiseSettings} from '../../src/components/ApiDemo/demos/noise/model';
import {PATHS_DEFAULTS, PATH_A_EXAMPLE, PATH_B_EXAMPLE, type PathsSettings} from '../../src/components/ApiDemo/demos/paths/model';
import {SEQUENCE_DEFAULTS, type SequenceSettings} from '../../src/components/ApiDemo/demos/sequence/model';
import {SPRING_DEFAULTS, type SpringSettings} from '../../src/components/ApiDemo/demos/spring/model';

/*
 * The settings the demos' tests try, per demo, each list with the defaults
 * first. The code each demo shows for every one of them must type-check
 * (apiDemos.spec.ts); the demo's own spec compares what it draws for them
 * with the library.
 */

/** Settings the tests try besides the defaults: each picks a curve of another character. */
export const EASING_SAMPLES: readonly EasingSettings[] = [
  EASING_DEFAULTS,
  {...EASING_DEFAULTS, curve: 'elastic', bounciness: 3},
  {...EASING_DEFAULTS, curve: 'back', s: 3},
  {...EASING_DEFAULTS, curve: 'bezier', x1: 0.3, y1: -0.5, x2: 0.2, y2: 1.6},
  {...EASING_DEFAULTS, curve: 'bounce'},
  {...EASING_DEFAULTS, curve: 'step1'},
];

/** Settings the tests try besides the defaults: each gives the band another look. */
export const INTERPOLATE_COLORS_SAMPLES: readonly InterpolateColorsSettings[] = [
  INTERPOLATE_COLORS_DEFAULTS,
  // Night to sunrise to daylight, with the middle stop late.
  {
    stops: [
      {color: '#1e1b4b', frame: 10},
      {color: '#f97316', frame: 60},
      {color: '#7dd3fc', frame: 89},
    ],
  },
  // A short white flash around the frame the Player starts paused at.
  {
    stops: [
      {color: '#000000', frame: 27},
      {color: '#ffffff', frame: 30},
      {color: '#000000', frame: 33},
    ],
  },
  // A traffic light: red holds for a while, then turns to green through yellow.
  {
    stops: [
      {color: '#dc2626', frame: 25},
      {color: '#facc15', frame: 50},
      {color: '#16a34a', frame: 75},
    ],
  },
];

/** Settings the tests try besides the defaults: each changes the curve in its own way. */
export const INTERPOLATE_SAMPLES: readonly InterpolateSettings[] = [
  INTERPOLATE_DEFAULTS,
  {...INTERPOLATE_DEFAULTS, inputStart: 15, inputEnd: 60, easing: 'Easing.inOut(Easing.cubic)', extrapolateLeft: 'clamp'},
  {...INTERPOLATE_DEFAULTS, inputStart: 30, inputEnd: 50, outputStart: 100, outputEnd: 0, easing: 'Easing.quad', extrapolateLeft: 'identity', extrapolateRight: 'identity'},
  {...INTERPOLATE_DEFAULTS, inputStart: 10, inputEnd: 40, outputStart: -50, easing: 'Easing.bounce', extrapolateRight: 'extend'},
  // Easing.circle is undefined beyond 1, so extending it to the right gives NaN.
  {...INTERPOLATE_DEFAULTS, inputStart: 20, inputEnd: 40, outputStart: 100, outputEnd: -100, easing: 'Easing.circle', extrapolateRight: 'extend'},
];

/** Settings the tests try besides the defaults: each draws a different field and shows different code. */
export const NOISE_SAMPLES: readonly NoiseSettings[] = [
  NOISE_DEFAULTS,
  {...NOISE_DEFAULTS, seed: 'waves'},
  {...NOISE_DEFAULTS, scale: 0.3, speed: 0.05},
  {seed: 'clouds', scale: 0.04, speed: 0.08},
];

/** Settings the tests try besides the defaults: each draws something else. */
export const PATHS_SAMPLES: readonly PathsSettings[] = [
  PATHS_DEFAULTS,
  {...PATHS_DEFAULTS, mode: 'interpolatePath'},
  {...PATHS_DEFAULTS, pathA: PATH_A_EXAMPLE, pathB: PATH_B_EXAMPLE, durationInFrames: 90},
  {
    ...PATHS_DEFAULTS,
    mode: 'interpolatePath',
    pathA: 'M 60 60 L 220 60 L 220 140 L 60 140 Z',
    pathB: 'M 140 20 L 240 100 L 140 180 L 40 100 Z',
    durationInFrames: 30,
  },
];

/** Settings the tests try besides the defaults: each places the sequences in its own way. */
export const SEQUENCE_SAMPLES: readonly SequenceSettings[] = [
  SEQUENCE_DEFAULTS,
  // A negative `from`: A starts 20 frames into its own timeline.
  {
    layout: '<Sequence>',
    sequences: [
      {from: -20, durationInFrames: 40, offset: 0},
      {from: 10, durationInFrames: 30, offset: 0},
      {from: 60, durationInFrames: 20, offset: 0},
    ],
    frame: 5,
  },
  // Gaps between the sequences: at frame 70 none of them is mounted.
  {
    layout: '<Sequence>',
    sequences: [
      {from: 0, durationInFrames: 20, offset: 0},
      {from: 30, durationInFrames: 20, offset: 0},
      {from: 80, durationInFrames: 30, offset: 0},
    ],
    frame: 70,
  },
  // A plain series: three scenes of one second each, one after the other.
  {
    layout: '<Series>',
    sequences: [
      {from: 0, durationInFrames: 30, offset: 0},
      {from: 0, durationInFrames: 30, offset: 0},
      {from: 0, durationInFrames: 30, offset: 0},
    ],
    frame: 45,
  },
  // B overlaps the end of A; C waits 10 frames after B and runs past the end of the composition.
  {
    layout: '<Series>',
    sequences: [
      {from: 0, durationInFrames: 40, offset: 0},
      {from: 0, durationInFrames: 40, offset: -15},
      {from: 0, durationInFrames: 30, offset: 10},
    ],
    frame: 30,
  },
  // An offset on the first one delays the whole series; a large negative offset puts C before B.
  {
    layout: '<Series>',
    sequences: [
      {from: 0, durationInFrames: 20, offset: 10},
      {from: 0, durationInFrames: 30, offset: -5},
      {from: 0, durationInFrames: 50, offset: -40},
    ],
    frame: 20,
  },
];

/** Settings the tests try, the defaults first: each changes the curve in its own way. */
export const SPRING_SAMPLES: readonly SpringSettings[] = [
  SPRING_DEFAULTS,
  {...SPRING_DEFAULTS, fps: 60, mass: 3, damping: 4, stiffness: 250},
  {...SPRING_DEFAULTS, overshootClamping: true, from: 100, to: -50, durationInFrames: 45},
  {...SPRING_DEFAULTS, damping: 200, durationInFrames: 20},
];

export const DEMO_SAMPLES: {[Name in ApiDemoName]: readonly unknown[]} = {
  spring: SPRING_SAMPLES,
  easing: EASING_SAMPLES,
  interpolate: INTERPOLATE_SAMPLES,
  'interpolate-colors': INTERPOLATE_COLORS_SAMPLES,
  noise: NOISE_SAMPLES,
  paths: PATHS_SAMPLES,
  sequence: SEQUENCE_SAMPLES,
};
