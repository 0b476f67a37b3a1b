/**
 * Every place where this site depends on the inside of a dependency: the
 * patches and the ejected theme components, each with the sha256 of the
 * upstream files it replaces and of those that call it (a rename there
 * switches a patch off without an error). What checks it, what it writes
 * and the DISABLED_PATCHES switch: ARCHITECTURE.md, "Patches and local plugins".
 */

export type UpstreamFile = {
  /** The file's path under node_modules. */
  path: string;
  sha256: string;
};

type Entry = {
  /** Our files. */
  ours: string[];
  /** What it does, in one line. */
  does: string;
  /** The upstream files it replaces, copies or relies on the inside of. */
  replaces: UpstreamFile[];
  /** The upstream files that import or call what it replaces. */
  callers: UpstreamFile[];
  /** What to compare when a hash changes, before recording the new one. */
  recheck: string;
  /** The tests that fail when it stops working. */
  guards: string[];
  /** What it bought when it was measured, and where. */
  gain: string;
  /** The change upstream that would make it unnecessary. */
  upstreamFix: string;
};

/**
 * What a patch is meant to lower, as `npm run bench:patches` measures it
 * with the patch off and on: the main-thread figures of a traced first
 * visit at 4× CPU (scripts/benchmarks.mjs, tracedLoad).
 */
export type Target = 'mainChunk' | 'longestTask' | 'hydrationWork' | 'totalWork';

export type Patch = Entry & {
  kind: 'plugin' | 'client module';
  targets: Target[];
  /** The patches and ejected components it needs, or exists because of (names that patches() checks). */
  dependsOn: string[];
};

export type EjectedComponent = Entry & {kind: 'ejected component'};

/** An entry as written below: the fields its helper fills in may be left out. */
type Written<T, Defaulted extends keyof T> = Omit<T, Defaulted> & Partial<Pick<T, Defaulted>>;

type WrittenPatch = Written<Patch, 'kind' | 'ours' | 'callers' | 'targets' | 'dependsOn'>;

/** Patches are plugins in src/plugins/<name>/, with no callers, targets or dependencies unless they say so. */
function patches<Name extends string>(entries: Record<Name, WrittenPatch & {dependsOn?: NoInfer<Name | EjectedComponentName>[]}>): Record<Name, Patch> {
  const filled = Object.entries(entries as Record<string, WrittenPatch>).map(([name, entry]) => [
    name,
    {kind: 'plugin', ours: [`src/plugins/${name}/`], callers: [], targets: [], dependsOn: [], ...entry},
  ]);
  return Object.fromEntries(filled) as Record<Name, Patch>;
}

const CARRY_CHANGES = 'carry any change of the upstream component into ours';

type WrittenEjected = Written<EjectedComponent, 'kind' | 'ours' | 'callers' | 'recheck'>;

/** Ejected components are src/theme/<name>/index.tsx, with no callers and CARRY_CHANGES to re-check unless they say so. */
function ejected<Name extends string>(entries: Record<Name, WrittenEjected>): Record<Name, EjectedComponent> {
  const filled = Object.entries(entries as Record<string, WrittenEjected>).map(([name, entry]) => [
    name,
    {kind: 'ejected component', ours: [`src/theme/${name}/index.tsx`], callers: [], recheck: CARRY_CHANGES, ...entry},
  ]);
  return Object.fromEntries(filled) as Record<Name, EjectedComponent>;
}

