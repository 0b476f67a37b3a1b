// Uploads the search records of the last production build to Algolia, with
// the official client: `npm run build && npm run search:push`. The records are
// the very ones the local engine answers from (build/search-index.json),
// expanded into DocSearch's schema.
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {expandRecords, SEARCH_INDEX_FILE, type CompactIndex} from '../src/search/records';

const ALGOLIA_APP_ID = process.env.ALGOLIA_APP_ID ?? '';
// Writing needs an admin key; the search key in the site's config cannot.
const ALGOLIA_ADMIN_API_KEY = process.env.ALGOLIA_ADMIN_API_KEY ?? '';
const ALGOLIA_INDEX_NAME = process.env.ALGOLIA_INDEX_NAME || 'remotion';

async function main(): Promise<void> {
  if (!ALGOLIA_APP_ID || !ALGOLIA_ADMIN_API_KEY) {
    throw new Error('Set ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY (and optionally ALGOLIA_INDEX_NAME).');
  }
  const indexFile = resolve(__dirname, '..', 'build', SEARCH_INDEX_FILE);
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as CompactIndex;
  const records = expandRecords(index);
  const client = algoliasearch(ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY);
  await client.setSettings({
    indexName: ALGOLIA_INDEX_NAME,
    indexSettings: {
      searchableAttributes: [
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      attributesForFaceting: ['language', 'docusaurus_tag'],
      attributesToSnippet: ['content:10'],
      distinct: false,
    },
  });
  await client.replaceAllObjects({
    indexName: ALGOLIA_INDEX_NAME,
    objects: records as unknown as Record<string, unknown>[],
  });
  console.log(`Uploaded ${records.length} records from ${index.pages.length} pages to the index "${ALGOLIA_INDEX_NAME}".`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
