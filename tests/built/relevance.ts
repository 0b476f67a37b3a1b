/**
 * Scores the local engine on the relevance suite: for each case, the rank of
 * the expected page among the pages of the first 20 hits (a page counts once,
 * at its best hit), or among the rows the search modal draws from them.
 * Shared by the unit test that holds the floor and by `npm run
 * bench:search`, which reports the numbers.
 */
import {forModalRows, renderedRows, type RowHit} from '../../src/search/modalRows';
import type {RelevanceCase, RelevanceCategory} from './relevance.cases';

/** The local engine, or the emulation of Algolia's ranking (algoliaEmulator.ts). */
export type RankingEngine = {
  search(indexName: string, params: {query: string; hitsPerPage: number}): {hits: readonly RowHit[]};
};

/**
 * How a case's rank is read: among the pages of the answer, or among the
 * rows the modal draws (renderedRows, DocSearch's grouping) from the answer
 * as sent (`rows`, forModalRows) or as the engine gave it (`rows-unsent`,
 * the modal before forModalRows).
 */
export type RankReading = 'pages' | 'rows' | 'rows-unsent';

export type CategoryScore = {
  category: RelevanceCategory | 'overall';
  cases: number;
  top1: number;
  top3: number;
  meanReciprocalRank: number;
  misses: string[];
};

/** 1-based rank of the expected page (or of one as right), or 0 when none is among the first 20 hits or the rows drawn from them. */
export function pageRank(
  engine: RankingEngine,
  {query, expected, alsoExpected = []}: Pick<RelevanceCase, 'query' | 'expected' | 'alsoExpected'>,
  reading: RankReading = 'pages',
): number {
  const {hits} = engine.search('remotion', {query, hitsPerPage: 20});
  const pageOf = (hit: RowHit) => new URL(hit.url).pathname;
  const order =
    reading === 'pages'
      ? [...new Set(hits.map(pageOf))]
      : renderedRows(reading === 'rows' ? forModalRows(hits) : hits).map(pageOf);
  return order.findIndex((page) => page === expected || alsoExpected.includes(page)) + 1;
}

function score(category: CategoryScore['category'], ranked: {relevanceCase: RelevanceCase; rank: number}[]): CategoryScore {
  const within = (limit: number) => ranked.filter(({rank}) => rank >= 1 && rank <= limit).length / ranked.length;
  return {
    category,
    cases: ranked.length,
    top1: within(1),
    top3: within(3),
    meanReciprocalRank: ranked.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / ranked.length,
    misses: ranked
      .filter(({rank}) => rank === 0 || rank > 3)
      .map(({relevanceCase, rank}) => `"${relevanceCase.query}" → ${relevanceCase.expected} (rank ${rank || 'none'})`),
  };
}

/** Scores per category, in the order the categories first appear, then overall. */
export function evaluateRelevance(engine: RankingEngine, cases: readonly RelevanceCase[], reading: RankReading = 'pages'): CategoryScore[] {
  const ranked = cases.map((relevanceCase) => ({relevanceCase, rank: pageRank(engine, relevanceCase, reading)}));
  const categories = [...new Set(cases.map(({category}) => category))];
  return [
    ...categories.map((category) => score(category, ranked.filter(({relevanceCase}) => relevanceCase.category === category))),
    score('overall', ranked),
  ];
}
