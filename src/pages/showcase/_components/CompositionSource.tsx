import React, {useCallback, useEffect, useRef, useState} from 'react';
import RetryingLazy from '@site/src/components/RetryingLazy';
import type {CompositionId} from '@site/src/remotion/compositions';
import {COMPOSITION_SOURCES} from '@site/src/remotion/sources';
import styles from '../styles.module.css';

/** The code blocks and the composition's files, fetched together the first time they are shown. */
async function loadSourceFiles(composition: CompositionId) {
  const files = COMPOSITION_SOURCES[composition];
  const [{default: SourceFiles}, texts] = await Promise.all([
    import('./SourceFiles'),
    Promise.all(files.map((source) => source.load())),
  ]);
  const loaded = files.map(({file}, index) => ({file, code: texts[index].default}));
  return {default: () => <SourceFiles files={loaded} />};
}

/**
 * The source of a composition, folded away under a summary. The code and the
 * code block component stay out of the page's first load: they are fetched
 * when the reader first opens the summary.
 */
export default function CompositionSource({composition, title}: {composition: CompositionId; title: string}): React.JSX.Element {
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  const load = useCallback(() => loadSourceFiles(composition), [composition]);
  // Opened before the page hydrated: the toggle event came too early to be seen.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      className={styles.source}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}>
      <summary>Source code of {title}</summary>
      {opened ? (
        <RetryingLazy
          load={load}
          props={{}}
          fallback={<p>Loading the source…</p>}
          failure={({retry}) => (
            <p role="alert">
              The source could not be loaded.{' '}
              <button type="button" className="button button--sm button--secondary" onClick={retry}>
                Try again
              </button>
            </p>
          )}
        />
      ) : null}
    </details>
  );
}
