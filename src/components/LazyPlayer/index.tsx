import React, {Suspense, lazy, useEffect, useMemo, useRef, useState} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Loading from '@theme/Loading';
import {COMPOSITION_CONFIGS} from '@site/src/remotion/compositions';
import type {PlayerDemoProps} from './PlayerDemo';
import styles from './styles.module.css';

function usePrefersReducedMotion(): boolean {
  return useMemo(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches, []);
}

/**
 * Whether the element has come within a screen's height of the viewport; it
 * stays true from then on. Without `watch`, it is true from the start.
 */
function useHasNearedViewport(element: React.RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [neared, setNeared] = useState(!watch);
  useEffect(() => {
    if (neared || !element.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNeared(true);
      },
      {rootMargin: '100% 0px'},
    );
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [element, neared]);
  return neared;
}

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

function LoadedPlayer({autoPlay = false, aspectRatio, ...props}: PlayerDemoProps & {aspectRatio: string}): React.JSX.Element {
  const reducedMotion = usePrefersReducedMotion();
  // A failed import() is cached by React.lazy, so every retry needs a new one.
  const [attempt, setAttempt] = useState(0);
  const PlayerDemo = useMemo(() => lazy(() => import('./PlayerDemo')), [attempt]);
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <Loading
          error={error}
          retry={() => {
            setAttempt((count) => count + 1);
            tryAgain();
          }}
          isLoading={false}
          pastDelay={false}
          timedOut={false}
        />
      )}>
      <Suspense fallback={<Frame aspectRatio={aspectRatio} />}>
        <PlayerDemo {...props} autoPlay={autoPlay && !reducedMotion} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Remotion and the Player are heavy and only some pages show them, so they
 * load in their own chunk once the page has rendered, never during the
 * server render.
 */
export default function LazyPlayer({loading = 'eager', ...props}: LazyPlayerProps): React.JSX.Element {
  const container = useRef<HTMLDivElement>(null);
  const nearViewport = useHasNearedViewport(container, loading === 'lazy');
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
