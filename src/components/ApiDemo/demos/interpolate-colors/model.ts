import {interpolateColors} from 'remotion';
import type {DemoModel} from '../../parts/model';
import {GREY, PLOT_HEIGHT, PLOT_MARGIN, PLOT_WIDTH, round, shapeMarkup, svgDocument, type Shape} from '../../parts/plot';

/** The length of the demo's composition: the band shows every one of its frames. */
export const DURATION_IN_FRAMES = 90;
export const FPS = 30;

export type ColorStop = {
  /** A colour as `<input type="color">` gives it: `#rrggbb` in lower case. */
  color: string;
  frame: number;
};

export type InterpolateColorsSettings = {
  /** Ordered by frame, each strictly after the one before, as interpolateColors() requires. */
  stops: readonly [ColorStop, ColorStop, ColorStop];
};

export const INTERPOLATE_COLORS_DEFAULTS: InterpolateColorsSettings = {
  // The last stop sits before the end, so that every stop's frame can move both ways.
  stops: [
    {color: '#0b84f3', frame: 0},
    {color: '#e11d48', frame: 40},
    {color: '#facc15', frame: 80},
  ],
};

/** The inputRange and outputRange that interpolateColors() receives for these settings. */
export function colorRanges(settings: InterpolateColorsSettings): {inputRange: number[]; outputRange: string[]} {
  return {
    inputRange: settings.stops.map((stop) => stop.frame),
    outputRange: settings.stops.map((stop) => stop.color),
  };
}

/** The colour at the given frame, exactly as the demo's composition asks for it. */
export function colorAt(settings: InterpolateColorsSettings, frame: number): string {
  const {inputRange, outputRange} = colorRanges(settings);
  return interpolateColors(frame, inputRange, outputRange);
}

/**
 * The settings with one stop moved to the given frame. A stop cannot reach
 * or pass its neighbours: interpolateColors() throws unless every frame is
 * greater than the one before.
 */
export function withStopFrame(settings: InterpolateColorsSettings, index: number, frame: number): InterpolateColorsSettings {
  const previous = settings.stops[index - 1];
  const next = settings.stops[index + 1];
  const lowest = previous ? previous.frame + 1 : 0;
  const highest = next ? next.frame - 1 : DURATION_IN_FRAMES - 1;
  const clamped = Math.min(highest, Math.max(lowest, Math.round(frame)));
  return withStop(settings, index, {...settings.stops[index], frame: clamped});
}

export function withStopColor(settings: InterpolateColorsSettings, index: number, color: string): InterpolateColorsSettings {
  return withStop(settings, index, {...settings.stops[index], color});
}

function withStop(settings: InterpolateColorsSettings, index: number, stop: ColorStop): InterpolateColorsSettings {
  const [first, second, third] = settings.stops.map((current, position) => (position === index ? stop : current));
  return {stops: [first, second, third]};
}

/*
 * The band's geometry, shared by the live plot and the fallback image: one
 * narrow rect per frame, and under it a triangle and a label for each stop.
 */
const BAND_TOP = PLOT_MARGIN;
const BAND_HEIGHT = 72;
const BAND_BOTTOM = BAND_TOP + BAND_HEIGHT;
const FRAME_WIDTH = (PLOT_WIDTH - 2 * PLOT_MARGIN) / DURATION_IN_FRAMES;
const MARKER_SIZE = 6;
/** Each stop's label has a row of its own, so that stops a frame apart stay readable. */
const LABEL_ROW = 13;
const FIRST_LABEL_Y = BAND_BOTTOM + MARKER_SIZE + 16;

/** The left edge of a frame's rect in the band. */
export function frameToPixel(frame: number): number {
  return round(PLOT_MARGIN + frame * FRAME_WIDTH);
}

export function colorBandTitle(settings: InterpolateColorsSettings): string {
  const stopList = settings.stops.map((stop) => `${stop.color} at frame ${stop.frame}`).join(', ');
  return `interpolateColors() per frame from 0 to ${DURATION_IN_FRAMES - 1}, with the stops ${stopList}`;
}