export const PATCHES = patches({
  'split-client-startup': {
    targets: ['mainChunk', 'longestTask'],
    does: "Replaces the client entry with one that evaluates React DOM, client modules, routes, layout and app in tasks of their own (production only).",
    replaces: [{path: '@docusaurus/core/lib/client/clientEntry.js', sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871'}],
    callers: [
      {path: '@docusaurus/core/lib/webpack/client.js', sha256: 'b38143fa54a7b01ebdecd7ebbae2791ad5fc41897abfe5e6a23602fa02e6be9d'},
      {path: '@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js', sha256: '595521e3fe1fb3a6f14b51eae156d7ef8a096c15526c5937b0e9469e1e230995'},
    ],
    recheck: 'copy any change of the start-up sequence into our entry, keeping its steps in tasks of their own; check that webpack/client.js still names clientEntry.js as the entry, and that BaseUrlIssueBanner still looks for window.docusaurus at DOMContentLoaded, which our entry sets before its first yield',
    guards: ['tests/e2e/startup.spec.ts'],
    gain: "Switched off (bench:patches, 2026-12-06, 5 runs, after the Player's restarted renders were fixed): Home's performance under stock + 10; the main chunk's evaluation +154 ms on Home (budget under 50 ms) and +138 ms on /player/, whose TBT stays within budget (0.19× stock).",
    upstreamFix: 'clientEntry.js: await a yield (scheduler.yield or a MessageChannel task) between its imports of React DOM, client modules, routes and App.',
  },
  'early-click-replay': {
    does: 'Holds a click on a button, tab or "#" link, and the search shortcuts (Ctrl/⌘+K, /), before hydration and replays them once React answers (10 s at most).',
    replaces: [],
    callers: [{path: '@docusaurus/core/lib/client/hasHydratedDataAttribute.js', sha256: '66d8a389d5b740eace50f43be0860712a4046a83ea5dc939ff811c4c631e9a47'}],
    recheck: 'check that <html data-has-hydrated="true"> is still set once hydration is done: the script replays on that attribute',
    guards: ['tests/unit/earlyClickReplay.spec.ts', 'tests/e2e/startup.spec.ts'],
    gain: 'Behaviour: a tap on the phone menu, the announcement Close or a code tab, or Ctrl+K, before hydration is no longer lost (startup.spec.ts, with the main bundle held back).',
    upstreamFix: 'Docusaurus core: ship the same hold-and-replay inline script, or hydrate with React 19 selective hydration that replays discrete events on its own.',
    dependsOn: ['split-client-startup'],
  },
  'head-after-hydration': {
    does: "Points the browser bundle's @docusaurus/Head at a Head that renders Helmet only after hydration.",
    replaces: [
      {path: '@docusaurus/core/lib/client/exports/Head.js', sha256: 'cffe1438651ffcd100c4389ef8c04a522ef911827ec4ac4c4a3c231c0cc754af'},
      {path: 'react-helmet-async/lib/index.module.js', sha256: 'dd24f7f1c989b2d59ec9ed1ac16a1727d3d134fb480856be78630c6592aeef2c'},
    ],
    callers: [{path: '@docusaurus/core/lib/client/hasHydratedDataAttribute.js', sha256: '66d8a389d5b740eace50f43be0860712a4046a83ea5dc939ff811c4c631e9a47'}],
    recheck: "check that Head still only renders react-helmet-async's Helmet with its props; if HelmetDispatcher now registers in componentDidMount instead of render, drop the plugin",
    guards: ['tests/e2e/startup.spec.ts'],
    gain: "Behaviour: a click during hydration no longer leaves the first page's alternate links, breadcrumbs and twin link in every later page's head.",
    upstreamFix: 'react-helmet-async: register a Helmet in componentDidMount, not in render, so a discarded render registers nothing.',
  },
  'lean-prism': {
    targets: ['hydrationWork'],
    does: 'A prism-react-renderer without its bundled grammars, Prism loaded only to tokenize a block a page did not ship highlighted; drops prism-include-languages.',
    replaces: [
      {path: 'prism-react-renderer/dist/index.mjs', sha256: '813d689971589fa1d93ad48c4d554cd50527d5dcf56970bcde20befef1ce3202'},
      {path: '@docusaurus/theme-classic/lib/prism-include-languages.js', sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774'},
    ],
    callers: [
      {path: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js', sha256: '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556'},
      {path: '@docusaurus/theme-classic/lib/index.js', sha256: '1e6ae89782bad9cb3fcd1818e4210a6eed60ee1cbf82f51696a6afcb9a91928c'},
    ],
    recheck: 'compare Highlight, its token normalisation and theme folding, and the grammar list and order; check that theme-classic still adds prism-include-languages as a client module',
    guards: ['tests/unit/leanPrism.spec.ts', 'tests/e2e/codeHydration.spec.ts'],
    gain: "Prism and its grammars leave the first load of every page: switched off, a docs page's first load is 28.1 KB larger (bench:patches, 2026-11-29).",
    upstreamFix: 'theme-classic: load Prism and additionalLanguages in a chunk of their own, on the first code block that needs tokenizing.',
    dependsOn: ['CodeBlock'],
  },
  'lean-utils-common': {
    targets: ['mainChunk'],
    does: "Points the browser bundle's @docusaurus/utils-common at the same functions without tslib.",
    replaces: [{path: '@docusaurus/utils-common/lib/index.js', sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e'}],
    recheck: 'export the same names from the same files, still without tslib',
    guards: ['tests/unit/browserAlias.spec.ts', 'tests/e2e/docs.spec.ts'],
    gain: "The main chunk loses all of tslib: switched off, a docs page's first load is 3.3 KB larger (bench:patches, 2026-11-29).",
    upstreamFix: 'utils-common: compile with importHelpers off (or target ES2020) so that no file requires tslib.',
  },
  'docs-lean-metadata': {
    targets: ['hydrationWork'],
    does: "The stock docs plugin without the doc map in each version's metadata, which only doc cards read.",
    replaces: [
      {path: '@docusaurus/plugin-content-docs/lib/props.js', sha256: '26b2e7cd95c0f81203f657442942280cb73a1da075148941b240c5f5c11adcad'},
    ],
    callers: [
      {path: '@docusaurus/plugin-content-docs/lib/index.js', sha256: 'e9949b75eea3a7749c53338a5133419b7b5f53f3b159431c64088d30a6fbe1c0'},
      {path: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js', sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6'},
    ],
    recheck: 'check that contentLoaded still adds the version route with props.version.docs, and that the doc card hook is still its only reader',
    guards: ['tests/unit/docsLeanMetadata.spec.ts', 'tests/e2e/docs.spec.ts'],
    gain: "Switched off, a docs page's first load is 14.8 KB larger (bench:patches, 2026-11-29).",
    upstreamFix: 'plugin-content-docs: put the doc map in a module of its own that the doc card imports, out of every page\'s version metadata.',
  },
  'announcement-bar-reopen': {
    does: 'An inline script after the stock one that reopens a dismissed announcement bar when its id changed.',
    replaces: [],
    callers: [
      {path: '@docusaurus/theme-classic/lib/inlineScripts.js', sha256: 'b95f604573af22461f74bd7f4335d5196aabb77053ad559656b31f5ff19b7b8f'},
      {path: '@docusaurus/theme-common/lib/contexts/announcementBar.js', sha256: '8ffa6d2783f3e394f78c7c6a520f80cb83ae1d7282f0a824ba6ee1f66124ff98'},
    ],
    recheck: 'check the stock inline script still reads only the dismiss flag, and the storage keys and attribute name it uses',
    guards: ['tests/unit/announcementBarReopen.spec.ts', 'tests/e2e/announcement.spec.ts'],
    gain: 'Behaviour: a new announcement shows to visitors who closed the previous one (stock keeps it hidden until the next load).',
    upstreamFix: "theme-classic inlineScripts.js: compare the stored announcement id with the configured one before hiding the bar.",
  },
  'idle-prefetch': {
    kind: 'client module',
    targets: ['longestTask', 'hydrationWork', 'totalWork'],
    ours: ['src/clientModules/idlePrefetch.ts', 'src/clientModules/idleQueue.ts', 'src/clientModules/routePrefetchPlan.ts'],
    does: "Defers the prefetches of links that scroll into view to idle time after the load event, each chunk once.",
    replaces: [{path: '@docusaurus/core/lib/client/docusaurus.js', sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202'}],
    callers: [
      {path: '@docusaurus/core/lib/client/exports/Link.js', sha256: 'cd83fc0c2bffaab83186636c309c8086aac4aa53594dc7eeb4b9f9817527d277'},
      {path: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js', sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257'},
      {path: '@docusaurus/core/lib/client/App.js', sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba'},
      {path: '@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js', sha256: '30fedb7e211e3acc565326bc85f23bb075931033b0ce1d16408e792f8b2bffb0'},
      {path: '@docusaurus/core/lib/client/clientEntry.js', sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871'},
      {path: '@docusaurus/core/lib/client/preload.js', sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542'},
    ],
    recheck:
      "check that Link still prefetches through window.docusaurus.prefetch when a link scrolls into view, and its signature; that the entry sets window.docusaurus before App renders the lifecycle dispatcher, whose first onRouteDidUpdate comes before any link is seen; that __webpack_require__.gca (ChunkAssetPlugin) still maps a chunk name to its URL; and that preload.js still loads a route's chunks without prefetching",
    guards: ['tests/unit/idleQueue.spec.ts', 'tests/unit/routePrefetchPlan.spec.ts', 'tests/e2e/startup.spec.ts'],
    gain: 'About 200 <link rel="prefetch"> insertions leave the hydration of a docs page, four in five of them duplicates: switched off, the longest task of /docs/interpolate is 144 ms longer at 4× CPU, beyond a spread of 136 ms (bench:patches, 2026-11-29).',
    upstreamFix: "Link.js: batch viewport prefetches into requestIdleCallback after load, and skip chunks already prefetched.",
    dependsOn: ['lean-prism'],
  },
});

export type PatchName = keyof typeof PATCHES;
export const PATCH_NAMES = Object.keys(PATCHES) as PatchName[];

/**
 * Patches that were measured alone (`npm run bench:patches`) and did not earn
 * their keep, so were removed: what each did, what the measurement showed,
 * and the upstream change it stood for.
 */
export const REMOVED_PATCHES: Record<string, {did: string; measured: string; upstreamFix: string}> = {
  'css-lightningcss-only': {
    did: 'Removed postcss-preset-env (and the PostCSS config lookup) from the style loaders, leaving the prefixing to Lightning CSS when it minifies.',
    measured:
      "A cold-build gain alone, no page changes: bundling 16.3 → 13.7 s, medians of 3 cold builds alternated (2026-11). The build's budget was relaxed to 1.2× stock FASTER=1 PEERS=1 (#45); without the patch the cold build is 1.17× that (30.8 against 26.4 s, medians of 3 alternated rounds, 2026-12-05) and 0.51× stock webpack, over the older 0.5× (BENCHMARKS.md, \"Production build\").",
    upstreamFix: 'styleLoader.js: leave postcss-preset-env out when the CSS minifier (Lightning CSS) already prefixes and lowers for the browserslist targets.',
  },
  CodeBlockLine: {
    did: "An ejected CodeBlock/Line that wrote a line's tokens as one HTML string on the server instead of a CodeBlock/Line/Token element per token (the browser rendered the same spans as elements).",
    measured:
      "A cold-build gain alone, for byte-identical pages: the SSG phase 0.26 s shorter (4.59 → 4.33 s, medians of 3 alternated builds, 2026-11-29). The build's budget is 1.2× stock FASTER=1 PEERS=1 (#45). The memo it added stays, as a wrapper (src/theme/CodeBlock/Line): without it, the phone-width page of bench:runtime renders 45 code lines again after hydration (budget 0; 0 with the wrapper, 2026-12-06).",
    upstreamFix: "theme-classic: render a line's tokens as plain spans inside CodeBlock/Line rather than a swizzlable component per token.",
  },
  'lazy-route-components': {
    did: "Pointed the browser bundle's @docusaurus/ComponentCreator at one that built each route's loadable component on first use.",
    measured:
      "Off vs on, 5 traced first visits per page at 4× CPU (2026-11-29): the main chunk's evaluation −2 ms on Home and −4 ms on API (spread 16 and 42 ms), the work until hydration −35 ms and +195 ms (spread 746 and 388 ms); no Lighthouse budget missed (TBT 0.10× and 0.16× stock), +0.1 KB of JavaScript.",
    upstreamFix: 'ComponentCreator.js: create the Loadable lazily, on the first render or preload of its route.',
  },
  'react-utils-without-collator': {
    did: "Pointed theme-common's reactUtils at a copy whose useShallowMemoObject() sorted keys without localeCompare(), so hydration built no ICU collator.",
    measured:
      'Off vs on, 5 traced first visits per page at 4× CPU (2026-11-29): the longest task −10 ms on Home and −5 ms on API (spread 166 and 136 ms), the work until hydration −149 ms and +16 ms (spread 746 and 388 ms); no Lighthouse budget missed (TBT 0.12× and 0.11× stock), +0.0 KB of JavaScript.',
    upstreamFix: 'reactUtils.js: sort the object keys with a plain comparison, not localeCompare().',
  },
};

export type EjectedComponentName = keyof typeof EJECTED_COMPONENTS;

export const EJECTED_COMPONENTS = ejected({
  CodeBlock: {
    does: 'Code blocks hydrate from their server HTML instead of being re-highlighted after hydration.',
    replaces: [{path: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js', sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904'}],
    callers: [
      // Passes a block's meta on as `metastring`, where src/plugins/snippet-types leaves `types=<hash>`.
      {path: '@docusaurus/mdx-loader/lib/remark/mdx1Compat/codeCompatPlugin.js', sha256: 'cf04bb42d73816eb86465a329abda4d41792c3e94df71c9880972a72d0a7fbf2'},
    ],
    recheck: 'carry any change of the upstream component into ours, keeping the stable key; check that a code block\'s meta still reaches it as `metastring`',
    guards: ['tests/e2e/codeHydration.spec.ts'],
    gain: 'No re-highlight of every block right after hydration: one long task less on a page full of code.',
    upstreamFix: "CodeBlock: keep the block's key stable across hydration; the colour mode context already keeps the server's mode until then.",
  },
  CodeBlockButtons: {
    ours: ['src/theme/CodeBlock/Buttons/'],
    does: 'Adds the Types button, which lists the hover types of a sample, to the group of the word-wrap and copy buttons.',
    replaces: [
      {path: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/index.js', sha256: '8cc39d7b3812bfb9b53e20228bb4ed20f8885e0ff3592392b0e63c749dfae87f'},
      {path: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css', sha256: '75f467135b1079ce7751eb561b7567e7c16876d929883bc406426e66a993f137'},
    ],
    recheck: 'carry any change of the upstream component and its styles into ours',
    guards: ['tests/e2e/sampleTypes.spec.ts', 'tests/e2e/codeHydration.spec.ts'],
    gain: 'Keyboard and screen-reader users reach the hover types with one tab stop per sample.',
    upstreamFix: 'theme-classic: let a code block add buttons to its group (a prop or a context of extra buttons) without ejecting.',
  },
  SearchBar: {
    ours: ['src/theme/SearchBar/'],
    does: 'The DocSearch modal on the local index or Algolia, loaded on intent, with the site\'s error screen and pasted-message readings.',
    replaces: [
      {path: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js', sha256: '0fe30dcb603307a500d96d6a4e951cd625054231ae3a2dbbcb99f1f918c3ba52'},
      {path: '@docsearch/react/dist/esm/index.js', sha256: '3bfe66092328815d584a3d5e549a54cd73992097aa8b43607e471b95b50895cd'},
    ],
    recheck: "carry any change of the upstream component into ours (its header comment lists what differs); in DocSearch's bundle, check that the hits are still grouped by section (`maxResultsPerGroup` each) and then by `hierarchy.lvl1` as src/search/modalRows.ts mirrors (renderedRows)",
    guards: ['tests/e2e/search.spec.ts', 'tests/e2e/modalRows.spec.ts', 'tests/node/modalRows.test.ts', 'tests/algolia/search.spec.ts'],
    gain: 'Search with no third-party service (the spec); no preconnect on pages where nobody searches.',
    upstreamFix: 'theme-search-algolia: accept a search client (transformSearchClient at the plugin level) so a local index needs no ejection; memoize useSearchParameters, whose new object on each render resets DocSearch\'s state under an open modal.',
  },
  SearchPage: {
    ours: ['src/theme/SearchPage/'],
    does: 'The search page on the same backend as the modal, Algolia\'s client loaded only when used.',
    replaces: [{path: '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js', sha256: '84130988b87df27235eecb07bb261217af5b67c01e6d5091c72434c26cda4f6a'}],
    recheck: 'carry any change of the upstream component into ours (its header comment lists what differs)',
    guards: ['tests/e2e/search.spec.ts', 'tests/algolia/search.spec.ts'],
    gain: 'Search with no third-party service (the spec); 5.4 KB less JavaScript on /search in local mode.',
    upstreamFix: 'theme-search-algolia: the same client option as for the SearchBar.',
  },
  BlogArchivePage: {
    does: "Each blog instance's archive with its own title; the hero inside <main>; years as h2.",
    replaces: [{path: '@docusaurus/theme-classic/lib/theme/BlogArchivePage/index.js', sha256: '9a46c4deb232798c496e86cc96c34dbc4fb6be726402650bdae164815209bdc5'}],
    guards: ['tests/e2e/blog.spec.ts', 'tests/e2e/accessibility.spec.ts'],
    gain: 'axe: landmark-no-duplicate-banner and heading-order pass on the archives.',
    upstreamFix: 'BlogArchivePage: render the header inside main and the years as h2.',
  },
  BlogLayout: {
    does: 'The table of contents column is an <aside> named "On this page".',
    replaces: [{path: '@docusaurus/theme-classic/lib/theme/BlogLayout/index.js', sha256: 'f97007e2fe33ff24e32ac079a7b7c60c1f6af70087e48079ab1885cd18f35bc3'}],
    guards: ['tests/e2e/accessibility.spec.ts'],
    gain: 'axe: region passes on every blog post.',
    upstreamFix: 'BlogLayout: wrap the TOC column in an <aside> with a label.',
  },
  BlogListPage: {
    does: 'A visible h1, and later pages titled "… (page 2)".',
    replaces: [{path: '@docusaurus/theme-classic/lib/theme/BlogListPage/index.js', sha256: 'bea76516bb7dfc75d6074736e2c412966f1edf0844849ecbc2eda5400d5cbdfe'}],
    guards: ['tests/e2e/blog.spec.ts'],
    gain: 'Every page of the site has one h1 and a unique <title> (the crawl checks both).',
    upstreamFix: 'BlogListPage: render the blog title as h1 and add the page number to later pages\' titles.',
  },
  Loading: {
    does: "The loader in the site's colours, same behaviour (error and Retry, spinner after the delay).",
    replaces: [{path: '@docusaurus/core/lib/client/theme-fallback/Loading/index.js', sha256: 'ffd8013daa28cd24a849721acc38e47bb44582dfb8922f633d42eac5344dda54'}],
    recheck: 'carry any change of the props or behaviour into ours',
    guards: ['tests/e2e/player.spec.ts'],
    gain: 'The loader reads as the site instead of white text on a red box.',
    upstreamFix: 'theme-fallback Loading: use Infima classes and variables.',
  },
  Error: {
    does: "A crash in a page component shows the theme's own error content and Try again.",
    replaces: [
      {path: '@docusaurus/core/lib/client/theme-fallback/Error/index.js', sha256: '4037ad84f1980a3301bb194f07799422267d5ddd7cb0bd737b78ebf0dcdf551d'},
      {path: '@docusaurus/core/lib/client/routeContext.js', sha256: '5b7cfc91bc8809225adf6df3fcce375ecb9d89724c6ea422ff395371daf7dfab'},
    ],
    recheck: 'carry any change into ours; check that routeContext still exports RouteContextProvider',
    guards: ['tests/e2e/states.spec.ts'],
    gain: 'Every crash looks and reads the same, styled and translatable.',
    upstreamFix: 'theme-fallback Error: render the theme\'s ErrorPageContent.',
  },
});

/** A local plugin that adds to the site; `reliesOn` lists the framework internals it uses, hashed as a patch's files are. */
export type LocalPlugin = {does: string; neededBy: string[]; reliesOn?: {files: UpstreamFile[]; recheck: string}};

/** The local plugins that patch nothing upstream, for the table in ARCHITECTURE.md. */
export const OTHER_LOCAL_PLUGINS: Record<string, LocalPlugin> = {
  'built-pages': {does: 'Reads every built page once after the build, for the plugins below.', neededBy: ['search-index', 'markdown-twins']},
  'search-index': {
    does:
      'Writes the local search index (`search-index.json`) from the built pages; in the development server, serves the last build\'s index or builds one in the background (`devServerIndex.ts`).',
    neededBy: ['SearchBar', 'SearchPage'],
    reliesOn: {
      files: [
        {path: '@docusaurus/core/lib/commands/start/webpack.js', sha256: '5c526569aead0f4a2d90c47c5e8509c5e034bfc2154c84171bc20edce1c0aa47'},
        {path: '@docusaurus/utils/lib/constants.js', sha256: '50d441e74d8bee336e48ecb3babf59535a85a52a5e85d6068bdaaef7a550aa21'},
      ],
      recheck:
        "that the development server still merges a plugin's `configureWebpack` `devServer` into its own options, and that `DOCUSAURUS_GENERATED_FILES_DIR_NAME` still moves the generated files: `npm run bench:start` starts the development server from nothing and waits until search answers",
    },
  },
  'markdown-twins': {does: 'Writes a Markdown twin of every page, `llms.txt` and `llms-full.txt`.', neededBy: []},
  'raw-source': {does: "Imports a file as its text, for the showcase's code.", neededBy: []},
  'host-config': {
    does:
      'Writes `_redirects`, `_headers` and `vercel.json` into the build: the permanent redirects and security headers hosts send, which `npm run serve` applies too; ' +
      "a stub page at each old URL for hosts that send no redirects (`redirectStubs.ts`, in place of `@docusaurus/plugin-client-redirects`, whose stubs dropped the query and the anchor); " +
      "and the CSP's `script-src` from the hashes of the built pages' inline scripts (`scriptHashes.ts`).",
    neededBy: [],
  },
  'stored-values': {
    does: "An inline script, first in every page, that removes each stored value (colour mode, announcement bar, tab choices, docs version) that fails its schema before the theme reads it.",
    neededBy: [],
  },
  'snippet-types': {
    does: 'Marks each code sample that check:snippets wrote hover types for (`snippetTypes.json`) and serves its types as a file of its own.',
    neededBy: ['CodeBlock', 'CodeBlockButtons'],
  },
  'browser-alias': {
    does: 'Points one request of the browser bundle at a file of this site (the server bundle keeps upstream\'s).',
    neededBy: ['split-client-startup', 'head-after-hydration', 'lean-utils-common'],
  },
};

/** What a build leaves out: `DISABLED_PATCHES`, comma-separated patch names; an unknown name is an error. */
export function disabledPatches(setting: string | undefined): ReadonlySet<PatchName> {
  const names = (setting ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(PATCH_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`DISABLED_PATCHES names no patch: ${unknown.join(', ')}. Patches: ${PATCH_NAMES.join(', ')}`);
  }
  return new Set(names as PatchName[]);
}
