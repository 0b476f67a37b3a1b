import type {DemoModel} from './parts/model';
import {easingModel} from './demos/easing/model';
import {interpolateColorsModel} from './demos/interpolate-colors/model';
import {interpolateModel} from './demos/interpolate/model';
import {noiseModel} from './demos/noise/model';
import {pathsModel} from './demos/paths/model';
import {sequenceModel} from './demos/sequence/model';
import {springModel} from './demos/spring/model';

/**
 * Every demo's model, for the fallback script and the tests; the site never
 * imports this file, which would put every demo in one chunk.
 */
export const DEMO_MODELS: Record<string, DemoModel<unknown>> = {
  spring: springModel,
  easing: easingModel,
  interpolate: interpolateModel,
  'interpolate-colors': interpolateColorsModel,
  noise: noiseModel,
  paths: pathsModel,
  sequence: sequenceModel,
};
