import React from 'react';
import {AbsoluteFill, Audio, interpolate, spring, useCurrentFrame, useVideoConfig} from 'remotion';

export {TITLE_CARD} from './titleCardConfig';

export type TitleCardProps = {
  title: string;
  accentColor: string;
  /** A sound that starts with the title's entrance; the card is silent without it. */
  chimeSrc?: string;
};

// Remotion 3.2 types <Audio> against @types/react 18.0; under the site's 18.3
// its props wrongly require `placeholder` and the pointer-capture handlers.
const ChimeAudio = Audio as unknown as React.FC<{src: string}>;

/**
 * The composition played on the marketing pages: a title that springs in
 * over an accent bar, then fades out before the loop restarts.
 */
export const TitleCard: React.FC<TitleCardProps> = ({title, accentColor, chimeSrc}) => {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();
  const entrance = spring({frame, fps, config: {damping: 14}});
  const barWidth = interpolate(frame, [0, 40], [0, 70], {extrapolateRight: 'clamp'});
  const fadeOut = interpolate(frame, [durationInFrames - 20, durationInFrames], [1, 0], {
    extrapolateLeft: 'clamp',
  });

  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#0f1a2a',
        justifyContent: 'center',
        alignItems: 'center',
        opacity: fadeOut,
        fontFamily: 'system-ui, sans-serif',
      }}>
      {chimeSrc ? <ChimeAudio src={chimeSrc} /> : null}
      <div
        style={{
          position: 'absolute',
          bottom: 200,
          height: 14,
          width: `${barWidth}%`,
          borderRadius: 7,
          backgroundColor: accentColor,
        }}
      />
      <div
        data-testid="title-card-text"
        style={{
          color: '#ffffff',
          fontSize: 96,
          fontWeight: 700,
          textAlign: 'center',
          padding: '0 80px',
          transform: `translateY(${(1 - entrance) * 80}px) scale(${0.8 + entrance * 0.2})`,
          opacity: entrance,
        }}>
        {title}
      </div>
    </AbsoluteFill>
  );
};
