import React from 'react';
import {Player, type PlayerRef} from '@remotion/player';
import {TITLE_CARD, TitleCard, type TitleCardProps} from '@site/src/remotion/TitleCard';

export type PlayerDemoProps = {
  inputProps: TitleCardProps;
  autoPlay: boolean;
  loop?: boolean;
  playbackRate?: number;
  playerRef?: React.Ref<PlayerRef>;
};

/** Loaded on demand by LazyPlayer: everything Remotion needs is in this chunk. */
export default function PlayerDemo({
  inputProps,
  autoPlay,
  loop = true,
  playbackRate = 1,
  playerRef,
}: PlayerDemoProps): React.JSX.Element {
  return (
    <Player
      ref={playerRef}
      component={TitleCard}
      inputProps={inputProps}
      durationInFrames={TITLE_CARD.durationInFrames}
      fps={TITLE_CARD.fps}
      compositionWidth={TITLE_CARD.width}
      compositionHeight={TITLE_CARD.height}
      style={{width: '100%'}}
      // Starts on a frame where the title is fully in, so the paused
      // Player shows what the composition is about.
      initialFrame={60}
      controls
      loop={loop}
      playbackRate={playbackRate}
      autoPlay={autoPlay}
      clickToPlay
    />
  );
}
