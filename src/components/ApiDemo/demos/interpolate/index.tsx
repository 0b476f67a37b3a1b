import React, {useMemo, useState} from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import DemoLayout from '../../parts/DemoLayout';
import DemoStage from '../../parts/DemoStage';
import ShapesPlot from '../../parts/ShapesPlot';
import {RangeField, SelectField} from '@site/src/components/FormFields';
import {plotShapes, type PlotDomain} from '../../parts/plot';
import {
  EASING_NAMES,
  EXTRAPOLATE_TYPES,
  FPS,
  FRAMES,
  INTERPOLATE_DEFAULTS,
  SERIES_COLOR,
  STAGE,
  interpolateCode,
  interpolatePlot,
  rangeLimits,
  stageAt,
  stageX,
  undefinedFrames,
  type InterpolateSettings,
} from './model';

const GUIDE = '#8a94a6';

type StageProps = {settings: InterpolateSettings; domain: PlotDomain};

/**
 * A square moved across the stage by interpolate(), and below it the value
 * at every frame so far, between dashed lines at the input range's ends.
 */
function InterpolatedSquare({settings, domain}: StageProps): React.JSX.Element {
  const frame = useCurrentFrame();
  const {squareX, trace} = stageAt(settings, domain, frame);
  return (
    <AbsoluteFill>
      <svg viewBox={`0 0 ${STAGE.width} ${STAGE.height}`} width={STAGE.width} height={STAGE.height} aria-hidden="true" style={{position: 'absolute'}}>
        {[settings.inputStart, settings.inputEnd].map((inputFrame) => (
          <line key={inputFrame} x1={stageX(inputFrame)} x2={stageX(inputFrame)} y1={STAGE.traceTop} y2={STAGE.traceBottom} stroke={GUIDE} strokeDasharray="4 4" />
        ))}
        <path d={trace} fill="none" stroke={SERIES_COLOR} strokeWidth={3} />
      </svg>
      {squareX === null ? null : (
        <div
          style={{
            position: 'absolute',
            top: STAGE.trackTop,
            width: STAGE.square,
            height: STAGE.square,
            borderRadius: 8,
            background: SERIES_COLOR,
            transform: `translateX(${squareX}px)`,
          }}
        />
      )}
    </AbsoluteFill>
  );
}

export default function InterpolateDemo(): React.JSX.Element {
  const [settings, setSettings] = useState(INTERPOLATE_DEFAULTS);
  const set = <Key extends keyof InterpolateSettings>(key: Key) => (value: InterpolateSettings[Key]) => setSettings((current) => ({...current, [key]: value}));
  const plot = useMemo(() => interpolatePlot(settings), [settings]);
  const inputProps = useMemo(() => ({settings, domain: plot.domain}), [settings, plot.domain]);
  const limits = rangeLimits(settings);
  const nanFrames = undefinedFrames(settings);
  return (
    <DemoLayout
      label="interpolate() playground"
      onReset={() => setSettings(INTERPOLATE_DEFAULTS)}
      plot={<ShapesPlot title={plot.title} shapes={plotShapes(plot, true)} />}
      stage={<DemoStage component={InterpolatedSquare} inputProps={inputProps} durationInFrames={FRAMES} fps={FPS} width={STAGE.width} height={STAGE.height} />}
      code={interpolateCode(settings)}
      readout={
        nanFrames > 0 ? (
          <>
            <code>interpolate()</code> returns <code>NaN</code> for {nanFrames} of the {FRAMES} frames: <code>{settings.easing}</code> has no value for progress that far
            outside 0 to 1. The plot and the Player leave those frames out.
          </>
        ) : null
      }
      controls={
        <>
          <RangeField label="inputRange start" value={settings.inputStart} {...limits.inputStart} onChange={set('inputStart')} />
          <RangeField label="inputRange end" value={settings.inputEnd} {...limits.inputEnd} onChange={set('inputEnd')} />
          <RangeField label="outputRange start" value={settings.outputStart} {...limits.outputStart} onChange={set('outputStart')} />
          <RangeField label="outputRange end" value={settings.outputEnd} {...limits.outputEnd} onChange={set('outputEnd')} />
          <SelectField label="easing" value={settings.easing} options={EASING_NAMES} onChange={set('easing')} />
          <SelectField label="extrapolateLeft" value={settings.extrapolateLeft} options={EXTRAPOLATE_TYPES} onChange={set('extrapolateLeft')} />
          <SelectField label="extrapolateRight" value={settings.extrapolateRight} options={EXTRAPOLATE_TYPES} onChange={set('extrapolateRight')} />
        </>
      }
    />
  );
}
