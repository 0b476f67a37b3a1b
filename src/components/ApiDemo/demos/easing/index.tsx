import React, {useMemo, useState} from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';
import DemoLayout from '../../parts/DemoLayout';
import DemoStage from '../../parts/DemoStage';
import ShapesPlot from '../../parts/ShapesPlot';
import {RangeField, SelectField} from '@site/src/components/FormFields';
import {plotShapes, type PlotDomain} from '../../parts/plot';
import {COMPOSITION, EASING_CURVES, EASING_DEFAULTS, MODIFIERS, easingCode, easingPlot, progressAt, type EasingSettings} from './model';

const STAGE = {width: 480, height: 240, labelWidth: 80, dot: 24, padding: 24};
const GUIDE_COLOR = '#8a94a6';

type LanesProps = {settings: EasingSettings; domain: PlotDomain};

/**
 * One lane per modifier, each with a dot that interpolate() moves with that
 * modifier of the chosen curve. The plot's value range spans the track, so
 * the overshoot of elastic() and back() stays on the stage; the dashed lines
 * mark the values 0 and 1.
 */
function EasingLanes({settings, domain}: LanesProps): React.JSX.Element {
  const frame = useCurrentFrame();
  const track = [STAGE.labelWidth + STAGE.dot / 2, STAGE.width - STAGE.padding - STAGE.dot / 2] as const;
  const toX = (value: number) => interpolate(value, domain.y, track);
  return (
    <AbsoluteFill style={{fontFamily: 'var(--ifm-font-family-monospace, monospace)', fontSize: 20}}>
      {[0, 1].map((value) => (
        <div key={value} style={{position: 'absolute', left: toX(value), top: STAGE.padding, bottom: STAGE.padding, borderLeft: `2px dashed ${GUIDE_COLOR}`}} />
      ))}
      {MODIFIERS.map(({name, color}, lane) => {
        const top = STAGE.padding + ((lane + 0.5) * (STAGE.height - 2 * STAGE.padding)) / MODIFIERS.length - STAGE.dot / 2;
        return (
          <React.Fragment key={name}>
            {/* The dot carries the plot's colour; the label stays in the text colour, which is readable on the stage in both themes. */}
            <div style={{position: 'absolute', left: STAGE.padding / 2, top, lineHeight: `${STAGE.dot}px`, color: 'var(--ifm-font-color-base)'}}>{name}</div>
            <div
              style={{
                position: 'absolute',
                left: toX(progressAt(settings, name, frame)) - STAGE.dot / 2,
                top,
                width: STAGE.dot,
                height: STAGE.dot,
                borderRadius: STAGE.dot / 2,
                background: color,
              }}
            />
          </React.Fragment>
        );
      })}
    </AbsoluteFill>
  );
}

export default function EasingDemo(): React.JSX.Element {
  const [settings, setSettings] = useState(EASING_DEFAULTS);
  const set = <Key extends keyof EasingSettings>(key: Key) => (value: EasingSettings[Key]) => setSettings((current) => ({...current, [key]: value}));
  const plot = useMemo(() => easingPlot(settings), [settings]);
  const inputProps = useMemo(() => ({settings, domain: plot.domain}), [settings, plot.domain]);
  return (
    <DemoLayout
      label="Easing comparison"
      plot={<ShapesPlot title={plot.title} shapes={plotShapes(plot, true)} />}
      stage={<DemoStage component={EasingLanes} inputProps={inputProps} durationInFrames={COMPOSITION.durationInFrames} fps={COMPOSITION.fps} width={STAGE.width} height={STAGE.height} />}
      code={easingCode(settings)}
      onReset={() => setSettings(EASING_DEFAULTS)}
      controls={
        <>
          <SelectField label="Curve" value={settings.curve} options={EASING_CURVES} onChange={set('curve')} />
          {/* Only the parameters of the chosen curve: the others would change nothing. */}
          {settings.curve === 'poly' ? <RangeField label="n" value={settings.n} min={0.5} max={10} step={0.5} onChange={set('n')} /> : null}
          {settings.curve === 'elastic' ? (
            <RangeField label="bounciness" value={settings.bounciness} min={0} max={5} step={0.1} onChange={set('bounciness')} />
          ) : null}
          {settings.curve === 'back' ? <RangeField label="s" value={settings.s} min={0} max={5} step={0.1} onChange={set('s')} /> : null}
          {settings.curve === 'bezier' ? (
            <>
              <RangeField label="x1" value={settings.x1} min={0} max={1} step={0.01} onChange={set('x1')} />
              <RangeField label="y1" value={settings.y1} min={-1} max={2} step={0.05} onChange={set('y1')} />
              <RangeField label="x2" value={settings.x2} min={0} max={1} step={0.01} onChange={set('x2')} />
              <RangeField label="y2" value={settings.y2} min={-1} max={2} step={0.05} onChange={set('y2')} />
            </>
          ) : null}
        </>
      }
    />
  );
}
