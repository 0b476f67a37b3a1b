import React, {useCallback, useEffect, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
import {forModalRows, type RowHit} from '@site/src/search/modalRows';
import SearchErrorScreen from './SearchErrorScreen';
import {repairStoredSearches} from './storedSearches';
import {useModalAccessibilityFixes} from './useModalAccessibilityFixes';

type SearchModalProps = ComponentProps<typeof DocSearchModal> & {
  /** The <section> the modal is mounted in. */
  container: HTMLElement;
  /** Whether the engine failed on the last query: the error screen then covers the results. */
  searchFailed: boolean;
  /** Called when the visitor clears the query, which brings back the start screen, not the last error. */
  onQueryCleared: () => void;
  /** Searches the current query again: the development server has built the index it lacked. */
  onIndexReady: () => void;
};

/**
 * What only an open search modal needs, loaded with DocSearch's modal rather
 * than with every page: the modal itself, its accessibility repairs, the
 * error screen, and search parameters that keep their identity while their
 * content is the same. DocSearch's modal builds a new autocomplete instance,
 * with an empty state, whenever `searchParameters` change identity: the hits
 * on screen then belong to the old one, and Enter finds no selected hit and
 * does nothing until the next keystroke. The search bar makes new parameters
 * on every render (as upstream's does), and the navbar re-renders under an
 * open modal when the window crosses the mobile breakpoint or a context
 * updates late. The stored recent and favourite searches are checked before
 * DocSearch reads them (storedSearches.ts), and every answer is sent on as
 * DocSearch should draw it (modalRows.ts: two pages in the first three
 * rows, one row per address).
 */
export default function SearchModal({
  container,
  searchFailed,
  onQueryCleared,
  onIndexReady,
  searchParameters,
  transformSearchClient,
  ...props
}: SearchModalProps): ReactNode {
  // Before the first render of DocSearch's modal, which reads the lists as it renders.
  useState(() => repairStoredSearches(props.indexName));
  const parametersKey = JSON.stringify(searchParameters ?? null);
  const stableParameters = useMemo(() => JSON.parse(parametersKey) as typeof searchParameters, [parametersKey]);

  useModalAccessibilityFixes(container);

  type Client = Parameters<NonNullable<typeof transformSearchClient>>[0];
  const drawingRows = useCallback(
    (searchClient: Client): Client => {
      const client = transformSearchClient ? transformSearchClient(searchClient) : searchClient;
      const search = client.search.bind(client);
      return {
        ...client,
        search: (async (...call: Parameters<typeof search>) => {
          const response = await search(...call);
          return {
            ...response,
            results: response.results.map((result) =>
              'hits' in result ? {...result, hits: forModalRows(result.hits as unknown as RowHit[]) as unknown as typeof result.hits} : result,
            ),
          };
        }) as typeof search,
      };
    },
    [transformSearchClient],
  );

  useEffect(() => {
    const onInput = (event: Event) => {
      if ((event.target as HTMLInputElement).value === '') onQueryCleared();
    };
    container.addEventListener('input', onInput);
    return () => container.removeEventListener('input', onInput);
  }, [container, onQueryCleared]);

  return (
    <>
      <DocSearchModal {...props} searchParameters={stableParameters ?? undefined} transformSearchClient={drawingRows} />
      {searchFailed && <SearchErrorScreen container={container} onIndexReady={onIndexReady} />}
    </>
  );
}
