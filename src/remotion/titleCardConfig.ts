import type {CompositionConfig} from './compositions';
import type {TitleCardProps} from './TitleCard';

/**
 * The title card's video settings, apart from the component so that pages
 * can read them without pulling Remotion into their own bundle.
 */
/** The accents a visitor can give the title card, on the home page and on /player/; the first is its default. */
export const TITLE_CARD_ACCENTS = [
  {label: 'Blue', value: '#0b84f3'},
  {label: 'Green', value: '#1fbf75'},
  {label: 'Orange', value: '#f5a623'},
  {label: 'Red', value: '#e5484d'},
] as const;

export const TITLE_CARD = {
  durationInFrames: 120,
  fps: 30,
  width: 1280,
  height: 720,
  // The title is fully in by then.
  initialFrame: 60,
  defaultProps: {title: 'Make videos programmatically', accentColor: TITLE_CARD_ACCENTS[0].value},
} as const satisfies CompositionConfig<TitleCardProps>;
