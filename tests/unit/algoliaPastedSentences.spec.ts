import {expect, test} from '@playwright/test';
import {withPastedSentenceReadings} from '../../src/search/algoliaPastedSentences';
import {algoliaReadings} from '../../src/search/sentence';

// What the Algolia clients send for a pasted sentence, and how the two
// answers become one. The ranking that results is tested against the
// site's records in tests/built/algoliaRanking.spec.ts.

const PASTED = 'Error: Found no composition with the name my-video';
const TYPED = 'render media';

type Sent = Record<string, unknown>;
const hit = (objectID: string, url: string) => ({objectID, url});

/** A stand-in for Algolia's `search` that records what it is sent and answers each request from `answer`. */
function recordingSearch(answer: (request: Sent, index: number) => {objectID: string; url: string}[]) {
  const calls: unknown[] = [];
  const search = async (call: unknown) => {
    calls.push(call);
    const requests = (Array.isArray(call) ? call : (call as {requests: Sent[]}).requests) as Sent[];
    return {results: requests.map((request, i) => ({hits: answer(request, i), hitsPerPage: 5, nbHits: 99}))};
  };
  return {calls, search: withPastedSentenceReadings(search)};
}

test('a pasted sentence is read twice: its first five words as a phrase, and with every word optional', () => {
  expect(algoliaReadings(TYPED)).toBeNull();
  // The console's "Error:" is not part of the message the page quotes.
  expect(algoliaReadings(PASTED)).toEqual({
    quoted: {
      query: '"Found no composition with the" name my video',
      params: {advancedSyntax: true, advancedSyntaxFeatures: ['exactPhrase'], optionalWords: ['name my video']},
    },
    allWords: {query: PASTED, params: {optionalWords: [PASTED]}},
  });
});

test("DocSearch's call: both readings go in one call, flat, and come back as one result", async () => {
  const {calls, search} = recordingSearch((_request, i) =>
    i === 0
      ? [hit('quote', 'https://x/docs/common-errors#composition'), hit('a1', 'https://x/docs/a#0')]
      : ['a1', 'a2', 'a3', 'a4'].map((id, n) => hit(id, `https://x/docs/a#${n}`)).concat([hit('b', 'https://x/docs/b'), hit('c', 'https://x/docs/c')]),
  );
  const response = await search({requests: [{indexName: 'remotion', query: PASTED, hitsPerPage: 5}]});
  const [sent] = calls as {requests: Sent[]}[];
  expect(sent.requests).toEqual([
    {indexName: 'remotion', hitsPerPage: 5, query: '"Found no composition with the" name my video', advancedSyntax: true, advancedSyntaxFeatures: ['exactPhrase'], optionalWords: ['name my video']},
    {indexName: 'remotion', hitsPerPage: 5, query: PASTED, optionalWords: [PASTED]},
  ]);
  // The quoted reading first; then the other's hits not shown yet, at most three of a page, up to hitsPerPage.
  expect(response.results).toHaveLength(1);
  expect(response.results[0]).toMatchObject({nbHits: 99, hitsPerPage: 5});
  expect(response.results[0].hits!.map(({objectID}) => objectID)).toEqual(['quote', 'a1', 'a2', 'a3', 'b']);
});

test("algoliasearch-helper's call: the readings go in params, as an object or encoded", async () => {
  const {calls, search} = recordingSearch(() => []);
  await search([
    {indexName: 'remotion', params: {query: PASTED, hitsPerPage: 15, page: 0}},
    {indexName: 'remotion', params: `query=${encodeURIComponent(PASTED)}&hitsPerPage=1`},
  ]);
  const [sent] = calls as Sent[][];
  expect(sent).toHaveLength(4);
  expect(sent[0]).toEqual({
    indexName: 'remotion',
    params: {query: '"Found no composition with the" name my video', hitsPerPage: 15, page: 0, advancedSyntax: true, advancedSyntaxFeatures: ['exactPhrase'], optionalWords: ['name my video']},
  });
  expect(sent[1]).toEqual({indexName: 'remotion', params: {query: PASTED, hitsPerPage: 15, page: 0, optionalWords: [PASTED]}});
  const encoded = new URLSearchParams(String(sent[2].params));
  expect(Object.fromEntries(encoded)).toEqual({
    query: '"Found no composition with the" name my video',
    hitsPerPage: '1',
    advancedSyntax: 'true',
    advancedSyntaxFeatures: '["exactPhrase"]',
    optionalWords: '["name my video"]',
  });
});

test('typed queries go through untouched; later pages of a pasted sentence get its all-words reading alone', async () => {
  const {calls, search} = recordingSearch(() => [hit('only', 'https://x/docs/only')]);
  const typed = {requests: [{indexName: 'remotion', query: TYPED}]};
  const response = await search(typed);
  expect(calls[0]).toEqual(typed);
  expect(response.results[0].hits).toEqual([hit('only', 'https://x/docs/only')]);

  await search([{indexName: 'remotion', params: {query: PASTED, page: 2}}]);
  expect(calls[1]).toEqual([{indexName: 'remotion', params: {query: PASTED, page: 2, optionalWords: [PASTED]}}]);
});
