import React, {useMemo, useState} from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import DemoLayout from '../../parts/DemoLayout';
import DemoStage from '../../parts/DemoStage';
import {RangeField, TextField} from '@site/src/components/FormFields';
import ShapesPlot, {drawShapes} from '../../parts/ShapesPlot';
import {
  COLORS,
  FIELD_COLUMNS,
  FIELD_ROWS,
  MARKED_CELL,
  NOISE_DEFAULTS,
  NOISE_DURATION,
  NOISE_FPS,
  SHOWN_FRAME,
  cellOpacity,
  fieldCells,
  fieldShapes,
  noiseAt,
  noiseCode,
  noiseShapes,
  noiseTitle,
  type NoiseSettings,
} from './model';

const STAGE_CELL = 15;
const STAGE = {width: FIELD_COLUMNS * STAGE_CELL, height: FIELD_ROWS * STAGE_CELL};

/** The field at the Player's current frame: the same grid the plot draws, moving as z advances. */
function NoiseFieldStage({settings}: {settings: NoiseSettings}): React.JSX.Element {
  const frame = useCurrentFrame();
  return (
    <AbsoluteFill style={{backgroundColor: COLORS.ground}}>
      <svg width={STAGE.width} height={STAGE.height}>
        {drawShapes(fieldShapes(fieldCells(settings, frame), STAGE_CELL))}
      </svg>
    </AbsoluteFill>
  );
}

export default function NoiseDemo(): React.JSX.Element {
  const [settings, setSettings] = useState(NOISE_DEFAULTS);
  const set = <Key extends keyof NoiseSettings>(key: Key) => (value: NoiseSettings[Key]) => setSettings((current) => ({...current, [key]: value}));
  const inputProps = useMemo(() => ({settings}), [settings]);
  const shapes = useMemo(() => noiseShapes(settings, true), [settings]);
  const markedValue = noiseAt(settings, MARKED_CELL.column, MARKED_CELL.row, SHOWN_FRAME);
  return (
    <DemoLayout
      label="noise3D() playground"
      onReset={() => setSettings(NOISE_DEFAULTS)}
      plot={<ShapesPlot title={noiseTitle(settings)} shapes={shapes} />}
      stage={<DemoStage component={NoiseFieldStage} inputProps={inputProps} durationInFrames={NOISE_DURATION} fps={NOISE_FPS} width={STAGE.width} height={STAGE.height} />}
      code={noiseCode(settings)}
      readout={
        <>
          Marked cell (column {MARKED_CELL.column}, row {MARKED_CELL.row}) at frame {SHOWN_FRAME}: <code>noise3D()</code> = {markedValue.toFixed(3)}, drawn at
          opacity {cellOpacity(markedValue)}
        </>
      }
      controls={
        <>
          <TextField label="seed" value={settings.seed} placeholder="waves" onChange={set('seed')} />
          <RangeField label="scale (per cell)" value={settings.scale} min={0.02} max={0.5} step={0.01} onChange={set('scale')} />
          <RangeField label="speed (per frame)" value={settings.speed} min={0} max={0.1} step={0.005} onChange={set('speed')} />
        </>
      }
    />
  );
}
