import React, {Suspense, lazy, useMemo, useState} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Loading from '@theme/Loading';
import type {PlayerDemoProps} from './PlayerDemo';
import styles from './styles.module.css';

function usePrefersReducedMotion(): boolean {
  return useMemo(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches, []);
}

/** A box of the video's aspect ratio, so nothing shifts when the Player arrives. */
function Frame({children}: {children?: React.ReactNode}): React.JSX.Element {
  return <div className={styles.frame}>{children}</div>;
}

type LazyPlayerProps = Omit<PlayerDemoProps, 'autoPlay'> & {autoPlay?: boolean};

function LoadedPlayer({autoPlay = false, ...props}: LazyPlayerProps): React.JSX.Element {
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
      <Suspense fallback={<Frame />}>
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
export default function LazyPlayer(props: LazyPlayerProps): React.JSX.Element {
  return (
    <div className={styles.container}>
      <BrowserOnly fallback={<Frame />}>{() => <LoadedPlayer {...props} />}</BrowserOnly>
    </div>
  );
}
