import {expect, test} from '@playwright/test';
import {measureSpring, spring} from 'remotion';
import {plottedFrames, springPlot} from '../../src/components/ApiDemo/demos/spring/model';
import {seriesPath, xToPixel} from '../../src/components/ApiDemo/parts/plot';
import {SPRING_SAMPLES} from './apiDemoSamples';
import {pathPoints, pixelToY} from './apiDemoReadBack';

test('the spring() plot draws what spring() returns at every sampled frame', () => {
  for (const settings of SPRING_SAMPLES) {
    const plot = springPlot(settings);
    const points = pathPoints(seriesPath(plot.series[0], plot.domain));
    const {fps, mass, damping, stiffness, overshootClamping, from, to, durationInFrames} = settings;
    const length = durationInFrames ?? measureSpring({fps, config: {mass, damping, stiffness, overshootClamping}, from, to});
    expect(points.length, JSON.stringify(settings)).toBe(plottedFrames(settings));
    expect(points.length).toBeGreaterThanOrEqual(Math.ceil(length));
    const pixelsPerValue = 128 / (plot.domain.y[1] - plot.domain.y[0]);
    for (const frame of [0, 1, 5, Math.floor(length / 2), Math.floor(length) - 1, points.length - 1]) {
      const expected = spring({frame, fps, config: {mass, damping, stiffness, overshootClamping}, from, to, ...(durationInFrames === null ? {} : {durationInFrames})});
      const [x, y] = points[frame];
      expect(x).toBeCloseTo(xToPixel(frame, plot.domain), 2);
      // Points are rounded to a hundredth of a pixel.
      expect(Math.abs(pixelToY(y, plot.domain) - expected), `frame ${frame} of ${JSON.stringify(settings)}`).toBeLessThanOrEqual(0.006 / pixelsPerValue);
    }
  }
});

test('the samples make spring() move differently', () => {
  const ends = SPRING_SAMPLES.map((settings) => springPlot(settings).series[0].values.slice(0, 10).join());
  expect(new Set(ends).size).toBe(SPRING_SAMPLES.length);
});
