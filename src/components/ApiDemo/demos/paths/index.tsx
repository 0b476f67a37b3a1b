import React, {useMemo, useState} from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import DemoLayout from '../../parts/DemoLayout';
import DemoStage from '../../parts/DemoStage';
import {RangeField, SelectField, TextField} from '@site/src/components/FormFields';
import {PLOT_HEIGHT, PLOT_WIDTH} from '../../parts/plot';
import {
  PATHS_DEFAULTS,
  PATHS_MODES,
  PATH_A_EXAMPLE,
  PATH_B_EXAMPLE,
  STAGE,
  cellLabels,
  lengthReadout,
  pathProblem,
  pathsAt,
  pathsBox,
  pathsCode,
  pathsFigure,
  progressAt,
  stageStrokeWidth,
  viewBoxOf,
  type DrawnPath,
  type PathsFigure,
  type PathsSettings,
} from './model';

function PathElement({path, strokeWidth}: {path: DrawnPath; strokeWidth: number}): React.JSX.Element {
  return (
    <path
      d={path.d}
      fill="none"
      stroke={path.color}
      strokeWidth={strokeWidth}
      strokeOpacity={path.opacity}
      strokeDasharray={path.strokeDasharray}
      strokeDashoffset={path.strokeDashoffset}
      data-path-role={path.role}
    />
  );
}

/** The plot: what the chosen function returns at six frames, drawn like the fallback image. */
function Filmstrip({figure}: {figure: PathsFigure}): React.JSX.Element {
  return (
    <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} role="img" aria-label={figure.title} data-demo-plot="">
      {figure.cells.map((cell) => {
        const labels = cellLabels(cell);
        const {drawing} = cell;
        return (
          <g key={cell.x + cell.y * PLOT_WIDTH}>
            <rect x={cell.x} y={cell.y} width={cell.width} height={cell.height} fill="none" stroke="currentColor" strokeOpacity={0.35} />
            <text x={cell.x + 4} y={cell.y + 10} fontSize={8} fill="currentColor">
              {labels.frame}
            </text>
            <text x={cell.x + cell.width - 4} y={cell.y + 10} fontSize={8} fill="currentColor" textAnchor="end">
              {labels.progress}
            </text>
            <svg x={drawing.x} y={drawing.y} width={drawing.width} height={drawing.height} viewBox={figure.viewBox}>
              {cell.paths.map((path) => (
                <PathElement key={path.role} path={path} strokeWidth={figure.strokeWidth} />
              ))}
            </svg>
          </g>
        );
      })}
    </svg>
  );
}

type SceneProps = {settings: PathsSettings; viewBox: string; strokeWidth: number};

/** The composition: the chosen function applied at the current frame, as in the code below it. */
function PathsScene({settings, viewBox, strokeWidth}: SceneProps): React.JSX.Element {
  const frame = useCurrentFrame();
  const paths = pathsAt(settings, progressAt(settings, frame));
  return (
    <AbsoluteFill style={{backgroundColor: 'white'}}>
      <svg viewBox={viewBox} style={{width: '100%', height: '100%'}}>
        {paths.map((path) => (
          <PathElement key={path.role} path={path} strokeWidth={strokeWidth} />
        ))}
      </svg>
    </AbsoluteFill>
  );
}

const PATH_FIELDS = [
  {key: 'pathA', name: 'Path A', label: 'Path A (blue)', example: PATH_A_EXAMPLE},
  {key: 'pathB', name: 'Path B', label: 'Path B (orange)', example: PATH_B_EXAMPLE},
] as const;

const draftsOf = ({pathA, pathB}: PathsSettings) => ({pathA, pathB});

export default function PathsDemo(): React.JSX.Element {
  const [settings, setSettings] = useState(PATHS_DEFAULTS);
  // What the reader typed, which may not be a path yet; settings keep the last valid one.
  const [drafts, setDrafts] = useState(() => draftsOf(PATHS_DEFAULTS));
  const set = <Key extends keyof PathsSettings>(key: Key) => (value: PathsSettings[Key]) => setSettings((current) => ({...current, [key]: value}));
  const setPath = (key: 'pathA' | 'pathB') => (text: string) => {
    setDrafts((current) => ({...current, [key]: text}));
    if (pathProblem(text) === null) set(key)(text.trim());
  };
  const figure = useMemo(() => pathsFigure(settings), [settings]);
  const inputProps = useMemo(() => {
    const box = pathsBox(settings);
    return {settings, viewBox: viewBoxOf(box), strokeWidth: stageStrokeWidth(box)};
  }, [settings]);
  const problems = PATH_FIELDS.flatMap(({key, name}) => {
    const problem = pathProblem(drafts[key]);
    return problem === null ? [] : [`${name} could not be parsed (${problem}); the demo keeps the last valid one.`];
  });
  return (
    <DemoLayout
      label="evolvePath() and interpolatePath() playground"
      onReset={() => {
        setSettings(PATHS_DEFAULTS);
        setDrafts(draftsOf(PATHS_DEFAULTS));
      }}
      plot={<Filmstrip figure={figure} />}
      stage={<DemoStage component={PathsScene} inputProps={inputProps} durationInFrames={settings.durationInFrames} fps={30} width={STAGE.width} height={STAGE.height} />}
      code={pathsCode(settings)}
      readout={
        <>
          {lengthReadout(settings)}
          {problems.map((problem) => (
            <React.Fragment key={problem}>
              <br />
              <strong>{problem}</strong>
            </React.Fragment>
          ))}
        </>
      }
      controls={
        <>
          {PATH_FIELDS.map(({key, label, example}) => (
            <TextField key={key} label={label} value={drafts[key]} placeholder={example} onChange={setPath(key)} />
          ))}
          <SelectField label="Function" value={settings.mode} options={PATHS_MODES} onChange={set('mode')} />
          <RangeField label="Duration (frames)" value={settings.durationInFrames} min={10} max={120} onChange={set('durationInFrames')} />
        </>
      }
    />
  );
}
