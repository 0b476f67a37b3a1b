// The navbar's search button, with DocSearch's class names so its stylesheet
// applies. Written here because `@docsearch/react/button` re-exports the
// package's single bundle: importing it put the whole modal (and, through
// Docusaurus's alias for the keyboard hook, a second UMD copy) into every
// page's main chunk.
import React, {forwardRef, useEffect, useState, type ComponentProps} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

type SearchButtonProps = Omit<ComponentProps<'button'>, 'type'> & {
  translations?: {buttonText?: string};
};

type ShortcutKey = {key: string; label: string};

const CONTROL: ShortcutKey = {key: 'Control', label: 'Ctrl'};
const COMMAND: ShortcutKey = {key: 'Meta', label: '⌘'};

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A key cap that looks pressed while the visitor holds that key. */
function KeyCap({reactsTo, children}: {reactsTo: string; children: string}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsTo) setPressed(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === reactsTo || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  return (
    <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
      {children}
    </kbd>
  );
}

const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {translations = {}, ...buttonProps},
  ref,
) {
  const {buttonText = 'Search'} = translations;
  // The platform is only known in the browser: the server renders no key caps.
  const [modifier, setModifier] = useState<ShortcutKey | null>(null);
  useEffect(() => {
    setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? COMMAND : CONTROL);
  }, []);
  // Disabled until React hydrates the page, as the colour mode switch is:
  // until then, a click would open nothing.
  const isBrowser = useIsBrowser();
  // DocSearch names the button "Search (Ctrl+K)" with an aria-label, which
  // differs from the text a sighted visitor reads on it (axe:
  // label-content-name-mismatch). Here the visible label is the name, also on
  // phones, where it is hidden visually only (styles.css), and the shortcut
  // is announced through aria-keyshortcuts.
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={modifier === COMMAND ? 'Meta+K' : 'Control+K'}
      disabled={!isBrowser}
      {...buttonProps}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier && (
          <>
            <KeyCap reactsTo={modifier.key}>{modifier.label}</KeyCap>
            <KeyCap reactsTo="k">K</KeyCap>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
