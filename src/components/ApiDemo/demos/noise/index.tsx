import React, {useMemo, useState} from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import DemoLayout from '../../parts/DemoLayout';
import DemoStage from '../../parts/DemoStage';
import {RangeField, TextField} from '@site/src/components/FormFields';
import {PLOT_HEIGHT, PLOT_WIDTH} from '../../parts/plot';
import {
  CELL_SIZE,
  COLORS,
  FIELD_COLUMNS,
  FIELD_ROWS,
  MARKED_CELL,
  NOISE_DEFAULTS,
  NOISE_DURATION,
  NOISE_FPS,
  SHOWN_FRAME,
  STRIP,
  cellOpacity,
  fieldCells,
  frameToStripX,
  markedCellPath,
  noiseAt,
  noiseCode,
  noiseTitle,
  valueToStripY,
  type NoiseSettings,
} from './model';

const STAGE_CELL = 15;
const STAGE = {width: FIELD_COLUMNS * STAGE_CELL, height: FIELD_ROWS * STAGE_CELL};

/** The cells shaded by their noise, and the marked cell outlined: drawn alike in the plot and the Player. */
function FieldGrid({cells, cellSize}: {cells: ReturnType<typeof fieldCells>; cellSize: number}): React.JSX.Element {
  return (
    <>
      <g fill={COLORS.cell}>
        {cells.map(({column, row, opacity}) => (
          <rect key={`${column}-${row}`} x={column * cellSize} y={row * cellSize} width={cellSize} height={cellSize} fillOpacity={opacity} />
        ))}
      </g>
      <rect
        x={MARKED_CELL.column * cellSize}
        y={MARKED_CELL.row * cellSize}
        width={cellSize}
        height={cellSize}
        fill="none"
        stroke={COLORS.marked}
        strokeWidth={2}
      />
    </>
  );
}

/** The field at the Player's current frame: the same grid the plot draws, moving as z advances. */
function NoiseFieldStage({settings}: {settings: NoiseSettings}): React.JSX.Element {
  const frame = useCurrentFrame();
  return (
    <AbsoluteFill style={{backgroundColor: COLORS.ground}}>
      <svg width={STAGE.width} height={STAGE.height}>
        <FieldGrid cells={fieldCells(settings, frame)} cellSize={STAGE_CELL} />
      </svg>
    </AbsoluteFill>
  );
}

/** The field at the frame the Player pauses on, and the marked cell's value over every frame. */
function NoiseFieldPlot({settings}: {settings: NoiseSettings}): React.JSX.Element {
  const cells = useMemo(() => fieldCells(settings, SHOWN_FRAME), [settings]);
  const path = useMemo(() => markedCellPath(settings), [settings]);
  const shownX = frameToStripX(SHOWN_FRAME);
  const zeroY = valueToStripY(0);
  return (
    <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} role="img" aria-label={noiseTitle(settings)} data-demo-plot="">
      <rect x={0} y={0} width={PLOT_WIDTH} height={FIELD_ROWS * CELL_SIZE} fill={COLORS.ground} />
      <FieldGrid cells={cells} cellSize={CELL_SIZE} />
      <line x1={0} x2={PLOT_WIDTH} y1={zeroY} y2={zeroY} stroke="currentColor" strokeOpacity={0.5} strokeDasharray="3 3" />
      <line x1={shownX} x2={shownX} y1={STRIP.top} y2={STRIP.bottom} stroke="currentColor" strokeOpacity={0.5} strokeDasharray="3 3" />
      <path d={path} fill="none" stroke={COLORS.marked} strokeWidth={2} data-series="marked cell" />
    </svg>
  );
}

export default function NoiseDemo(): React.JSX.Element {
  const [settings, setSettings] = useState(NOISE_DEFAULTS);
  const set = <Key extends keyof NoiseSettings>(key: Key) => (value: NoiseSettings[Key]) => setSettings((current) => ({...current, [key]: value}));
  const inputProps = useMemo(() => ({settings}), [settings]);
  const markedValue = noiseAt(settings, MARKED_CELL.column, MARKED_CELL.row, SHOWN_FRAME);
  return (
    <DemoLayout
      label="noise3D() playground"
      onReset={() => setSettings(NOISE_DEFAULTS)}
      plot={<NoiseFieldPlot settings={settings} />}
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
