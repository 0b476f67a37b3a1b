import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

type RetryingLazyProps<Props extends object> = {
  /** The chunk to load; keep it stable (module level or memoised), or it loads again on every render. */
  load: () => Promise<{default: ComponentType<Props>}>;
  props: Props;
  fallback: ReactNode;
  /** Shown when it failed to load or to render: `retry` loads it again. */
  failure: (failed: {error: Error; retry: () => void}) => ReactNode;
};

type Loading<Props> = {component: ComponentType<Props>} | {error: Error} | null;

/**
 * A component from a chunk of its own, with a way back when the chunk fails
 * to load (a dropped connection, a deploy that replaced it).
 *
 * Not React.lazy: that renders the loaded component in a Suspense retry, and
 * React restarts a retry, instead of committing it, when something inside
 * suspends within 500 ms of the last fallback shown (pingSuspendedRoot in
 * react-dom 18.3). Remotion 3.2's <Player> makes a React.lazy of its
 * composition in a useMemo, so each restart suspended anew: up to 40 Players
 * rendered and thrown away, with 75-195 <audio> elements that made the
 * page's first major GC 50-70 ms long. Set from the import's promise, the
 * component renders in an ordinary update, which commits at once.
 */
export default function RetryingLazy<Props extends object>({load, props, fallback, failure}: RetryingLazyProps<Props>): React.JSX.Element {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loading<Props>>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (module) => current && setLoaded({component: module.default}),
      (error: unknown) => current && setLoaded({error: error instanceof Error ? error : new Error(String(error))}),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) =>
        failure({
          error,
          retry: () => {
            setLoaded(null);
            setAttempt((count) => count + 1);
            tryAgain();
          },
        })
      }>
      <Loaded loaded={loaded} props={props} fallback={fallback} />
    </ErrorBoundary>
  );
}

/** Inside the boundary, so that a failed import shows the same failure as a failed render. */
function Loaded<Props extends object>({loaded, props, fallback}: {loaded: Loading<Props>; props: Props; fallback: ReactNode}): ReactNode {
  if (loaded === null) return fallback;
  if ('error' in loaded) throw loaded.error;
  const Component = loaded.component;
  return <Component {...props} />;
}