/** The band's elements: `live` draws lines and text in the theme's colour, the fallback image in grey. */
export function colorBandShapes(settings: InterpolateColorsSettings, live: boolean): Shape[] {
  const ink = live ? 'currentColor' : GREY;
  const line = {stroke: ink, strokeWidth: 1, strokeOpacity: live ? 0.6 : undefined};
  const text = (content: string, x: number, y: number, textAnchor: string): Shape => [
    'text',
    {x, y, fontFamily: live ? undefined : 'sans-serif', fontSize: 9, fill: ink, textAnchor},
    content,
  ];
  const rects = Array.from({length: DURATION_IN_FRAMES}, (_, frame): Shape => [
    'rect',
    // A little overlap in width, so that no background shows between neighbouring frames.
    {'data-frame': frame, x: frameToPixel(frame), y: BAND_TOP, width: round(FRAME_WIDTH + 0.5), height: BAND_HEIGHT, fill: colorAt(settings, frame)},
  ]);
  // For each stop, a line across the band and a triangle under it, pointing at the middle of the stop's frame.
  const markers = settings.stops.flatMap((stop, index): Shape[] => {
    const x = round(frameToPixel(stop.frame) + FRAME_WIDTH / 2);
    // Labels near an edge grow inwards so that they stay inside the image.
    const anchor = x < PLOT_WIDTH / 4 ? 'start' : x > (PLOT_WIDTH * 3) / 4 ? 'end' : 'middle';
    const textX = anchor === 'start' ? Math.max(PLOT_MARGIN, x - MARKER_SIZE) : anchor === 'end' ? Math.min(PLOT_WIDTH - PLOT_MARGIN, x + MARKER_SIZE) : x;
    const triangleBase = BAND_BOTTOM + 1 + MARKER_SIZE;
    return [
      ['line', {x1: x, x2: x, y1: BAND_TOP, y2: BAND_BOTTOM, ...line}],
      ['path', {d: `M${x} ${BAND_BOTTOM + 1} L${round(x + MARKER_SIZE)} ${triangleBase} L${round(x - MARKER_SIZE)} ${triangleBase} Z`, fill: stop.color, ...line}],
      text(`stop ${index + 1}: ${stop.color} at frame ${stop.frame}`, textX, FIRST_LABEL_Y + index * LABEL_ROW, anchor),
    ];
  });
  // Frame numbers at both ends of the band.
  return [...rects, ...markers, text('0', PLOT_MARGIN, PLOT_HEIGHT - 4, 'start'), text(String(DURATION_IN_FRAMES - 1), PLOT_WIDTH - PLOT_MARGIN, PLOT_HEIGHT - 4, 'end')];
}

export function colorBandSvgDocument(settings: InterpolateColorsSettings): string {
  return svgDocument(colorBandTitle(settings), colorBandShapes(settings, false).map(shapeMarkup));
}

/** Code that gives the same colours, as a circle whose fill changes per frame. */
export function interpolateColorsCode(settings: InterpolateColorsSettings): string {
  const {inputRange, outputRange} = colorRanges(settings);
  return [
    "import React from 'react';",
    "import {AbsoluteFill, interpolateColors, useCurrentFrame} from 'remotion';",
    '',
    `// In a composition of ${DURATION_IN_FRAMES} frames`,
    'export const ColorStops: React.FC = () => {',
    '  const frame = useCurrentFrame();',
    '  const color = interpolateColors(',
    '    frame,',
    `    [${inputRange.join(', ')}],`,
    `    [${outputRange.map((color) => `'${color}'`).join(', ')}]`,
    '  );',
    '  return (',
    "    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center'}}>",
    "      <div style={{width: 240, height: 240, borderRadius: '50%', backgroundColor: color}} />",
    '    </AbsoluteFill>',
    '  );',
    '};',
  ].join('\n');
}

export const interpolateColorsModel: DemoModel<InterpolateColorsSettings> = {
  defaults: INTERPOLATE_COLORS_DEFAULTS,
  code: interpolateColorsCode,
  fallbackSvg: () => colorBandSvgDocument(INTERPOLATE_COLORS_DEFAULTS),
};
