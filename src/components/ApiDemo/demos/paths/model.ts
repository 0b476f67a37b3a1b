import {evolvePath, getLength, getPointAtLength, interpolatePath} from '@remotion/paths';
import {interpolate} from 'remotion';
import type {DemoModel} from '../../parts/model';
import {GREY, PLOT_HEIGHT, PLOT_WIDTH, round, shapeMarkup, svgDocument, type Shape} from '../../parts/plot';

export type PathsMode = 'evolvePath' | 'interpolatePath';
export const PATHS_MODES: readonly PathsMode[] = ['evolvePath', 'interpolatePath'];

export type PathsSettings = {
  /** Which function animates the paths. */
  mode: PathsMode;
  /** The path evolvePath() draws, and the one interpolatePath() starts from. */
  pathA: string;
  /** The second path evolvePath() draws, and the one interpolatePath() ends at. */
  pathB: string;
  /** Frames the progress takes to go from 0 to 1; also the length of the animation. */
  durationInFrames: number;
};

/** Two waves with the same commands, so that interpolatePath() morphs every control point smoothly. */
export const PATHS_DEFAULTS: PathsSettings = {
  mode: 'evolvePath',
  pathA: 'M 20 100 C 60 20 100 20 140 100 C 180 180 220 180 260 100',
  pathB: 'M 20 140 C 80 140 100 40 140 40 C 180 40 200 140 260 140',
  durationInFrames: 60,
};

/** Other valid paths, offered as the text fields' placeholders. */
export const PATH_A_EXAMPLE = 'M 40 140 Q 140 -20 240 140';
export const PATH_B_EXAMPLE = 'M 30 30 H 250 V 150 H 30 Z';

export const PATH_COLORS = {a: '#0b84f3', b: '#f97316', morph: '#8b5cf6'};
/** How strongly the full paths show behind what the functions draw. */
const GHOST_OPACITY = 0.25;

/**
 * Why @remotion/paths cannot use this text as a path, or null if it can.
 * Both functions must read it: getLength() (behind evolvePath()) throws on
 * malformed commands, and interpolatePath() has a simpler reader of its own.
 */
export function pathProblem(text: string): string | null {
  if (!/^\s*[Mm]/.test(text)) return 'a path starts with a move command, M or m';
  let length: number;
  try {
    length = getLength(text);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (!Number.isFinite(length)) return 'its length is not a finite number';
  // interpolatePath() reads "0-5" as one number, which a browser reads as two.
  if (/NaN/.test(interpolatePath(0.5, text, text))) return 'interpolatePath() misreads a number: separate the numbers with spaces or commas';
  return null;
}

/** What evolvePath() and interpolatePath() are given at a frame: 0 to 1 over the animation, then held. */
export function progressAt(settings: PathsSettings, frame: number): number {
  return interpolate(frame, [0, settings.durationInFrames - 1], [0, 1], {extrapolateRight: 'clamp'});
}

export type DrawnPath = {
  /** What the path is, for tests and accessible names. */
  role: 'path A' | 'path B' | 'evolvePath(path A)' | 'evolvePath(path B)' | 'interpolatePath()';
  d: string;
  color: string;
  opacity: number;
  strokeDasharray?: string;
  strokeDashoffset?: number;
};

/** The paths the demo draws at one progress: both paths faintly, and over them what the chosen function returns. */
export function pathsAt(settings: PathsSettings, progress: number): DrawnPath[] {
  const {pathA, pathB} = settings;
  const ghosts: DrawnPath[] = [
    {role: 'path A', d: pathA, color: PATH_COLORS.a, opacity: GHOST_OPACITY},
    {role: 'path B', d: pathB, color: PATH_COLORS.b, opacity: GHOST_OPACITY},
  ];
  if (settings.mode === 'interpolatePath') {
    return [...ghosts, {role: 'interpolatePath()', d: interpolatePath(progress, pathA, pathB), color: PATH_COLORS.morph, opacity: 1}];
  }
  return [
    ...ghosts,
    {role: 'evolvePath(path A)', d: pathA, color: PATH_COLORS.a, opacity: 1, ...evolvePath(progress, pathA)},
    {role: 'evolvePath(path B)', d: pathB, color: PATH_COLORS.b, opacity: 1, ...evolvePath(progress, pathB)},
  ];
}

export type Box = {x: number; y: number; width: number; height: number};

/** Points along each path, enough to find the area the paths cover. */
const SAMPLES_PER_PATH = 64;

/** Whole-number bounds around both paths with a margin, so that thick strokes and curves between samples still fit. */
export function pathsBox({pathA, pathB}: PathsSettings): Box {
  const points = [pathA, pathB]
    .flatMap((path) => {
      const length = getLength(path);
      return Array.from({length: SAMPLES_PER_PATH + 1}, (_, index) => getPointAtLength(path, (length * index) / SAMPLES_PER_PATH));
    })
    // getPointAtLength() 3.2.22 returns NaN at the very start of a curve; the points next to it and the margin cover it.
    .filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y));
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = Math.max(4, 0.08 * Math.max(maxX - minX, maxY - minY));
  const x = Math.floor(minX - margin);
  const y = Math.floor(minY - margin);
  return {x, y, width: Math.ceil(maxX + margin) - x, height: Math.ceil(maxY + margin) - y};
}

