/**
 * Docusaurus 3.10's lib/client/clientEntry.js, unchanged except that the
 * current route's chunks are requested in a task of their own (see index.ts).
 * Keep it in step with upstream when Docusaurus is upgraded.
 */
import React, {startTransition} from 'react';
import ReactDOM from 'react-dom/client';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import App from '@docusaurus/core/lib/client/App';
import preload from '@docusaurus/core/lib/client/preload';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
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

if (ExecutionEnvironment.canUseDOM) {
  window.docusaurus = docusaurus;
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
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  yieldToBrowser()
    .then(() => preload(window.location.pathname))
    .then(() => {
      startTransition(renderApp);
    });
}
