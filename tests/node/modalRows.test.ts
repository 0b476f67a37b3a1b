import fc from 'fast-check';
import {expect, test} from 'vitest';
import {FIRST_ROWS, forModalRows, MAX_RESULTS_PER_GROUP, ONE_ROW_PAGES, renderedRows, sectionHeading, type RowHit} from '../../src/search/modalRows';

// What the search modal draws (DocSearch's grouping, mirrored by
// renderedRows) and the answer that makes it follow the ranking
// (forModalRows), over generated answers. tests/e2e/search.spec.ts holds
// the mirror against the real modal.

const PAGES = [
  {path: '/docs/player', lvl0: 'Docs', lvl1: '<Player>'},
  {path: '/docs/player/api', lvl0: 'Docs', lvl1: 'Player API'},
  {path: '/docs/render', lvl0: 'Docs', lvl1: 'Rendering'},
  {path: '/blog/remotion-3-2', lvl0: 'Blog', lvl1: 'Remotion 3.2'},
  {path: '/blog/lambda', lvl0: 'Blog', lvl1: 'Lambda is here'},
  {path: '/docs/three', lvl0: 'Docs', lvl1: '3D scenes'},
  {path: '/docs/200', lvl0: 'Docs', lvl1: '200'},
  {path: '/success-stories/a', lvl0: 'Success stories', lvl1: 'How a team renders'},
  {path: '/docs/404', lvl0: 'Docs', lvl1: '404'},
  {path: '/blog/2022', lvl0: '2022', lvl1: 'The year in review'},
];

type TestHit = RowHit & {id: number};

const hitOf = (page: (typeof PAGES)[number], anchor: string, type: string, id: number, markedSection = false): TestHit => ({
  id,
  url: `https://www.remotion.dev${page.path}${anchor ? `#${anchor}` : ''}`,
  type,
  content: type === 'content' ? `Text ${id}` : null,
  hierarchy: {lvl0: page.lvl0, lvl1: page.lvl1},
  // A query word in the section's name comes back marked in its highlight.
  ...(markedSection && {_highlightResult: {hierarchy: {lvl0: {value: `<mark>${page.lvl0}</mark>`}}}}),
});

/** An answer as an engine sends it: hits of a few pages in any order, anchors repeating, a title row and an intro row on the same address. */
const answers = fc
  .array(
    fc.record({
      page: fc.constantFrom(...PAGES),
      anchor: fc.constantFrom('', '', 'props', 'errors', 'example'),
      type: fc.constantFrom('lvl1', 'lvl2', 'content'),
      markedSection: fc.boolean(),
    }),
    {maxLength: 20},
  )
  .map((entries) => entries.map(({page, anchor, type, markedSection}, id) => hitOf(page, anchor, type, id, markedSection)));

const pageOf = (hit: RowHit) => hit.url.split('#')[0];

test('whatever the answer, the drawn rows never link to the same address twice, and the first three name as many pages as the answer holds, up to three', () => {
  fc.assert(
    fc.property(answers, (hits) => {
      const sent = forModalRows(hits);
      const rows = renderedRows(sent);
      expect(new Set(rows.map(({url}) => url)).size).toBe(rows.length);
      const pages = new Set(sent.map(pageOf)).size;
      expect(new Set(rows.slice(0, FIRST_ROWS).map(pageOf)).size).toBe(Math.min(FIRST_ROWS, pages));
    }),
    {numRuns: 2000},
  );
});

test("the answer keeps every page, page by page in the order of its best hit, each with its hits in the engine's order but the repeated addresses; only the first pages give up rows", () => {
  fc.assert(
    fc.property(answers, (hits) => {
      const sent = forModalRows(hits);
      const firstOfEachAddress = hits.filter((hit, i) => hits.findIndex(({url}) => url === hit.url) === i);
      const pages = [...new Set(firstOfEachAddress.map(pageOf))];
      expect([...new Set(sent.map(pageOf))]).toEqual(pages);
      const idsOf = (page: string, of: readonly TestHit[]) => of.filter((hit) => pageOf(hit) === page).map(({id}) => id);
      pages.forEach((page, i) => {
        const rows = idsOf(page, firstOfEachAddress);
        expect(idsOf(page, sent)).toEqual(i < ONE_ROW_PAGES && i < pages.length - 1 ? rows.slice(0, 1) : rows);
      });
      // Page by page: once a page's hits end, it does not come back.
      const order = sent.map(pageOf);
      expect(order.filter((page, i) => page !== order[i - 1])).toEqual(pages);
    }),
    {numRuns: 2000},
  );
});

