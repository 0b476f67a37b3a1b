import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test, type Page, type Request} from '@playwright/test';
import type {CompactIndex} from '../../src/search/records';
import {createAlgoliaEmulator, type EmulatedQuery} from '../built/algoliaEmulator';
import {waitForHydration} from '../e2e/hydration';

/** Must match the build:algolia-test script. */
const APP_ID = 'TESTAPPID';
const SEARCH_KEY = 'test-search-key';
const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com)\//;

const FAKE_HIT = {
  objectID: 'fake-1',
  type: 'lvl1',
  url: 'https://www.remotion.dev/docs/spring',
  hierarchy: {lvl0: 'Animation', lvl1: 'spring()', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  _highlightResult: {hierarchy: {lvl0: {value: 'Animation'}, lvl1: {value: '<mark>spring</mark>()'}}},
  _snippetResult: {hierarchy: {lvl1: {value: '<mark>spring</mark>()'}}},
};

function fakeResults(requests: {indexName: string}[]) {
  return {
    results: requests.map(({indexName}) => ({
      index: indexName,
      hits: [FAKE_HIT],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      query: 'spring',
      params: '',
    })),
  };
}

/** Answers every Algolia host with one fake hit and records the calls. */
async function fakeAlgolia(page: Page): Promise<Request[]> {
  const calls: Request[] = [];
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({status: 204, headers: {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'}});
      return;
    }
    calls.push(request);
    const body = request.postDataJSON() as {requests: {indexName: string}[]};
    await route.fulfill({
      status: 200,
      headers: {'content-type': 'application/json', 'access-control-allow-origin': '*'},
      body: JSON.stringify(fakeResults(body.requests)),
    });
  });
  return calls;
}

function credentialsOf(request: Request): {appId?: string; apiKey?: string} {
  const url = new URL(request.url());
  const headers = request.headers();
  return {
    appId: headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id') ?? undefined,
    apiKey: headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key') ?? undefined,
  };
}

async function openModal(page: Page) {
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

test('the modal queries Algolia with the multi-query contract', async ({page}) => {
  const calls = await fakeAlgolia(page);
  await page.goto('/docs/');
  // A hover before hydration reaches no handler yet.
  await waitForHydration(page);
  await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(0);
  await page.locator('.navbar').getByRole('button', {name: /^Search/}).hover();
  await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(1);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('spring');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('spring()');

  const request = calls.at(-1)!;
  expect(request.method()).toBe('POST');
  expect(new URL(request.url()).pathname).toBe('/1/indexes/*/queries');
  expect(credentialsOf(request)).toEqual({appId: APP_ID, apiKey: SEARCH_KEY});
  const [query] = (request.postDataJSON() as {requests: Record<string, unknown>[]}).requests;
  expect(query).toMatchObject({
    indexName: 'remotion',
    query: 'spring',
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  expect(query.attributesToSnippet).toContain('content:10');
  await expect(page.locator('.DocSearch-Logo')).toBeVisible();
});

test('when every Algolia host is unreachable the modal shows the error screen', async ({page}) => {
  await page.route(ALGOLIA_HOSTS, (route) => route.abort('connectionrefused'));
  await page.goto('/docs/');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('spring');
  const error = page.locator('.DocSearch-ErrorScreen');
  await expect(error).toContainText('Unable to fetch results', {timeout: 15_000});
  await expect(error).toContainText('You might want to check your network connection.');
});

test('the search page queries Algolia too, with the same facet filters', async ({page}) => {
  const calls = await fakeAlgolia(page);
  await page.goto('/search?q=spring');
  await expect(page.locator('article').first()).toContainText('spring()');
  const request = calls.at(-1)!;
  expect(new URL(request.url()).pathname).toBe('/1/indexes/*/queries');
  expect(credentialsOf(request)).toEqual({appId: APP_ID, apiKey: SEARCH_KEY});
  // The client is downloaded with the first query: the helper's agent, added before that, is kept.
  expect(new URL(request.url()).searchParams.get('x-algolia-agent')).toContain('JS Helper');
  const body = request.postDataJSON() as {requests: {indexName: string; params?: Record<string, unknown>}[]} | {indexName: string; params: Record<string, unknown>}[];
  const requests = Array.isArray(body) ? body : body.requests;
  expect(requests[0].indexName).toBe('remotion');
  expect(JSON.stringify(requests[0])).toContain('docusaurus_tag:docs-default-current');
  await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toBeVisible();
});

test('a pasted message finds the page that quotes it: the modal sends both readings, answered as Algolia ranks the pushed records', async ({page}) => {
  // The records of this build, ranked with the settings search:push sends (tests/built/algoliaEmulator.ts).
  const index = JSON.parse(readFileSync(resolve(__dirname, '../../build-algolia/search-index.json'), 'utf8')) as CompactIndex;
  const emulator = createAlgoliaEmulator(index);
  const sent: Record<string, unknown>[] = [];
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const {requests} = route.request().postDataJSON() as {requests: (EmulatedQuery & {indexName: string})[]};
    sent.push(...requests);
    const {results} = await emulator.search({requests});
    await route.fulfill({
      status: 200,
      headers: {'content-type': 'application/json', 'access-control-allow-origin': '*'},
      body: JSON.stringify({
        results: results.map(({hits, hitsPerPage}) => ({
          hits: hits.map((hit) => ({
            ...hit,
            _highlightResult: {hierarchy: {lvl0: {value: hit.hierarchy.lvl0}, lvl1: {value: hit.hierarchy.lvl1}}},
            _snippetResult: {content: {value: hit.content ?? ''}},
          })),
          nbHits: hits.length,
          page: 0,
          nbPages: 1,
          hitsPerPage,
          processingTimeMS: 1,
          query: '',
          params: '',
        })),
      }),
    });
  });
  await page.goto('/docs/');
  await openModal(page);
  // What a render function throws for a composition its bundle lacks, with the user's ID in it.
  await page.locator('.DocSearch-Input').fill('Found no composition with the name my-video');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /\/docs\/common-errors\b/);
  expect(sent).toContainEqual(
    expect.objectContaining({query: '"Found no composition with the" name my video', advancedSyntax: true, optionalWords: ['name my video']}),
  );
  expect(sent).toContainEqual(expect.objectContaining({query: 'Found no composition with the name my-video', optionalWords: ['Found no composition with the name my-video']}));
});
