import type {DemoModel} from '../../parts/model';
import {GREY, PLOT_HEIGHT, PLOT_WIDTH, round, shapeMarkup, svgDocument, type Shape} from '../../parts/plot';

/** The demo's composition: three sequences are placed on its 90 frames. */
export const DURATION_IN_FRAMES = 90;
export const FPS = 30;

export const LAYOUTS = ['<Sequence>', '<Series>'] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * One sequence's props. `from` is what a <Sequence> receives; `offset` is
 * what a <Series.Sequence> receives. Both are kept, so that switching the
 * layout back and forth loses nothing.
 */
export type TimedSequence = {
  from: number;
  durationInFrames: number;
  offset: number;
};

export type SequenceSettings = {
  layout: Layout;
  sequences: readonly [TimedSequence, TimedSequence, TimedSequence];
  /** The composition's frame the timeline, the Player and the code look at. */
  frame: number;
};

export const SEQUENCE_NAMES = ['A', 'B', 'C'] as const;
/** Fixed colours: white text reads on them, and they read on light and dark pages. */
export const SEQUENCE_COLORS = ['#0b84f3', '#e8590c', '#2f9e44'] as const;

/** The props each layout's element takes, in the order the code writes them. */
export const LAYOUT_PROPS = {
  '<Sequence>': ['from', 'durationInFrames'],
  '<Series>': ['durationInFrames', 'offset'],
} as const;

/** The ranges of the demo's sliders. */
export const LIMITS = {
  from: [-30, 80],
  durationInFrames: [1, DURATION_IN_FRAMES],
  offset: [-40, 40],
  frame: [0, DURATION_IN_FRAMES - 1],
} as const;

export const SEQUENCE_DEFAULTS: SequenceSettings = {
  layout: '<Sequence>',
  // A and B overlap around frame 30, where the Player starts paused; C runs to the end.
  sequences: [
    {from: 0, durationInFrames: 40, offset: 0},
    {from: 20, durationInFrames: 40, offset: 0},
    {from: 55, durationInFrames: 35, offset: 0},
  ],
  frame: Math.floor(DURATION_IN_FRAMES / 3),
};

/** Where a sequence sits in the composition: from `start` up to, not including, `end`. */
export type FrameRange = {name: string; color: string; start: number; end: number};

/**
 * Each sequence's frames in the composition. A <Sequence> starts at `from`.
 * <Series> (remotion/dist/series/index.js in 3.2.31) keeps a running start,
 * places each child at that start plus the child's offset, and moves the
 * running start on by the child's duration plus its offset: an offset
 * therefore moves its sequence and every later one. tests/unit/apiDemoSequence.spec.ts
 * checks these ranges against what the real components mount.
 */
export function sequenceRanges(settings: SequenceSettings): FrameRange[] {
  let seriesStart = 0;
  return settings.sequences.map((sequence, index) => {
    let start = sequence.from;
    if (settings.layout === '<Series>') {
      start = seriesStart + sequence.offset;
      seriesStart = start + sequence.durationInFrames;
    }
    return {name: SEQUENCE_NAMES[index], color: SEQUENCE_COLORS[index], start, end: start + sequence.durationInFrames};
  });
}

/** A sequence mounts its children from its first frame through its last, which is `end - 1`. */
function isVisibleAt(range: FrameRange, frame: number): boolean {
  return frame >= range.start && frame < range.end;
}

/** One sentence on what is mounted at the settings' frame, for the plot, the code and the tests. */
export function visibilitySentence(settings: SequenceSettings): string {
  const names = sequenceRanges(settings)
    .filter((range) => isVisibleAt(range, settings.frame))
    .map((range) => range.name);
  if (names.length === 0) return `At frame ${settings.frame}, no sequence is visible.`;
  if (names.length === 1) return `At frame ${settings.frame}, only ${names[0]} is visible.`;
  // "A and B", "A, B and C".
  return `At frame ${settings.frame}, ${new Intl.ListFormat('en-GB').format(names)} are visible.`;
}

/*
 * The timeline's geometry, shared by the live plot and the fallback image:
 * one row per sequence with a bar from its first frame to the end of its
 * last, the composition's frames marked under the rows, and the current
 * frame as a vertical line through the middle of its frame.
 */
const NAME_X = 6;
export const BARS_LEFT = 22;
export const BARS_RIGHT = PLOT_WIDTH - 10;
const ROWS_TOP = 20;
const ROW_STEP = 34;
const BAR_HEIGHT = 26;
const ROWS_BOTTOM = ROWS_TOP + 2 * ROW_STEP + BAR_HEIGHT;
const COMPOSITION_Y = ROWS_BOTTOM + 6;
/** Bars of sequences not mounted at the current frame are pale, with an outline and text in their colour. */
const INACTIVE_OPACITY = 0.15;
const PLAYHEAD_COLOR = '#d6336c';
/** A bar shows its frame numbers when they fit inside it. */
const MIN_LABELLED_WIDTH = 40;

