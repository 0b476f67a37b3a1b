/**
 * The geometry of a demo's plot, free of React and of Remotion, so that the
 * live demo, the static fallback image and the tests draw the same curve.
 */
import {escapeHtml} from '../../../utils/escapeHtml';

export const PLOT_WIDTH = 320;
export const PLOT_HEIGHT = 160;
/** Room around the drawing area for the axis labels. */
export const PLOT_MARGIN = 16;

export type PlotDomain = {x: readonly [number, number]; y: readonly [number, number]};

export type PlotSeries = {
  /** Shown in the legend and used as the path's accessible name. */
  label: string;
  /** One value per x, at x = 0, 1, 2, … unless `xs` says otherwise. */
  values: readonly number[];
  xs?: readonly number[];
  color: string;
};

export type PlotSpec = {
  title: string;
  domain: PlotDomain;
  series: readonly PlotSeries[];
  /** Values of y drawn as dashed guides, such as an output range's ends. */
  yMarks?: readonly number[];
  /** Values of x drawn as dashed guides, such as an input range's ends. */
  xMarks?: readonly number[];
};

/** To a hundredth of a pixel or a value, which keeps the markup short. */
export const round = (value: number) => Math.round(value * 100) / 100;

export function xToPixel(x: number, domain: PlotDomain): number {
  const [min, max] = domain.x;
  return round(PLOT_MARGIN + ((x - min) / (max - min || 1)) * (PLOT_WIDTH - 2 * PLOT_MARGIN));
}

export function yToPixel(y: number, domain: PlotDomain): number {
  const [min, max] = domain.y;
  return round(PLOT_HEIGHT - PLOT_MARGIN - ((y - min) / (max - min || 1)) * (PLOT_HEIGHT - 2 * PLOT_MARGIN));
}

export function seriesPath(series: PlotSeries, domain: PlotDomain): string {
  return series.values
    .map((value, index) => {
      const x = xToPixel(series.xs?.[index] ?? index, domain);
      return `${index === 0 ? 'M' : 'L'}${x} ${yToPixel(value, domain)}`;
    })
    .join(' ');
}

/** A domain that holds every value with a little air above and below. */
export function domainAround(values: readonly number[], length: number, atLeast: readonly [number, number] = [0, 1]): PlotDomain {
  const finite = values.filter(Number.isFinite);
  const min = Math.min(atLeast[0], ...finite);
  const max = Math.max(atLeast[1], ...finite);
  const air = (max - min) * 0.08 || 0.5;
  return {x: [0, Math.max(1, length - 1)], y: [round(min - air), round(max + air)]};
}

/** The grey of lines and text in a fallback image, readable on the light and the dark theme alike. */
export const GREY = '#8a94a6';

/**
 * One element of a figure: its tag, its attributes as React names them (an
 * undefined one is left out) and its text or its children. A demo describes
 * its figure once; ShapesPlot draws it on the page and shapeMarkup() in the
 * fallback image.
 */
export type Shape = [tag: string, attributes: Record<string, string | number | boolean | undefined>, content?: string | readonly Shape[]];

const attributeName = (name: string) => (name === 'viewBox' ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

/** A shape as SVG markup, each child on a line of its own. */
export function shapeMarkup([tag, attributes, content]: Shape): string {
  const written = Object.entries(attributes).flatMap(([name, value]) => (value === undefined ? [] : [` ${attributeName(name)}="${escapeHtml(String(value))}"`]));
  const open = `<${tag}${written.join('')}`;
  if (content === undefined) return `${open}/>`;
  if (typeof content === 'string') return `${open}>${escapeHtml(content)}</${tag}>`;
  return [`${open}>`, ...content.map(shapeMarkup), `</${tag}>`].join('\n');
}

/** A standalone SVG document of the plot's size: the image a page shows before its demo loads and without JavaScript. */
export function svgDocument(title: string, body: readonly string[]): string {
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}" width="${PLOT_WIDTH}" height="${PLOT_HEIGHT}" role="img">`,
    `<title>${escapeHtml(title)}</title>`,
    ...body,
    '</svg>',
  ];
  return `${lines.join('\n')}\n`;
}

/** A dashed guide line's stroke, in the theme's colour on the page and in grey in the fallback image. */
export const guideStroke = (live: boolean) => ({...(live ? {stroke: 'currentColor', strokeOpacity: 0.5} : {stroke: GREY, strokeWidth: 1}), strokeDasharray: '3 3'});

/** The plot's elements: `live` draws lines in the theme's colour and labels the axes' ends, the fallback image draws in grey. */
export function plotShapes(spec: PlotSpec, live: boolean): Shape[] {
  const {domain} = spec;
  const frame = live ? {stroke: 'currentColor', strokeOpacity: 0.35} : {stroke: GREY, strokeWidth: 1};
  const guide = guideStroke(live);
  const label = (value: number, x: number, y: number, textAnchor?: string): Shape => ['text', {x, y, fontSize: 9, fill: 'currentColor', textAnchor}, String(round(value))];
  return [
    ['rect', {x: PLOT_MARGIN, y: PLOT_MARGIN, width: PLOT_WIDTH - 2 * PLOT_MARGIN, height: PLOT_HEIGHT - 2 * PLOT_MARGIN, fill: 'none', ...frame}],
    ...(spec.yMarks ?? []).map((y): Shape => ['line', {x1: PLOT_MARGIN, x2: PLOT_WIDTH - PLOT_MARGIN, y1: yToPixel(y, domain), y2: yToPixel(y, domain), ...guide}]),
    ...(spec.xMarks ?? []).map((x): Shape => ['line', {y1: PLOT_MARGIN, y2: PLOT_HEIGHT - PLOT_MARGIN, x1: xToPixel(x, domain), x2: xToPixel(x, domain), ...guide}]),
    ...(live ? [label(domain.y[1], 2, PLOT_MARGIN - 4), label(domain.y[0], 2, PLOT_HEIGHT - 4), label(domain.x[1], PLOT_WIDTH - PLOT_MARGIN, PLOT_HEIGHT - 4, 'end')] : []),
    ...spec.series.map((series): Shape => {
      const attributes = {d: seriesPath(series, domain), fill: 'none', stroke: series.color, strokeWidth: 2};
      return ['path', live ? {...attributes, 'data-series': series.label} : attributes];
    }),
  ];
}

export function plotSvgDocument(spec: PlotSpec): string {
  return svgDocument(spec.title, plotShapes(spec, false).map(shapeMarkup));
}
