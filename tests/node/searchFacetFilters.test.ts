import {expect, test} from 'vitest';
import {searchFacetFilters} from '../../src/search/facetFilters';
import {createEngine} from '../../src/search/docsearchAdapter';
import {encodeRecords, SEARCH_INDEX_VERSION, type CompactIndex} from '../../src/search/records';

// The facet filters every query of the modal and the search page sends
// (src/search/facetFilters.ts), applied by the local engine to pages of
// each language and tag.

const TAGS = ['docs-default-current', 'default', 'docs-default-3.1', 'blog-success-stories'];

function indexIn(language: string): CompactIndex {
  return {
    version: SEARCH_INDEX_VERSION,
    language,
    pages: TAGS.map((tag, i) => [`https://www.remotion.dev/p${i}`, 'Docs', `Transitions ${tag}`, tag, 0]),
    sections: [],
    contents: [],
    records: encodeRecords(TAGS.map((_, i) => [i, 1, -1, -1])),
  };
}

test('this language, and the current docs or any page outside the docs', () => {
  expect(searchFacetFilters('en')).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  expect(searchFacetFilters('fr')[0]).toBe('language:fr');
  const tagsFound = (index: CompactIndex, language: string) =>
    createEngine(index)
      .search('remotion', {query: 'transitions', facetFilters: searchFacetFilters(language)})
      .hits.map(({docusaurus_tag}) => docusaurus_tag)
      .sort();
  expect(tagsFound(indexIn('en'), 'en')).toEqual(['default', 'docs-default-current']);
  expect(tagsFound(indexIn('fr'), 'fr')).toEqual(['default', 'docs-default-current']);
  expect(tagsFound(indexIn('en'), 'fr')).toEqual([]);
});
