import React, {useMemo, useState} from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import DemoLayout from '../../parts/DemoLayout';
import DemoStage from '../../parts/DemoStage';
import {RangeField, TextField} from '@site/src/components/FormFields';
import ShapesPlot from '../../parts/ShapesPlot';
import {
  DURATION_IN_FRAMES,
  FPS,
  INTERPOLATE_COLORS_DEFAULTS,
  colorAt,
  colorBandShapes,
  colorBandTitle,
  interpolateColorsCode,
  withStopColor,
  withStopFrame,
  type InterpolateColorsSettings,
} from './model';

const STAGE = {width: 480, height: 240, bandLeft: 24, bandTop: 176, bandHeight: 28};
const STAGE_FRAME_WIDTH = (STAGE.width - 2 * STAGE.bandLeft) / DURATION_IN_FRAMES;
const stageX = (frame: number) => STAGE.bandLeft + frame * STAGE_FRAME_WIDTH;

/**
 * A circle filled with interpolateColors() at the current frame, over a
 * timeline of every frame's colour with the stops and the playhead marked:
 * the paused Player thus shows what every stop does, not only the colour
 * of one frame.
 */
function ColorStopsStage({settings}: {settings: InterpolateColorsSettings}): React.JSX.Element {
  const frame = useCurrentFrame();
  const color = colorAt(settings, frame);
  // The timeline only changes with the settings, not from frame to frame.
  const timeline = useMemo(() => Array.from({length: DURATION_IN_FRAMES}, (_, bandFrame) => colorAt(settings, bandFrame)), [settings]);
  return (
    <AbsoluteFill>
      <svg viewBox={`0 0 ${STAGE.width} ${STAGE.height}`} width="100%" height="100%">
        <circle cx={110} cy={84} r={60} fill={color} stroke="currentColor" strokeOpacity={0.3} />
        <text x={200} y={74} fontSize={20} fill="currentColor">
          frame {frame}
        </text>
        <text x={200} y={104} fontSize={20} fontFamily="monospace" fill="currentColor">
          {color}
        </text>
        {timeline.map((fill, bandFrame) => (
          <rect key={bandFrame} x={stageX(bandFrame)} y={STAGE.bandTop} width={STAGE_FRAME_WIDTH + 0.5} height={STAGE.bandHeight} fill={fill} />
        ))}
        {settings.stops.map((stop, index) => (
          <path
            key={index}
            d={`M${stageX(stop.frame + 0.5)} ${STAGE.bandTop + STAGE.bandHeight + 2} l8 10 h-16 Z`}
            fill={stop.color}
            stroke="currentColor"
            strokeOpacity={0.6}
          />
        ))}
        <line
          x1={stageX(frame + 0.5)}
          x2={stageX(frame + 0.5)}
          y1={STAGE.bandTop - 8}
          y2={STAGE.bandTop + STAGE.bandHeight}
          stroke="currentColor"
          strokeWidth={3}
        />
      </svg>
    </AbsoluteFill>
  );
}

export default function InterpolateColorsDemo(): React.JSX.Element {
  const [settings, setSettings] = useState(INTERPOLATE_COLORS_DEFAULTS);
  const band = useMemo(() => colorBandShapes(settings, true), [settings]);
  const inputProps = useMemo(() => ({settings}), [settings]);
  return (
    <DemoLayout
      label="interpolateColors() playground"
      onReset={() => setSettings(INTERPOLATE_COLORS_DEFAULTS)}
      plot={<ShapesPlot title={colorBandTitle(settings)} shapes={band} />}
      stage={<DemoStage component={ColorStopsStage} inputProps={inputProps} durationInFrames={DURATION_IN_FRAMES} fps={FPS} width={STAGE.width} height={STAGE.height} />}
      code={interpolateColorsCode(settings)}
      controls={settings.stops.map((stop, index) => (
        <React.Fragment key={index}>
          <TextField
            label={`Stop ${index + 1} color`}
            type="color"
            value={stop.color}
            onChange={(color) => setSettings((current) => withStopColor(current, index, color))}
          />
          <RangeField
            label={`Stop ${index + 1} frame`}
            value={stop.frame}
            min={0}
            max={DURATION_IN_FRAMES - 1}
            onChange={(frame) => setSettings((current) => withStopFrame(current, index, frame))}
          />
        </React.Fragment>
      ))}
    />
  );
}
