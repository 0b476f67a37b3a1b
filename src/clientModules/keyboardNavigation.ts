// Docusaurus 3.10 dropped the body class that marks keyboard navigation
// (facebook/docusaurus#11713). The spec relies on it to show focus outlines
// only to keyboard users, so it is restored here for every page.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

function markKeyboardNavigation(event: KeyboardEvent): void {
  if (event.key === 'Tab') {
    document.body.classList.add(KEYBOARD_NAVIGATION_CLASS);
  }
}

function markPointerNavigation(): void {
  document.body.classList.remove(KEYBOARD_NAVIGATION_CLASS);
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', markKeyboardNavigation, true);
  document.addEventListener('mousedown', markPointerNavigation, true);
}
