/**
 * What the search modal draws, and the answer that makes it follow the
 * ranking. DocSearch 3.9 groups the hits of an answer by section (the
 * heading it draws for `hierarchy.lvl0`, at most `maxResultsPerGroup` hits
 * each) and then by page (`hierarchy.lvl1`), each group where its first
 * hit stood: a page's rows are drawn together, whatever order the ranking
 * gave them. With three hits of the best page first, the first three rows
 * showed one page even when the second was a close match; a page's title
 * and the text under it, both linking to the page itself, were two rows;
 * and the weakest hits of the first section were drawn above the best page
 * of the next one.
 */

/** DocSearch's `maxResultsPerGroup` when the modal sets none. */
export const MAX_RESULTS_PER_GROUP = 5;
/** The first rows a reader takes in at once. */
export const FIRST_ROWS = 3;
/**
 * The best pages that take one row (their best hit) while another page
 * follows: the first FIRST_ROWS rows name as many pages as the answer
 * holds, up to FIRST_ROWS, and rank the pages as the engine does.
 */
export const ONE_ROW_PAGES = FIRST_ROWS - 1;

type Snippets = {hierarchy?: Record<string, unknown>; content?: unknown};
export type RowHit = {
  url: string;
  type: string;
  content?: string | null;
  hierarchy: {lvl0: string | null; lvl1: string | null};
  _highlightResult?: Snippets;
  _snippetResult?: Snippets;
};

/** The page a hit links to: its address without the anchor. */
const pageOf = (hit: RowHit) => hit.url.split('#')[0]!;

/**
 * The section a hit is grouped under, and the heading drawn over the
 * group: the highlighted section name without its marks, else the
 * section (`Or()` in @docsearch/react's dist/esm/index.js).
 */
export function sectionHeading(hit: RowHit): string {
  const highlighted = hit._highlightResult?.hierarchy?.lvl0 as {value?: string} | undefined;
  return highlighted ? String(highlighted.value).replace(/<\/?mark>/g, '') : String(hit.hierarchy.lvl0);
}

/**
 * The rows DocSearch 3.9.0 draws for an answer, in order: its grouping
 * (`dr()` by section heading, then by `hierarchy.lvl1`, in
 * @docsearch/react's dist/esm/index.js, hashed in the upstream manifest)
 * on the hits as sent. The groups are keys of a plain object there, so
 * their order is the object's: keys that read as whole numbers first.
 * Measured figures about rows are read through this, and tests/e2e holds
 * it against the modal.
 */
export function renderedRows<Hit extends RowHit>(hits: readonly Hit[], maxResultsPerGroup = MAX_RESULTS_PER_GROUP): Hit[] {
  const groupBy = (items: readonly Hit[], keyOf: (hit: Hit) => string | null): Hit[][] => {
    const groups: Record<string, Hit[]> = {};
    for (const item of items) {
      const key = String(keyOf(item));
      groups[key] ??= [];
      if (groups[key].length < maxResultsPerGroup) groups[key].push(item);
    }
    return Object.values(groups);
  };
  return groupBy(hits, sectionHeading).flatMap((section) => groupBy(section, (hit) => hit.hierarchy.lvl1).flat());
}

/**
 * One row per address: a later hit that links where an earlier one does is
 * dropped, and a page's title row takes the text of the intro row it
 * replaces, which DocSearch shows under the title.
 */
function oneRowPerAddress<Hit extends RowHit>(hits: readonly Hit[]): Hit[] {
  const byUrl = new Map<string, Hit>();
  for (const hit of hits) {
    const kept = byUrl.get(hit.url);
    if (!kept) byUrl.set(hit.url, hit);
    else if (kept.type === 'lvl1' && !kept.content && hit.content) {
      byUrl.set(hit.url, {
        ...kept,
        content: hit.content,
        _highlightResult: {...kept._highlightResult, content: hit._highlightResult?.content},
        _snippetResult: {...kept._snippetResult, content: hit._snippetResult?.content},
      });
    }
  }
  return [...byUrl.values()];
}

/** Object keys that read as whole numbers, which come first in the object's order. */
const WHOLE_NUMBER = /^(?:0|[1-9]\d*)$/;
const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Sections in the order the ranking reaches them. DocSearch groups hits by
 * the heading it draws (sectionHeading), wherever their section's first
 * hit stood; each run of hits of one section after the first gets a
 * heading of its own by as many zero-width spaces as runs before it: the
 * second "Animation" run after "Configuration" is drawn after it, under a
 * heading that reads the same. Headings that read as whole numbers are
 * drawn first, in a section as among sections: a page titled so is a run
 * of its own, and a section so named always gets a space.
 */
function sectionsInRankOrder<Hit extends RowHit>(hits: readonly Hit[]): Hit[] {
  const runsOf = new Map<string, number>();
  let previousRun: string | undefined;
  return hits.map((hit) => {
    const heading = sectionHeading(hit);
    const runKey = WHOLE_NUMBER.test(String(hit.hierarchy.lvl1)) ? `${heading}\n${pageOf(hit)}` : heading;
    if (runKey !== previousRun) runsOf.set(heading, (runsOf.get(heading) ?? 0) + 1);
    previousRun = runKey;
    const run = runsOf.get(heading)!;
    const spaces = WHOLE_NUMBER.test(heading) ? run : run - 1;
    if (spaces === 0) return hit;
    // DocSearch reads only the value of a section's highlight.
    const highlighted = (hit._highlightResult?.hierarchy?.lvl0 as object | undefined) ?? {value: heading};
    const lvl0 = {...highlighted, value: `${(highlighted as {value: string}).value}${ZERO_WIDTH_SPACE.repeat(spaces)}`};
    return {...hit, _highlightResult: {...hit._highlightResult, hierarchy: {...hit._highlightResult?.hierarchy, lvl0}}};
  });
}

/**
 * The hits of a modal answer such that DocSearch's rows follow the
 * ranking: one row per address; pages in the order of their best hit,
 * the first ONE_ROW_PAGES of them one row each while another page follows,
 * so the first three rows name three pages whenever the answer holds
 * three; and each section drawn where the ranking put it
 * (tests/node/modalRows.test.ts states it over generated answers). Other
 * pages keep what the engine sent.
 */
export function forModalRows<Hit extends RowHit>(hits: readonly Hit[]): Hit[] {
  // Page by page, in the order of each page's best hit, as DocSearch draws the pages of a section.
  const byPage = new Map<string, Hit[]>();
  for (const hit of oneRowPerAddress(hits)) byPage.set(pageOf(hit), [...(byPage.get(pageOf(hit)) ?? []), hit]);
  const pages = [...byPage.values()];
  return sectionsInRankOrder(pages.flatMap((rows, i) => (i < ONE_ROW_PAGES && i < pages.length - 1 ? rows.slice(0, 1) : rows)));
}
