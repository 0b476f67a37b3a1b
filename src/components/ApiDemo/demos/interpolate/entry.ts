import type {ApiDemoEntry} from '../../registry';

export const interpolateDemo = {
  name: 'interpolate',
  label: 'interpolate() playground',
  load: () => import('./index'),
  fallbackAlt:
    "Plot of interpolate() for frames 0 to 89 with inputRange [8, 24], outputRange [0, 100] and extrapolateRight 'clamp': the value climbs in a straight line from -50 at frame 0 through 0 at frame 8 to 100 at frame 24, then stays at 100.",
  twin: 'An interactive demo plots interpolate() over frames 0 to 89 for the input range, output range, easing, extrapolateLeft and extrapolateRight you choose, moves a square with it in a Player and shows the code.',
} satisfies ApiDemoEntry;
