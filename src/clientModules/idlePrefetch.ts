// Docusaurus prefetches the route of every internal link the moment it
// scrolls into view. On a docs page that is every link of the sidebar at
// once, during hydration: dozens of <link rel="prefetch"> insertions that
// lengthen the page's long tasks and compete with its own scripts for the
// network. Here the same prefetches wait for the page's load event and then
// run while the browser is idle, a few at a time. Hover preloading, which
// answers a visitor's intent, is untouched.
import type {ClientModule} from '@docusaurus/types';

const IDLE_TIMEOUT_MS = 2000;

type Docusaurus = Window['docusaurus'];

let patched = false;

function whenIdle(callback: (deadline?: IdleDeadline) => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, {timeout: IDLE_TIMEOUT_MS});
  else setTimeout(callback, 200);
}

function withDeferredPrefetches(docusaurus: Docusaurus): Docusaurus {
  const prefetchNow = docusaurus.prefetch;
  const queue: string[] = [];
  let draining = false;

  const drain = (deadline?: IdleDeadline) => {
    do {
      prefetchNow(queue.shift()!);
    } while (queue.length > 0 && deadline !== undefined && deadline.timeRemaining() > 5);
    if (queue.length > 0) whenIdle(drain);
    else draining = false;
  };

  const prefetch: Docusaurus['prefetch'] = (url) => {
    queue.push(url);
    if (!draining) {
      draining = true;
      if (document.readyState === 'complete') whenIdle(drain);
      else window.addEventListener('load', () => whenIdle(drain), {once: true});
    }
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
