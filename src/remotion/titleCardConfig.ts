/**
 * The title card's video settings, apart from the component so that pages
 * can read them without pulling Remotion into their own bundle.
 */
export const TITLE_CARD = {
  durationInFrames: 120,
  fps: 30,
  width: 1280,
  height: 720,
} as const;
