import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * Holds the page's first paint until the element with this id has been
 * parsed, through `<link rel="expect" blocking="render">` (Chromium 124+;
 * other browsers ignore it and paint as before). For content near the top
 * whose parts are laid out together, such as items aligned to the right or
 * centred in one row: a frame painted while the parser is halfway through
 * shows the first parts in a place they leave when the rest arrives.
 */
export default function FirstPaintAfter({elementId}: {elementId: string}): ReactNode {
  return (
    <Head>
      <link rel="expect" href={`#${elementId}`} blocking="render" />
    </Head>
  );
}
