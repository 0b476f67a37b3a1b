import React, {useMemo, type ComponentProps} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';

/**
 * DocSearch's modal, keeping its search parameters while their content is
 * the same. The modal builds a new autocomplete instance, with an empty
 * state, whenever `searchParameters` change identity: the hits on screen
 * then belong to the old one, and Enter finds no selected hit and does
 * nothing until the next keystroke. The search bar makes new parameters on
 * every render (as upstream's does), and the navbar re-renders under an open
 * modal when the window crosses the mobile breakpoint or a context updates
 * late. Here rather than in the search bar, so that it loads with the modal,
 * not with every page.
 */
export default function StableDocSearchModal({searchParameters, ...props}: ComponentProps<typeof DocSearchModal>) {
  const parametersKey = JSON.stringify(searchParameters ?? null);
  const stableParameters = useMemo(() => JSON.parse(parametersKey) as typeof searchParameters, [parametersKey]);
  return <DocSearchModal {...props} searchParameters={stableParameters ?? undefined} />;
}
