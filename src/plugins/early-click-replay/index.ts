import type {Plugin} from '@docusaurus/types';

/**
 * Controls that only React can act on: buttons that submit nothing and
 * links to "#" that play a button's part (the navbar dropdowns). Links to a
 * page, submit buttons and form fields keep their native behaviour.
 */
export const HELD_CONTROLS = 'button[type="button"], a[role="button"][href="#"]';

/**
 * The page is painted from its HTML well before React has hydrated it: the
 * scripts still download, and the client entry yields between its steps
 * (split-client-startup). A click on the navbar toggle, a dropdown or the
 * announcement's Close button in that time reached no handler and was lost.
 * This script, inlined at the top of <head>, holds such clicks and replays
 * them once Docusaurus marks <html data-has-hydrated="true">, each control
 * once, in the order first clicked: a visitor who tapped twice because
 * nothing happened wanted it opened, not opened and closed again. Controls
 * that are disabled until hydration (colour mode, search, Copy page) never
 * fire a click, so they are not concerned.
 */
export function clickReplayScript(): string {
  return `(function () {
  var root = document.documentElement;
  var held = [];
  function hold(event) {
    var target = event.target;
    var control = event.isTrusted && target instanceof Element && target.closest(${JSON.stringify(HELD_CONTROLS)});
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(control) === -1) held.push(control);
  }
  document.addEventListener('click', hold, true);
  new MutationObserver(function (records, observer) {
    if (root.getAttribute('data-has-hydrated') !== 'true') return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    held.forEach(function (control) {
      if (control.isConnected) control.click();
    });
    held = [];
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
})();`;
}

export default function earlyClickReplayPlugin(): Plugin {
  return {
    name: 'early-click-replay',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', innerHTML: clickReplayScript()}],
      };
    },
  };
}
