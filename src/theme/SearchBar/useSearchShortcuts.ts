// The modal's keyboard shortcuts, the same as DocSearch's
// useDocSearchKeyboardEvents; written here so the main chunk does not carry
// the DocSearch bundle (see SearchButton.tsx).
import {useEffect, useLayoutEffect, useRef, type RefObject} from 'react';

type SearchShortcutsOptions = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus. */
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
};

function isTypingInField(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

// Layout effects run in the commit that changes what the visitor sees; React warns about them on the server.
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useSearchShortcuts({isOpen: isOpenNow, onOpen, onClose, onInput, searchButtonRef}: SearchShortcutsOptions): void {
  // Upstream's listener closes over `isOpen` and is replaced in a passive
  // effect, which React may run well after the commit when a route change
  // keeps the main thread busy. Until then a shortcut pressed after a search
  // closed the modal still saw it open and "closed" it again: Ctrl+K did
  // nothing. The ref changes in the same commit as the modal.
  const isOpenRef = useRef(isOpenNow);
  useCommitEffect(() => {
    isOpenRef.current = isOpenNow;
  }, [isOpenNow]);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const isOpen = isOpenRef.current;
      const closing = event.code === 'Escape' && isOpen;
      const toggling = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slashOpening = event.key === '/' && !isOpen && !isTypingInField(event);
      if (closing || toggling || slashOpening) {
        event.preventDefault();
        if (isOpen) onClose();
        // Another DocSearch modal on the page may already be open.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        onInput &&
        searchButtonRef?.current === document.activeElement &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onOpen, onClose, onInput, searchButtonRef]);
}
