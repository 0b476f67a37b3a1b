import type {ApiDemoEntry} from '../../registry';

export const interpolateColorsDemo = {
  name: 'interpolate-colors',
  label: 'interpolateColors() playground',
  load: () => import('./index'),
  fallbackAlt:
    'A horizontal color band over frames 0 to 89 that blends from blue (#0b84f3) at frame 0 to crimson (#e11d48) at frame 40 and to yellow (#facc15) at frame 80, staying yellow to the end, with a triangle under each stop.',
  twin: "An interactive demo lets you pick the color and frame of three stops, draws the color interpolateColors() returns at every frame, fills a circle in the Player with the current frame's color and shows the code.",
} satisfies ApiDemoEntry;
