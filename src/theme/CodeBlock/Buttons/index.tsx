/**
 * Ejected from @docusaurus/theme-classic 3.10 to add, to a sample with hover
 * types, the button that lists them: the keyboard's and screen readers' way
 * to what the pointer finds by hovering (src/components/SampleTypes). The
 * rest is upstream's, styles included.
 */
import React, {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
import {SampleTypesContext} from '@site/src/components/SampleTypes/context';
import TypesButton from '@site/src/components/SampleTypes/TypesButton';
import styles from './styles.module.css';

// Code block buttons are not server-rendered on purpose
// Adding them to the initial HTML is useless and expensive (due to JSX SVG)
// They are hidden by default and require React  to become interactive
export default function CodeBlockButtons({className}: Props): ReactNode {
  const typesHash = useContext(SampleTypesContext);
  return (
    <BrowserOnly>
      {() => (
        <div className={clsx(className, styles.buttonGroup)}>
          {typesHash && <TypesButton hash={typesHash} />}
          <WordWrapButton />
          <CopyButton />
        </div>
      )}
    </BrowserOnly>
  );
}