export type TimelineBar = FrameRange & {
  visible: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The first and last frame, drawn inside the bar when there is room. */
  label: {text: string; x: number; y: number} | null;
};

export type TimelinePlot = {
  title: string;
  /** The line above the rows: the layout and what the current frame shows. */
  heading: {text: string; x: number; y: number};
  /** The frames the width spans: the whole composition and every sequence. */
  domain: readonly [number, number];
  bars: TimelineBar[];
  /** The composition's frames, as a strip under the rows with a label under its middle. */
  composition: {x: number; y: number; width: number; height: number; label: {text: string; x: number; y: number}};
  /** The current frame: a vertical line through the middle of it. */
  playhead: {x: number; path: string};
  names: Array<{text: string; x: number; y: number}>;
  axis: Array<{text: string; x: number; y: number; anchor: 'start' | 'end'}>;
};

export function frameToPixel(frame: number, domain: readonly [number, number]): number {
  const [min, max] = domain;
  return round(BARS_LEFT + ((frame - min) / (max - min)) * (BARS_RIGHT - BARS_LEFT));
}

export function timelinePlot(settings: SequenceSettings): TimelinePlot {
  const ranges = sequenceRanges(settings);
  const domain = [Math.min(0, ...ranges.map((range) => range.start)), Math.max(DURATION_IN_FRAMES, ...ranges.map((range) => range.end))] as const;
  const bars = ranges.map((range, index): TimelineBar => {
    const x = frameToPixel(range.start, domain);
    const y = ROWS_TOP + index * ROW_STEP;
    const width = round(frameToPixel(range.end, domain) - x);
    return {
      ...range,
      visible: isVisibleAt(range, settings.frame),
      x,
      y,
      width,
      height: BAR_HEIGHT,
      label: width >= MIN_LABELLED_WIDTH ? {text: `${range.start}–${range.end - 1}`, x: round(x + 4), y: round(y + BAR_HEIGHT / 2 + 3)} : null,
    };
  });
  const playheadX = frameToPixel(settings.frame + 0.5, domain);
  const compositionX = frameToPixel(0, domain);
  const compositionWidth = round(frameToPixel(DURATION_IN_FRAMES, domain) - compositionX);
  const rangeList = ranges.map((range) => `${range.name} frames ${range.start} to ${range.end - 1}`).join(', ');
  return {
    title: `Timeline of three ${settings.layout === '<Series>' ? '<Series.Sequence>' : '<Sequence>'} elements in a composition of ${DURATION_IN_FRAMES} frames: ${rangeList}. ${visibilitySentence(settings)}`,
    heading: {text: `${settings.layout} · ${visibilitySentence(settings)}`, x: NAME_X, y: 11},
    domain,
    bars,
    composition: {
      x: compositionX,
      y: COMPOSITION_Y,
      width: compositionWidth,
      height: 4,
      label: {text: `composition: frames 0–${DURATION_IN_FRAMES - 1}`, x: round(compositionX + compositionWidth / 2), y: COMPOSITION_Y + 16},
    },
    playhead: {x: playheadX, path: `M${playheadX} ${ROWS_TOP - 4} L${playheadX} ${COMPOSITION_Y + 4}`},
    names: bars.map((bar) => ({text: bar.name, x: NAME_X, y: round(bar.y + BAR_HEIGHT / 2 + 4)})),
    axis: [
      {text: String(domain[0]), x: BARS_LEFT, y: PLOT_HEIGHT - 6, anchor: 'start'},
      {text: String(domain[1]), x: BARS_RIGHT, y: PLOT_HEIGHT - 6, anchor: 'end'},
    ],
  };
}