test("the modal draws the rows in the order sent, each under its own section's name, at most five in a row of one section", () => {
  fc.assert(
    fc.property(answers, (hits) => {
      const sent = forModalRows(hits);
      const rows = renderedRows(sent);
      const drawnOfRun = new Map<string, number>();
      const expected = sent.filter((hit) => {
        const drawn = (drawnOfRun.get(sectionHeading(hit)) ?? 0) + 1;
        drawnOfRun.set(sectionHeading(hit), drawn);
        return drawn <= MAX_RESULTS_PER_GROUP;
      });
      expect(rows.map(({id}) => id)).toEqual(expected.map(({id}) => id));
      // The heading reads as the section's name: what sets runs apart is invisible.
      for (const row of rows) expect(sectionHeading(row).replaceAll('\u200B', '')).toBe(hits.find(({id}) => id === row.id)!.hierarchy.lvl0);
      // One heading for a run of one section: a new one only where the section changes, or around a page
      // titled with a whole number (DocSearch would draw such a title first in its section).
      const numberTitled = (hit: TestHit) => /^(?:0|[1-9]\d*)$/.test(String(hit.hierarchy.lvl1));
      sent.forEach((hit, i) => {
        const previous = sent[i - 1];
        if (!previous || previous.hierarchy.lvl0 !== hit.hierarchy.lvl0) return;
        if (pageOf(previous) === pageOf(hit) || (!numberTitled(previous) && !numberTitled(hit))) {
          expect(sectionHeading(hit)).toBe(sectionHeading(previous));
        }
      });
    }),
    {numRuns: 2000},
  );
});

test("a page's title row takes the text of its intro row, which it replaces", () => {
  const [player] = PAGES;
  const title = {...hitOf(player!, '', 'lvl1', 0), _snippetResult: {hierarchy: {lvl1: {value: '&lt;Player&gt;'}}}};
  const intro = {
    ...hitOf(player!, '', 'content', 1),
    _highlightResult: {content: {value: 'Embeds a <mark>video</mark> in a page'}},
    _snippetResult: {content: {value: 'Embeds a <mark>video</mark>'}},
  };
  expect(forModalRows([title, intro])).toEqual([
    {
      ...title,
      content: 'Text 1',
      _highlightResult: {content: {value: 'Embeds a <mark>video</mark> in a page'}},
      _snippetResult: {hierarchy: {lvl1: {value: '&lt;Player&gt;'}}, content: {value: 'Embeds a <mark>video</mark>'}},
    },
  ]);
  // A title row that has a text of its own keeps it.
  const withText = {...title, content: 'Its own'};
  expect(forModalRows([withText, intro])).toEqual([withText]);
  // Only a title row takes a text: of two rows to one anchor, the first stays as it is.
  const heading = hitOf(player!, 'props', 'lvl2', 2);
  expect(forModalRows([heading, {...hitOf(player!, 'props', 'content', 3)}])).toEqual([heading]);
});

test('the first two pages take one row each while another page follows; the third and later keep theirs', () => {
  expect(ONE_ROW_PAGES).toBe(2);
  const [player, api, render, three] = ['/docs/player', '/docs/player/api', '/docs/render', '/docs/three'].map((path) => PAGES.find((page) => page.path === path)!);
  const hits = [player!, api!, render!, three!].flatMap((page, i) => [hitOf(page, '', 'lvl1', i * 2), hitOf(page, 'props', 'lvl2', i * 2 + 1)]);
  expect(forModalRows(hits).map(({id}) => id)).toEqual([0, 2, 4, 5, 6, 7]);
  expect(forModalRows(hits.slice(0, 4)).map(({id}) => id)).toEqual([0, 2, 3]);
  expect(forModalRows(hits.slice(0, 2)).map(({id}) => id)).toEqual([0, 1]);
});

test("DocSearch's grouping: by section, then by page title, each where its first hit stood, at most five a section, number-like titles first", () => {
  const pageAt = (path: string) => PAGES.find((page) => page.path === path)!;
  const [player, api, render, blog, story, notFound] = ['/docs/player', '/docs/player/api', '/docs/render', '/blog/remotion-3-2', '/success-stories/a', '/docs/404'].map(pageAt);
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
