// Apart from client.ts, which loads the search worker: the config and the
// tests read these without a browser.

/** Facet filters sent with every query: this language, docs or any other page. */
export function searchFacetFilters(language: string): (string | string[])[] {
  return [`language:${language}`, ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
}