/** The timeline's elements: `live` draws lines and text in the theme's colour, the fallback image in grey. */
export function timelineShapes(plot: TimelinePlot, live: boolean): Shape[] {
  const ink = live ? 'currentColor' : GREY;
  const text = (content: string, x: number, y: number, attributes: Shape[1]): Shape => ['text', {x, y, fontFamily: live ? undefined : 'sans-serif', fontSize: 9, ...attributes}, content];
  const {composition} = plot;
  return [
    text(plot.heading.text, plot.heading.x, plot.heading.y, {fill: ink}),
    ...plot.names.map((name) => text(name.text, name.x, name.y, {fill: ink, fontWeight: 'bold'})),
    ...plot.bars.map((bar): Shape => {
      const style = bar.visible ? {fillOpacity: 1, stroke: ink, strokeWidth: 2} : {fillOpacity: INACTIVE_OPACITY, stroke: bar.color, strokeWidth: 1};
      return ['rect', {'data-sequence': bar.name, 'data-visible': live ? bar.visible : undefined, x: bar.x, y: bar.y, width: bar.width, height: bar.height, rx: 3, fill: bar.color, ...style}];
    }),
    ['rect', {x: composition.x, y: composition.y, width: composition.width, height: composition.height, fill: ink, fillOpacity: live ? 0.5 : undefined}],
    // Under the bars' labels, so that it never hides their numbers.
    ['path', {d: plot.playhead.path, fill: 'none', stroke: PLAYHEAD_COLOR, strokeWidth: 2}],
    ...plot.bars.flatMap((bar) => (bar.label === null ? [] : [text(bar.label.text, bar.label.x, bar.label.y, {fill: bar.visible ? '#ffffff' : bar.color})])),
    text(composition.label.text, composition.label.x, composition.label.y, {fill: ink, textAnchor: 'middle'}),
    ...plot.axis.map((tick) => text(tick.text, tick.x, tick.y, {fill: ink, textAnchor: tick.anchor})),
  ];
}

export function timelineSvgDocument(settings: SequenceSettings): string {
  const plot = timelinePlot(settings);
  return svgDocument(plot.title, timelineShapes(plot, false).map(shapeMarkup));
}

/** The JSX comment above a sequence: where it really plays in the composition. */
function rangeComment(range: FrameRange): string {
  const last = range.end - 1;
  if (range.start >= DURATION_IN_FRAMES) return `Frames ${range.start} to ${last}: after the composition ends, so never shown`;
  if (last < 0) return `Frames ${range.start} to ${last}: before the composition starts, so never shown`;
  if (last >= DURATION_IN_FRAMES) return `Frames ${range.start} to ${last}, cut off where the composition ends after frame ${DURATION_IN_FRAMES - 1}`;
  if (range.start < 0) return `Frames ${range.start} to ${last}: it begins at its own frame ${-range.start}`;
  return `Frames ${range.start} to ${last}`;
}

/** Code that places the same three sequences, each drawing a labelled bar in a row of its own. */
export function sequenceCode(settings: SequenceSettings): string {
  const isSeries = settings.layout === '<Series>';
  const ranges = sequenceRanges(settings);
  const sequences = settings.sequences.flatMap((sequence, index) => {
    const {name, color} = ranges[index];
    const props = isSeries
      ? `durationInFrames={${sequence.durationInFrames}}${sequence.offset === 0 ? '' : ` offset={${sequence.offset}}`}`
      : `from={${sequence.from}} durationInFrames={${sequence.durationInFrames}}`;
    const tag = isSeries ? 'Series.Sequence' : 'Sequence';
    return [
      `{/* ${rangeComment(ranges[index])} */}`,
      `<${tag} ${props} name="${name}">`,
      `  <Scene label="${name}" color="${color}" row={${index}} />`,
      `</${tag}>`,
    ];
  });
  const body = isSeries ? ['<Series>', ...sequences.map((line) => `  ${line}`), '</Series>'] : sequences;
  return [
    "import React from 'react';",
    `import {AbsoluteFill, ${isSeries ? 'Series' : 'Sequence'}, useCurrentFrame} from 'remotion';`,
    '',
    '// A bar in a row of its own, so that overlapping sequences stay in sight',
    'const Scene: React.FC<{label: string; color: string; row: number}> = ({label, color, row}) => {',
    '  // Counts from 0 at the first frame of the surrounding sequence',
    '  const frame = useCurrentFrame();',
    '  return (',
    '    <div',
    '      style={{',
    "        position: 'absolute',",
    "        left: '10%',",
    "        width: '80%',",
    '        top: `${10 + row * 30}%`,',
    "        height: '25%',",
    '        backgroundColor: color,',
    "        color: 'white',",
    '        fontSize: 60,',
    '      }}',
    '    >',
    '      {label}: frame {frame}',
    '    </div>',
    '  );',
    '};',
    '',
    `// In a composition of ${DURATION_IN_FRAMES} frames.`,
    `// ${visibilitySentence(settings)}`,
    'export const Timeline: React.FC = () => {',
    '  const frame = useCurrentFrame();',
    '  return (',
    "    <AbsoluteFill style={{backgroundColor: '#111827', color: 'white', fontSize: 40}}>",
    '      Composition frame {frame}',
    ...body.map((line) => `      ${line}`),
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

export const sequenceModel: DemoModel<SequenceSettings> = {
  defaults: SEQUENCE_DEFAULTS,
  code: sequenceCode,
  fallbackSvg: () => timelineSvgDocument(SEQUENCE_DEFAULTS),
};
