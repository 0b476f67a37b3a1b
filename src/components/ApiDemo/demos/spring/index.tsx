import React, {useMemo, useState} from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import DemoLayout from '../../parts/DemoLayout';
import DemoStage from '../../parts/DemoStage';
import ShapesPlot from '../../parts/ShapesPlot';
import {CheckboxField, RangeField} from '@site/src/components/FormFields';
import {plotShapes, type PlotDomain} from '../../parts/plot';
import {SPRING_DEFAULTS, plottedFrames, settleFrames, springAt, springCode, springPlot, type SpringSettings} from './model';

const STAGE = {width: 480, height: 240, square: 60};
/** Where the durationInFrames slider starts: two seconds at the default 30 fps, longer than the default spring's own motion. */
const STRETCHED_DURATION = 60;

type SquareProps = {settings: SpringSettings; domain: PlotDomain};

/** A square moved across the stage by spring(), the plot's range mapped to the stage's width. */
function SpringSquare({settings, domain}: SquareProps): React.JSX.Element {
  const frame = useCurrentFrame();
  const x = interpolate(springAt(settings, frame), domain.y, [0, STAGE.width - STAGE.square]);
  return (
    <AbsoluteFill style={{justifyContent: 'center'}}>
      <div style={{width: STAGE.square, height: STAGE.square, borderRadius: 8, background: '#0b84f3', transform: `translateX(${x}px)`}} />
    </AbsoluteFill>
  );
}

export default function SpringDemo(): React.JSX.Element {
  const [settings, setSettings] = useState(SPRING_DEFAULTS);
  const set = <Key extends keyof SpringSettings>(key: Key) => (value: SpringSettings[Key]) => setSettings((current) => ({...current, [key]: value}));
  const plot = useMemo(() => springPlot(settings), [settings]);
  const inputProps = useMemo(() => ({settings, domain: plot.domain}), [settings, plot.domain]);
  const settle = settleFrames(settings);
  return (
    <DemoLayout
      label="spring() playground"
      onReset={() => setSettings(SPRING_DEFAULTS)}
      plot={<ShapesPlot title={plot.title} shapes={plotShapes(plot, true)} />}
      stage={<DemoStage component={SpringSquare} inputProps={inputProps} durationInFrames={plottedFrames(settings)} fps={settings.fps} width={STAGE.width} height={STAGE.height} />}
      code={springCode(settings)}
      readout={
        <>
          <code>measureSpring()</code>: at rest after {settle} frames ({(settle / settings.fps).toFixed(2)} s)
        </>
      }
      controls={
        <>
          <RangeField label="fps" value={settings.fps} min={10} max={60} step={5} onChange={set('fps')} />
          <RangeField label="mass" value={settings.mass} min={0.1} max={5} step={0.1} onChange={set('mass')} />
          <RangeField label="damping" value={settings.damping} min={1} max={200} onChange={set('damping')} />
          <RangeField label="stiffness" value={settings.stiffness} min={1} max={400} onChange={set('stiffness')} />
          <CheckboxField label="overshootClamping" value={settings.overshootClamping} onChange={set('overshootClamping')} />
          <RangeField label="from" value={settings.from} min={-100} max={100} onChange={set('from')} />
          <RangeField label="to" value={settings.to} min={-100} max={100} onChange={set('to')} />
          <CheckboxField
            label="Fixed durationInFrames"
            value={settings.durationInFrames !== null}
            onChange={(fixed) => set('durationInFrames')(fixed ? STRETCHED_DURATION : null)}
          />
          {settings.durationInFrames === null ? null : (
            <RangeField label="durationInFrames" value={settings.durationInFrames} min={5} max={150} onChange={set('durationInFrames')} />
          )}
        </>
      }
    />
  );
}
