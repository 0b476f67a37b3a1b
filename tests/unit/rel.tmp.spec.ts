import {readFileSync} from 'node:fs';
import {test} from '@playwright/test';
import {RELEVANCE_CASES} from './relevance.cases';
import {createEngine} from '../../src/search/localSearchClient';
test('show', () => {
  const engine = createEngine(JSON.parse(readFileSync('build/search-index.json', 'utf8')));
  for (const {query, expected} of RELEVANCE_CASES) {
    const top = engine.search('x', {query, hitsPerPage: 3}).hits.map((h) => new URL(h.url).pathname);
    console.log(top.includes(expected) ? 'OK  ' : 'MISS', query, '=>', top.join(' | '));
  }
  for (const query of ['codec', 'pixel format', 'transparent video', 'prores', 'concurrency']) {
    const hits = engine.search('x', {query, hitsPerPage: 8}).hits;
    console.log('Q', query, hits.map((h) => new URL(h.url).pathname + '#' + h.type + ':' + (h.hierarchy.lvl2 ?? '')).join(' | '));
  }
});
