/**
 * Scores the local engine on the relevance suite: for each case, the rank of
 * the expected page among the pages of the first 20 hits (a page counts once,
 * at its best hit, as the modal groups hits). Shared by the unit test that
 * holds the floor and by `npm run bench:search`, which reports the numbers.
 */
import type {RelevanceCase, RelevanceCategory} from './relevance.cases';

/** The local engine, or the emulation of Algolia's ranking (algoliaEmulator.ts). */
export type RankingEngine = {
  search(indexName: string, params: {query: string; hitsPerPage: number}): {hits: readonly {url: string}[]};
};

export type CategoryScore = {
  category: RelevanceCategory | 'overall';
  cases: number;
  top1: number;
  top3: number;
  meanReciprocalRank: number;
  misses: string[];
};

/** 1-based rank of the expected page (or of one as right), or 0 when none is among the first 20 hits. */
export function pageRank(
  engine: RankingEngine,
  {query, expected, alsoExpected = []}: Pick<RelevanceCase, 'query' | 'expected' | 'alsoExpected'>,
): number {
  const pages: string[] = [];
  for (const hit of engine.search('remotion', {query, hitsPerPage: 20}).hits) {
    const page = new URL(hit.url).pathname;
    if (!pages.includes(page)) pages.push(page);
  }
  return pages.findIndex((page) => page === expected || alsoExpected.includes(page)) + 1;
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
export function evaluateRelevance(engine: RankingEngine, cases: readonly RelevanceCase[]): CategoryScore[] {
  const ranked = cases.map((relevanceCase) => ({relevanceCase, rank: pageRank(engine, relevanceCase)}));
  const categories = [...new Set(cases.map(({category}) => category))];
  return [
    ...categories.map((category) => score(category, ranked.filter(({relevanceCase}) => relevanceCase.category === category))),
    score('overall', ranked),
  ];
}
