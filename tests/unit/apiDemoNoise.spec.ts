import {expect, test} from '@playwright/test';
import {noise3D} from '@remotion/noise';
import {
  FIELD_COLUMNS,
  FIELD_ROWS,
  MARKED_CELL,
  NOISE_DEFAULTS,
  NOISE_DURATION,
  SHOWN_FRAME,
  noiseCode,
  noiseModel,
  noiseSvgDocument,
} from '../../src/components/ApiDemo/demos/noise/model';
import {NOISE_SAMPLES} from './apiDemoSamples';
import {pathPoints, stripYToValue} from './apiDemoReadBack';

/** The cells the plot draws, read back from its markup: the position gives the cell, the opacity the value. */
function drawnCells(svg: string): Map<string, number> {
  const cells = new Map<string, number>();
  for (const match of svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="[\d.]+" fill-opacity="([\d.]+)"\/>/g)) {
    const size = Number(match[3]);
    cells.set(`${Number(match[1]) / size},${Number(match[2]) / size}`, Number(match[4]));
  }
  return cells;
}

function drawnLine(svg: string): Array<[number, number]> {
  const path = /<path d="([^"]+)"/.exec(svg);
  expect(path, 'the plot draws the marked cell as a line').not.toBeNull();
  return pathPoints(path![1]);
}

const SAMPLE_CELLS: ReadonlyArray<[number, number]> = [
  [0, 0],
  [1, 0],
  [0, 1],
  [5, 3],
  [MARKED_CELL.column, MARKED_CELL.row],
  [31, 0],
  [20, 9],
  [FIELD_COLUMNS - 1, FIELD_ROWS - 1],
];

test('the field draws what noise3D() returns for each cell at the frame the Player pauses on', () => {
  for (const settings of NOISE_SAMPLES) {
    const cells = drawnCells(noiseSvgDocument(settings));
    expect(cells.size, JSON.stringify(settings)).toBe(FIELD_COLUMNS * FIELD_ROWS);
    for (const [column, row] of SAMPLE_CELLS) {
      const expected = noise3D(settings.seed, column * settings.scale, row * settings.scale, SHOWN_FRAME * settings.speed);
      const opacity = cells.get(`${column},${row}`);
      expect(opacity, `cell ${column},${row} of ${JSON.stringify(settings)}`).toBeDefined();
      // Opacities are rounded to a thousandth: half of that, doubled back to the -1…1 range.
      expect(Math.abs(opacity! * 2 - 1 - expected), `cell ${column},${row} of ${JSON.stringify(settings)}`).toBeLessThanOrEqual(0.001 + 1e-9);
    }
  }
});

test("the line under the field is noise3D() at the marked cell, frame by frame", () => {
  for (const settings of NOISE_SAMPLES) {
    const points = drawnLine(noiseSvgDocument(settings));
    expect(points.length).toBe(NOISE_DURATION);
    for (const frame of [0, 1, 7, SHOWN_FRAME, 99, NOISE_DURATION - 1]) {
      const expected = noise3D(settings.seed, MARKED_CELL.column * settings.scale, MARKED_CELL.row * settings.scale, frame * settings.speed);
      // Points are rounded to a hundredth of a pixel, and the strip is 32 pixels for a range of 2.
      expect(Math.abs(stripYToValue(points[frame][1]) - expected), `frame ${frame} of ${JSON.stringify(settings)}`).toBeLessThanOrEqual(0.0004);
    }
  }
});

test('seed, scale and speed each change the field, the line and the code', () => {
  const variants = [NOISE_DEFAULTS, {...NOISE_DEFAULTS, seed: 'waves'}, {...NOISE_DEFAULTS, scale: 0.5}, {...NOISE_DEFAULTS, speed: 0.1}];
  const fields = variants.map((settings) => [...drawnCells(noiseSvgDocument(settings)).values()].join());
  const lines = variants.map((settings) => drawnLine(noiseSvgDocument(settings)).join());
  const codes = variants.map(noiseCode);
  expect(new Set(fields).size).toBe(variants.length);
  expect(new Set(lines).size).toBe(variants.length);
  expect(new Set(codes).size).toBe(variants.length);
  expect(new Set(NOISE_SAMPLES.slice(1).map(noiseCode)).size).toBe(NOISE_SAMPLES.length - 1);
});

test('the code uses the current settings, and a seed with quotes stays one string', () => {
  const code = noiseCode({seed: "it's \\ here", scale: 0.25, speed: 0.035});
  expect(code).toContain("const SEED = 'it\\'s \\\\ here';");
  expect(code).toContain('const SCALE = 0.25;');
  expect(code).toContain('const SPEED = 0.035;');
  expect(code).toContain('noise3D(SEED, column * SCALE, row * SCALE, frame * SPEED)');
});

test('the fallback image is the field at the default settings', () => {
  expect(noiseModel.fallbackSvg()).toBe(noiseSvgDocument(NOISE_DEFAULTS));
  expect(noiseModel.fallbackSvg()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 320 160" width="320" height="160" role="img">\n<title>/);
  expect((noiseModel.fallbackSvg().match(/<rect /g) ?? []).length).toBeLessThanOrEqual(600);
});
