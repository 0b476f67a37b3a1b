// Docusaurus prefetches the route of every internal link the moment it
// scrolls into view. On a docs page that is every link of the sidebar at
// once, during hydration: about 200 <link rel="prefetch"> insertions, four
// in five of them for a chunk already prefetched for another link, which
// lengthen the page's long tasks and compete with its own scripts for the
// network. Here the same routes are prefetched after the page's load event,
// while the browser is idle, each chunk once. Each idle callback stops after
// a few milliseconds, well inside the 50 ms an idle period may offer, so a tap
// that arrives meanwhile is never kept waiting behind a long task. Hover
// preloading, which answers a visitor's intent, is untouched.
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import type {ClientModule} from '@docusaurus/types';
import {PRISM_CHUNK_NAME} from '../plugins/lean-prism/prismChunk';
import {createIdleQueue} from './idleQueue';
import {chunkNamesByRoutePath, matchedRoutePaths} from './routePrefetchPlan';

/** Injected by Docusaurus's ChunkAssetPlugin: a chunk name's script URL. */
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

const IDLE_TIMEOUT_MS = 2000;
/** Work per idle callback, in milliseconds. */
const SLICE_BUDGET_MS = 8;

type Docusaurus = Window['docusaurus'];
type NetworkInformation = {effectiveType?: string; saveData?: boolean};

let patched = false;
let chunkNamesOf: Map<string, string[]> | undefined;
const prefetchedRoutes = new Set<string>();
const prefetchedUrls = new Set<string>();

function whenIdle(callback: (deadline?: IdleDeadline) => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, {timeout: IDLE_TIMEOUT_MS});
  else setTimeout(callback, 200);
}

/** The stock prefetch skips slow or data-saving connections too. */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/**
 * A route is resolved to its chunks' URLs in one job, and each URL is then
 * prefetched in a job of its own: inserting a <link> costs a few
 * milliseconds on a slow phone, and a blog list page has over a dozen chunks.
 */
type PrefetchJob = {routePath: string} | {chunkUrl: string};

function runPrefetchJob(job: PrefetchJob): PrefetchJob[] | void {
  if ('chunkUrl' in job) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = job.chunkUrl;
    document.head.appendChild(link);
    return;
  }
  const namesByPath = (chunkNamesOf ??= chunkNamesByRoutePath(routesChunkNames));
  // The code blocks of a route opened by a link are tokenized by Prism, which
  // pages load only for that (src/plugins/lean-prism/prismLoader.browser.ts).
  const chunkNames = [
    ...matchedRoutePaths(routes, job.routePath).flatMap((path) => namesByPath.get(path) ?? []),
    PRISM_CHUNK_NAME,
  ];
  const followUps: PrefetchJob[] = [];
  for (const chunkName of chunkNames) {
    const url = __webpack_require__.gca(chunkName);
    // A chunk webpack merged into another has no URL of its own.
    if (!url || url.includes('undefined') || prefetchedUrls.has(url)) continue;
    prefetchedUrls.add(url);
    followUps.push({chunkUrl: url});
  }
  return followUps;
}

function withDeferredPrefetches(docusaurus: Docusaurus): Docusaurus {
  const queuePrefetch = createIdleQueue<PrefetchJob>({
    run: runPrefetchJob,
    scheduleIdle: whenIdle,
    whenReady: (callback) => {
      if (document.readyState === 'complete') callback();
      else window.addEventListener('load', callback, {once: true});
    },
    sliceBudgetMs: SLICE_BUDGET_MS,
  });
  const prefetch: Docusaurus['prefetch'] = (routePath) => {
    if (prefetchedRoutes.has(routePath) || isSlowConnection()) return false;
    prefetchedRoutes.add(routePath);
    queuePrefetch({routePath});
    return false;
  };
  // The object itself is read-only; links look it up on window each time.
  return {...docusaurus, prefetch};
}

// The first call comes as the first page commits, before any link has been
// seen by its IntersectionObserver; window.docusaurus only exists once the
// client entry has run, which is after client modules load.
export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  if (patched) return;
  patched = true;
  window.docusaurus = withDeferredPrefetches(window.docusaurus);
};
