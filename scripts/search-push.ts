// Uploads the search records of the last production build to Algolia, with
// the official client, together with the index settings and synonyms that
// rank them as the local engine does (src/search/algoliaSettings.ts):
// `npm run build && npm run search:push`. The records are the very ones the
// local engine answers from (build/search-index.json).
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {SEARCH_INDEX_FILE, type CompactIndex} from '../src/search/records';
import {ALGOLIA_SYNONYMS, pushSearchIndex} from '../src/search/algoliaSettings';

const ALGOLIA_APP_ID = process.env.ALGOLIA_APP_ID ?? '';
// Writing needs an admin key; the search key in the site's config cannot.
const ALGOLIA_ADMIN_API_KEY = process.env.ALGOLIA_ADMIN_API_KEY ?? '';
const ALGOLIA_INDEX_NAME = process.env.ALGOLIA_INDEX_NAME || 'remotion';

async function main(): Promise<void> {
  if (!ALGOLIA_APP_ID || !ALGOLIA_ADMIN_API_KEY) {
    throw new Error('Set ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY (and optionally ALGOLIA_INDEX_NAME).');
  }
  const index = JSON.parse(readFileSync(resolve(__dirname, '..', 'build', SEARCH_INDEX_FILE), 'utf8')) as CompactIndex;
  const count = await pushSearchIndex(algoliasearch(ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY), ALGOLIA_INDEX_NAME, index);
  console.log(
    `Uploaded the settings, ${ALGOLIA_SYNONYMS.length} synonym groups and ${count} records from ${index.pages.length} pages to the index "${ALGOLIA_INDEX_NAME}".`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
