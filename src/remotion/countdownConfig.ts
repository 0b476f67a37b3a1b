import type {CompositionConfig} from './compositions';
import type {CountdownProps} from './Countdown';

/** The countdown's video settings, readable without loading Remotion. */
export const COUNTDOWN = {
  durationInFrames: 150,
  fps: 30,
  width: 1280,
  height: 720,
  // Halfway through the "2", with its ring half swept: plainly a countdown.
  initialFrame: 45,
  defaultProps: {title: 'Rendered with Remotion', accentColor: '#4ba3ff'},
} as const satisfies CompositionConfig<CountdownProps>;
