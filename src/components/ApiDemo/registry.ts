import type {ComponentType} from 'react';
import {easingDemo} from './demos/easing/entry';
import {interpolateDemo} from './demos/interpolate/entry';
import {interpolateColorsDemo} from './demos/interpolate-colors/entry';
import {noiseDemo} from './demos/noise/entry';
import {pathsDemo} from './demos/paths/entry';
import {sequenceDemo} from './demos/sequence/entry';
import {springDemo} from './demos/spring/entry';

/**
 * What a page needs before its demo loads. Each demo's entry is a module of
 * its own (demos/<name>/entry.ts) that its page imports, so a page's
 * first-load JavaScript holds its own entry alone; the demo itself, with
 * Remotion and the Player, is a chunk of its own.
 */
export type ApiDemoEntry = {
  /** The demo's id: its folder in demos/ and its image in static/img/api-demos/. */
  name: string;
  /** The demo's accessible name. */
  label: string;
  /** The live demo, loaded once its box comes on screen. */
  load: () => Promise<{default: ComponentType}>;
  /** Describes the fallback image: the plot at the default settings. */
  fallbackAlt: string;
  /** One line for the page's Markdown twin. */
  twin: string;
};

/** Every demo by name, for the tests and scripts; a page that imported it would carry every entry. */
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
