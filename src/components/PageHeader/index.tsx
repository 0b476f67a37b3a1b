import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  title: string;
  lead: ReactNode;
  children?: ReactNode;
};

/** The title band shared by the marketing pages. */
export default function PageHeader({title, lead, children}: Props): React.JSX.Element {
  return (
    <header className={styles.header}>
      <div className="container">
        <Heading as="h1">{title}</Heading>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </header>
  );
}
