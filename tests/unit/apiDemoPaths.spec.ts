import {expect, test} from '@playwright/test';
import {evolvePath, getLength, interpolatePath} from '@remotion/paths';
import {interpolate} from 'remotion';
import {
  PATHS_DEFAULTS,
  PATHS_MODES,
  PATH_A_EXAMPLE,
  PATH_B_EXAMPLE,
  figureSvgDocument,
  lengthReadout,
  pathProblem,
  pathsAt,
  pathsBox,
  pathsCode,
  pathsFigure,
  progressAt,
  stageStrokeWidth,
  type PathsSettings,
} from '../../src/components/ApiDemo/demos/paths/model';
import {PATHS_SAMPLES} from './apiDemoSamples';

const ALL_SETTINGS = [PATHS_DEFAULTS, ...PATHS_SAMPLES];

const unescapeXml = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&');

type ParsedPath = {d: string; stroke: string; opacity: number; dasharray?: string; dashoffset?: number};
type ParsedCell = {frameLabel: string; progressLabel: string; paths: ParsedPath[]};

/** Reads the filmstrip back from the SVG markup the demo draws: per cell its labels and its paths' attributes. */
function parseFilmstrip(svg: string): ParsedCell[] {
  return svg
    .split('<rect ')
    .slice(1)
    .map((cell) => {
      const labels = [...cell.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
      const paths = [...cell.matchAll(/<path ([^>]*)\/>/g)].map((match) => {
        const attribute = (name: string) => match[1].match(new RegExp(`(?:^| )${name}="([^"]*)"`))?.[1];
        const dashoffset = attribute('stroke-dashoffset');
        return {
          d: unescapeXml(attribute('d') ?? ''),
          stroke: attribute('stroke') ?? '',
          opacity: Number(attribute('stroke-opacity') ?? 1),
          dasharray: attribute('stroke-dasharray'),
          dashoffset: dashoffset === undefined ? undefined : Number(dashoffset),
        };
      });
      return {frameLabel: labels[0], progressLabel: labels[1], paths};
    });
}

/** The progress the composition gives both functions, computed here without the model. */
const expectedProgress = (settings: PathsSettings, frame: number) =>
  interpolate(frame, [0, settings.durationInFrames - 1], [0, 1], {extrapolateRight: 'clamp'});

test('the filmstrip draws what evolvePath() and interpolatePath() return at each of its frames', () => {
  for (const settings of ALL_SETTINGS) {
    const label = JSON.stringify(settings);
    const cells = parseFilmstrip(figureSvgDocument(pathsFigure(settings)));
    expect(cells, label).toHaveLength(6);
    const frames = cells.map((cell) => Number(cell.frameLabel.replace('frame ', '')));
    expect(frames[0], label).toBe(0);
    expect(frames[frames.length - 1], label).toBe(settings.durationInFrames - 1);
    for (const [index, cell] of cells.entries()) {
      const progress = expectedProgress(settings, frames[index]);
      expect(cell.progressLabel, label).toBe(`progress ${progress.toFixed(2)}`);
      const [ghostA, ghostB, ...drawn] = cell.paths;
      expect([ghostA.d, ghostB.d], label).toEqual([settings.pathA, settings.pathB]);
      expect([ghostA.opacity, ghostB.opacity].every((opacity) => opacity < 1), label).toBe(true);
      if (settings.mode === 'evolvePath') {
        expect(drawn, label).toHaveLength(2);
        for (const [path, source] of [
          [drawn[0], settings.pathA],
          [drawn[1], settings.pathB],
        ] as const) {
          const expected = evolvePath(progress, source);
          expect(path.d).toBe(source);
          expect(path.dasharray, `frame ${frames[index]} of ${label}`).toBe(expected.strokeDasharray);
          expect(path.dashoffset, `frame ${frames[index]} of ${label}`).toBeCloseTo(expected.strokeDashoffset, 9);
          const length = getLength(source);
          expect(path.dashoffset).toBeCloseTo(length * (1 - progress), 6);
        }
      } else {
        expect(drawn, label).toHaveLength(1);
        expect(drawn[0].d, `frame ${frames[index]} of ${label}`).toBe(interpolatePath(progress, settings.pathA, settings.pathB));
        expect(drawn[0].dasharray).toBeUndefined();
      }
    }
  }
});

test('the Player draws the same functions at any frame, including its paused frame and after the end', () => {
  for (const settings of ALL_SETTINGS) {
    const {durationInFrames: duration, pathA, pathB} = settings;
    for (const frame of [0, 1, Math.floor(duration / 3), duration - 2, duration - 1, duration + 10]) {
      const progress = expectedProgress(settings, frame);
      expect(progressAt(settings, frame)).toBe(progress);
      const drawn = pathsAt(settings, progress).filter((path) => path.opacity === 1);
      if (settings.mode === 'evolvePath') {
        expect(drawn.map(({strokeDasharray, strokeDashoffset}) => ({strokeDasharray, strokeDashoffset}))).toEqual([
          evolvePath(progress, pathA),
          evolvePath(progress, pathB),
        ]);
      } else {
        expect(drawn.map((path) => path.d)).toEqual([interpolatePath(progress, pathA, pathB)]);
      }
    }
    // Held at the end: fully drawn, or fully morphed into path B.
    const end = pathsAt(settings, progressAt(settings, duration + 10)).filter((path) => path.opacity === 1);
    if (settings.mode === 'evolvePath') expect(end.map((path) => path.strokeDashoffset)).toEqual([0, 0]);
    else expect(end[0].d).toBe(pathB);
  }
});

test('the readout shows what getLength() returns for both paths', () => {
  for (const settings of ALL_SETTINGS) {
    const numbers = lengthReadout(settings).match(/path A (-?[\d.]+), path B (-?[\d.]+)/);
    expect(numbers, lengthReadout(settings)).not.toBeNull();
    expect(Math.abs(Number(numbers?.[1]) - getLength(settings.pathA))).toBeLessThanOrEqual(0.005);
    expect(Math.abs(Number(numbers?.[2]) - getLength(settings.pathB))).toBeLessThanOrEqual(0.005);
  }
});

test('the code shows the paths, the frames and the function the demo uses', () => {
  for (const settings of ALL_SETTINGS) {
    const code = pathsCode(settings);
    const box = pathsBox(settings);
    expect(code).toContain(`const pathA = '${settings.pathA}';`);
    expect(code).toContain(`const pathB = '${settings.pathB}';`);
    expect(code).toContain(`interpolate(frame, [0, ${settings.durationInFrames - 1}], [0, 1], {extrapolateRight: 'clamp'})`);
    expect(code).toContain(`import {${settings.mode}} from '@remotion/paths';`);
    expect(code).toContain(`viewBox="${box.x} ${box.y} ${box.width} ${box.height}"`);
    expect(code).toContain(`strokeWidth={${stageStrokeWidth(box)}}`);
  }
});

test('paths the functions cannot read are refused with a reason, and the examples are accepted', () => {
  for (const valid of [PATH_A_EXAMPLE, PATH_B_EXAMPLE, ...ALL_SETTINGS.flatMap((settings) => [settings.pathA, settings.pathB])]) {
    expect(pathProblem(valid), valid).toBeNull();
  }
  for (const invalid of ['', 'hello', 'L 10 10', 'M 0 0 L 10', 'M0-5L10 10']) {
    expect(pathProblem(invalid), invalid).toMatch(/\w/);
  }
});

test('every control changes the plot, the paused frame of the Player and the code', () => {
  const snapshot = (settings: PathsSettings) => ({
    plot: figureSvgDocument(pathsFigure(settings)),
    stage: JSON.stringify([pathsBox(settings), pathsAt(settings, progressAt(settings, Math.floor(settings.durationInFrames / 3)))]),
    code: pathsCode(settings),
  });
  // The order of the demo's fields, each moved as the end-to-end test moves it.
  const changes: Array<(settings: PathsSettings) => PathsSettings> = [
    (settings) => ({...settings, pathA: PATH_A_EXAMPLE}),
    (settings) => ({...settings, pathB: PATH_B_EXAMPLE}),
    (settings) => ({...settings, mode: PATHS_MODES.find((mode) => mode !== settings.mode) ?? settings.mode}),
    (settings) => ({...settings, durationInFrames: 120}),
  ];
  // From the defaults, and from the other mode, where each field affects something else.
  for (const start of [PATHS_DEFAULTS, {...PATHS_DEFAULTS, mode: 'interpolatePath' as const}]) {
    let settings = start;
    for (const change of changes) {
      const next = change(settings);
      const [before, after] = [snapshot(settings), snapshot(next)];
      for (const part of ['plot', 'stage', 'code'] as const) {
        expect(after[part], `${part} after ${JSON.stringify(next)}`).not.toBe(before[part]);
      }
      settings = next;
    }
  }
});

test('the samples draw different filmstrips and show different code', () => {
  const others = PATHS_SAMPLES.filter((settings) => settings !== PATHS_DEFAULTS);
  expect(others.length).toBeGreaterThanOrEqual(3);
  const all = [PATHS_DEFAULTS, ...others];
  expect(new Set(all.map((settings) => figureSvgDocument(pathsFigure(settings)))).size).toBe(all.length);
  expect(new Set(all.map(pathsCode)).size).toBe(all.length);
});
