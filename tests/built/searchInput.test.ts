import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import fc from 'fast-check';
import {describe, expect, test} from 'vitest';
import {createEngine} from '../../src/search/docsearchAdapter';
import type {CompactIndex} from '../../src/search/records';
import {anyQuery, plainQuery, wordsAlone} from '../searchQueries';

// What a reader types is a class, not a list: these properties hold the
// engine to it over generated queries (tests/searchQueries.ts says what they
// are made of). The browser tests run a seeded sample of the same through
// the search page and the modal.

const index = JSON.parse(readFileSync(resolve(__dirname, '../../build/search-index.json'), 'utf8')) as CompactIndex;
const engine = createEngine(index);
const hitCount = (query: string) => engine.search('remotion', {query, hitsPerPage: 20}).nbHits;

describe('the engine on any query', () => {
  test('answers any Unicode string of up to 5,000 characters without throwing, with hits that are records of the index', () => {
    fc.assert(
      fc.property(anyQuery(), (query) => {
        const response = engine.search('remotion', {query, hitsPerPage: 20});
        expect(response.hits.length).toBeLessThanOrEqual(20);
        expect(response.nbHits).toBeGreaterThanOrEqual(response.hits.length);
        for (const hit of response.hits) expect(hit.url).toMatch(/^https?:\/\//);
      }),
      {numRuns: 300},
    );
  });

  test('punctuation, quotes, markup, right-to-left marks and emoji never change whether words find something', () => {
    fc.assert(
      fc.property(plainQuery(), (query) => {
        expect(hitCount(query) > 0, `${JSON.stringify(query)} against ${JSON.stringify(wordsAlone(query))}`).toBe(
          hitCount(wordsAlone(query)) > 0,
        );
      }),
      {numRuns: 500},
    );
  });

  test('an address or a file name in the query only ever adds results: a query finds something whenever its words alone do', () => {
    fc.assert(
      fc.property(anyQuery(), (query) => {
        if (hitCount(wordsAlone(query)) > 0) expect(hitCount(query), JSON.stringify(query)).toBeGreaterThan(0);
      }),
      {numRuns: 300},
    );
  });
});
