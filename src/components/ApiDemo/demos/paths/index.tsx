import React, {useMemo, useState} from 'react';
import {AbsoluteFill, useCurrentFrame} from 'remotion';
import DemoLayout from '../../parts/DemoLayout';
import DemoStage from '../../parts/DemoStage';
import {RangeField, SelectField, TextField} from '@site/src/components/FormFields';
import ShapesPlot, {drawShapes} from '../../parts/ShapesPlot';
import {
  PATHS_DEFAULTS,
  PATHS_MODES,
  PATH_A_EXAMPLE,
  PATH_B_EXAMPLE,
  STAGE,
  figureShapes,
  lengthReadout,
  pathProblem,
  pathShape,
  pathsAt,
  pathsBox,
  pathsCode,
  pathsFigure,
  progressAt,
  stageStrokeWidth,
  viewBoxOf,
  type PathsSettings,
} from './model';

type SceneProps = {settings: PathsSettings; viewBox: string; strokeWidth: number};

/** The composition: the chosen function applied at the current frame, as in the code below it. */
function PathsScene({settings, viewBox, strokeWidth}: SceneProps): React.JSX.Element {
  const frame = useCurrentFrame();
  const paths = pathsAt(settings, progressAt(settings, frame));
  return (
    <AbsoluteFill style={{backgroundColor: 'white'}}>
      <svg viewBox={viewBox} style={{width: '100%', height: '100%'}}>
        {drawShapes(paths.map((path) => pathShape(path, strokeWidth, true)))}
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
      plot={<ShapesPlot title={figure.title} shapes={figureShapes(figure, true)} />}
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
