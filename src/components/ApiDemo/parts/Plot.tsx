import React from 'react';
import {PLOT_HEIGHT, PLOT_MARGIN, PLOT_WIDTH, seriesPath, xToPixel, yToPixel, type PlotSpec} from './plot';

const format = (value: number) => String(Math.round(value * 100) / 100);

/** The live plot: the same geometry as the fallback image, in the theme's colours. */
export default function Plot({spec}: {spec: PlotSpec}): React.JSX.Element {
  const {domain} = spec;
  return (
    <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} role="img" aria-label={spec.title} data-demo-plot="">
      <rect
        x={PLOT_MARGIN}
        y={PLOT_MARGIN}
        width={PLOT_WIDTH - 2 * PLOT_MARGIN}
        height={PLOT_HEIGHT - 2 * PLOT_MARGIN}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.35}
      />
      {spec.yMarks?.map((y) => (
        <line key={`y${y}`} x1={PLOT_MARGIN} x2={PLOT_WIDTH - PLOT_MARGIN} y1={yToPixel(y, domain)} y2={yToPixel(y, domain)} stroke="currentColor" strokeOpacity={0.5} strokeDasharray="3 3" />
      ))}
      {spec.xMarks?.map((x) => (
        <line key={`x${x}`} y1={PLOT_MARGIN} y2={PLOT_HEIGHT - PLOT_MARGIN} x1={xToPixel(x, domain)} x2={xToPixel(x, domain)} stroke="currentColor" strokeOpacity={0.5} strokeDasharray="3 3" />
      ))}
      <text x={2} y={PLOT_MARGIN - 4} fontSize={9} fill="currentColor">
        {format(domain.y[1])}
      </text>
      <text x={2} y={PLOT_HEIGHT - 4} fontSize={9} fill="currentColor">
        {format(domain.y[0])}
      </text>
      <text x={PLOT_WIDTH - PLOT_MARGIN} y={PLOT_HEIGHT - 4} fontSize={9} fill="currentColor" textAnchor="end">
        {format(domain.x[1])}
      </text>
      {spec.series.map((series) => (
        <path key={series.label} d={seriesPath(series, domain)} fill="none" stroke={series.color} strokeWidth={2} data-series={series.label} />
      ))}
    </svg>
  );
}
