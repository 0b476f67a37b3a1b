import type {ApiDemoEntry} from '../../registry';

export const sequenceDemo = {
  name: 'sequence',
  label: '<Sequence> and <Series> timeline',
  load: () => import('./index'),
  fallbackAlt:
    'Timeline of three sequences in a 90-frame composition: A covers frames 0 to 39, B frames 20 to 59 and C frames 55 to 89; a line at frame 30 crosses A and B, which are highlighted as visible.',
  twin: 'An interactive demo places three sequences with <Sequence> (from, durationInFrames) or <Series> (durationInFrames, offset), draws them on a timeline, highlights those mounted at the frame you pick, shows that frame in the Player and prints the code.',
} satisfies ApiDemoEntry;
