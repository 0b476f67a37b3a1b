/**
 * The Algolia index settings that rank the site's records as the local
 * engine does (src/search/ranking.ts): `npm run search:push` sends them with
 * the records, so both search modes answer the same query the same way.
 */
import type {IndexSettings, SearchClient, SynonymHit} from 'algoliasearch';
import {expandRecords, type CompactIndex, type DocSearchRecord} from './records';
import {SYNONYMS} from './query';
import {HITS_PER_PAGE_GROUP, kindOf, type RecordKind} from './ranking';

/** Words every record or nearly every pasted message holds: found, but never required. */
export const OPTIONAL_WORDS = ['remotion', 'http', 'https', 'www', 'localhost', 'dev'];

/** Algolia's custom ranking reads numbers: docs 2, other pages 1, blog posts and stories 0. */
const KIND_WEIGHT: Record<RecordKind, number> = {docs: 2, page: 1, blog: 0};

export const ALGOLIA_INDEX_SETTINGS = {
  // Title, then headings and the page's description, then the category,
  // then the text; a word counts wherever it sits in an attribute
  // (unordered), as in the local engine. Only title records carry a
  // description, and they have no heading, so it sits among the headings.
  searchableAttributes: [
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(description)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'unordered(hierarchy.lvl0)',
    'unordered(content)',
  ],
  // The local engine's criteria in its order, proximity after attribute as
  // there (see ranking.ts for why). Its link and sentence criteria have no
  // Algolia setting: the clients send a pasted message as two readings
  // instead (algoliaPastedSentences.ts), whose ranking with these settings
  // tests/built/algoliaRanking.spec.ts measures (BENCHMARKS.md, "Algolia mode").
  ranking: ['words', 'typo', 'attribute', 'proximity', 'exact', 'filters', 'custom'],
  customRanking: ['desc(weight.kind)', 'desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  // Every query word optional when no record holds them all, ranked by how many match.
  removeWordsIfNoResults: 'allOptional',
  optionalWords: OPTIONAL_WORDS,
  removeStopWords: ['en'],
  ignorePlurals: ['en'],
  camelCaseAttributes: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  queryType: 'prefixLast',
  exactOnSingleWordQuery: 'attribute',
  attributeForDistinct: 'url_without_anchor',
  distinct: HITS_PER_PAGE_GROUP,
  attributesForFaceting: ['language', 'docusaurus_tag'],
  attributesToSnippet: ['content:10'],
  // Marks where a snippet was cut, as the local index does; the search page adds none of its own.
  snippetEllipsisText: '…',
} satisfies IndexSettings;

export const ALGOLIA_SYNONYMS: SynonymHit[] = SYNONYMS.map((group, i) => ({
  objectID: `remotion-synonyms-${i}`,
  type: 'synonym',
  synonyms: [...group],
}));

/**
 * A record as Algolia stores it: the page URL for `distinct`, the kind as a
 * number for the custom ranking, and a title record's text (the page's
 * description) also as `description`, which ranks above other text.
 */
export function toAlgoliaRecord(record: DocSearchRecord) {
  return {
    ...record,
    description: record.type === 'lvl1' ? record.content : null,
    url_without_anchor: record.url.split('#')[0],
    weight: {...record.weight, kind: KIND_WEIGHT[kindOf(record)]},
  };
}

/** Settings first, so the new records are never ranked by stale rules, then synonyms, then the records. */
export async function pushSearchIndex(client: SearchClient, indexName: string, index: CompactIndex): Promise<number> {
  const records = expandRecords(index).map(toAlgoliaRecord);
  await client.setSettings({indexName, indexSettings: {...ALGOLIA_INDEX_SETTINGS}});
  await client.saveSynonyms({indexName, synonymHit: ALGOLIA_SYNONYMS, replaceExistingSynonyms: true});
  await client.replaceAllObjects({indexName, objects: records as unknown as Record<string, unknown>[]});
  return records.length;
}
