import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SEARCH_INDEX_STATE_FILE, type SearchIndexState} from '@site/src/search/records';

const ERROR_ATTRIBUTE = 'data-search-error';

/** How often the modal asks the development server whether its index is built. */
const INDEX_STATE_POLL_MS = 3000;

/**
 * Whether the development server is building its search index (only there:
 * a production build always has one; see devServerIndex.ts), null until it
 * has answered. It asks again until the build is done, then calls `onIndexReady`.
 */
function useIndexBeingBuilt(onIndexReady: () => void): boolean | null {
  const {siteConfig: {baseUrl}} = useDocusaurusContext();
  const [building, setBuilding] = useState<boolean | null>(process.env.NODE_ENV === 'development' ? null : false);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'development') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seenBuilding = false;
    let stopped = false;
    const ask = async () => {
      const state = await fetch(`${baseUrl}${SEARCH_INDEX_STATE_FILE}`, {cache: 'no-store'})
        .then((response) => (response.ok ? (response.json() as Promise<{state?: SearchIndexState}>) : null))
        .then((answer) => answer?.state)
        .catch(() => undefined);
      if (stopped) return;
      setBuilding(state === 'building');
      if (state === 'building') {
        seenBuilding = true;
        timer = setTimeout(ask, INDEX_STATE_POLL_MS);
      } else if (state === 'ready' && seenBuilding) onIndexReady();
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [baseUrl, onIndexReady]);
  return building;
}

/**
 * DocSearch's own error screen, markup and classes included, rendered into
 * the modal's results area while the search engine is failing. The modal's
 * other screens are hidden meanwhile (see styles.css).
 */
export default function SearchErrorScreen({
  container,
  onIndexReady,
}: {
  container: HTMLElement;
  /** Called when the development server has built the index the search failed for. */
  onIndexReady: () => void;
}): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const indexBeingBuilt = useIndexBeingBuilt(onIndexReady);
  useEffect(() => {
    setDropdown(container.querySelector('.DocSearch-Dropdown'));
    container.setAttribute(ERROR_ATTRIBUTE, 'true');
    return () => container.removeAttribute(ERROR_ATTRIBUTE);
  }, [container]);
  if (!dropdown || indexBeingBuilt === null) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen site-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      {indexBeingBuilt ? (
        <>
          <p className="DocSearch-Title">
            <Translate id="theme.SearchModal.indexBuilding.titleText">The search index is being built</Translate>
          </p>
          <p className="DocSearch-Help">
            <Translate id="theme.SearchModal.indexBuilding.helpText">
              The development server builds the site once in the background to index its pages. Results appear here
              as soon as it is done.
            </Translate>
          </p>
        </>
      ) : (
        <>
          <p className="DocSearch-Title">
            <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
          </p>
          <p className="DocSearch-Help">
            <Translate id="theme.SearchModal.errorScreen.helpText">
              You might want to check your network connection.
            </Translate>
          </p>
        </>
      )}
    </div>,
    dropdown,
  );
}