export const viewBoxOf = (box: Box) => `${box.x} ${box.y} ${box.width} ${box.height}`;

/** A stroke width in the paths' units that looks `pixels` wide when the box is fitted into width × height. */
export function strokeWidthFor(box: Box, width: number, height: number, pixels: number): number {
  const scale = Math.min(width / box.width, height / box.height);
  return Math.round((pixels / scale) * 10) / 10;
}

export const STAGE = {width: 480, height: 240};
/** The same stroke in the Player and in the code it shows. */
export const stageStrokeWidth = (box: Box) => strokeWidthFor(box, STAGE.width, STAGE.height, 5);

/** The filmstrip: six frames in three columns and two rows. */
const COLUMNS = 3;
const ROWS = 2;
/** With half a stroke around the cells, so that their outer frames are not clipped, this makes every cell 103 × 77. */
const INSET = 0.5;
const GAP = 5;
const CELL_WIDTH = (PLOT_WIDTH - 2 * INSET - (COLUMNS - 1) * GAP) / COLUMNS;
const CELL_HEIGHT = (PLOT_HEIGHT - 2 * INSET - (ROWS - 1) * GAP) / ROWS;
/** Room at the top of each cell for its frame and progress. */
const LABEL_HEIGHT = 13;
const CELL_PADDING = 3;

export type FilmstripCell = {
  frame: number;
  progress: number;
  /** The cell's frame, in the plot's units. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the paths are drawn inside the cell. */
  drawing: Box;
  paths: DrawnPath[];
};

export type PathsFigure = {
  title: string;
  /** The paths' own coordinates shown in every cell. */
  viewBox: string;
  strokeWidth: number;
  cells: FilmstripCell[];
};

const MODE_DESCRIPTIONS: Record<PathsMode, string> = {
  evolvePath: 'evolvePath() drawing path A (blue) and path B (orange)',
  interpolatePath: 'interpolatePath() morphing path A (blue) into path B (orange), in purple',
};

/** What the demo's plot shows: the result of the chosen function at six frames of the animation. */
export function pathsFigure(settings: PathsSettings): PathsFigure {
  const box = pathsBox(settings);
  const drawingWidth = CELL_WIDTH - 2 * CELL_PADDING;
  const drawingHeight = CELL_HEIGHT - LABEL_HEIGHT - CELL_PADDING;
  // Spread evenly over the animation, from the first frame to the last.
  const count = COLUMNS * ROWS;
  const frames = Array.from({length: count}, (_, index) => Math.round((index * (settings.durationInFrames - 1)) / (count - 1)));
  return {
    title: `${MODE_DESCRIPTIONS[settings.mode]}, at frames ${frames.slice(0, -1).join(', ')} and ${frames[frames.length - 1]} of a ${settings.durationInFrames}-frame animation`,
    viewBox: viewBoxOf(box),
    strokeWidth: strokeWidthFor(box, drawingWidth, drawingHeight, 1.6),
    cells: frames.map((frame, index) => {
      const x = INSET + (index % COLUMNS) * (CELL_WIDTH + GAP);
      const y = INSET + Math.floor(index / COLUMNS) * (CELL_HEIGHT + GAP);
      const progress = progressAt(settings, frame);
      return {
        frame,
        progress,
        x,
        y,
        width: CELL_WIDTH,
        height: CELL_HEIGHT,
        drawing: {x: x + CELL_PADDING, y: y + LABEL_HEIGHT, width: drawingWidth, height: drawingHeight},
        paths: pathsAt(settings, progress),
      };
    }),
  };
}

/** The readout under the controls. */
export function lengthReadout({pathA, pathB}: PathsSettings): string {
  const format = (path: string) => String(round(getLength(path)));
  return `getLength(): path A ${format(pathA)}, path B ${format(pathB)}`;
}

