import {expect, test} from 'vitest';
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

// Added with the move to Vitest (#41, mutation testing): the rules of the merge one at a time.

/** A stand-in that answers the quoted reading (the first request) and the all-words one with results of their own. */
function answering(quoted: Record<string, unknown>, allWords: Record<string, unknown>) {
  const options: unknown[] = [];
  const search = withPastedSentenceReadings(async (call: unknown, ...rest: unknown[]) => {
    options.push(...rest);
    const requests = (Array.isArray(call) ? call : (call as {requests: Sent[]}).requests) as Sent[];
    return {results: requests.map((_, i) => (i === 0 ? quoted : allWords)), processingTimeMS: 7, extra: 'kept'};
  });
  return {search: search as (call: unknown, ...rest: unknown[]) => Promise<{results: {hits?: {objectID: string}[]}[]} & Record<string, unknown>>, options};
}
const ids = (result: {hits?: {objectID: string}[]}) => result.hits?.map(({objectID}) => objectID);

test('a page already shown three times by the quoted reading gets no more rows from the other; anchors do not make pages', async () => {
  const {search} = answering(
    {hits: [hit('q1', 'https://x/docs/a#1'), hit('q2', 'https://x/docs/a#2'), hit('q3', 'https://x/docs/a')]},
    {hits: [hit('a4', 'https://x/docs/a#4'), hit('q1', 'https://x/docs/a#1'), hit('b1', 'https://x/docs/b#1'), hit('b2', 'https://x/docs/b#2'), hit('b3', 'https://x/docs/b'), hit('b4', 'https://x/docs/b#4')], hitsPerPage: 20},
  );
  const response = await search({requests: [{indexName: 'remotion', query: PASTED}]});
  expect(ids(response.results[0])).toEqual(['q1', 'q2', 'q3', 'b1', 'b2', 'b3']);
});

test('a page shown twice by the quoted reading gets one more row from the other, never a hit twice', async () => {
  const {search} = answering(
    {hits: [hit('q1', 'https://x/docs/a#1'), hit('q2', 'https://x/docs/a#2')]},
    {hits: [hit('q2', 'https://x/docs/a#2'), hit('a3', 'https://x/docs/a#3'), hit('a4', 'https://x/docs/a#4')], hitsPerPage: 20},
  );
  const response = await search({requests: [{indexName: 'remotion', query: PASTED}]});
  expect(ids(response.results[0])).toEqual(['q1', 'q2', 'a3']);
});

test("the merged hits are cut to the all-words answer's hitsPerPage, else to its number of hits; the rest of its answer is kept", async () => {
  const quoted = {hits: [hit('q1', 'https://x/docs/q'), hit('q2', 'https://x/docs/r')], nbHits: 2};
  const other = [hit('o1', 'https://x/docs/o'), hit('o2', 'https://x/docs/p'), hit('o3', 'https://x/docs/s')];
  const withLimit = await answering(quoted, {hits: other, hitsPerPage: 4, nbHits: 40}).search({requests: [{indexName: 'i', query: PASTED}]});
  expect(withLimit.results).toEqual([{hits: [...quoted.hits, other[0], other[1]], hitsPerPage: 4, nbHits: 40}]);
  expect(withLimit).toMatchObject({processingTimeMS: 7, extra: 'kept'});
  const withoutLimit = await answering(quoted, {hits: other}).search({requests: [{indexName: 'i', query: PASTED}]});
  expect(ids(withoutLimit.results[0])).toEqual(['q1', 'q2', 'o1']);
  // No hits at all in either answer: an empty list, not a failure.
  const empty = await answering({}, {}).search({requests: [{indexName: 'i', query: PASTED}]});
  expect(empty.results).toEqual([{hits: []}]);
  const quotedOnly = await answering(quoted, {hitsPerPage: 5}).search({requests: [{indexName: 'i', query: PASTED}]});
  expect(ids(quotedOnly.results[0])).toEqual(['q1', 'q2']);
});

test('each request of a call is answered in its place, typed and pasted mixed; options reach the search as given', async () => {
  const calls: Sent[][] = [];
  const options: unknown[] = [];
  const search = withPastedSentenceReadings(async (call: unknown, ...rest: unknown[]) => {
    options.push(rest);
    const requests = (call as {requests: Sent[]}).requests;
    calls.push(requests);
    return {results: requests.map((request) => ({hits: [hit(String(request.query), 'https://x/docs/a')], hitsPerPage: 10}))};
  });
  const response = await search({requests: [{indexName: 'i', query: TYPED}, {indexName: 'i', query: PASTED}, {indexName: 'j'}]}, {headers: {a: '1'}});
  expect(calls[0].map(({query}) => query)).toEqual([TYPED, '"Found no composition with the" name my video', PASTED, undefined]);
  expect(response.results.map(ids)).toEqual([[TYPED], ['"Found no composition with the" name my video', PASTED], ['undefined']]);
  expect(options).toEqual([[{headers: {a: '1'}}]]);
});

test('a flat query beside an object of params without one stays flat; a later page in encoded params gets the all-words reading', async () => {
  const {calls, search} = recordingSearch(() => []);
  await search([{indexName: 'i', query: PASTED, params: {hitsPerPage: 3}}]);
  expect((calls[0] as Sent[])[0]).toEqual({
    indexName: 'i',
    params: {hitsPerPage: 3},
    query: '"Found no composition with the" name my video',
    advancedSyntax: true,
    advancedSyntaxFeatures: ['exactPhrase'],
    optionalWords: ['name my video'],
  });
  await search([{indexName: 'i', params: `query=${encodeURIComponent(PASTED)}&page=1`}]);
  const sent = calls[1] as Sent[];
  expect(sent).toHaveLength(1);
  expect(Object.fromEntries(new URLSearchParams(String(sent[0].params)))).toEqual({query: PASTED, page: '1', optionalWords: JSON.stringify([PASTED])});
  // The first page, written out, is the first page.
  await search([{indexName: 'i', params: {query: PASTED, page: 0}}]);
  expect(calls[2]).toHaveLength(2);
});

test('a query cut inside an emoji (the modal keeps 64 characters) is sent as it came, lone surrogate included', async () => {
  const cut = `${PASTED} 🎬`.slice(0, -1);
  const {calls, search} = recordingSearch(() => []);
  await search([{indexName: 'i', params: {query: cut}}]);
  expect((calls[0] as {params: Sent}[])[1].params).toEqual({query: cut, optionalWords: [cut]});
});
