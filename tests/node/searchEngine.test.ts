import fc from 'fast-check';
import {describe, expect, test} from 'vitest';
import {createEngine, createEngineInSlices, type Hit, type SearchParams, type SearchResponse} from '../../src/search/docsearchAdapter';
import {expandRecords} from '../../src/search/records';
import {escapeHtml} from '../../src/utils/escapeHtml';
import {OTHER_PAGES, SITE, smallIndex, type SmallPage} from './smallSearchIndex';

// The local engine's public search() (src/search/docsearchAdapter.ts over engine.ts) over
// indexes of a few pages made by hand: the response Algolia's clients read,
// highlighting and snippets, facet filters, what is indexed and how the
// candidates are ranked. The relevance suite ranks the site's own index
// (tests/built/searchEngine.spec.ts); these tests isolate each rule.

const engineOf = (pages: SmallPage[], withOthers = true) => createEngine(smallIndex(withOthers ? [...pages, ...OTHER_PAGES] : pages));
const searchIn = (engine: ReturnType<typeof createEngine>, query: string, params: SearchParams = {}) =>
  engine.search('remotion', {query, ...params});
const paths = (response: SearchResponse) => response.hits.map(({url}) => url.slice(SITE.length));

/** Decodes the five entities escapeHtml writes. */
const unescapeHtml = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27);/g, (_, entity: string) => ({amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'"})[entity]!);

describe('the response', () => {
  const engine = engineOf([
    {url: '/docs/spring', title: 'spring()', description: 'A physics-based animation primitive.', sections: [{anchor: 'config', headings: ['Config'], texts: ['How bouncy the spring is.']}]},
  ]);

  test("Algolia's response fields: the index, the hits, how many in all and in pages, the page, the query as Algolia echoes it (escaped)", () => {
    const response = searchIn(engine, 'spring');
    expect(response).toEqual({
      index: 'remotion',
      hits: expect.any(Array),
      nbHits: 3,
      nbPages: 1,
      page: 0,
      hitsPerPage: 20,
      query: 'spring',
      params: '',
      processingTimeMS: expect.any(Number),
      exhaustiveNbHits: true,
      facets: {},
    });
    expect(response.processingTimeMS).toBeGreaterThanOrEqual(0);
    expect(response.processingTimeMS).toBeLessThan(60_000);
    expect(engine.search('other-index', {query: '<b>"spring" & \'x\'</b>'}).query).toBe('&lt;b&gt;&quot;spring&quot; &amp; &#x27;x&#x27;&lt;/b&gt;');
    expect(engine.search('other-index', {query: 'spring'}).index).toBe('other-index');
    expect(engine.recordCount).toBe(3 + OTHER_PAGES.length * 2);
  });

  test('no query, or only spaces: no hits, and no pages', () => {
    for (const params of [{}, {query: ''}, {query: '   '}, {query: '\n\t'}]) {
      const response = engine.search('remotion', params);
      expect(response).toMatchObject({hits: [], nbHits: 0, nbPages: 0, page: 0, hitsPerPage: 20, query: escapeHtml(params.query ?? '')});
    }
    expect(engine.search('remotion', {query: '  ', hitsPerPage: 5, page: 2})).toMatchObject({hits: [], nbHits: 0, nbPages: 0, page: 2, hitsPerPage: 5});
    // Words the index has no trace of.
    expect(searchIn(engine, 'qqxqzzv')).toMatchObject({hits: [], nbHits: 0, nbPages: 0});
  });

  test('nbHits counts at most three records of a page, as distinct does, and nbPages follows hitsPerPage', () => {
    const many = engineOf([
      {url: '/docs/lambda', title: 'Lambda', sections: ['a', 'b', 'c', 'd', 'e'].map((anchor) => ({anchor, headings: [`Lambda ${anchor}`]}))},
      {url: '/docs/lambda-setup', title: 'Lambda setup'},
    ]);
    const response = searchIn(many, 'lambda', {hitsPerPage: 2});
    expect(response.nbHits).toBe(4);
    expect(response.nbPages).toBe(2);
    expect(response.hits).toHaveLength(2);
    expect(searchIn(many, 'lambda', {hitsPerPage: 3}).nbPages).toBe(2);
    expect(searchIn(many, 'lambda', {hitsPerPage: 4}).nbPages).toBe(1);
    expect(searchIn(many, 'lambda').hits).toHaveLength(4);
  });

  const PAGES: SmallPage[] = ['Render', 'Rendering', 'Renderer', 'Render media', 'Render still', 'Render frames', 'Render on Lambda', 'Renders'].map((title, i) => ({
    url: `/docs/r${i}`,
    title,
    description: `How to ${title.toLowerCase()} a video.`,
    sections: [{anchor: 'usage', headings: ['Usage'], texts: [`Call it to ${title.toLowerCase()} with options.`, 'Then wait for the video.']}],
  }));
  const paged = engineOf(PAGES);

  test('over any page size: pages are consecutive cuts of one ranking, never longer than hitsPerPage', () => {
    fc.assert(
      fc.property(fc.constantFrom('render', 'video', 'render video', 'usage', 'rend', 'how to render a video', 'options wait'), fc.integer({min: 1, max: 7}), (query, hitsPerPage) => {
        const all = searchIn(paged, query, {hitsPerPage: 200});
        const pages = Array.from({length: Math.ceil(all.hits.length / hitsPerPage) + 1}, (_, page) => searchIn(paged, query, {hitsPerPage, page}));
        for (const [page, response] of pages.entries()) {
          expect(response.hits.length).toBeLessThanOrEqual(hitsPerPage);
          expect(response).toMatchObject({page, hitsPerPage, nbHits: all.nbHits, nbPages: Math.ceil(all.nbHits / hitsPerPage)});
        }
        expect(pages.flatMap(({hits}) => hits.map(({objectID}) => objectID))).toEqual(all.hits.map(({objectID}) => objectID));
        expect(pages.at(-1)!.hits).toEqual([]);
      }),
      {numRuns: 60},
    );
  });

  test("each hit is the record, with a hierarchy of its own: changing a hit changes no later answer", () => {
    const records = expandRecords(smallIndex([...PAGES, ...OTHER_PAGES]));
    const [hit] = searchIn(paged, 'renderer').hits;
    const {_highlightResult, _snippetResult, ...record} = hit;
    expect(record).toEqual(records.find(({objectID}) => objectID === hit.objectID));
    hit.hierarchy.lvl1 = 'changed';
    expect(searchIn(paged, 'renderer').hits[0].hierarchy.lvl1).toBe('Renderer');
  });
});

describe('highlighting and snippets', () => {
  const LONG = Array.from({length: 30}, (_, i) => `w${i}`);
  const text = (words: string[]) => `${words.join(' ')}.`;
  const withWord = (at: number, word: string) => text(LONG.map((w, i) => (i === at ? word : w)));
  const engine = engineOf([
    {url: '/docs/start', title: 'Start', sections: [{anchor: 'a', headings: ['Alpha'], texts: [withWord(1, 'zebra')]}]},
    {url: '/docs/middle', title: 'Midway', sections: [{anchor: 'b', headings: ['Beta'], texts: [withWord(20, 'yak')]}]},
    {url: '/docs/end', title: 'End', sections: [{anchor: 'c', headings: ['Gamma'], texts: [withWord(28, 'xerus')]}]},
    {url: '/docs/short', title: 'Short <Tag> & "quotes"', sections: [{anchor: 'd', headings: ['Delta'], texts: ["A wombat's <b>short</b> & sweet text."]}]},
  ]);
  const contentHit = (query: string, params: SearchParams = {}) => searchIn(engine, query, params).hits.find(({type}) => type === 'content')!;

  test('the matched words in the highlight tags (<em> by default), everything escaped; how much of the query a field matched', () => {
    const hit = contentHit('wombat sweet');
    expect(hit._highlightResult.content).toEqual({
      value: 'A <em>wombat</em>&#x27;s &lt;b&gt;short&lt;/b&gt; &amp; <em>sweet</em> text.',
      matchLevel: 'full',
      matchedWords: ['wombat', 'sweet'],
    });
    expect(hit._highlightResult.hierarchy).toEqual({
      lvl0: {value: 'Docs', matchLevel: 'none', matchedWords: []},
      lvl1: {value: 'Short &lt;Tag&gt; &amp; &quot;quotes&quot;', matchLevel: 'none', matchedWords: []},
      lvl2: {value: 'Delta', matchLevel: 'none', matchedWords: []},
    });
    const tagged = contentHit('wombat qqxqzzv', {highlightPreTag: '[[', highlightPostTag: ']]'});
    expect(tagged._highlightResult.content).toEqual({value: 'A [[wombat]]&#x27;s &lt;b&gt;short&lt;/b&gt; &amp; sweet text.', matchLevel: 'full', matchedWords: ['wombat']});
    const some = contentHit('short sweet');
    expect(some._highlightResult.content!.matchLevel).toBe('full');
    expect(some._highlightResult.hierarchy.lvl1).toEqual({value: '<em>Short</em> &lt;Tag&gt; &amp; &quot;quotes&quot;', matchLevel: 'partial', matchedWords: ['short']});
    const partial = searchIn(engine, 'short tag').hits.find(({type}) => type === 'lvl1')!;
    expect(partial._highlightResult.hierarchy.lvl1).toEqual({value: '<em>Short</em> &lt;<em>Tag</em>&gt; &amp; &quot;quotes&quot;', matchLevel: 'full', matchedWords: ['short', 'tag']});
  });

  test('a word that extends a matched term is highlighted whole; one that only shares its start is not', () => {
    const hit = searchIn(engine, 'wom').hits.find(({type}) => type === 'content')!;
    expect(hit._highlightResult.content!.value).toBe('A <em>wombat</em>&#x27;s &lt;b&gt;short&lt;/b&gt; &amp; sweet text.');
    expect(hit._highlightResult.content!.matchLevel).toBe('full');
  });

  test('a snippet of ten words by default, around the first match, the cut marked on each side it was made', () => {
    expect(contentHit('zebra')._snippetResult.content).toEqual({value: 'w0 <em>zebra</em> w2 w3 w4 w5 w6 w7 w8 w9…', matchLevel: 'full'});
    expect(contentHit('yak')._snippetResult.content).toEqual({value: '…w17 w18 w19 <em>yak</em> w21 w22 w23 w24 w25 w26…', matchLevel: 'full'});
    expect(contentHit('xerus')._snippetResult.content).toEqual({value: '…w20 w21 w22 w23 w24 w25 w26 w27 <em>xerus</em> w29.', matchLevel: 'full'});
    // A text of ten words or fewer is whole.
    expect(contentHit('wombat')._snippetResult.content).toEqual({value: 'A <em>wombat</em>&#x27;s &lt;b&gt;short&lt;/b&gt; &amp; sweet text.', matchLevel: 'full'});
    // No snippet of the hierarchy unless asked for.
    expect(contentHit('zebra')._snippetResult.hierarchy).toEqual({});
  });

  test('a text that starts with punctuation is not marked as cut at its start', () => {
    const quoted = engineOf([{url: '/docs/q', title: 'Quoted', texts: [`"${LONG.join(' ')}"`]}]);
    const hit = searchIn(quoted, 'w2').hits.find(({type}) => type === 'content')!;
    expect(hit._snippetResult.content!.value).toBe('&quot;w0 w1 <em>w2</em> w3 w4 w5 w6 w7 w8 w9…');
  });

  test('a text that matched elsewhere is cut from its start', () => {
    const hit = searchIn(engine, 'alpha').hits.find(({type}) => type === 'content')!;
    expect(hit._snippetResult.content).toEqual({value: 'w0 zebra w2 w3 w4 w5 w6 w7 w8 w9…', matchLevel: 'none'});
    expect(hit._highlightResult.content!.matchLevel).toBe('none');
  });

  test('attributesToSnippet: each attribute with its number of words (ten when it has none), the ellipsis as given and escaped', () => {
    const five = contentHit('yak', {attributesToSnippet: ['content:5']});
    expect(five._snippetResult.content!.value).toBe('…w19 <em>yak</em> w21 w22 w23…');
    expect(contentHit('yak', {attributesToSnippet: ['content']})._snippetResult.content!.value).toBe('…w17 w18 w19 <em>yak</em> w21 w22 w23 w24 w25 w26…');
    expect(contentHit('yak', {attributesToSnippet: ['content:x']})._snippetResult.content!.value).toBe('…w17 w18 w19 <em>yak</em> w21 w22 w23 w24 w25 w26…');
    expect(contentHit('yak', {attributesToSnippet: ['content:3'], snippetEllipsisText: '<...>'})._snippetResult.content!.value).toBe('&lt;...&gt;w19 <em>yak</em> w21&lt;...&gt;');
    expect(contentHit('yak', {attributesToSnippet: ['content:3'], snippetEllipsisText: ''})._snippetResult.content!.value).toBe('w19 <em>yak</em> w21');
    const headings = contentHit('yak', {attributesToSnippet: ['hierarchy.lvl1:1', 'hierarchy.lvl2:5']});
    expect(headings._snippetResult).toEqual({
      hierarchy: {lvl1: {value: 'Midway', matchLevel: 'none'}, lvl2: {value: 'Beta', matchLevel: 'none'}},
    });
    expect(contentHit('yak', {attributesToSnippet: []})._snippetResult).toEqual({hierarchy: {}});
    // A title record has no text, so no snippet of it.
    const title = searchIn(engine, 'midway', {attributesToSnippet: ['content:5', 'hierarchy.lvl1:5']}).hits.find(({type}) => type === 'lvl1')!;
    expect(title._snippetResult).toEqual({hierarchy: {lvl1: {value: '<em>Midway</em>', matchLevel: 'full'}}});
    expect(title._highlightResult.content).toBeUndefined();
  });

  /** Text of words, punctuation and markup, as docs paragraphs hold. */
  const anyText = fc
    .array(fc.oneof(fc.constantFrom('render', 'Rendering', 'video', 'a', 'x1', 'useCurrentFrame', 'vidéo'), fc.constantFrom(' ', '  ', ', ', '<b>', '</b>', ' & ', '"', "'", '…', '(', ')', '\n', '🎬')), {minLength: 1, maxLength: 40})
    .map((parts) => parts.join(''));

  test('over any text and query: highlight and snippet are escaped HTML whose text is the record text (or a cut of it), tags only around matched words', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom('render', 'video', 'rend', 'render video', 'current frame', 'x1', 'vid'), fc.integer({min: 1, max: 12}), (content, query, size) => {
        const small = createEngine(smallIndex([{url: '/docs/t', title: 'T', texts: [content]}, ...OTHER_PAGES]));
        const hit = small.search('remotion', {query, attributesToSnippet: [`content:${size}`], highlightPreTag: '<mark>', highlightPostTag: '</mark>', snippetEllipsisText: '[cut]'}).hits.find(({type}) => type === 'content');
        if (!hit) return;
        const highlighted = hit._highlightResult.content!.value;
        const bare = (html: string) => unescapeHtml(html.replace(/<\/?mark>/g, ''));
        expect(highlighted.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"']|&(?!amp;|lt;|gt;|quot;|#x27;)/);
        expect(bare(highlighted)).toBe(content);
        for (const [, marked] of highlighted.matchAll(/<mark>(.*?)<\/mark>/g)) expect(marked).toMatch(/^[\p{L}\p{N}_]+$/u);
        const snippet = hit._snippetResult.content!.value;
        const cut = bare(snippet).replace(/^\[cut\]/, '').replace(/\[cut\]$/, '');
        expect(content).toContain(cut);
        expect(cut.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0).toBeLessThanOrEqual(size);
        // Marked on the side it was cut, and only there.
        if (snippet.startsWith('[cut]')) expect(cut.length).toBeLessThan(content.length);
        else expect(content.startsWith(cut)).toBe(true);
        if (snippet.endsWith('[cut]')) expect(cut.length).toBeLessThan(content.length);
        else expect(content.endsWith(cut)).toBe(true);
      }),
      {numRuns: 150},
    );
  });
});

