import React, {useCallback, useEffect, useId, useMemo, useState} from 'react';
import type {PlayerRef} from '@remotion/player';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import LazyPlayer from '@site/src/components/LazyPlayer';
import {TITLE_CARD, TITLE_CARD_ACCENTS} from '@site/src/remotion/titleCardConfig';
import formControls from '@site/src/css/formControls.module.css';
import HydratedFieldset from '@site/src/components/HydratedFieldset';
import styles from './PlayerPlayground.module.css';

const PLAYBACK_RATES = [0.5, 1, 1.5, 2] as const;
const LAST_FRAME = TITLE_CARD.durationInFrames - 1;

/** Follows the Player's state through its events once it has loaded. */
function usePlayerState(player: PlayerRef | null) {
  // The frame the Player starts on, so the server-rendered page already says it.
  const [frame, setFrame] = useState<number>(TITLE_CARD.initialFrame);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  useEffect(() => {
    if (!player) return undefined;
    const onFrame = ({detail}: {detail: {frame: number}}) => setFrame(detail.frame);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    setFrame(player.getCurrentFrame());
    setPlaying(player.isPlaying());
    setMuted(player.isMuted());
    player.addEventListener('frameupdate', onFrame);
    player.addEventListener('play', onPlay);
    player.addEventListener('pause', onPause);
    return () => {
      player.removeEventListener('frameupdate', onFrame);
      player.removeEventListener('play', onPlay);
      player.removeEventListener('pause', onPause);
    };
  }, [player]);
  return {frame, playing, muted, setMuted};
}

/** The /player/ page's live Player: its props and its playback, both driven from this page. */
export default function PlayerPlayground(): React.JSX.Element {
  const [title, setTitle] = useState('Hello, Player');
  const [accentColor, setAccentColor] = useState<string>(TITLE_CARD.defaultProps.accentColor);
  const [loop, setLoop] = useState(true);
  const [playbackRate, setPlaybackRate] = useState(1);
  const [player, setPlayer] = useState<PlayerRef | null>(null);
  const {frame, playing, muted, setMuted} = usePlayerState(player);
  const playerRef = useCallback((instance: PlayerRef | null) => setPlayer(instance), []);
  const ids = {title: useId(), seek: useId(), rate: useId(), loop: useId()};
  // Gives the Mute button something to silence.
  const chimeSrc = useBaseUrl('/audio/title-card-chime.wav');
  // This page renders again on every frame; the Player must see the same props then.
  const inputProps = useMemo(() => ({title, accentColor, chimeSrc}), [title, accentColor, chimeSrc]);

  return (
    <div className="row">
      <div className="col col--8">
        <LazyPlayer inputProps={inputProps} loop={loop} playbackRate={playbackRate} playerRef={playerRef} />
        <div className={styles.transport} role="group" aria-label="Playback">
          <button type="button" className="button button--primary button--sm" disabled={!player} onClick={() => player?.toggle()}>
            {playing ? 'Pause' : 'Play'}
          </button>
          <label htmlFor={ids.seek} className="sr-only">
            Frame
          </label>
          <input
            id={ids.seek}
            type="range"
            min={0}
            max={LAST_FRAME}
            value={frame}
            disabled={!player}
            onChange={(event) => player?.seekTo(Number(event.target.value))}
          />
          <output aria-live="off" data-testid="playground-frame">
            Frame {frame} / {LAST_FRAME}
          </output>
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-pressed={muted}
            disabled={!player}
            onClick={() => {
              if (muted) player?.unmute();
              else player?.mute();
              setMuted(!muted);
            }}>
            {muted ? 'Unmute' : 'Mute'}
          </button>
          <button type="button" className="button button--secondary button--sm" disabled={!player} onClick={() => player?.requestFullscreen()}>
            Fullscreen
          </button>
        </div>
      </div>
      <form className="col col--4" onSubmit={(event) => event.preventDefault()}>
        <HydratedFieldset>
          <label htmlFor={ids.title}>Title</label>
          <input
            id={ids.title}
            className={clsx(formControls.control, styles.text)}
            value={title}
            maxLength={40}
            onChange={(event) => setTitle(event.target.value)}
          />
          <fieldset className="margin-vert--md">
            <legend>Accent color</legend>
            {TITLE_CARD_ACCENTS.map((color) => (
              <label key={color.value} className={styles.option}>
                <input
                  type="radio"
                  name="accent"
                  value={color.value}
                  checked={accentColor === color.value}
                  onChange={() => setAccentColor(color.value)}
                />{' '}
                {color.label}
              </label>
            ))}
          </fieldset>
          <label htmlFor={ids.rate}>Playback rate</label>
          <select id={ids.rate} className={clsx(formControls.control, styles.text)} value={playbackRate} onChange={(event) => setPlaybackRate(Number(event.target.value))}>
            {PLAYBACK_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate}×
              </option>
            ))}
          </select>
          <label htmlFor={ids.loop} className={styles.option}>
            <input id={ids.loop} type="checkbox" checked={loop} onChange={(event) => setLoop(event.target.checked)} /> Loop
          </label>
        </HydratedFieldset>
        <p className="margin-top--md">
          Each change is passed to the Player as a prop and shows in the next
          frame, without rendering anything.
        </p>
      </form>
    </div>
  );
}
