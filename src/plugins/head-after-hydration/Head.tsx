/**
 * The browser bundle's `@docusaurus/Head` (see index.ts): upstream's Helmet,
 * rendered only once the page has hydrated.
 */
import React, {useSyncExternalStore, type ReactNode} from 'react';
import {Helmet} from 'react-helmet-async';
import type {Props} from '@docusaurus/Head';

const neverChanges = () => () => {};

// React reads the server snapshot while hydrating, and renders again with
// the browser's as soon as the hydration is committed. A context such as
// useIsBrowser() would not reach the error boundary's page, which sits above
// its provider.
function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

export default function Head(props: Props): ReactNode {
  return useHydrated() ? <Helmet {...props} /> : null;
}