describe('facet filters', () => {
  const engine = createEngine(
    smallIndex([
      {url: '/docs/transitions', title: 'Transitions'},
      {url: '/blog/transitions', title: 'Transitions in 3.2', tag: 'default'},
      {url: '/docs/3.1/transitions', title: 'Transitions (3.1)', tag: 'docs-default-3.1'},
      ...OTHER_PAGES,
    ]),
  );
  const found = (facetFilters: SearchParams['facetFilters']) => paths(searchIn(engine, 'transitions', {facetFilters})).sort();

  test('a string or a list: the outer list is AND, an inner list is OR, a leading - negates, the value is all after the first colon', () => {
    expect(found(undefined)).toEqual(['/blog/transitions', '/docs/3.1/transitions', '/docs/transitions']);
    expect(found('docusaurus_tag:default')).toEqual(['/blog/transitions']);
    expect(found(['language:en', 'docusaurus_tag:default'])).toEqual(['/blog/transitions']);
    expect(found(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toEqual(['/blog/transitions', '/docs/transitions']);
    expect(found(['language:en', 'language:fr'])).toEqual([]);
    expect(found([['language:fr', 'language:en']])).toHaveLength(3);
    expect(found('-docusaurus_tag:default')).toEqual(['/docs/3.1/transitions', '/docs/transitions']);
    expect(found([['-docusaurus_tag:default', 'docusaurus_tag:default']])).toHaveLength(3);
    expect(found(`url:${SITE}/docs/transitions`)).toEqual(['/docs/transitions']);
    expect(found('missing:value')).toEqual([]);
    expect(found([])).toHaveLength(3);
    expect(searchIn(engine, 'transitions', {facetFilters: 'language:fr'}).nbHits).toBe(0);
  });

  test('each query is filtered by its own filters, however the queries before it were filtered', () => {
    for (const filters of ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.1', 'docusaurus_tag:default', undefined, 'docusaurus_tag:docs-default-3.1']) {
      const tags = searchIn(engine, 'transitions', {facetFilters: filters}).hits.map(({docusaurus_tag}) => docusaurus_tag);
      expect(tags.length).toBeGreaterThan(0);
      if (filters) for (const tag of tags) expect(`docusaurus_tag:${tag}`).toBe(filters);
    }
  });
});

describe('what is indexed', () => {
  test('the title, the description, the headings, the category and the text, ranked in that order of attributes', () => {
    const engine = engineOf([
      {url: '/docs/text', title: 'Plain', texts: ['The keyframes of it.']},
      {url: '/docs/category', title: 'Other', category: 'Keyframes'},
      {url: '/docs/heading', title: 'Third', sections: [{anchor: 'k', headings: ['Usage', 'Keyframes']}]},
      {url: '/docs/description', title: 'Fourth', description: 'All about keyframes.'},
      {url: '/docs/title', title: 'Keyframes'},
    ]);
    const order = paths(searchIn(engine, 'keyframes'));
    expect(order[0]).toBe('/docs/title');
    expect(order.slice(1, 3).sort()).toEqual(['/docs/description', '/docs/heading#k']);
    expect(order.slice(3)).toEqual(['/docs/category', '/docs/text']);
  });

  test('a title record is found by its description, never as text; a text record by its own text', () => {
    const engine = engineOf([{url: '/docs/cancel', title: 'cancelRender()', description: 'Stop a render that takes too long.', texts: ['Pass a signal.']}]);
    const byDescription = searchIn(engine, 'takes too long');
    expect(byDescription.hits.map(({type}) => type)).toEqual(['lvl1']);
    expect(byDescription.hits[0]._highlightResult.content!.value).toBe('Stop a render that <em>takes</em> too <em>long</em>.');
    expect(searchIn(engine, 'signal').hits.map(({type}) => type)).toEqual(['content']);
  });

  test('every heading level, lvl2 to lvl6, is searchable; a heading record matches with its headings', () => {
    const engine = engineOf([
      {url: '/docs/deep', title: 'Deep', sections: [{anchor: 'd', headings: ['Two', 'Three', 'Four', 'Five', 'Sixth level']}]},
    ]);
    for (const word of ['two', 'three', 'four', 'five', 'sixth']) expect(paths(searchIn(engine, word)), word).toEqual(['/docs/deep#d']);
    // Headings written in lower case stay words of their own.
    const lower = engineOf([{url: '/docs/lower', title: 'Lower', sections: [{anchor: 'l', headings: ['config', 'damping']}]}]);
    expect(paths(searchIn(lower, 'damping '))).toEqual(['/docs/lower#l']);
    expect(paths(searchIn(lower, 'config '))).toEqual(['/docs/lower#l']);
  });

  test('a record is found by the words it holds and by no other: not through empty headings, nor a text without words', () => {
    const engine = engineOf([
      {url: '/docs/punctuation', title: '…', category: '»', texts: ['() => {}', '—']},
      {url: '/docs/plain', title: 'Plain', texts: ['Some words.']},
    ]);
    for (const query of ['stryker', 'lorem', 'ipsum', 'qqxqzzv', 'undefined', 'null']) expect(searchIn(engine, query).nbHits, query).toBe(0);
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') expect(paths(searchIn(engine, letter)), letter).not.toContain('/docs/punctuation');
    // A query without a word has nothing to search.
    expect(searchIn(engine, '<> … ()')).toMatchObject({hits: [], nbHits: 0, nbPages: 0});
  });

  test('camelCase names are found by their parts and whole; words by their stems; plurals and -ing forms meet', () => {
    const engine = engineOf([
      {url: '/docs/use-current-frame', title: 'useCurrentFrame()'},
      {url: '/docs/html5', title: 'HTML5Video'},
      {url: '/docs/gif', title: 'Rendering GIFs'},
    ]);
    expect(paths(searchIn(engine, 'current frame'))).toEqual(['/docs/use-current-frame']);
    expect(paths(searchIn(engine, 'usecurrentframe'))).toEqual(['/docs/use-current-frame']);
    expect(paths(searchIn(engine, 'video '))).toEqual(['/docs/html5']);
    expect(paths(searchIn(engine, 'html5 '))).toEqual(['/docs/html5']);
    expect(paths(searchIn(engine, 'render a gif'))).toEqual(['/docs/gif']);
    expect(paths(searchIn(engine, 'renders gif '))).toEqual(['/docs/gif']);
    expect(searchIn(engine, 'render a gif').hits[0]._highlightResult.hierarchy.lvl1.value).toBe('<em>Rendering</em> <em>GIFs</em>');
  });
});

describe('ranking', () => {
  test('more query words matched first; then fewer typos; then the title over the text; then docs, pages, blog; then links to the page', () => {
    const engine = engineOf([
      {url: '/blog/render-media', title: 'renderMedia on a blog', tag: 'default', pageRank: 9},
      {url: '/render-media', title: 'renderMedia page', tag: 'default', pageRank: 9},
      {url: '/docs/render-media', title: 'renderMedia()'},
      {url: '/docs/media', title: 'Media', texts: ['You render media with it.']},
      {url: '/docs/less', title: 'Linked less', texts: ['render media x']},
      {url: '/docs/more', title: 'Linked more', pageRank: 15, texts: ['render media x']},
    ]);
    expect(paths(searchIn(engine, 'render media'))).toEqual([
      '/docs/render-media',
      '/render-media',
      '/blog/render-media',
      // Its text matched both words, one of them in its page title; its title record, one word, is grouped with it.
      '/docs/media',
      '/docs/media',
      '/docs/more',
      '/docs/less',
    ]);
  });

  test('a word the site holds is taken as written; an unknown one is corrected by up to its allowed typos, a swap counting one', () => {
    const engine = engineOf([
      {url: '/docs/codec', title: 'Codec'},
      {url: '/docs/codex', title: 'Codex'},
      {url: '/docs/sequence', title: 'Sequence'},
      {url: '/docs/interpolate', title: 'Interpolate'},
    ]);
    expect(paths(searchIn(engine, 'codex '))).toEqual(['/docs/codex']);
    expect(paths(searchIn(engine, 'codec '))).toEqual(['/docs/codec']);
    expect(paths(searchIn(engine, 'codek '))).toEqual(['/docs/codec', '/docs/codex']);
    expect(paths(searchIn(engine, 'sequnece '))).toEqual(['/docs/sequence']);
    expect(paths(searchIn(engine, 'intrpolte '))).toEqual(['/docs/interpolate']);
    expect(paths(searchIn(engine, 'intrplte '))).toEqual([]);
    expect(paths(searchIn(engine, 'cdc '))).toEqual([]);
    // Other forms of a word are searched as they are: "renders" counts Render, not Renderer.
    const forms = engineOf([{url: '/docs/render', title: 'Render'}, {url: '/docs/renderer', title: 'Renderer'}]);
    expect(searchIn(forms, 'renders ')).toMatchObject({nbHits: 1, hits: [expect.objectContaining({url: `${SITE}/docs/render`})]});
    // A word the site holds in another form (its stem) is known too: no typo is searched for it, nor counted.
    expect(searchIn(engine, 'codexs ')).toMatchObject({nbHits: 1, hits: [expect.objectContaining({url: `${SITE}/docs/codex`})]});
  });

  test('the last word is a prefix while typed; short prefixes too', () => {
    const engine = engineOf([{url: '/docs/interpolate', title: 'Interpolate'}, {url: '/docs/still', title: 'Still'}]);
    expect(paths(searchIn(engine, 'interp'))).toEqual(['/docs/interpolate']);
    expect(paths(searchIn(engine, 'interp '))).toEqual([]);
    expect(paths(searchIn(engine, 'i'))).toContain('/docs/interpolate');
  });

  test("synonyms find what the docs call otherwise; stop words are no words; a word nearly every record holds is optional", () => {
    const engine = engineOf([
      {url: '/docs/audio', title: 'Audio'},
      {url: '/docs/cancel', title: 'cancelRender()', texts: ['Cancel it.']},
    ]);
    expect(paths(searchIn(engine, 'music '))).toEqual(['/docs/audio']);
    expect(paths(searchIn(engine, 'how to stop a render '))).toEqual(['/docs/cancel', '/docs/cancel']);
    // "explained" is in the text of 8 of 12 records: not searched beside other words, searched alone.
    expect(paths(searchIn(engine, 'explained audio '))).toEqual(['/docs/audio']);
    expect(paths(searchIn(engine, 'explained '))).toHaveLength(8);
  });

  test('a word counts as ubiquitous only past 40% of the records, each record counted once however often it holds the word', () => {
    const pages = (holding: number, times = 1): SmallPage[] =>
      Array.from({length: 10}, (_, i) => ({url: `/docs/p${i}`, title: `Topic${i}`, texts: i < holding ? [Array(times).fill('zebra').join(' ')] : undefined}));
    // 20 records (a title and a text for eight pages and one more, a title alone for two): 8 of 20 is 40%.
    const atLimit = createEngine(smallIndex([...pages(8), {url: '/docs/q0', title: 'Extra0', texts: ['other']}]));
    expect(atLimit.recordCount).toBe(20);
    expect(paths(searchIn(atLimit, 'zebra topic9 '))).toContain('/docs/p0');
    const pastLimit = createEngine(smallIndex([...pages(9), {url: '/docs/q0', title: 'Extra0', texts: ['other']}]));
    expect(paths(searchIn(pastLimit, 'zebra topic9 '))).toEqual(['/docs/p9']);
    // One record that holds the word many times is one record.
    const repeated = createEngine(smallIndex([...pages(1, 12)]));
    expect(paths(searchIn(repeated, 'zebra topic9 ')).sort()).toEqual(['/docs/p0', '/docs/p9']);
  });

  test('addresses and file names are optional words; when the other words find nothing, they are searched', () => {
    const engine = engineOf([{url: '/docs/logo', title: 'Logo', texts: ['Put logo.png in public/.']}, {url: '/docs/static', title: 'staticFile()'}]);
    expect(paths(searchIn(engine, 'staticFile https://example.com/logo.png '))).toEqual(['/docs/static']);
    expect(paths(searchIn(engine, 'qqxqzzv https://example.com/logo.png ')).sort()).toEqual(['/docs/logo', '/docs/logo']);
    expect(paths(searchIn(engine, 'logo.png '))).toEqual(['/docs/logo', '/docs/logo']);
    expect(paths(searchIn(engine, 'qqxqzzv https://example.com/zzz.webm '))).toEqual([]);
  });

  test('a code name as written ranks the page that has it as its heading first', () => {
    const engine = engineOf([
      {url: '/docs/frames', title: 'Frames', description: 'About frames.'},
      {url: '/docs/cli/still', title: 'npx remotion still', sections: [{anchor: 'frame', headings: ['Flags', '--frame']}]},
    ]);
    expect(paths(searchIn(engine, '--frame'))[0]).toBe('/docs/cli/still#frame');
    expect(paths(searchIn(engine, 'frame'))[0]).toBe('/docs/frames');
  });
});

describe('pasted sentences', () => {
  const pages: SmallPage[] = [
    {url: '/docs/compositions', title: 'Compositions', texts: ['Each composition has an ID. An intro video is a composition like any other, found by its ID.']},
    {url: '/docs/rendering', title: 'Rendering', texts: ['No composition with the ID <compositionId> found. Check the ID you passed against the list of compositions.']},
    {url: '/docs/timeout', title: 'Timeouts', texts: ['A delayRender() call was not cleared after the timeout.']},
  ];
  const engine = engineOf(pages);

  test('the record that holds the literal part comes first, although its variable part matches other pages; also cut short', () => {
    expect(paths(searchIn(engine, 'No composition with the ID "intro-video" found.'))[0]).toBe('/docs/rendering');
    expect(paths(searchIn(engine, 'No composition with the ID "intro-video" fou'))[0]).toBe('/docs/rendering');
    // Typed, the same words rank by words matched.
    expect(paths(searchIn(engine, 'intro video composition ID'))[0]).toBe('/docs/compositions');
  });

  test('a remotion.dev/docs link puts the page it names first', () => {
    const query = 'Composition ID intro video, see https://remotion.dev/docs/timeout';
    expect(paths(searchIn(engine, query))[0]).toBe('/docs/timeout');
    expect(paths(searchIn(engine, 'Composition ID intro video, see https://remotion.dev/docs/nowhere'))[0]).toBe('/docs/compositions');
  });

  test('a docs link puts its page first also when the page matches its name alone and every other word is known', () => {
    const known = engineOf([
      {url: '/docs/compositions', title: 'Compositions', texts: ['Each composition has an intro video.']},
      {url: '/docs/spring', title: 'spring()', texts: ['A physics animation.']},
    ]);
    expect(paths(searchIn(known, 'composition intro video remotion.dev/docs/spring'))[0]).toBe('/docs/spring');
    expect(paths(searchIn(known, 'composition intro video remotion.dev/docs/nowhere'))[0]).toBe('/docs/compositions');
    // Also in a query too short to be a sentence: the link and one word.
    const short = engineOf([
      {url: '/docs/spring-video', title: 'Spring video'},
      {url: '/docs/spring', title: 'spring()', texts: ['A physics animation.']},
    ]);
    expect(paths(searchIn(short, 'remotion.dev/docs/spring video'))[0]).toBe('/docs/spring');
    expect(paths(searchIn(short, 'remotion.dev/docs/nowhere spring video'))[0]).toBe('/docs/spring-video');
  });

  test('a quote of five words lifts its record with two words of it searched; the other records keep the order of words matched', () => {
    const engine = engineOf([
      {url: '/docs/more', title: 'More', texts: ['alpha, gamma and delta']},
      {url: '/docs/quote', title: 'Quote', texts: ['We say alpha of the beta in here.']},
    ]);
    expect(paths(searchIn(engine, 'alpha of the beta in gamma delta'))[0]).toBe('/docs/quote');
    // One searched word repeated is no quote to look for.
    const repeated = engineOf([
      {url: '/docs/more', title: 'More', texts: ['yak and zebra']},
      {url: '/docs/repeated', title: 'Repeated', texts: ['yak yak yak yak yak']},
    ]);
    expect(paths(searchIn(repeated, 'yak yak yak yak yak zebra'))[0]).toBe('/docs/more');
  });

  test("past its 100 best-scored candidates, a pasted sentence's records are ranked by words matched, never lifted without a quote", () => {
    // 220 records match two of the words, in much linked pages, and outscore the one that matches three in a long
    // text; as many match the third word alone, so that it is as common as the others.
    const decoys: SmallPage[] = Array.from({length: 110}, (_, i) => ({url: `/blog/d${i}`, title: 'Zebra yak', tag: 'default', pageRank: 1000, texts: ['zebra yak']}));
    const gnus: SmallPage[] = Array.from({length: 110}, (_, i) => ({url: `/blog/g${i}`, title: 'Gnu', tag: 'default', pageRank: 1000, texts: ['gnu']}));
    const three: SmallPage = {url: '/docs/three', title: 'Three', texts: [`${'filler words here '.repeat(30)}gnu, zebra and yak`]};
    const response = searchIn(createEngine(smallIndex([three, ...decoys, ...gnus])), 'zebra yak gnu qqa qqb qqc', {hitsPerPage: 3});
    expect(paths(response)[0]).toBe('/docs/three');
  });

  test("a pasted sentence's unknown words are the user's values, not typos; its cut last word is searched only from three letters", () => {
    const pasted = 'qqa qqb qqc qqd qqe compostion';
    expect(searchIn(engine, pasted).nbHits).toBe(0);
    expect(searchIn(engine, 'compostion').nbHits).toBeGreaterThan(0);
    const words = 'delayRender call was not cleared after';
    expect(searchIn(engine, `${words} t`).nbHits).toBe(searchIn(engine, `${words} `).nbHits);
    expect(searchIn(engine, `${words} ti`).nbHits).toBe(searchIn(engine, `${words} `).nbHits);
    expect(searchIn(engine, `${words} tim`).nbHits).toBeGreaterThan(searchIn(engine, `${words} `).nbHits);
    // Typed, a one-letter prefix is searched.
    expect(searchIn(engine, 'delayRender t').nbHits).toBeGreaterThan(searchIn(engine, 'delayRender ').nbHits);
  });
});

describe('pasted sentences: the records lifted first', () => {
  test('a hit is shown once, lifted or not; of two lifted records, the longer quote first, whatever their scores', () => {
    const engine = engineOf([
      {url: '/docs/short', title: 'Alpha beta gamma', pageRank: 100},
      {url: '/docs/long', title: 'Long', texts: [`${'filler words here '.repeat(15)}alpha beta gamma delta epsilon zeta`]},
      {url: '/docs/some', title: 'Some', texts: ['alpha and zeta']},
    ]);
    const query = 'alpha beta gamma delta epsilon zeta';
    const response = searchIn(engine, query);
    expect(paths(response).slice(0, 2)).toEqual(['/docs/long', '/docs/short']);
    const ids = response.hits.map(({objectID}) => objectID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(paths(response)).toContain('/docs/some');
  });
});

describe('the order of words matched', () => {
  test('a record matching more words comes first, however high another one scores', () => {
    const engine = engineOf([
      {url: '/docs/zebra', title: 'Zebra', pageRank: 1000},
      {url: '/docs/both', title: 'Both', texts: [`${'filler words here '.repeat(15)}zebra and yak`]},
    ]);
    expect(paths(searchIn(engine, 'zebra yak '))).toEqual(['/docs/both', '/docs/zebra']);
  });

  test('also past 400 candidates: words matched are ranked one number at a time', () => {
    // 440 records that match one word each, in titles and short texts of much linked pages: all score above
    // the one record that matches both words, in a long text.
    const decoys = (word: string): SmallPage[] =>
      Array.from({length: 110}, (_, i) => ({url: `/blog/${word}-${i}`, title: word, tag: 'default', pageRank: 1000, texts: [word]}));
    const both: SmallPage = {url: '/docs/both', title: 'Both', texts: [`${'filler words here '.repeat(30)}zebra and yak`]};
    const response = searchIn(createEngine(smallIndex([both, ...decoys('Zebra'), ...decoys('Yak')])), 'zebra yak ', {hitsPerPage: 3});
    expect(paths(response)[0]).toBe('/docs/both');
  });
});

describe('building in slices', () => {
  const pages: SmallPage[] = Array.from({length: 12}, (_, i) => ({
    url: `/docs/page-${i}`,
    title: `Page ${i} render`,
    description: i % 2 ? `Renders video ${i}` : undefined,
    sections: [{anchor: `s${i}`, headings: [`Section ${i}`], texts: [`Text ${i} of the video.`, `Render ${i}`]}],
  }));
  const index = smallIndex(pages);

  test('answers exactly as the engine built at once, one slice per turn', async () => {
    const whole = createEngine(index);
    let turns = 0;
    const sliced = await createEngineInSlices(index, async () => {
      turns += 1;
    }, 5);
    // 48 records: 1 turn of expanding (50 at a time), 10 of indexing, 1 before the first query.
    expect(turns).toBe(1 + 10 + 1);
    expect(sliced.recordCount).toBe(whole.recordCount);
    for (const query of ['render', 'video 3', 'section', 'page 11 render', 'renders video', 'text of the video 7']) {
      expect(sliced.search('remotion', {query})).toEqual({...whole.search('remotion', {query}), processingTimeMS: expect.any(Number)});
    }
    const defaults = await createEngineInSlices(index);
    expect(defaults.search('remotion', {query: 'render'}).hits).toEqual(whole.search('remotion', {query: 'render'}).hits);
  });

  test('an index of exactly a whole number of slices takes no turn more', async () => {
    let turns = 0;
    // 40 records, 20 expanded and 2 indexed a turn.
    const even = smallIndex(pages.slice(0, 10));
    const engine = await createEngineInSlices(even, async () => {
      turns += 1;
    }, 2);
    expect(engine.recordCount).toBe(40);
    expect(turns).toBe(2 + 20 + 1);
  });

  test('expands in slices of ten times the records per slice', async () => {
    let turns = 0;
    await createEngineInSlices(index, async () => {
      turns += 1;
    }, 2);
    // 48 records: 3 turns of expanding (20 at a time), 24 of indexing, 1 more.
    expect(turns).toBe(3 + 24 + 1);
  });
});

describe('the bounds on the work of one query', () => {
  test('past the best 400 records by score of one number of words matched, the order is MiniSearch’s, unranked', () => {
    const blogPosts = (count: number): SmallPage[] =>
      Array.from({length: count}, (_, i) => ({url: `/blog/fonts-${i}`, title: 'Fonts', tag: 'default', pageRank: 100}));
    // The docs page ranks first by kind, but scores lowest: it has no links to it.
    const docs: SmallPage = {url: '/docs/fonts', title: 'Fonts'};
    const within = paths(searchIn(createEngine(smallIndex([...blogPosts(399), docs])), 'fonts', {hitsPerPage: 1000}));
    expect(within[0]).toBe('/docs/fonts');
    const beyond = paths(searchIn(createEngine(smallIndex([...blogPosts(405), docs])), 'fonts', {hitsPerPage: 1000}));
    expect(beyond).toHaveLength(406);
    expect(beyond.at(-1)).toBe('/docs/fonts');
  });

  test("a pasted sentence's quote is looked for among its 100 best-scored candidates that match two words or more", () => {
    const decoys = (count: number): SmallPage[] =>
      Array.from({length: count}, (_, i) => ({url: `/docs/decoy-${i}`, title: `Decoy ${i}`, texts: ['zeta epsilon delta gamma beta alpha']}));
    const quote: SmallPage = {url: '/docs/quote', title: 'Quote', texts: [`${'filler words here '.repeat(20)}alpha beta gamma`]};
    const query = 'alpha beta gamma delta epsilon zeta';
    expect(paths(searchIn(createEngine(smallIndex([...decoys(99), quote, ...OTHER_PAGES])), query))[0]).toBe('/docs/quote');
    const missed = paths(searchIn(createEngine(smallIndex([...decoys(100), quote, ...OTHER_PAGES])), query, {hitsPerPage: 200}));
    expect(missed.at(-1)).toBe('/docs/quote');
  });
});
