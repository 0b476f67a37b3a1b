import React, {Suspense, lazy, useMemo, useRef, useState} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHasEnteredViewport} from '@site/src/utils/useHasEnteredViewport';
import {API_DEMOS, type ApiDemoName} from './registry';
import styles from './styles.module.css';

/** The plot at the default settings: what no-JS readers, the twin and the moment before loading show. */
function Fallback({name}: {name: ApiDemoName}): React.JSX.Element {
  const {fallbackAlt, twin} = API_DEMOS[name];
  return (
    <figure className={styles.fallback}>
      <img src={useBaseUrl(`/img/api-demos/${name}.svg`)} alt={fallbackAlt} width={320} height={160} />
      <figcaption data-markdown-twin={twin}>{twin}</figcaption>
    </figure>
  );
}

function LoadedDemo({name}: {name: ApiDemoName}): React.JSX.Element {
  // A failed import() is cached by React.lazy, so a retry needs a new one.
  const [attempt, setAttempt] = useState(0);
  const Demo = useMemo(() => lazy(API_DEMOS[name].load), [name, attempt]);
  return (
    <ErrorBoundary
      fallback={({tryAgain}) => (
        <div className={styles.fallback} role="alert">
          <p>The demo could not load.</p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              setAttempt((count) => count + 1);
              tryAgain();
            }}>
            Try again
          </button>
        </div>
      )}>
      <Suspense fallback={<Fallback name={name} />}>
        <Demo />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * An interactive demo of a Remotion function on its docs page. It costs the
 * page an image until the reader scrolls to it; then the demo, Remotion and
 * the Player load in a chunk of their own, into a box of the same size.
 */
export default function ApiDemo({name}: {name: ApiDemoName}): React.JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  // Only once on screen, not when near it: a demo just below the fold stays
  // out of the page's first load, and the fallback is the real plot, so the
  // moment the demo takes to load still shows something meaningful.
  const seen = useHasEnteredViewport(box);
  return (
    <div ref={box} className={styles.box} data-api-demo={name}>
      {seen ? <BrowserOnly fallback={<Fallback name={name} />}>{() => <LoadedDemo name={name} />}</BrowserOnly> : <Fallback name={name} />}
    </div>
  );
}
