import React from 'react';
import {PLOT_HEIGHT, PLOT_WIDTH, type Shape} from './plot';

/**
 * Shapes as React elements, for a plot or a composition. An element is kept
 * only for a shape with the same attributes: one that lost an attribute and
 * got it back would list it last, and Reset would not give back the same markup.
 */
export function drawShapes(shapes: readonly Shape[]): React.ReactNode {
  return shapes.map(([tag, attributes, content], index) => {
    const key = `${index} ${tag} ${Object.keys(attributes).filter((name) => attributes[name] !== undefined)}`;
    return React.createElement(tag, {key, ...attributes}, typeof content === 'object' ? drawShapes(content) : content);
  });
}

/** A demo's live plot: the shapes of its fallback image, with lines and text in the theme's colour. */
export default function ShapesPlot({title, shapes}: {title: string; shapes: readonly Shape[]}): React.JSX.Element {
  return (
    <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} role="img" aria-label={title} data-demo-plot="">
      {drawShapes(shapes)}
    </svg>
  );
}
