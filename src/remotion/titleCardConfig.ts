import type {CompositionConfig} from './compositions';
import type {TitleCardProps} from './TitleCard';

/**
 * The title card's video settings, apart from the component so that pages
 * can read them without pulling Remotion into their own bundle.
 */
export const TITLE_CARD = {
  durationInFrames: 120,
  fps: 30,
  width: 1280,
  height: 720,
  // The title is fully in by then.
  initialFrame: 60,
  defaultProps: {title: 'Make videos programmatically', accentColor: '#0b84f3'},
} as const satisfies CompositionConfig<TitleCardProps>;
