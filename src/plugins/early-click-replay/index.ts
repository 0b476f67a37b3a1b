import type {Plugin} from '@docusaurus/types';
import {inlineScriptPlugin} from '../inlineScriptPlugin';

/**
 * Controls that only React can act on: buttons that submit nothing, links
 * to "#" that play a button's part (the navbar dropdowns) and tabs. Links to
 * a page, submit buttons and form fields keep their native behaviour.
 */
const HELD_CONTROLS = 'button[type="button"], a[role="button"][href="#"], [role="tab"]';

/**
 * Dispatched on the document once hydration is done and the held clicks
 * were replayed (`detail.replayed` counts them): what a test waits for.
 */
export const REPLAYED_EVENT = 'early-click-replay:done';

/**
 * How long a click is held at most. When hydration has not come by then
 * (the main bundle failed or hangs), the script lets go: the clicks it holds
 * are dropped, it dispatches RELEASED_EVENT, and from then on every click
 * has the browser's own behaviour, as without this script.
 */
export const HOLD_LIMIT_MS = 10_000;
export const RELEASED_EVENT = 'early-click-replay:released';

/**
 * The page is painted from its HTML well before React has hydrated it: the
 * scripts still download, and the client entry yields between its steps
 * (split-client-startup). A click on the navbar toggle, the announcement's
 * Close button or a tab (npm, yarn, pnpm) in that time reached no handler
 * and was lost. This script, inlined in <head>, holds such clicks and replays
 * them once Docusaurus marks <html data-has-hydrated="true">: each control
 * once, in the order of its last click. A visitor who tapped the menu twice
 * because nothing happened wanted it opened, not opened and closed again;
 * one who chose yarn, then npm, then yarn again wanted yarn. Hydration may
 * replace a control (Docusaurus mounts its tabs anew once in the browser):
 * it is then found at the same place among the controls of its kind (tag and
 * role: code blocks gain buttons as they hydrate) in its nearest ancestor
 * still in the page, and clicked if its text is the same. A click is held
 * for HOLD_LIMIT_MS at most, so a page that never hydrates does not swallow
 * clicks for ever. Controls that are disabled until hydration (colour
 * mode, search, Copy page) never fire a click, so they are not concerned.
 *
 * The search shortcuts are held the same way: Ctrl/⌘+K anywhere, and "/"
 * outside a text field, pressed before hydration are kept (once, however
 * often pressed; Escape drops them) and dispatched again as the same
 * keydown on the document once the page has hydrated, where the search
 * bar's own listener (useSearchShortcuts) opens the modal.
 */
export function clickReplayScript(): string {
  return `(function () {
  var selector = ${JSON.stringify(HELD_CONTROLS)};
  var root = document.documentElement;
  var held = [];
  function kindOf(control) {
    var role = control.getAttribute('role');
    return control.tagName.toLowerCase() + (role ? '[role="' + role + '"]' : ':not([role])');
  }
  function placesOf(control, kind) {
    var places = [];
    for (var ancestor = control.parentElement; ancestor; ancestor = ancestor.parentElement) {
      places.push({ancestor: ancestor, index: Array.prototype.indexOf.call(ancestor.querySelectorAll(kind), control)});
    }
    return places;
  }
  function current(entry) {
    if (entry.control.isConnected) return entry.control;
    for (var i = 0; i < entry.places.length; i++) {
      var place = entry.places[i];
      if (!place.ancestor.isConnected) continue;
      var candidate = place.ancestor.querySelectorAll(entry.kind)[place.index];
      return candidate && candidate.textContent === entry.control.textContent ? candidate : null;
    }
    return null;
  }
  var releaseTimer = 0;
  function release() {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('keydown', holdShortcut, true);
    observer.disconnect();
    document.dispatchEvent(new CustomEvent(${JSON.stringify(RELEASED_EVENT)}, {detail: {dropped: held.length + (heldShortcut ? 1 : 0)}}));
    held = [];
    heldShortcut = null;
  }
  function hold(event) {
    var target = event.target;
    var control = event.isTrusted && target instanceof Element && target.closest(selector);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    if (!releaseTimer) releaseTimer = setTimeout(release, ${HOLD_LIMIT_MS});
    held = held.filter(function (entry) {
      return entry.control !== control;
    });
    var kind = kindOf(control);
    held.push({control: control, kind: kind, places: placesOf(control, kind)});
  }
  var heldShortcut = null;
  function isTyping(target) {
    return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
  }
  function holdShortcut(event) {
    if (!event.isTrusted) return;
    if (event.key === 'Escape') {
      heldShortcut = null;
      return;
    }
    var toggling = (event.ctrlKey || event.metaKey) && typeof event.key === 'string' && event.key.toLowerCase() === 'k';
    var slash = event.key === '/' && !isTyping(event.target);
    if (!toggling && !slash) return;
    event.preventDefault();
    if (!releaseTimer) releaseTimer = setTimeout(release, ${HOLD_LIMIT_MS});
    heldShortcut = {key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey, bubbles: true, cancelable: true};
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('keydown', holdShortcut, true);
  var observer = new MutationObserver(function () {
    if (root.getAttribute('data-has-hydrated') !== 'true') return;
    observer.disconnect();
    clearTimeout(releaseTimer);
    document.removeEventListener('click', hold, true);
    document.removeEventListener('keydown', holdShortcut, true);
    var replayed = 0;
    held.forEach(function (entry) {
      var control = current(entry);
      if (control) {
        control.click();
        replayed++;
      }
    });
    held = [];
    if (heldShortcut) {
      document.dispatchEvent(new KeyboardEvent('keydown', heldShortcut));
      heldShortcut = null;
      replayed++;
    }
    document.dispatchEvent(new CustomEvent(${JSON.stringify(REPLAYED_EVENT)}, {detail: {replayed: replayed}}));
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
})();`;
}

export default function earlyClickReplayPlugin(): Plugin {
  return inlineScriptPlugin('early-click-replay', 'headTags', clickReplayScript());
}
