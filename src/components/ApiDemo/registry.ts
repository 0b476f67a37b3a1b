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
  interpolate: {
    label: 'interpolate() playground',
    load: () => import('./demos/interpolate'),
    fallbackAlt:
      "Plot of interpolate() for frames 0 to 89 with inputRange [8, 24], outputRange [0, 100] and extrapolateRight 'clamp': the value climbs in a straight line from -50 at frame 0 through 0 at frame 8 to 100 at frame 24, then stays at 100.",
    twin: 'An interactive demo plots interpolate() over frames 0 to 89 for the input range, output range, easing, extrapolateLeft and extrapolateRight you choose, moves a square with it in a Player and shows the code.',
  },
  'interpolate-colors': {
    label: 'interpolateColors() playground',
    load: () => import('./demos/interpolate-colors'),
    fallbackAlt:
      'A horizontal color band over frames 0 to 89 that blends from blue (#0b84f3) at frame 0 to crimson (#e11d48) at frame 40 and to yellow (#facc15) at frame 80, staying yellow to the end, with a triangle under each stop.',
    twin: "An interactive demo lets you pick the color and frame of three stops, draws the color interpolateColors() returns at every frame, fills a circle in the Player with the current frame's color and shows the code.",
  },
  noise: {
    label: 'noise3D() playground',
    load: () => import('./demos/noise'),
    fallbackAlt:
      "A 32 by 12 grid of blue squares shaded by noise3D() with the seed 'remotion' at frame 50, forming soft light and dark patches; one outlined square's value over 150 frames is drawn as an orange wavy line below the grid.",
    twin: 'An interactive demo shades a grid of squares with noise3D() for the seed, scale and speed you choose, plays the field drifting over 150 frames in a Player and shows the code.',
  },
  paths: {
    label: 'evolvePath() and interpolatePath() playground',
    load: () => import('./demos/paths'),
    fallbackAlt:
      'Six frames of a 60-frame animation in which evolvePath() draws a blue wave and an orange hill at the same time, from nothing at frame 0 to both complete at frame 59, over faint copies of the full paths.',
    twin: 'An interactive demo applies evolvePath() or interpolatePath() from @remotion/paths to two SVG paths you type, shows the result at six frames and in a Player, reports getLength() of both paths and shows the code.',
  },
  sequence: {
    label: '<Sequence> and <Series> timeline',
    load: () => import('./demos/sequence'),
    fallbackAlt:
      'Timeline of three sequences in a 90-frame composition: A covers frames 0 to 39, B frames 20 to 59 and C frames 55 to 89; a line at frame 30 crosses A and B, which are highlighted as visible.',
    twin: 'An interactive demo places three sequences with <Sequence> (from, durationInFrames) or <Series> (durationInFrames, offset), draws them on a timeline, highlights those mounted at the frame you pick, shows that frame in the Player and prints the code.',
  },
} satisfies Record<string, ApiDemoEntry>;

export type ApiDemoName = keyof typeof API_DEMOS;
