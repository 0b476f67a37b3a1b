import {noise3D} from '@remotion/noise';
import type {DemoModel} from '../../parts/model';
import {PLOT_HEIGHT, PLOT_WIDTH, guideStroke, shapeMarkup, svgDocument, type Shape} from '../../parts/plot';

export type NoiseSettings = {
  /** Typed as text, so the seed is always a string: noise3D() treats 1 and '1' as different seeds. */
  seed: string;
  /** Noise units from one cell to its neighbour: small values give broad, smooth patches. */
  scale: number;
  /** Noise units z advances per frame: how fast the field changes over time. */
  speed: number;
};

export const NOISE_DEFAULTS: NoiseSettings = {seed: 'remotion', scale: 0.1, speed: 0.02};

/** The grid the plot, the Player and the shown code all draw. */
export const FIELD_COLUMNS = 32;
export const FIELD_ROWS = 12;

/** The animation's length; the Player pauses a third of the way in, the frame the plot draws. */
export const NOISE_FPS = 30;
export const NOISE_DURATION = 150;
export const SHOWN_FRAME = Math.floor(NOISE_DURATION / 3);

/** The cell whose value over time the plot draws as a line under the field. */
export const MARKED_CELL = {column: 16, row: 6} as const;

/** Fixed colours: the field has its own dark ground, so it reads the same on the light and the dark theme. */
export const COLORS = {ground: '#0f172a', cell: '#38bdf8', marked: '#f59e0b'} as const;

/** Geometry of the plot: the field fills the top, the marked cell's line runs in a strip below it. */
export const CELL_SIZE = PLOT_WIDTH / FIELD_COLUMNS;
const FIELD_HEIGHT = CELL_SIZE * FIELD_ROWS;
export const STRIP = {top: FIELD_HEIGHT + 6, bottom: PLOT_HEIGHT - 2} as const;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The value of noise3D() for a cell at a frame, exactly as the demo's composition asks for it. */
export function noiseAt(settings: NoiseSettings, column: number, row: number, frame: number): number {
  return noise3D(settings.seed, column * settings.scale, row * settings.scale, frame * settings.speed);
}

/** Maps noise (-1 to 1) to a cell's fill-opacity (0 to 1), rounded so the markup stays short. */
export function cellOpacity(value: number): number {
  return round((value + 1) / 2, 3);
}

export type FieldCell = {column: number; row: number; opacity: number};

/** Every cell of the field at a frame, row by row. */
export function fieldCells(settings: NoiseSettings, frame: number): FieldCell[] {
  return Array.from({length: FIELD_ROWS * FIELD_COLUMNS}, (_, index) => {
    const column = index % FIELD_COLUMNS;
    const row = Math.floor(index / FIELD_COLUMNS);
    return {column, row, opacity: cellOpacity(noiseAt(settings, column, row, frame))};
  });
}

export function frameToStripX(frame: number): number {
  return round((frame / (NOISE_DURATION - 1)) * PLOT_WIDTH, 2);
}

export function valueToStripY(value: number): number {
  return round(STRIP.bottom - ((value + 1) / 2) * (STRIP.bottom - STRIP.top), 2);
}

/** The marked cell's value at every frame of the animation, as an SVG path in the strip. */
export function markedCellPath(settings: NoiseSettings): string {
  return Array.from({length: NOISE_DURATION}, (_, frame) => {
    const value = noiseAt(settings, MARKED_CELL.column, MARKED_CELL.row, frame);
    return `${frame === 0 ? 'M' : 'L'}${frameToStripX(frame)} ${valueToStripY(value)}`;
  }).join(' ');
}

export function noiseTitle(settings: NoiseSettings): string {
  return `noise3D() field for seed "${settings.seed}" at frame ${SHOWN_FRAME}, ${settings.scale} noise units per cell and ${settings.speed} per frame, with the marked cell's value over ${NOISE_DURATION} frames below`;
}

