import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';

type Props = {
  /** The heading's anchor, which also names the section for assistive technology. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
};

/** A section of a marketing page, labelled by its own h2. */
export default function PageSection({id, title, className, children}: Props): React.JSX.Element {
  return (
    <section aria-labelledby={id} className={className}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
