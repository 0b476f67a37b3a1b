import type {ApiDemoEntry} from '../../registry';

export const springDemo = {
  name: 'spring',
  label: 'spring() playground',
  load: () => import('./index'),
  fallbackAlt:
    'Plot of spring() at 30 fps with the default mass 1, damping 10 and stiffness 100: the value rises from 0, overshoots 1 to about 1.16 and settles at 1 after a few wobbles.',
  twin: 'An interactive demo plots spring() for the fps, mass, damping, stiffness, overshootClamping, from, to and durationInFrames you choose, animates a square with it and shows the code.',
} satisfies ApiDemoEntry;
