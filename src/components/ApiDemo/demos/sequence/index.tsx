import React, {useEffect, useMemo, useRef, useState} from 'react';
import type {CallbackListener, PlayerRef} from '@remotion/player';
import {AbsoluteFill, Sequence, Series, useCurrentFrame} from 'remotion';
import DemoLayout from '../../parts/DemoLayout';
import DemoStage from '../../parts/DemoStage';
import {RangeField, SelectField} from '@site/src/components/FormFields';
import ShapesPlot from '../../parts/ShapesPlot';
import {
  DURATION_IN_FRAMES,
  FPS,
  LAYOUTS,
  LAYOUT_PROPS,
  LIMITS,
  SEQUENCE_COLORS,
  SEQUENCE_DEFAULTS,
  SEQUENCE_NAMES,
  sequenceCode,
  timelinePlot,
  timelineShapes,
  type SequenceSettings,
  type TimedSequence,
} from './model';

const STAGE = {width: 480, height: 240, rowTop: 44, rowStep: 64, rowHeight: 56, slotLeft: 210, slotWidth: 254};

const rowTop = (index: number) => STAGE.rowTop + index * STAGE.rowStep;

/** A row's slot on the right: where its sequence's bar appears over the empty outline. */
const slotStyle = (index: number): React.CSSProperties => ({
  position: 'absolute',
  left: STAGE.slotLeft,
  top: rowTop(index),
  width: STAGE.slotWidth,
  height: STAGE.rowHeight,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  borderRadius: 6,
});

/**
 * What a sequence shows while it is mounted: a bar over its row's empty
 * slot, with the frame useCurrentFrame() gives inside the sequence.
 */
function SceneBar({index}: {index: number}): React.JSX.Element {
  const frame = useCurrentFrame();
  return (
    <div
      style={{
        ...slotStyle(index),
        padding: '0 14px',
        background: SEQUENCE_COLORS[index],
        color: '#ffffff',
        fontSize: 20,
        fontWeight: 600,
      }}>
      {SEQUENCE_NAMES[index]}: frame {frame}
    </div>
  );
}

type StageProps = Pick<SequenceSettings, 'layout' | 'sequences'>;

/**
 * One row per sequence: its name and props on the left, an empty slot on
 * the right. Over the slots, the real <Sequence> or <Series> mounts a bar
 * for each sequence that is active at the current frame, so the paused
 * Player shows exactly what Remotion mounts.
 */
function TimelineStage({layout, sequences}: StageProps): React.JSX.Element {
  const frame = useCurrentFrame();
  return (
    <AbsoluteFill style={{fontFamily: 'sans-serif'}}>
      <div style={{position: 'absolute', left: 16, top: 10, fontSize: 20}}>
        Composition frame {frame} · {layout}
      </div>
      {sequences.map((sequence, index) => (
        <div key={SEQUENCE_NAMES[index]}>
          <div style={{position: 'absolute', left: 16, top: rowTop(index), height: STAGE.rowHeight, display: 'flex', alignItems: 'center', gap: 10}}>
            <strong style={{fontSize: 24, color: SEQUENCE_COLORS[index]}}>{SEQUENCE_NAMES[index]}</strong>
            <div style={{fontFamily: 'monospace', fontSize: 12, lineHeight: 1.5}}>
              {LAYOUT_PROPS[layout].map((prop) => (
                <div key={prop}>{`${prop}={${sequence[prop]}}`}</div>
              ))}
            </div>
          </div>
          <div
            style={{
              ...slotStyle(index),
              justifyContent: 'center',
              border: '2px dashed currentColor',
              opacity: 0.4,
              fontSize: 16,
            }}>
            not mounted
          </div>
        </div>
      ))}
      {layout === '<Series>' ? (
        <Series>
          {sequences.map((sequence, index) => (
            <Series.Sequence key={SEQUENCE_NAMES[index]} durationInFrames={sequence.durationInFrames} offset={sequence.offset} name={SEQUENCE_NAMES[index]}>
              <SceneBar index={index} />
            </Series.Sequence>
          ))}
        </Series>
      ) : (
        sequences.map((sequence, index) => (
          <Sequence key={SEQUENCE_NAMES[index]} from={sequence.from} durationInFrames={sequence.durationInFrames} name={SEQUENCE_NAMES[index]}>
            <SceneBar index={index} />
          </Sequence>
        ))
      )}
    </AbsoluteFill>
  );
}

export default function SequenceDemo(): React.JSX.Element {
  const [settings, setSettings] = useState(SEQUENCE_DEFAULTS);
  const player = useRef<PlayerRef>(null);
  const setFrame = (frame: number) => setSettings((current) => (current.frame === frame ? current : {...current, frame}));
  const setSequence = (index: number, key: keyof TimedSequence) => (value: number) =>
    setSettings((current) => {
      const sequences = current.sequences.map((sequence, position) => (position === index ? {...sequence, [key]: value} : sequence));
      return {...current, sequences: [sequences[0], sequences[1], sequences[2]]};
    });
  const plot = useMemo(() => timelinePlot(settings), [settings]);
  // Without the frame: the Player keeps its own frame, which the effects below keep in step.
  const inputProps = useMemo(() => ({layout: settings.layout, sequences: settings.sequences}), [settings.layout, settings.sequences]);

  // The slider moves the Player; the guard keeps the Player's own updates from seeking again.
  useEffect(() => {
    const current = player.current;
    if (current && current.getCurrentFrame() !== settings.frame) current.seekTo(settings.frame);
  }, [settings.frame]);

  // And the Player moves the slider, when it plays or its own seek bar is dragged.
  useEffect(() => {
    const current = player.current;
    if (!current) return undefined;
    const follow: CallbackListener<'frameupdate'> = (event) => setFrame(event.detail.frame);
    current.addEventListener('frameupdate', follow);
    return () => current.removeEventListener('frameupdate', follow);
  }, []);

  return (
    <DemoLayout
      label="<Sequence> and <Series> timeline"
      onReset={() => setSettings(SEQUENCE_DEFAULTS)}
      plot={<ShapesPlot title={plot.title} shapes={timelineShapes(plot, true)} />}
      stage={
        <DemoStage
          component={TimelineStage}
          inputProps={inputProps}
          durationInFrames={DURATION_IN_FRAMES}
          fps={FPS}
          width={STAGE.width}
          height={STAGE.height}
          playerRef={player}
        />
      }
      code={sequenceCode(settings)}
      controls={
        <>
          <SelectField label="Layout" value={settings.layout} options={LAYOUTS} onChange={(layout) => setSettings((current) => ({...current, layout}))} />
          <RangeField label="Frame" value={settings.frame} min={LIMITS.frame[0]} max={LIMITS.frame[1]} onChange={setFrame} />
          {settings.sequences.map((sequence, index) =>
            LAYOUT_PROPS[settings.layout].map((prop) => (
              <RangeField
                key={`${SEQUENCE_NAMES[index]} ${prop}`}
                label={`${SEQUENCE_NAMES[index]} ${prop}`}
                value={sequence[prop]}
                min={LIMITS[prop][0]}
                max={LIMITS[prop][1]}
                onChange={setSequence(index, prop)}
              />
            )),
          )}
        </>
      }
    />
  );
}
