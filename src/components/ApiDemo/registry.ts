import type {ComponentType} from 'react';

/**
 * The demos the docs pages can show, with what a page needs before a demo
 * loads. Only this file and ../ApiDemo are in a page's first-load
 * JavaScript; each demo, with Remotion and the Player, is a chunk of its own.
 */
export type ApiDemoEntry = {
  /** The demo's accessible name. */
  label: string;
  /** The live demo, loaded when its box nears the viewport. */
  load: () => Promise<{default: ComponentType}>;
  /** Describes the fallback image: the plot at the default settings. */
  fallbackAlt: string;
  /** One line for the page's Markdown twin. */
  twin: string;
};

export const API_DEMOS = {
  spring: {
    label: 'spring() playground',
    load: () => import('./demos/spring'),
    fallbackAlt:
      'Plot of spring() at 30 fps with the default mass 1, damping 10 and stiffness 100: the value rises from 0, overshoots 1 to about 1.4 and settles at 1 after a few wobbles.',
    twin: 'An interactive demo plots spring() for the fps, mass, damping, stiffness, overshootClamping, from, to and durationInFrames you choose, animates a square with it and shows the code.',
  },
  easing: {
    label: 'Easing comparison',
    load: () => import('./demos/easing'),
    fallbackAlt:
      'Plot of Easing.poly(4) under the three modifiers for progress from 0 to 1: Easing.in (blue) stays near 0 and shoots up at the end, Easing.out (orange) rises steeply and levels off, and Easing.inOut (pink) is an S-curve.',
    twin: 'An interactive demo plots Easing.in(), Easing.out() and Easing.inOut() of the curve you pick, with the parameters of poly(), elastic(), back() or bezier(), moves one dot per modifier with interpolate() and shows the code.',
  },
} satisfies Record<string, ApiDemoEntry>;

export type ApiDemoName = keyof typeof API_DEMOS;