/** The cells shaded by their noise, and the marked cell outlined: drawn alike in the plot and the Player. */
export function fieldShapes(cells: readonly FieldCell[], cellSize: number): Shape[] {
  const marked = {x: MARKED_CELL.column * cellSize, y: MARKED_CELL.row * cellSize, width: cellSize, height: cellSize};
  return [
    ['g', {fill: COLORS.cell}, cells.map(({column, row, opacity}): Shape => ['rect', {x: column * cellSize, y: row * cellSize, width: cellSize, height: cellSize, fillOpacity: opacity}])],
    ['rect', {...marked, fill: 'none', stroke: COLORS.marked, strokeWidth: 2}],
  ];
}

/**
 * The plot's elements, the same in the live plot and the fallback image but
 * for the guides' colour: the field at the frame the Player pauses on, and
 * the marked cell's value over every frame.
 */
export function noiseShapes(settings: NoiseSettings, live: boolean): Shape[] {
  const shownX = frameToStripX(SHOWN_FRAME);
  const zeroY = valueToStripY(0);
  const path = {d: markedCellPath(settings), fill: 'none', stroke: COLORS.marked, strokeWidth: 2};
  return [
    ['rect', {x: 0, y: 0, width: PLOT_WIDTH, height: FIELD_HEIGHT, fill: COLORS.ground}],
    ...fieldShapes(fieldCells(settings, SHOWN_FRAME), CELL_SIZE),
    ['line', {x1: 0, x2: PLOT_WIDTH, y1: zeroY, y2: zeroY, ...guideStroke(live)}],
    ['line', {x1: shownX, x2: shownX, y1: STRIP.top, y2: STRIP.bottom, ...guideStroke(live)}],
    ['path', live ? {...path, 'data-series': 'marked cell'} : path],
  ];
}

/** The plot as a standalone SVG document: the fallback image at the defaults, and what the tests read back. */
export function noiseSvgDocument(settings: NoiseSettings): string {
  return svgDocument(noiseTitle(settings), noiseShapes(settings, false).map(shapeMarkup));
}

/** The seed as a single-quoted TypeScript string, whatever the reader typed. */
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A component that draws the same field with the current seed, scale and speed. */
export function noiseCode(settings: NoiseSettings): string {
  return [
    "import React from 'react';",
    "import {AbsoluteFill, useCurrentFrame, useVideoConfig} from 'remotion';",
    "import {noise3D} from '@remotion/noise';",
    '',
    `const COLUMNS = ${FIELD_COLUMNS};`,
    `const ROWS = ${FIELD_ROWS};`,
    `const SEED = ${quote(settings.seed)};`,
    `const SCALE = ${settings.scale}; // noise units from one cell to the next`,
    `const SPEED = ${settings.speed}; // noise units per frame`,
    '',
    'export const NoiseField: React.FC = () => {',
    '  const frame = useCurrentFrame();',
    '  const {width, height} = useVideoConfig();',
    '  const cellWidth = width / COLUMNS;',
    '  const cellHeight = height / ROWS;',
    '',
    '  const cells: React.ReactNode[] = [];',
    '  for (let row = 0; row < ROWS; row++) {',
    '    for (let column = 0; column < COLUMNS; column++) {',
    '      // x and y pick the place in the field, z moves the whole field through time',
    '      const value = noise3D(SEED, column * SCALE, row * SCALE, frame * SPEED);',
    '      // noise3D() returns -1 to 1; opacity wants 0 to 1',
    '      const opacity = (value + 1) / 2;',
    '      cells.push(',
    '        <rect',
    '          key={`${column}-${row}`}',
    '          x={column * cellWidth}',
    '          y={row * cellHeight}',
    '          width={cellWidth}',
    '          height={cellHeight}',
    `          fill="${COLORS.cell}"`,
    '          fillOpacity={opacity}',
    '        />',
    '      );',
    '    }',
    '  }',
    '',
    '  return (',
    `    <AbsoluteFill style={{backgroundColor: '${COLORS.ground}'}}>`,
    '      <svg width={width} height={height}>',
    '        {cells}',
    '      </svg>',
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

export const noiseModel: DemoModel<NoiseSettings> = {
  defaults: NOISE_DEFAULTS,
  code: noiseCode,
  fallbackSvg: () => noiseSvgDocument(NOISE_DEFAULTS),
};
