// Ejected from @docusaurus/core 3.10's fallback theme. A crash thrown by a
// page component itself escapes the layout's error boundary and lands here;
// the stock screen says "This page crashed" in unstyled, untranslatable text.
// This one shows the theme's own error content ("This page crashed." and
// "Try again"), so every crash looks and reads the same.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
// Not part of the public API, but the layout needs a route context and core's
// own fallback uses this very provider (facebook/docusaurus#9852).
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

/** Shown when even the layout cannot render: plain markup that cannot throw. */
function MinimalErrorDisplay({error, tryAgain}: Props): ReactNode {
  return (
    <main style={{maxWidth: '80ch', margin: '0 auto', padding: '2rem 1rem'}}>
      <h1>This page crashed.</h1>
      <button type="button" onClick={tryAgain}>
        Try again
      </button>
      <p style={{whiteSpace: 'pre-wrap'}}>{error.message}</p>
    </main>
  );
}

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider
      value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      <ErrorBoundary
        // The original error is shown, not one the layout may have thrown.
        fallback={() => <MinimalErrorDisplay error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>Page Error</title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
