import fc from 'fast-check';
import {expect, test} from 'vitest';
import {forModalRows, MAX_RESULTS_PER_GROUP, renderedRows, TOP_PAGE_ROWS, type RowHit} from '../../src/search/modalRows';

// What the search modal draws (DocSearch's grouping, mirrored by
// renderedRows) and the answer that makes it follow the ranking
// (forModalRows), over generated answers. tests/e2e/search.spec.ts holds
// the mirror against the real modal.

const PAGES = [
  {path: '/docs/player', lvl0: 'Docs', lvl1: '<Player>'},
  {path: '/docs/player/api', lvl0: 'Docs', lvl1: 'Player API'},
  {path: '/docs/render', lvl0: 'Docs', lvl1: 'Rendering'},
  {path: '/blog/remotion-3-2', lvl0: 'Blog', lvl1: 'Remotion 3.2'},
  {path: '/success-stories/a', lvl0: 'Success stories', lvl1: 'How a team renders'},
  {path: '/docs/404', lvl0: 'Docs', lvl1: '404'},
];

type TestHit = RowHit & {id: number};

const hitOf = (page: (typeof PAGES)[number], anchor: string, type: string, id: number): TestHit => ({
  id,
  url: `https://www.remotion.dev${page.path}${anchor ? `#${anchor}` : ''}`,
  type,
  content: type === 'content' ? `Text ${id}` : null,
  hierarchy: {lvl0: page.lvl0, lvl1: page.lvl1},
});

/** An answer as an engine sends it: hits of a few pages in any order, anchors repeating, a title row and an intro row on the same address. */
const answers = fc
  .array(
    fc.record({
      page: fc.constantFrom(...PAGES),
      anchor: fc.constantFrom('', '', 'props', 'errors', 'example'),
      type: fc.constantFrom('lvl1', 'lvl2', 'content'),
    }),
    {maxLength: 20},
  )
  .map((entries) => entries.map(({page, anchor, type}, id) => hitOf(page, anchor, type, id)));

const pageOf = (hit: RowHit) => hit.url.split('#')[0];

test('whatever the answer, the drawn rows never link to the same address twice, and show two pages in the first three whenever the answer holds two', () => {
  fc.assert(
    fc.property(answers, (hits) => {
      const sent = forModalRows(hits);
      const rows = renderedRows(sent);
      expect(new Set(rows.map(({url}) => url)).size).toBe(rows.length);
      if (new Set(sent.map(pageOf)).size >= 2) expect(new Set(rows.slice(0, 3).map(pageOf)).size).toBeGreaterThanOrEqual(2);
    }),
    {numRuns: 2000},
  );
});

test("the answer keeps the engine's order, every page it had, and every address but the repeated ones; only the page drawn first gives up rows", () => {
  fc.assert(
    fc.property(answers, (hits) => {
      const sent = forModalRows(hits);
      const ids = sent.map(({id}) => id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(sent.map(pageOf))).toEqual(new Set(hits.map(pageOf)));
      const firstOfEachAddress = hits.filter((hit, i) => hits.findIndex(({url}) => url === hit.url) === i);
      // The page drawn first once repeated addresses are gone (they may have hidden a page past a section's five rows).
      const drawnFirst = renderedRows(firstOfEachAddress)[0];
      const top = drawnFirst && pageOf(drawnFirst);
      const others = firstOfEachAddress.filter((hit) => pageOf(hit) !== top);
      expect(sent.filter((hit) => pageOf(hit) !== top).map(({id}) => id)).toEqual(others.map(({id}) => id));
      const topRows = sent.filter((hit) => pageOf(hit) === top).length;
      expect(topRows).toBe(others.length ? Math.min(TOP_PAGE_ROWS, firstOfEachAddress.length - others.length) : firstOfEachAddress.length);
    }),
    {numRuns: 2000},
  );
});

test("a page's title row takes the text of its intro row, which it replaces", () => {
  const [player] = PAGES;
  const title = {...hitOf(player!, '', 'lvl1', 0), _snippetResult: {hierarchy: {lvl1: {value: '&lt;Player&gt;'}}}};
  const intro = {...hitOf(player!, '', 'content', 1), _snippetResult: {content: {value: 'Embeds a <mark>video</mark>'}}};
  expect(forModalRows([title, intro])).toEqual([
    {...title, content: 'Text 1', _highlightResult: {content: undefined}, _snippetResult: {hierarchy: {lvl1: {value: '&lt;Player&gt;'}}, content: {value: 'Embeds a <mark>video</mark>'}}},
  ]);
  // A title row that has a text of its own keeps it.
  const withText = {...title, content: 'Its own'};
  expect(forModalRows([withText, intro])).toEqual([withText]);
  // Only a title row takes a text: of two rows to one anchor, the first stays as it is.
  const heading = hitOf(player!, 'props', 'lvl2', 2);
  expect(forModalRows([heading, {...hitOf(player!, 'props', 'content', 3)}])).toEqual([heading]);
});

test("DocSearch's grouping: by section, then by page title, each where its first hit stood, at most five a section, number-like titles first", () => {
  const [player, api, render, blog, story, notFound] = PAGES;
  const hits = [
    hitOf(render!, '', 'lvl1', 0),
    hitOf(blog!, '', 'lvl1', 1),
    hitOf(player!, '', 'lvl1', 2),
    hitOf(render!, 'codec', 'lvl2', 3),
    hitOf(story!, '', 'lvl1', 4),
    hitOf(api!, '', 'lvl1', 5),
    hitOf(notFound!, '', 'lvl1', 6),
    hitOf(player!, 'props', 'lvl2', 7),
    hitOf(blog!, 'x', 'lvl2', 8),
  ];
  expect(renderedRows(hits).map(({id}) => id)).toEqual([6, 0, 3, 2, 5, 1, 8, 4]);
  expect(MAX_RESULTS_PER_GROUP).toBe(5);
  expect(renderedRows(hits, 2).map(({id}) => id)).toEqual([0, 2, 1, 8, 4]);
});
