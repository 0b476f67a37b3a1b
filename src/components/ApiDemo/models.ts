import type {DemoModel} from './parts/model';
import type {ApiDemoName} from './registry';
import {easingModel} from './demos/easing/model';
import {springModel} from './demos/spring/model';

/**
 * Every demo's model, for the fallback script and the tests; the site never
 * imports this file, which would put every demo in one chunk.
 */
export const DEMO_MODELS: {[Name in ApiDemoName]: DemoModel<unknown>} = {
  spring: springModel,
  easing: easingModel,
};
