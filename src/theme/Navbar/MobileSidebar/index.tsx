import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

// On a narrow window, upstream mounts the closed menu panel (every navbar
// item, and on docs pages the whole docs sidebar) in the synchronous render
// that follows hydration: on a phone, the longest task once the page is up.
// Mounted in a transition, the same render is split into short slices. A
// visitor who opens the menu before that gets it mounted at once.
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (shouldRender) startTransition(() => setMounted(true));
  }, [shouldRender]);
  return mounted || shown ? <MobileSidebar {...props} /> : null;
}
