import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/**
 * A group of form controls that stay disabled until React has hydrated the
 * page. Before that, the server-rendered controls accept input that no
 * handler sees: the page would show a value its result does not use.
 */
export default function HydratedFieldset({className, disabled, ...props}: ComponentProps<'fieldset'>): ReactNode {
  const isBrowser = useIsBrowser();
  return <fieldset {...props} className={clsx(styles.fieldset, className)} disabled={disabled || !isBrowser} />;
}
