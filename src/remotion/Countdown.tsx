import React from 'react';
import {AbsoluteFill, Sequence, interpolate, spring, useCurrentFrame, useVideoConfig} from 'remotion';

export {COUNTDOWN} from './countdownConfig';

export type CountdownProps = {
  /** Shown once the count reaches zero. */
  title: string;
  accentColor: string;
};

const BACKGROUND = '#0f1a2a';
const GUIDE = '#24354d';
const DIGITS = [3, 2, 1] as const;
const RING_RADIUS = 210;
const RING_STROKE = 14;
const RING_SIZE = 2 * (RING_RADIUS + RING_STROKE);
const CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;
const GUIDE_SIZE = RING_SIZE + 80;
const CLAMP = {extrapolateLeft: 'clamp', extrapolateRight: 'clamp'} as const;

/** The cross and circle of a film leader, which stay still while the count runs. */
const LeaderGuides: React.FC<{opacity: number}> = ({opacity}) => (
  <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', opacity}}>
    <div style={{position: 'absolute', width: '100%', height: 2, backgroundColor: GUIDE}} />
    <div style={{position: 'absolute', height: '100%', width: 2, backgroundColor: GUIDE}} />
    <div style={{position: 'absolute', width: GUIDE_SIZE, height: GUIDE_SIZE, borderRadius: '50%', border: `2px solid ${GUIDE}`}} />
  </AbsoluteFill>
);

/** One second of the count: the digit pops in while a ring sweeps once around it. */
const Digit: React.FC<{value: number; accentColor: string}> = ({value, accentColor}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const pop = spring({frame, fps, config: {damping: 12}});
  const sweep = interpolate(frame, [0, fps], [0, 1], CLAMP);
  const opacity = interpolate(frame, [0, 6, fps - 6, fps], [0, 1, 1, 0], CLAMP);
  return (
    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', opacity}}>
      <svg
        width={RING_SIZE}
        height={RING_SIZE}
        viewBox={`0 0 ${RING_SIZE} ${RING_SIZE}`}
        // The sweep starts at twelve o'clock, as on a clock face.
        style={{position: 'absolute', transform: 'rotate(-90deg)'}}>
        <circle
          cx={RING_SIZE / 2}
          cy={RING_SIZE / 2}
          r={RING_RADIUS}
          fill={BACKGROUND}
          stroke={accentColor}
          strokeWidth={RING_STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - sweep)}
        />
      </svg>
      <div style={{color: '#ffffff', fontSize: 260, fontWeight: 800, transform: `scale(${0.6 + 0.4 * pop})`}}>{value}</div>
    </AbsoluteFill>
  );
};

const FinalTitle: React.FC<CountdownProps> = ({title, accentColor}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const rise = spring({frame, fps, config: {damping: 14}});
  const underline = spring({frame: frame - 8, fps, config: {damping: 200}});
  return (
    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', padding: '0 80px'}}>
      <div
        style={{
          color: '#ffffff',
          fontSize: 80,
          fontWeight: 700,
          textAlign: 'center',
          opacity: interpolate(frame, [0, 10], [0, 1], CLAMP),
          transform: `translateY(${(1 - rise) * 60}px)`,
        }}>
        {title}
        <div style={{height: 12, marginTop: 16, borderRadius: 6, width: `${underline * 100}%`, backgroundColor: accentColor}} />
      </div>
    </AbsoluteFill>
  );
};

/**
 * A film-leader countdown from three, one digit per second, that ends on a
 * title rising over an underline that draws itself.
 */
export const Countdown: React.FC<CountdownProps> = ({title, accentColor}) => {
  const frame = useCurrentFrame();
  const {fps, durationInFrames} = useVideoConfig();
  const countEnd = DIGITS.length * fps;
  const fadeOut = interpolate(frame, [durationInFrames - 15, durationInFrames], [1, 0], {
    extrapolateLeft: 'clamp',
  });
  return (
    <AbsoluteFill style={{backgroundColor: BACKGROUND, fontFamily: 'system-ui, sans-serif'}}>
      <AbsoluteFill style={{opacity: fadeOut}}>
        <LeaderGuides opacity={interpolate(frame, [countEnd - 8, countEnd], [1, 0], CLAMP)} />
        {DIGITS.map((digit, index) => (
          <Sequence key={digit} from={index * fps} durationInFrames={fps}>
            <Digit value={digit} accentColor={accentColor} />
          </Sequence>
        ))}
        <Sequence from={countEnd}>
          <FinalTitle title={title} accentColor={accentColor} />
        </Sequence>
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
