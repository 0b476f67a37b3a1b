import React, {type ReactNode} from 'react';
import Content from '@theme-original/Navbar/Content';
import type ContentType from '@theme/Navbar/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';

type Props = WrapperProps<typeof ContentType>;

/** The id of an empty element right after the navbar's items. */
const NAVBAR_PARSED_ID = 'navbar-parsed';

// Wrapped to keep the navbar still while the page loads. The right-hand
// items are aligned to the right edge, so when the browser painted a frame
// while parsing them, each item that arrived later pushed those before it to
// the left: a layout shift on slow phones. `<link rel="expect">` holds the
// first paint until the marker after the items is parsed (Chromium 124+;
// other browsers ignore it and paint as before).
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <link rel="expect" href={`#${NAVBAR_PARSED_ID}`} blocking="render" />
      </Head>
      <Content {...props} />
      <span id={NAVBAR_PARSED_ID} hidden />
    </>
  );
}
