import React, {type ReactNode} from 'react';
import Content from '@theme-original/Navbar/Content';
import type ContentType from '@theme/Navbar/Content';
import type {WrapperProps} from '@docusaurus/types';
import FirstPaintAfter from '@site/src/components/FirstPaintAfter';

type Props = WrapperProps<typeof ContentType>;

/** The id of an empty element right after the navbar's items. */
const NAVBAR_PARSED_ID = 'navbar-parsed';

// Wrapped to keep the navbar still while the page loads. The right-hand
// items are aligned to the right edge, so when the browser painted a frame
// while parsing them, each item that arrived later pushed those before it to
// the left: a layout shift on slow phones. The first paint now waits for the
// marker after the items.
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <FirstPaintAfter elementId={NAVBAR_PARSED_ID} />
      <Content {...props} />
      <span id={NAVBAR_PARSED_ID} hidden />
    </>
  );
}
