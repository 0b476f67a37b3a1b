import React, {useEffect, useState, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {loadSampleTypes, namesWithTypes} from './load';
import styles from './styles.module.css';

type Entry = ReturnType<typeof namesWithTypes>[number];

/** The names of a sample and what TypeScript says about each, as a list. */
export default function TypesPanel({id, hash, onClose}: {id: string; hash: string; onClose: () => void}): ReactNode {
  const {metadata} = useCodeBlockContext();
  const [entries, setEntries] = useState<Entry[] | 'error' | null>(null);
  useEffect(() => {
    let current = true;
    loadSampleTypes(hash).then(
      (types) => current && setEntries(namesWithTypes(metadata.code, types)),
      () => current && setEntries('error'),
    );
    return () => {
      current = false;
    };
  }, [hash, metadata.code]);
  return (
    // The list may scroll, so it takes focus (a tab stop only while open); Escape closes it.
    <div
      id={id}
      className={styles.panel}
      role="region"
      aria-label="Types in this sample"
      tabIndex={0}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}>
      {entries === null && <p className={styles.panelStatus}>Loading types…</p>}
      {entries === 'error' && <p className={styles.panelStatus}>The types could not be loaded. Close and open the list to try again.</p>}
      {Array.isArray(entries) && (
        <dl className={styles.entries}>
          {entries.map(({name, signature, documentation}, index) => (
            <div key={index} className={styles.entry}>
              <dt>
                <code>{name}</code>
              </dt>
              <dd>
                <code className={styles.signature}>{signature}</code>
                {documentation && <p className={styles.documentation}>{documentation}</p>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
