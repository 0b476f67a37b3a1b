import React, {useMemo} from 'react';
import {Player, type PlayerRef} from '@remotion/player';
import {AbsoluteFill} from 'remotion';
import styles from '../styles.module.css';

type DemoStageProps<Props> = {
  component: React.ComponentType<Props>;
  inputProps: Props;
  durationInFrames: number;
  fps: number;
  width: number;
  height: number;
  /** For demos that drive the Player from their own controls, such as a frame slider. */
  playerRef?: React.Ref<PlayerRef>;
};

/**
 * The demo's animation in a real Remotion Player. It never autoplays: the
 * reader starts it, and until then it shows a frame a third of the way in,
 * where the settings make a visible difference.
 */
export default function DemoStage<Props extends Record<string, unknown>>({
  component,
  inputProps,
  durationInFrames,
  fps,
  width,
  height,
  playerRef,
}: DemoStageProps<Props>): React.JSX.Element {
  const duration = Math.max(1, Math.round(durationInFrames));
  // Marks the composition's own DOM, apart from the Player's controls, so the
  // tests can tell whether the frame on show changed.
  const Composition = useMemo(() => {
    const Component = component;
    return function DemoComposition(props: Props) {
      return (
        <AbsoluteFill data-demo-composition="">
          <Component {...props} />
        </AbsoluteFill>
      );
    };
  }, [component]);
  return (
    <div className={styles.player} data-demo-stage="">
      <Player
        ref={playerRef}
        component={Composition as React.ComponentType<unknown>}
        inputProps={inputProps}
        durationInFrames={duration}
        fps={fps}
        compositionWidth={width}
        compositionHeight={height}
        initialFrame={Math.floor(duration / 3)}
        style={{width: '100%', height: '100%'}}
        controls
        loop
        clickToPlay
        spaceKeyToPlayOrPause={false}
      />
    </div>
  );
}
