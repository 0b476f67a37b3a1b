/**
 * What the search modal draws, and the answer that makes it follow the
 * ranking. DocSearch 3.9 groups the hits of an answer by section
 * (`hierarchy.lvl0`, at most `maxResultsPerGroup` hits each) and then by
 * page (`hierarchy.lvl1`), each group where its first hit stood: a page's
 * rows are drawn together, whatever order the ranking gave them. With three
 * hits of the best page first, the first three rows showed one page even
 * when the second was a close match, and a page's title and the text under
 * it, both linking to the page itself, were two rows.
 */

/** DocSearch's `maxResultsPerGroup` when the modal sets none. */
export const MAX_RESULTS_PER_GROUP = 5;
/** Rows the best page may take while another page has hits: the third row is always another page's. */
export const TOP_PAGE_ROWS = 2;

type Snippets = {hierarchy?: unknown; content?: unknown};
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
 * The rows DocSearch 3.9.0 draws for an answer, in order: its grouping
 * (`dr()` by section, then by `hierarchy.lvl1`, in @docsearch/react's
 * dist/esm/index.js, hashed in the upstream manifest) on the hits as sent.
 * The groups are keys of a plain object there, so their order is the
 * object's: keys that read as whole numbers first. Measured figures about
 * rows are read through this, and tests/e2e holds it against the modal.
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
  return groupBy(hits, (hit) => hit.hierarchy.lvl0).flatMap((section) => groupBy(section, (hit) => hit.hierarchy.lvl1).flat());
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

/**
 * The hits of a modal answer such that DocSearch's rows follow the
 * ranking: one row per address, and the page drawn first (the best one)
 * at most TOP_PAGE_ROWS rows while another page has hits, so the first three rows always show
 * two pages when the answer holds two (tests/node/modalRows.test.ts states
 * it over generated answers). Other pages keep what the engine sent.
 */
export function forModalRows<Hit extends RowHit>(hits: readonly Hit[]): Hit[] {
  const unique = oneRowPerAddress(hits);
  // The page drawn first: the first hit's, unless a title that reads as a number is drawn before it.
  const [first] = renderedRows(unique);
  const top = first && pageOf(first);
  if (!unique.some((hit) => pageOf(hit) !== top)) return unique;
  let topRows = 0;
  return unique.filter((hit) => pageOf(hit) !== top || ++topRows <= TOP_PAGE_ROWS);
}
