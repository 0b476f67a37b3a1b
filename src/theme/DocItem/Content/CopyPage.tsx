import React, {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

const ANNOUNCEMENTS: Record<State, string> = {
  idle: '',
  copied: 'The Markdown of this page is on your clipboard.',
  failed: 'Copying failed. Open the Markdown and copy it from there.',
};

/**
 * Copies the page's Markdown twin, fetched only when asked for, so the
 * control costs a page nothing until it is used.
 */
async function copyTwin(twinUrl: string): Promise<void> {
  const text = fetch(twinUrl).then((response) => {
    if (!response.ok) throw new Error(`${twinUrl}: ${response.status}`);
    return response.text();
  });
  // Safari only allows a write that starts within the click; a ClipboardItem
  // may wait for its content, so the fetch can finish after the click ends.
  if (typeof ClipboardItem !== 'undefined') {
    await navigator.clipboard.write([
      new ClipboardItem({'text/plain': text.then((markdown) => new Blob([markdown], {type: 'text/plain'}))}),
    ]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export default function CopyPage({twinUrl}: {twinUrl: string}): ReactNode {
  const [state, setState] = useState<State>('idle');
  // Until React hydrates the page, a click would do nothing at all; the
  // button says so by being disabled, and the Markdown link works meanwhile.
  const isBrowser = useIsBrowser();
  const copy = () => {
    copyTwin(twinUrl).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.button}
        disabled={!isBrowser}
        onClick={copy}
        onBlur={() => setState('idle')}>
        {state === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className={styles.button} href={twinUrl} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className={state === 'failed' ? styles.error : 'sr-only'}>
        {ANNOUNCEMENTS[state]}
      </span>
    </div>
  );
}
