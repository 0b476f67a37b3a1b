/**
 * Docusaurus 3.10's lib/client/clientEntry.js, with the same start-up spread
 * over several main-thread tasks (see index.ts): React DOM, the client
 * modules, the route tables (which request the current route's chunks), the
 * theme's layout and the app are each evaluated after a yield, through require()
 * calls that keep them in the main chunk. Keep it in step with upstream when
 * Docusaurus is upgraded.
 */
import React, {startTransition} from 'react';
import type ReactDOM from 'react-dom/client';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {yieldToBrowser} from '../../utils/yieldToBrowser';

function Router({children}: {children: React.ReactNode}) {
  return siteConfig.future.experimental_router === 'hash' ? (
    <HashRouter>{children}</HashRouter>
  ) : (
    <BrowserRouter>{children}</BrowserRouter>
  );
}

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

declare global {
  interface Window {
    docusaurusRoot?: ReactDOM.Root;
  }
}

const docusaurus = () => require('@docusaurus/core/lib/client/docusaurus').default as Window['docusaurus'];

async function start() {
  // The home page's check for a wrong baseUrl runs at DOMContentLoaded, which
  // comes at the first yield, and inserts its (hidden) error message unless
  // window.docusaurus exists. Evaluating it means evaluating the route
  // tables, which is its own step below; until then this stand-in does so on
  // first use.
  window.docusaurus = {prefetch: (path) => docusaurus().prefetch(path), preload: (path) => docusaurus().preload(path)};
  await yieldToBrowser();
  const {hydrateRoot, createRoot} = require('react-dom/client') as typeof ReactDOM;
  await yieldToBrowser();
  // Client modules run before the route is matched, as upstream has them:
  // one of ours rewrites an /index.html address to its clean path.
  require('@generated/client-modules');
  await yieldToBrowser();
  window.docusaurus = docusaurus();
  const preload = require('@docusaurus/core/lib/client/preload').default as (pathname: string) => Promise<unknown>;
  const routeChunksLoaded = preload(window.location.pathname);
  await yieldToBrowser();
  // App would evaluate the layout itself; on its own it is a task's worth.
  require('@theme/Layout');
  await yieldToBrowser();
  const App = require('@docusaurus/core/lib/client/App').default as React.ComponentType;
  await routeChunksLoaded;
  const container = document.getElementById('__docusaurus')!;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    if (hydrate) {
      window.docusaurusRoot = hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  startTransition(renderApp);
}

if (ExecutionEnvironment.canUseDOM) {
  start();
}
