import React, {Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

type RetryingLazyProps<Props extends object> = {
  /** The chunk to load; keep it stable (module level or memoised), or it loads again on every render. */
  load: () => Promise<{default: ComponentType<Props>}>;
  props: Props;
  fallback: ReactNode;
  /** Shown when it failed to load: `retry` loads it again. */
  failure: (failed: {error: Error; retry: () => void}) => ReactNode;
};

/**
 * A component from a chunk of its own, with a way back when the chunk fails
 * to load (a dropped connection, a deploy that replaced it): React.lazy
 * caches a failed import(), so each retry makes a new lazy component.
 */
export default function RetryingLazy<Props extends object>({load, props, fallback, failure}: RetryingLazyProps<Props>): React.JSX.Element {
  const [attempt, setAttempt] = useState(0);
  // A new attempt makes a new lazy component, which imports again. (The
  // cast: TypeScript cannot resolve React's ref-props type for a generic Props.)
  const Loaded = useMemo(() => lazy(load) as unknown as ComponentType<Props>, [load, attempt]);
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) =>
        failure({
          error,
          retry: () => {
            setAttempt((count) => count + 1);
            tryAgain();
          },
        })
      }>
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
