import React, {useRef} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import RetryingLazy from '@site/src/components/RetryingLazy';
import {useHasEnteredViewport} from '@site/src/utils/useHasEnteredViewport';
import type {ApiDemoEntry} from './registry';
import styles from './styles.module.css';

/** The plot at the default settings: what no-JS readers, the twin and the moment before loading show. */
function Fallback({demo: {name, fallbackAlt, twin}}: {demo: ApiDemoEntry}): React.JSX.Element {
  return (
    <figure className={styles.fallback}>
      <img src={useBaseUrl(`/img/api-demos/${name}.svg`)} alt={fallbackAlt} width={320} height={160} />
      <figcaption data-markdown-twin={twin}>{twin}</figcaption>
    </figure>
  );
}

function LoadedDemo({demo}: {demo: ApiDemoEntry}): React.JSX.Element {
  return (
    <RetryingLazy
      load={demo.load}
      props={{}}
      fallback={<Fallback demo={demo} />}
      failure={({retry}) => (
        <div className={styles.fallback} role="alert">
          <p>The demo could not load.</p>
          <button type="button" className="button button--secondary button--sm" onClick={retry}>
            Try again
          </button>
        </div>
      )}
    />
  );
}

/**
 * An interactive demo of a Remotion function on its docs page, given the
 * page's entry of registry.ts (`<ApiDemo demo={springDemo} />`). It costs the
 * page an image until the reader scrolls to it; then the demo, Remotion and
 * the Player load in a chunk of their own, into a box of the same size.
 */
export default function ApiDemo({demo}: {demo: ApiDemoEntry}): React.JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  // Only once on screen, not when near it: a demo just below the fold stays
  // out of the page's first load, and the fallback is the real plot, so the
  // moment the demo takes to load still shows something meaningful.
  const seen = useHasEnteredViewport(box);
  return (
    <div ref={box} className={styles.box} data-api-demo={demo.name}>
      {seen ? <BrowserOnly fallback={<Fallback demo={demo} />}>{() => <LoadedDemo demo={demo} />}</BrowserOnly> : <Fallback demo={demo} />}
    </div>
  );
}
