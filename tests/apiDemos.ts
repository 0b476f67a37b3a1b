import {easingDemo} from '../src/components/ApiDemo/demos/easing/entry';
import {interpolateDemo} from '../src/components/ApiDemo/demos/interpolate/entry';
import {interpolateColorsDemo} from '../src/components/ApiDemo/demos/interpolate-colors/entry';
import {noiseDemo} from '../src/components/ApiDemo/demos/noise/entry';
import {pathsDemo} from '../src/components/ApiDemo/demos/paths/entry';
import {sequenceDemo} from '../src/components/ApiDemo/demos/sequence/entry';
import {springDemo} from '../src/components/ApiDemo/demos/spring/entry';

/** Every API demo's entry by name, for the unit and end-to-end tests; each page imports its own entry alone. */
export const API_DEMOS = {
  spring: springDemo,
  easing: easingDemo,
  interpolate: interpolateDemo,
  'interpolate-colors': interpolateColorsDemo,
  noise: noiseDemo,
  paths: pathsDemo,
  sequence: sequenceDemo,
};

export type ApiDemoName = keyof typeof API_DEMOS;