/** A drawn path, `live` with its role for the tests. */
export function pathShape(path: DrawnPath, strokeWidth: number, live: boolean): Shape {
  const {d, color, opacity, strokeDasharray, strokeDashoffset} = path;
  const attributes = {d, fill: 'none', stroke: color, strokeWidth, strokeOpacity: opacity === 1 ? undefined : opacity, strokeDasharray, strokeDashoffset};
  return ['path', live ? {...attributes, 'data-path-role': path.role} : attributes];
}

/** The filmstrip's elements: `live` draws frames and labels in the theme's colour, the fallback image in grey. */
export function figureShapes(figure: PathsFigure, live: boolean): Shape[] {
  const frame = live ? {stroke: 'currentColor', strokeOpacity: 0.35} : {stroke: GREY, strokeWidth: 1};
  const label = (text: string, x: number, y: number, textAnchor?: string): Shape => [
    'text',
    {x, y, fontSize: 8, fontFamily: live ? undefined : 'sans-serif', fill: live ? 'currentColor' : GREY, textAnchor},
    text,
  ];
  return figure.cells.flatMap((cell): Shape[] => {
    const {drawing} = cell;
    // The cell's frame on the left, the progress the functions get on the right.
    return [
      ['rect', {x: cell.x, y: cell.y, width: cell.width, height: cell.height, fill: 'none', ...frame}],
      label(`frame ${cell.frame}`, cell.x + 4, cell.y + 10),
      label(`progress ${cell.progress.toFixed(2)}`, cell.x + cell.width - 4, cell.y + 10, 'end'),
      [
        'svg',
        {x: drawing.x, y: drawing.y, width: drawing.width, height: drawing.height, viewBox: figure.viewBox},
        cell.paths.map((path) => pathShape(path, figure.strokeWidth, live)),
      ],
    ];
  });
}

export function figureSvgDocument(figure: PathsFigure): string {
  return svgDocument(figure.title, figureShapes(figure, false).map(shapeMarkup));
}

/** A path as a single-quoted TypeScript string. */
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Code that animates the same paths in the same way as the demo's Player. */
export function pathsCode(settings: PathsSettings): string {
  const box = pathsBox(settings);
  const strokeWidth = stageStrokeWidth(box);
  const lastFrame = settings.durationInFrames - 1;
  const stroke = (color: string) => `fill="none" stroke="${color}" strokeWidth={${strokeWidth}}`;
  const ghosts = [
    `<path d={pathA} ${stroke(PATH_COLORS.a)} strokeOpacity={${GHOST_OPACITY}} />`,
    `<path d={pathB} ${stroke(PATH_COLORS.b)} strokeOpacity={${GHOST_OPACITY}} />`,
  ];
  const evolving = settings.mode === 'evolvePath';
  const computed = evolving
    ? [
        '// A share of each path\'s own length: both paths finish together',
        'const drawnA = evolvePath(progress, pathA);',
        'const drawnB = evolvePath(progress, pathB);',
      ]
    : ['const d = interpolatePath(progress, pathA, pathB);'];
  const drawn = evolving
    ? [
        '{/* drawnA and drawnB hold strokeDasharray and strokeDashoffset */}',
        `<path d={pathA} ${stroke(PATH_COLORS.a)} {...drawnA} />`,
        `<path d={pathB} ${stroke(PATH_COLORS.b)} {...drawnB} />`,
      ]
    : [`<path d={d} ${stroke(PATH_COLORS.morph)} />`];
  return [
    "import React from 'react';",
    "import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';",
    `import {${settings.mode}} from '@remotion/paths';`,
    '',
    `const pathA = ${quote(settings.pathA)};`,
    `const pathB = ${quote(settings.pathB)};`,
    '',
    `export const ${evolving ? 'DrawPaths' : 'MorphPath'}: React.FC = () => {`,
    '  const frame = useCurrentFrame();',
    `  // From 0 at the first frame to 1 at frame ${lastFrame}, then held at 1`,
    `  const progress = interpolate(frame, [0, ${lastFrame}], [0, 1], {extrapolateRight: 'clamp'});`,
    ...computed.map((line) => `  ${line}`),
    '  return (',
    "    <AbsoluteFill style={{backgroundColor: 'white'}}>",
    `      <svg viewBox="${viewBoxOf(box)}" style={{width: '100%', height: '100%'}}>`,
    ...[...ghosts, ...drawn].map((line) => `        ${line}`),
    '      </svg>',
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

export const pathsModel: DemoModel<PathsSettings> = {
  defaults: PATHS_DEFAULTS,
  code: pathsCode,
  fallbackSvg: () => figureSvgDocument(pathsFigure(PATHS_DEFAULTS)),
};
