import React, {lazy, Suspense, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './button.module.css';

// The list and the type data load when the reader first opens it, in the chunk of the hover code.
const TypesPanel = lazy(() => import('./hover').then(({TypesPanel: panel}) => ({default: panel})));

/**
 * One button per sample that opens the list of its names and their types:
 * what hovering shows, reachable from the keyboard with a single tab stop
 * and read in order by screen readers (the list follows the button).
 */
export default function TypesButton({hash}: {hash: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={clsx('clean-btn', styles.typesButton, open && styles.typesButtonOpen)}
        onClick={() => setOpen(!open)}>
        Types
      </button>
      {open && (
        <Suspense fallback={null}>
          <TypesPanel id={panelId} hash={hash} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
