import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {algoliasearch} from 'algoliasearch';
import {ALGOLIA_INDEX_SETTINGS, pushSearchIndex} from '../../src/search/algoliaSettings';
import {expandRecords, type CompactIndex} from '../../src/search/records';
import {SYNONYMS} from '../../src/search/query';

// `npm run search:push` against a stand-in for Algolia's API on loopback: the
// official client sends its real requests, and the test reads them.
const index = JSON.parse(readFileSync(resolve(__dirname, '../../build/search-index.json'), 'utf8')) as CompactIndex;

type Recorded = {method: string; path: string; body: Record<string, unknown> | null};

async function withFakeAlgolia(run: (client: ReturnType<typeof algoliasearch>) => Promise<void>): Promise<Recorded[]> {
  const requests: Recorded[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({method: request.method!, path: request.url!.split('?')[0], body: body ? JSON.parse(body) : null});
      response.setHeader('content-type', 'application/json');
      // Every write is a task that is already published.
      response.end(JSON.stringify({taskID: requests.length, status: 'published', objectIDs: [], updatedAt: new Date().toISOString()}));
    });
  });
  await new Promise<void>((resolvePromise) => server.listen(0, '127.0.0.1', resolvePromise));
  const {port} = server.address() as AddressInfo;
  try {
    await run(algoliasearch('TESTAPPID', 'test-admin-key', {hosts: [{url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http'}]}));
  } finally {
    server.close();
  }
  return requests;
}

test('search:push sends the ranking settings, then the synonyms, then every record', async () => {
  let pushed = 0;
  const requests = await withFakeAlgolia(async (client) => {
    pushed = await pushSearchIndex(client, 'remotion', index);
  });
  const records = expandRecords(index);
  expect(pushed).toBe(records.length);

  const [settings, synonyms] = requests;
  expect(settings).toMatchObject({method: 'PUT', path: '/1/indexes/remotion/settings'});
  expect(settings.body).toEqual(JSON.parse(JSON.stringify(ALGOLIA_INDEX_SETTINGS)));
  expect(settings.body).toMatchObject({
    ranking: ['words', 'typo', 'attribute', 'proximity', 'exact', 'filters', 'custom'],
    removeWordsIfNoResults: 'allOptional',
    attributeForDistinct: 'url_without_anchor',
    customRanking: expect.arrayContaining(['desc(weight.kind)', 'desc(weight.pageRank)']),
  });

  expect(synonyms).toMatchObject({method: 'POST', path: '/1/indexes/remotion/synonyms/batch'});
  expect((synonyms.body as unknown as {synonyms: string[]}[]).map((hit) => hit.synonyms)).toEqual(SYNONYMS);

  const batches = requests.filter(({path}) => /\/batch$/.test(path) && !path.includes('synonyms'));
  const sent = batches.flatMap(({body}) => (body as {requests: {body: Record<string, unknown>}[]}).requests.map((r) => r.body));
  expect(sent).toHaveLength(records.length);
  const docsRecord = sent.find((record) => record.docusaurus_tag === 'docs-default-current')!;
  expect(docsRecord).toMatchObject({weight: {kind: 2}, url_without_anchor: String(docsRecord.url).split('#')[0]});
  const blogRecord = sent.find((record) => String(record.url).includes('/blog/'))!;
  expect(blogRecord).toMatchObject({weight: {kind: 0}});
  // A page's title record carries its description, ranked above the text; other records carry none.
  const titleRecord = sent.find((record) => record.type === 'lvl1' && record.url === 'https://www.remotion.dev/docs/cancel-render')!;
  expect(titleRecord.description).toMatch(/^Stop a render that takes too long/);
  expect(sent.filter((record) => record.type !== 'lvl1').every((record) => record.description === null)).toBe(true);
  const searchable = ALGOLIA_INDEX_SETTINGS.searchableAttributes;
  expect(searchable.indexOf('unordered(description)')).toBeLessThan(searchable.indexOf('unordered(content)'));

  // The records land in a temporary index that replaces the live one at the end.
  const move = requests.findIndex(({body}) => body?.operation === 'move');
  expect(requests[move]).toMatchObject({method: 'POST', body: {destination: 'remotion'}});
  expect(requests[move].path).toMatch(/^\/1\/indexes\/remotion_tmp_\d+\/operation$/);
  expect(move).toBeGreaterThan(requests.indexOf(batches.at(-1)!));
});
