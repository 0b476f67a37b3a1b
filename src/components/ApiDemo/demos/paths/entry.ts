import type {ApiDemoEntry} from '../../registry';

export const pathsDemo = {
  name: 'paths',
  label: 'evolvePath() and interpolatePath() playground',
  load: () => import('./index'),
  fallbackAlt:
    'Six frames of a 60-frame animation in which evolvePath() draws a blue wave and an orange hill at the same time, from nothing at frame 0 to both complete at frame 59, over faint copies of the full paths.',
  twin: 'An interactive demo applies evolvePath() or interpolatePath() from @remotion/paths to two SVG paths you type, shows the result at six frames and in a Player, reports getLength() of both paths and shows the code.',
} satisfies ApiDemoEntry;
