import React from 'react';
import {AbsoluteFill, Sequence, interpolate, spring, useCurrentFrame, useVideoConfig} from 'remotion';
import {LAMBDA_PRICES, type LambdaRegion} from '../data/lambdaPricing';

export {LAMBDA_PRICE_CHART} from './lambdaPriceChartConfig';

export type LambdaPriceChartProps = {
  title: string;
  /** Fill of the arm64 bars. */
  accentColor: string;
};

const BACKGROUND = '#0f1a2a';
const MUTED_TEXT = '#b4c2d4';
const OUTLINE = '#8193ab';
const FRAMES_BETWEEN_BARS = 4;
const BARS_START = 15;

const REGIONS = Object.keys(LAMBDA_PRICES) as LambdaRegion[];
// One scale from zero for every bar, so that lengths compare truthfully.
const SCALE_MAX = Math.max(...REGIONS.map((region) => LAMBDA_PRICES[region].durationX86));

const Swatch: React.FC<{fill?: string; label: string}> = ({fill, label}) => (
  <div style={{display: 'flex', alignItems: 'center', gap: 10}}>
    <div
      style={{
        width: 36,
        height: 22,
        borderRadius: 5,
        boxSizing: 'border-box',
        backgroundColor: fill,
        border: fill ? undefined : `2px solid ${OUTLINE}`,
      }}
    />
    {label}
  </div>
);

const Header: React.FC<LambdaPriceChartProps> = ({title, accentColor}) => {
  const frame = useCurrentFrame();
  const entrance = interpolate(frame, [0, 15], [0, 1], {extrapolateRight: 'clamp'});
  return (
    <div style={{opacity: entrance, transform: `translateY(${(1 - entrance) * 20}px)`}}>
      <div style={{color: '#ffffff', fontSize: 48, fontWeight: 700, whiteSpace: 'nowrap'}}>{title}</div>
      <div style={{display: 'flex', justifyContent: 'space-between', marginTop: 10, color: MUTED_TEXT, fontSize: 24}}>
        <div>USD, from the price table that @remotion/lambda 3.2.30 ships with</div>
        <div style={{display: 'flex', gap: 28}}>
          <Swatch fill={accentColor} label="arm64" />
          <Swatch label="x86_64" />
        </div>
      </div>
    </div>
  );
};

const PriceBar: React.FC<{region: LambdaRegion; index: number; accentColor: string}> = ({region, index, accentColor}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const start = index * FRAMES_BETWEEN_BARS;
  const growth = spring({frame: frame - start, fps, config: {damping: 200}});
  // Keeps the outline's border from showing as a stub before its bar grows.
  const appearance = Math.min(1, growth * 2);
  const priceOpacity = interpolate(frame, [start + 18, start + 28], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const {durationArm, durationX86} = LAMBDA_PRICES[region];
  const bar = {position: 'absolute', top: 0, bottom: 0, left: 0, borderRadius: 6, boxSizing: 'border-box'} as const;
  return (
    <div style={{display: 'flex', alignItems: 'center', height: 28, fontSize: 24}}>
      <div style={{width: 190, textAlign: 'right', color: MUTED_TEXT, opacity: appearance}}>{region}</div>
      <div style={{flex: 1, alignSelf: 'stretch', position: 'relative', margin: '0 24px', opacity: appearance}}>
        <div style={{...bar, width: `${(durationX86 / SCALE_MAX) * growth * 100}%`, border: `2px solid ${OUTLINE}`}} />
        <div style={{...bar, width: `${(durationArm / SCALE_MAX) * growth * 100}%`, backgroundColor: accentColor}} />
      </div>
      <div style={{width: 220, whiteSpace: 'nowrap', color: '#ffffff', opacity: priceOpacity, fontVariantNumeric: 'tabular-nums'}}>
        ${durationArm}
      </div>
    </div>
  );
};

/**
 * The AWS Lambda price per GB-second on arm64 in every region of the site's
 * price table, each bar over an outline of the x86_64 price; the bars grow
 * in one after the other.
 */
export const LambdaPriceChart: React.FC<LambdaPriceChartProps> = ({title, accentColor}) => {
  const frame = useCurrentFrame();
  const {durationInFrames} = useVideoConfig();
  const fadeOut = interpolate(frame, [durationInFrames - 15, durationInFrames], [1, 0], {
    extrapolateLeft: 'clamp',
  });
  return (
    <AbsoluteFill style={{backgroundColor: BACKGROUND, fontFamily: 'system-ui, sans-serif'}}>
      <AbsoluteFill style={{padding: '48px 80px', opacity: fadeOut}}>
        <Header title={title} accentColor={accentColor} />
        <div style={{marginTop: 32, display: 'grid', gap: 12}}>
          <Sequence from={BARS_START} layout="none">
            {REGIONS.map((region, index) => (
              <PriceBar key={region} region={region} index={index} accentColor={accentColor} />
            ))}
          </Sequence>
        </div>
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
