// @docsearch/react 3.9.0 ships types for its entry point only; these are the
// subpath modules the search bar loads lazily.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';
