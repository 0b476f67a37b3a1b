import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';

const ERROR_ATTRIBUTE = 'data-search-error';

/**
 * DocSearch's own error screen, markup and classes included, rendered into
 * the modal's results area while the search engine is failing. The modal's
 * other screens are hidden meanwhile (see styles.css).
 */
export default function SearchErrorScreen({container}: {container: HTMLElement}): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    setDropdown(container.querySelector('.DocSearch-Dropdown'));
    container.setAttribute(ERROR_ATTRIBUTE, 'true');
    return () => container.removeAttribute(ERROR_ATTRIBUTE);
  }, [container]);
  if (!dropdown) return null;
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
      <p className="DocSearch-Title">
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
    </div>,
    dropdown,
  );
}
