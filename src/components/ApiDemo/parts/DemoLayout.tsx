import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import styles from '../styles.module.css';

type DemoLayoutProps = {
  /** The demo's accessible name, e.g. "spring() playground". */
  label: string;
  plot: React.ReactNode;
  /** The animation, usually a DemoStage. */
  stage: React.ReactNode;
  controls: React.ReactNode;
  /** Code that reproduces the current settings. */
  code: string;
  /** A live result worth reading, such as measureSpring()'s duration. */
  readout?: React.ReactNode;
  onReset: () => void;
};

/** The fixed grid every demo fills, the same size as the box its page reserves. */
export default function DemoLayout({label, plot, stage, controls, code, readout, onReset}: DemoLayoutProps): React.JSX.Element {
  return (
    <section className={styles.demo} aria-label={label} data-demo-loaded="">
      <div className={styles.plot}>{plot}</div>
      <div className={styles.stage}>{stage}</div>
      <fieldset className={styles.controls}>
        <legend className="sr-only">Settings</legend>
        {controls}
        {readout ? (
          <p className={styles.readout} aria-live="polite" data-demo-readout="">
            {readout}
          </p>
        ) : null}
        <button type="button" className="button button--secondary button--sm" onClick={onReset} data-demo-reset="">
          Reset
        </button>
      </fieldset>
      <div className={styles.code} data-demo-code="">
        <CodeBlock language="tsx">{code}</CodeBlock>
      </div>
    </section>
  );
}
