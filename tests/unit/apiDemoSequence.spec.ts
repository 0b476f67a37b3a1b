import {expect, test} from '@playwright/test';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {AbsoluteFill, Internals, Sequence, Series, useCurrentFrame} from 'remotion';
import {
  DURATION_IN_FRAMES,
  FPS,
  SEQUENCE_NAMES,
  sequenceCode,
  timelinePlot,
  type SequenceSettings,
} from '../../src/components/ApiDemo/demos/sequence/model';
import {SEQUENCE_SAMPLES} from './apiDemoSamples';
import {pixelToFrame} from './apiDemoReadBack';

/*
 * The timeline is checked against the real <Sequence> and <Series>: they are
 * rendered on the server at every frame, inside the contexts the Player
 * gives a composition, and what they mount is compared with what the plot
 * draws.
 */

type CompositionManagerValue = React.ContextType<typeof Internals.CompositionManager>;
type TimelineValue = React.ContextType<typeof Internals.Timeline.TimelineContext>;

const noop = () => undefined;
const COMPOSITION_ID = 'timeline';
const compositionManager: CompositionManagerValue = {
  compositions: [
    {
      id: COMPOSITION_ID,
      width: 480,
      height: 240,
      fps: FPS,
      durationInFrames: DURATION_IN_FRAMES,
      folderName: null,
      parentFolderName: null,
      component: React.lazy(() => Promise.resolve({default: () => null})),
      defaultProps: undefined,
      nonce: 0,
    },
  ],
  currentComposition: COMPOSITION_ID,
  currentCompositionMetadata: null,
  registerComposition: noop,
  unregisterComposition: noop,
  registerFolder: noop,
  unregisterFolder: noop,
  setCurrentComposition: noop,
  setCurrentCompositionMetadata: noop,
  registerSequence: noop,
  unregisterSequence: noop,
  registerAsset: noop,
  unregisterAsset: noop,
  sequences: [],
  assets: [],
  folders: [],
};

/** Marks that a sequence is mounted, with the frame useCurrentFrame() gives inside it. */
function Probe({name}: {name: string}): React.ReactElement {
  return React.createElement('i', {'data-name': name, 'data-frame': useCurrentFrame()});
}

/** The same tree as the demo's composition and its code, without the styling. */
function realTimeline(settings: SequenceSettings): React.ReactElement {
  const probes = SEQUENCE_NAMES.map((name) => React.createElement(Probe, {name}));
  if (settings.layout === '<Series>') {
    return React.createElement(
      Series,
      null,
      ...settings.sequences.map((sequence, index) =>
        React.createElement(Series.Sequence, {key: index, durationInFrames: sequence.durationInFrames, offset: sequence.offset, name: SEQUENCE_NAMES[index]}, probes[index]),
      ),
    );
  }
  return React.createElement(
    AbsoluteFill,
    null,
    ...settings.sequences.map((sequence, index) =>
      React.createElement(Sequence, {key: index, from: sequence.from, durationInFrames: sequence.durationInFrames, name: SEQUENCE_NAMES[index], children: probes[index]}),
    ),
  );
}

/** What the real components mount at a frame: each mounted sequence's name and its own frame. */
function mountedAt(settings: SequenceSettings, frame: number): Map<string, number> {
  const timeline: TimelineValue = {
    frame,
    playing: false,
    playbackRate: 1,
    rootId: COMPOSITION_ID,
    imperativePlaying: {current: false},
    setPlaybackRate: noop,
    audioAndVideoTags: {current: []},
  };
  const html = renderToStaticMarkup(
    React.createElement(
      Internals.CanUseRemotionHooksProvider,
      null,
      React.createElement(
        Internals.CompositionManager.Provider,
        {value: compositionManager},
        React.createElement(Internals.Timeline.TimelineContext.Provider, {value: timeline}, realTimeline(settings)),
      ),
    ),
  );
  return new Map([...html.matchAll(/data-name="(\w)" data-frame="(-?\d+)"/g)].map((match) => [match[1], Number(match[2])]));
}

/** Every frame the Player can show, and a margin on both sides of every bar. */
function framesToTry(settings: SequenceSettings): number[] {
  const [min, max] = timelinePlot(settings).domain;
  return Array.from({length: max - min + 21}, (_, index) => min - 10 + index);
}

test('the rendering harness mounts a plain <Sequence> where Remotion says it does', () => {
  // Guards the harness itself: without it, a broken context would make every comparison below vacuous.
  const settings: SequenceSettings = {
    layout: '<Sequence>',
    sequences: [
      {from: 10, durationInFrames: 5, offset: 0},
      {from: 0, durationInFrames: 1, offset: 0},
      {from: 200, durationInFrames: 5, offset: 0},
    ],
    frame: 0,
  };
  expect([...mountedAt(settings, 9).keys()]).toEqual([]);
  expect([...mountedAt(settings, 10)]).toEqual([['A', 0]]);
  expect([...mountedAt(settings, 14)]).toEqual([['A', 4]]);
  expect([...mountedAt(settings, 15).keys()]).toEqual([]);
  expect([...mountedAt(settings, 0)]).toEqual([['B', 0]]);
});

