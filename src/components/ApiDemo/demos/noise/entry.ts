import type {ApiDemoEntry} from '../../registry';

export const noiseDemo = {
  name: 'noise',
  label: 'noise3D() playground',
  load: () => import('./index'),
  fallbackAlt:
    "A 32 by 12 grid of blue squares shaded by noise3D() with the seed 'remotion' at frame 50, forming soft light and dark patches; one outlined square's value over 150 frames is drawn as an orange wavy line below the grid.",
  twin: 'An interactive demo shades a grid of squares with noise3D() for the seed, scale and speed you choose, plays the field drifting over 150 frames in a Player and shows the code.',
} satisfies ApiDemoEntry;
