import React, {useMemo, useRef} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Loading from '@theme/Loading';
import RetryingLazy from '@site/src/components/RetryingLazy';
import {COMPOSITION_CONFIGS} from '@site/src/remotion/compositions';
import {useHasEnteredViewport} from '@site/src/utils/useHasEnteredViewport';
import type {PlayerDemoProps} from './PlayerDemo';
import styles from './styles.module.css';

/** A box of the video's aspect ratio, so nothing shifts when the Player arrives. */
function Frame({aspectRatio}: {aspectRatio: string}): React.JSX.Element {
  return <div className={styles.frame} style={{aspectRatio}} />;
}

type LazyPlayerProps = PlayerDemoProps & {
  /**
   * `eager` loads the Player as soon as the page has rendered; `lazy` waits
   * until it is about to scroll into view, for pages with several Players.
   */
  loading?: 'eager' | 'lazy';
};

const loadPlayerDemo = () => import('./PlayerDemo');

function LoadedPlayer({autoPlay = false, aspectRatio, ...props}: PlayerDemoProps & {aspectRatio: string}): React.JSX.Element {
  const reducedMotion = useMemo(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches, []);
  return (
    <RetryingLazy
      load={loadPlayerDemo}
      props={{...props, autoPlay: autoPlay && !reducedMotion}}
      fallback={<Frame aspectRatio={aspectRatio} />}
      failure={({error, retry}) => <Loading error={error} retry={retry} isLoading={false} pastDelay={false} timedOut={false} />}
    />
  );
}

/**
 * Remotion and the Player are heavy and only some pages show them, so they
 * load in their own chunk once the page has rendered, never during the
 * server render.
 */
function LazyPlayer({loading = 'eager', ...props}: LazyPlayerProps): React.JSX.Element {
  const container = useRef<HTMLDivElement>(null);
  // Within a screen's height: the Player takes a moment to load and start.
  const nearViewport = useHasEnteredViewport(container, {rootMargin: '100% 0px', watch: loading === 'lazy'});
  const {width, height} = COMPOSITION_CONFIGS[props.composition ?? 'title-card'];
  const aspectRatio = `${width} / ${height}`;
  return (
    // The box keeps the video's aspect ratio whatever is inside it: the
    // Player measures itself after mounting, and without a fixed box its
    // first frame at a guessed size shifted the content below it.
    <div ref={container} className={styles.container} style={{aspectRatio}}>
      {nearViewport ? (
        <BrowserOnly fallback={<Frame aspectRatio={aspectRatio} />}>
          {() => <LoadedPlayer {...props} aspectRatio={aspectRatio} />}
        </BrowserOnly>
      ) : (
        <Frame aspectRatio={aspectRatio} />
      )}
    </div>
  );
}

// Remotion's Player is not memoized: without this, every render of the page
// around it (the /player/ page's frame counter, each frame while it plays)
// rendered the whole Player again, on top of its own render of that frame.
export default React.memo(LazyPlayer);
