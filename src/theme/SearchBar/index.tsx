// Ejected from @docusaurus/theme-search-algolia 3.10 and kept close to it.
// What changed, and why:
// - the search client: the site's local index by default, Algolia when the
//   build configured it (see src/search/client.ts);
// - no static preconnect on every page: the modal code, the local index or
//   the Algolia preconnect are fetched on hover, focus or touch of the button;
// - an error screen ('Unable to fetch results') whenever the engine fails:
//   DocSearch 3.9 sets its error status and resets it at once, so it never
//   shows its own;
// - 'Let us know.' links to an issue form on the code host with the query;
// - the button and its shortcuts are local components (SearchButton,
//   useSearchShortcuts), so no DocSearch code is in the page's first load;
// - the modal's markup is repaired where axe finds faults
//   (useModalAccessibilityFixes);
// - what only an open modal needs (the repairs, the error screen, search
//   parameters that keep their identity) loads with the modal (SearchModal);
// - no contextual-search facets: the site publishes one docs version,
//   `contextualSearch` is off, and its facet filters name that version.
import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {
  createLocalSearchClientProxy,
  missingResultsUrl,
  preloadLocalSearch,
  type SiteSearchConfig,
  searchingPastedSentences,
} from '@site/src/search/client';
import SearchButton from './SearchButton';
import type SearchModalType from './SearchModal';
import {useSearchShortcuts} from './useSearchShortcuts';
import type {
  InternalDocSearchHit,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

// Upstream also reads DocSearch v4's Ask AI options here; with v3 pinned
// there is no Ask AI, and its hook would pull the DocSearch bundle into the
// main chunk.
interface SiteDocSearchProps extends DocSearchProps {
  indexName: string;
  translations?: DocSearchTranslations;
}

let SearchModal: typeof SearchModalType | null = null;

function importDocSearchModalIfNeeded() {
  if (SearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('./SearchModal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{default: Modal}]) => {
    SearchModal = Modal;
  });
}

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useSiteSearchConfig(): SiteSearchConfig {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.search as SiteSearchConfig;
}

/** Loads what the first search needs, once the visitor shows intent. */
function usePrepareSearch(appId: string): () => void {
  const {provider} = useSiteSearchConfig();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  return useCallback(() => {
    importDocSearchModalIfNeeded();
    if (provider === 'local') {
      preloadLocalSearch(baseUrl);
      return;
    }
    const href = `https://${appId}-dsn.algolia.net`;
    if (!document.head.querySelector(`link[rel="preconnect"][href="${href}"]`)) {
      const link = document.createElement('link');
      link.rel = 'preconnect';
      link.href = href;
      link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    }
  }, [appId, baseUrl, provider]);
}

/**
 * Has DocSearch's modal search its current query again, as if it had just
 * been typed: after a first answer from the pages' index, once the search
 * worker has indexed every record. A visitor who has already moved off the
 * first hit (arrow keys, pointer) keeps the list they are choosing from: a
 * new search would put the selection back on the first hit under their
 * hand; their next keystroke searches every record anyway. React reports an
 * input event as a change only when the value differs from the one it last
 * saw, hence the reset of its tracker.
 */
function searchModalQueryAgain(): void {
  const input = document.querySelector<HTMLInputElement & {_valueTracker?: {setValue: (value: string) => void}}>(
    '.DocSearch-Input',
  );
  if (!input?.value) return;
  const selectedHit = document.querySelector('.DocSearch-Hit[aria-selected="true"]');
  if (selectedHit !== document.querySelector('.DocSearch-Hit')) return;
  input._valueTracker?.setValue('');
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

function useTransformSearchClient(
  onOutcome: (failed: boolean) => void,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteConfig: {baseUrl},
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const {provider} = useSiteSearchConfig();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const client =
        provider === 'local'
          ? (createLocalSearchClientProxy(baseUrl, searchModalQueryAgain) as unknown as DocSearchTransformClient)
          : searchClient;
      const search =
        provider === 'local' ? client.search.bind(client) : searchingPastedSentences(client.search.bind(client));
      return {
        ...client,
        search: ((...args: Parameters<typeof search>) =>
          search(...args).then(
            (response) => {
              onOutcome(false);
              return response;
            },
            (error: unknown) => {
              onOutcome(true);
              throw error;
            },
          )) as typeof search,
      };
    },
    [baseUrl, docusaurusVersion, onOutcome, provider],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => {
      return (items: DocSearchHit[]) =>
        props.transformItems
          ? // Custom transformItems
            props.transformItems(items)
          : // Default transformItems
            items.map((item) => ({
              ...item,
              url: processSearchResultUrl(item.url),
            }));
    },
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) =>
        <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters(
  props: DocSearchProps,
): DocSearchProps['searchParameters'] {
  const facetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: SiteDocSearchProps) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props} as DocSearchProps);
  const transformItems = useTransformItems(props);
  const [searchFailed, setSearchFailed] = useState(false);
  const transformSearchClient = useTransformSearchClient(setSearchFailed);
  const prepareSearch = usePrepareSearch(props.appId);
  const {missingResultsIssueUrl} = useSiteSearchConfig();
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl(missingResultsIssueUrl, query),
    [missingResultsIssueUrl],
  );

  const searchContainer = useRef<HTMLElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  const placeholder =
    translations.modal?.searchBox?.placeholderText || props.placeholder;

  const {provider} = useSiteSearchConfig();
  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      // A <section>, not upstream's <div>: see useModalAccessibilityFixes.
      const sectionElement = document.createElement('section');
      sectionElement.setAttribute('aria-label', 'Search');
      sectionElement.dataset.searchProvider = provider;
      searchContainer.current = sectionElement;
      document.body.insertBefore(sectionElement, document.body.firstChild);
    }
  }, [provider]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    // A shortcut opens the modal without hover or focus: load the index
    // alongside the modal's code so the first keystroke finds it ready.
    prepareSearch();
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearch, prepareSearchContainer]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setSearchFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  const onQueryCleared = useCallback(() => setSearchFailed(false), []);

  return (
    <>
      <SearchButton
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        SearchModal &&
        searchContainer.current &&
        createPortal(
          <SearchModal
            container={searchContainer.current}
            searchFailed={searchFailed}
            onQueryCleared={onQueryCleared}
            onIndexReady={searchModalQueryAgain}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={placeholder}
            {...(props as any)}
            translations={props.translations?.modal ?? translations.modal}
            searchParameters={searchParameters}
            getMissingResultsUrl={getMissingResultsUrl}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<SiteDocSearchProps>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps: SiteDocSearchProps = {
    ...(siteConfig.themeConfig.algolia as SiteDocSearchProps),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return <DocSearch {...docSearchProps} />;
}
