import React, {useEffect, useMemo, useState} from 'react';
import {Player, type PlayerRef} from '@remotion/player';
import {Countdown} from '@site/src/remotion/Countdown';
import {LambdaPriceChart} from '@site/src/remotion/LambdaPriceChart';
import {TitleCard, type TitleCardProps} from '@site/src/remotion/TitleCard';
import {
  COMPOSITION_CONFIGS,
  type CompositionId,
  type CompositionPropsById,
} from '@site/src/remotion/compositions';

const COMPONENTS: {[Id in CompositionId]: React.FC<CompositionPropsById[Id]>} = {
  'title-card': TitleCard,
  'lambda-prices': LambdaPriceChart,
  countdown: Countdown,
};

type Selection<Id extends CompositionId> = {
  composition: Id;
  inputProps?: Partial<CompositionPropsById[Id]>;
};

/**
 * The composition to play. Without `composition` it is the title card, the
 * one the home and /player/ pages play.
 */
export type CompositionSelection =
  | {[Id in CompositionId]: Selection<Id>}[CompositionId]
  | {composition?: undefined; inputProps?: Partial<TitleCardProps>};

export type PlaybackOptions = {
  autoPlay?: boolean;
  loop?: boolean;
  playbackRate?: number;
  playerRef?: React.Ref<PlayerRef>;
};

export type PlayerDemoProps = CompositionSelection & PlaybackOptions;

function playerFor<Id extends CompositionId>(
  id: Id,
  inputProps: CompositionPropsById[Id],
  controls: boolean,
  {autoPlay = false, loop = true, playbackRate = 1, playerRef}: PlaybackOptions,
): React.JSX.Element {
  const config = COMPOSITION_CONFIGS[id];
  return (
    <Player
      ref={playerRef}
      component={COMPONENTS[id]}
      inputProps={inputProps}
      durationInFrames={config.durationInFrames}
      fps={config.fps}
      compositionWidth={config.width}
      compositionHeight={config.height}
      style={{width: '100%', height: '100%'}}
      initialFrame={config.initialFrame}
      controls={controls}
      loop={loop}
      playbackRate={playbackRate}
      autoPlay={autoPlay}
      // On, Remotion's option moves the focus to the Player's play button
      // when it mounts and whenever playback starts or stops (in 3.2 that is
      // all it does: a focused button takes Space by itself). The Players
      // here mount after the page has loaded, and play on their own or from
      // the page's controls, so that took the focus from wherever the
      // reader was: the search box, a text field, the page's Play button.
      spaceKeyToPlayOrPause={false}
      clickToPlay
    />
  );
}

/** Loaded on demand by LazyPlayer: everything Remotion needs is in this chunk. */
export default function PlayerDemo({composition = 'title-card', inputProps, ...playback}: PlayerDemoProps): React.JSX.Element {
  // A new props object restarts the Player's playback loop, which drops the
  // part of a frame played so far: a page that re-renders on every frame
  // would play at two thirds of the speed. So it changes only with its inputs.
  const props = useMemo(
    () => ({...COMPOSITION_CONFIGS[composition].defaultProps, ...inputProps}) as CompositionPropsById[typeof composition],
    [composition, inputProps],
  );
  // The Player's first render lays its controls out for a width of 0, as it
  // has not measured itself yet: the time label wraps a character per line
  // and the controls' gradient covers the whole video until the next render
  // (a layout shift of 0.05 on a phone). The Player measures itself in an
  // effect of that first commit; turning the controls on in an effect of
  // the same commit puts both in one render, so the controls first appear
  // at their real size.
  const [controls, setControls] = useState(false);
  useEffect(() => setControls(true), []);
  return playerFor(composition, props, controls, playback);
}
