import type {ApiDemoEntry} from '../../registry';

export const easingDemo = {
  name: 'easing',
  label: 'Easing comparison',
  load: () => import('./index'),
  fallbackAlt:
    'Plot of Easing.poly(4) under the three modifiers for progress from 0 to 1: Easing.in (blue) stays near 0 and shoots up at the end, Easing.out (orange) rises steeply and levels off, and Easing.inOut (pink) is an S-curve.',
  twin: 'An interactive demo plots Easing.in(), Easing.out() and Easing.inOut() of the curve you pick, with the parameters of poly(), elastic(), back() or bezier(), moves one dot per modifier with interpolate() and shows the code.',
} satisfies ApiDemoEntry;