/**
 * The frames at which the real components mount each sequence, checking on
 * the way that inside a sequence useCurrentFrame() counts from its first one.
 */
function realRanges(settings: SequenceSettings): Map<string, {first: number; last: number}> {
  const mountedFrames = new Map<string, number[]>(SEQUENCE_NAMES.map((name) => [name, []]));
  for (const frame of framesToTry(settings)) {
    for (const [name, ownFrame] of mountedAt(settings, frame)) {
      const frames = mountedFrames.get(name) ?? [];
      expect(frame - ownFrame, `${name} at frame ${frame} of ${JSON.stringify(settings)} counts from its first frame`).toBe(frames[0] ?? frame);
      // Mounted on consecutive frames only.
      expect(frame, `${name} in ${JSON.stringify(settings)}`).toBe((frames[frames.length - 1] ?? frame - 1) + 1);
      frames.push(frame);
      mountedFrames.set(name, frames);
    }
  }
  return new Map(
    SEQUENCE_NAMES.map((name) => {
      const frames = mountedFrames.get(name) ?? [];
      return [name, {first: frames[0], last: frames[frames.length - 1]}];
    }),
  );
}

test('each bar spans exactly the frames at which the real component mounts its sequence', () => {
  for (const settings of SEQUENCE_SAMPLES) {
    const plot = timelinePlot(settings);
    const real = realRanges(settings);
    for (const bar of plot.bars) {
      const where = `${bar.name} in ${JSON.stringify(settings)}`;
      const range = real.get(bar.name);
      expect(range?.first, where).toBeDefined();
      // The bar runs from the left edge of the first frame to the right edge of the last.
      expect(Math.abs(pixelToFrame(bar.x, plot.domain) - (range?.first ?? NaN)), where).toBeLessThan(0.05);
      expect(Math.abs(pixelToFrame(bar.x + bar.width, plot.domain) - ((range?.last ?? NaN) + 1)), where).toBeLessThan(0.05);
    }
  }
});

test('at every frame of the composition, the highlighted bars are the sequences Remotion mounts', () => {
  for (const sample of SEQUENCE_SAMPLES) {
    for (let frame = 0; frame < DURATION_IN_FRAMES; frame++) {
      const settings = {...sample, frame};
      const plot = timelinePlot(settings);
      const mounted = [...mountedAt(settings, frame).keys()].sort();
      const highlighted = plot.bars.filter((bar) => bar.visible).map((bar) => bar.name);
      expect(highlighted, `frame ${frame} of ${JSON.stringify(sample)}`).toEqual(mounted);
      // The playhead runs through the middle of the frame.
      expect(Math.abs(pixelToFrame(plot.playhead.x, plot.domain) - (frame + 0.5))).toBeLessThan(0.05);
    }
  }
});

test('the code names the frames of each sequence and what the current frame shows', () => {
  for (const settings of SEQUENCE_SAMPLES) {
    const code = sequenceCode(settings);
    const mounted = [...mountedAt(settings, settings.frame).keys()].sort();
    const sentence = /\/\/ At frame (\d+), (no sequence is|only (\w) is|([\w, ]+) are) visible\./.exec(code);
    expect(sentence, code).not.toBeNull();
    expect(Number(sentence?.[1])).toBe(settings.frame);
    const named = sentence?.[3] ? [sentence[3]] : (sentence?.[4]?.split(/, | and /) ?? []);
    expect(named.sort(), code).toEqual(mounted);
    const ranges = [...code.matchAll(/\{\/\* Frames (-?\d+) to (-?\d+)/g)].map((match) => [Number(match[1]), Number(match[2])]);
    const real = realRanges(settings);
    expect(ranges, code).toEqual(SEQUENCE_NAMES.map((name) => [real.get(name)?.first, real.get(name)?.last]));
    // The code uses the element the layout names, with the settings' props.
    settings.sequences.forEach((sequence, index) => {
      const props =
        settings.layout === '<Series>'
          ? `<Series.Sequence durationInFrames={${sequence.durationInFrames}}${sequence.offset === 0 ? '' : ` offset={${sequence.offset}}`} name="${SEQUENCE_NAMES[index]}">`
          : `<Sequence from={${sequence.from}} durationInFrames={${sequence.durationInFrames}} name="${SEQUENCE_NAMES[index]}">`;
      expect(code).toContain(props);
    });
  }
});

test('the samples place the sequences differently', () => {
  const layouts = SEQUENCE_SAMPLES.map((settings) => JSON.stringify(timelinePlot(settings).bars.map((bar) => [bar.start, bar.end, bar.visible])));
  expect(new Set(layouts).size).toBe(SEQUENCE_SAMPLES.length);
});
