import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {withPastedSentenceReadings} from '../../src/search/algoliaPastedSentences';
import type {CompactIndex} from '../../src/search/records';
import {createAlgoliaEmulator, type AlgoliaRecord, type EmulatedAlgolia} from './algoliaEmulator';
import {pastedErrorCases} from './relevance.errors';
import {evaluateRelevance, type CategoryScore} from './relevance';

// Algolia mode on the generated pasted-error category: the records and
// settings `search:push` sends, ranked as Algolia's documented criteria
// rank them (algoliaEmulator.ts), queried as the modal queries.

const index = JSON.parse(readFileSync(resolve(__dirname, '../../build/search-index.json'), 'utf8')) as CompactIndex;
const emulator = createAlgoliaEmulator(index);
const CASES = pastedErrorCases();

/** The same floors as the local engine's (searchEngine.spec.ts). */
const PASTED_TOP3_FLOOR = 0.97;
const PASTED_TOP1_FLOOR = 0.85;

async function scoreWith(search: EmulatedAlgolia['search']): Promise<CategoryScore> {
  const hits = new Map<string, AlgoliaRecord[]>();
  for (const {query} of CASES) {
    const {results} = await search({requests: [{indexName: 'remotion', query, hitsPerPage: 20}]});
    hits.set(query, results[0].hits);
  }
  const [score] = evaluateRelevance({search: (_indexName, {query}) => ({hits: hits.get(query)!})}, CASES, 'rows');
  return score;
}

test(`Algolia mode: the page quoting a pasted message is first for ${PASTED_TOP1_FLOOR * 100}% and in the first three for ${PASTED_TOP3_FLOOR * 100}%`, async () => {
  const score = await scoreWith(withPastedSentenceReadings(emulator.search));
  expect(score.cases).toBeGreaterThan(200);
  expect(score.top3, `top-3 misses:\n${score.misses.join('\n')}`).toBeGreaterThanOrEqual(PASTED_TOP3_FLOOR);
  expect(score.top1, `top-3 misses:\n${score.misses.join('\n')}`).toBeGreaterThanOrEqual(PASTED_TOP1_FLOOR);
});

test("the quoted reading is what gets there: the index settings alone miss the floor, since a pasted message's values sink its page", async () => {
  const settingsAlone = await scoreWith(emulator.search);
  expect(settingsAlone.top3).toBeLessThan(PASTED_TOP3_FLOOR);
});
