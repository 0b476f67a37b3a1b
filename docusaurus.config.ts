import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as PluginContentBlog from '@docusaurus/plugin-content-blog';
import type {Options as DocsPluginOptions} from '@docusaurus/plugin-content-docs';
import {darkCodeTheme, lightCodeTheme} from './src/codeThemes';
import announcementBarReopen from './src/plugins/announcement-bar-reopen';
import leanPrism from './src/plugins/lean-prism';
import leanUtilsCommon from './src/plugins/lean-utils-common';
import splitClientStartup from './src/plugins/split-client-startup';
import headAfterHydration from './src/plugins/head-after-hydration';
import earlyClickReplay from './src/plugins/early-click-replay';
import storedValues from './src/plugins/stored-values';
import searchIndex from './src/plugins/search-index';
import rawSource from './src/plugins/raw-source';
import snippetTypes, {remarkSnippetTypes} from './src/plugins/snippet-types';
import {browserAliasPlugin} from './src/plugins/browser-alias';
import markdownTwins, {type MarkdownTwinsOptions} from './src/plugins/markdown-twins';
import {disabledPatches, type PatchName} from './src/plugins/upstreamManifest';
import {type SearchProvider, type SiteSearchConfig} from './src/search/client';
import {searchFacetFilters} from './src/search/facetFilters';
import {REMOTION_LINKS, SITE_URL} from './src/data/externalLinks';
import {REDIRECTS} from './src/data/redirects';
import hostConfig, {type HostConfigOptions} from './src/plugins/host-config';

// Algolia is opt-in: a deployment that sets all three gets the hosted index,
// every other build searches the local index generated from the site itself.
const ALGOLIA_APP_ID = process.env.ALGOLIA_APP_ID ?? '';
const ALGOLIA_SEARCH_API_KEY = process.env.ALGOLIA_SEARCH_API_KEY ?? '';
const ALGOLIA_INDEX_NAME = process.env.ALGOLIA_INDEX_NAME || 'remotion';
const SEARCH_PROVIDER: SearchProvider = ALGOLIA_APP_ID && ALGOLIA_SEARCH_API_KEY ? 'algolia' : 'local';
const SITE_LANGUAGE = 'en';
// Patches of framework code left out of this build, to measure what each
// buys (src/plugins/upstreamManifest.ts): `DISABLED_PATCHES=lean-prism,...`.
const DISABLED_PATCHES = disabledPatches(process.env.DISABLED_PATCHES);
// Docusaurus keys Rspack's persistent cache on theme aliases, not on the
// aliases plugins add: a build without a patch would reuse the modules of
// a build with it (and write its own back for the next one). Such a build
// uses no persistent cache, so the cache only ever holds the full site.
if (DISABLED_PATCHES.size > 0) process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';

/** The patch, unless this build leaves it out. */
const patch = <T,>(name: PatchName, plugin: T): T[] => (DISABLED_PATCHES.has(name) ? [] : [plugin]);

const DOCS_OPTIONS = {
  sidebarPath: './sidebars.ts',
  // No edit links: this site's files are not published in the
  // Remotion repository, so an edit URL there would lead nowhere.
  lastVersion: 'current',
  versions: {
    current: {label: 'Next'},
  },
  beforeDefaultRemarkPlugins: [remarkSnippetTypes],
} satisfies DocsPluginOptions;

export default {
  title: 'Remotion',
  tagline: 'Make videos programmatically',
  url: SITE_URL,
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  noIndex: false,
  organizationName: 'remotion-dev',
  projectName: 'remotion',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'warn',
    },
  },

  future: {
    faster: true,
    // The v4 flags are wanted, except storage namespacing: it would append a
    // hash to every localStorage key, and the spec fixes those keys.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
  },

  i18n: {
    defaultLocale: SITE_LANGUAGE,
    locales: [SITE_LANGUAGE],
    localeConfigs: {
      [SITE_LANGUAGE]: {label: 'English', htmlLang: SITE_LANGUAGE, direction: 'ltr'},
    },
  },

  customFields: {
    search: {
      provider: SEARCH_PROVIDER,
      missingResultsIssueUrl: REMOTION_LINKS.newIssue,
    } satisfies SiteSearchConfig,
  },

  clientModules: [
    './src/clientModules/cleanIndexHtmlPath.ts',
    './src/clientModules/keyboardNavigation.ts',
    ...patch('idle-prefetch', './src/clientModules/idlePrefetch.ts'),
  ],

  presets: [
    [
      'classic',
      {
        // Added below, through the plugin that trims the docs metadata.
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Remotion blog',
          blogDescription:
            'Release announcements and news from the Remotion project.',
          postsPerPage: 10,
          showReadingTime: true,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          beforeDefaultRemarkPlugins: [remarkSnippetTypes],
          feedOptions: {type: ['rss', 'atom'], copyright: 'Copyright © 2022 Remotion'},
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    DISABLED_PATCHES.has('docs-lean-metadata')
      ? ['@docusaurus/plugin-content-docs', DOCS_OPTIONS]
      : ['./src/plugins/docs-lean-metadata/index.ts', DOCS_OPTIONS],
    storedValues,
    ...patch('announcement-bar-reopen', announcementBarReopen),
    ...patch('lean-prism', leanPrism),
    ...patch('lean-utils-common', leanUtilsCommon),
    ...patch('split-client-startup', splitClientStartup),
    ...patch('head-after-hydration', headAfterHydration),
    ...patch('early-click-replay', earlyClickReplay),
    searchIndex,
    rawSource,
    snippetTypes,
    [
      markdownTwins,
      {
        summary:
          'Remotion is a set of libraries for making real MP4 videos with React: compositions are React components, ' +
          'animated frame by frame, previewed in the browser and rendered with the command line tool, from Node.js ' +
          'or on AWS Lambda, and embedded in web apps with the Player. These docs cover Remotion 3.2.',
        sidebarTitles: {mainSidebar: 'Guides', apiSidebar: 'API reference'},
      } satisfies MarkdownTwinsOptions,
    ],
    [
      hostConfig,
      {
        redirects: REDIRECTS,
        headers: {
          // host-config adds script-src: the site's files and the hashes of its inline scripts.
          'Content-Security-Policy': "frame-ancestors 'self'; base-uri 'self'; object-src 'none'; form-action 'self'",
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          // The Player's fullscreen button needs fullscreen, which stays allowed.
          'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
          'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
          'X-Content-Type-Options': 'nosniff',
        },
      } satisfies HostConfigOptions,
    ],
    [
      '@docusaurus/plugin-content-blog',
      {
        id: 'success-stories',
        path: 'success-stories',
        routeBasePath: 'success-stories',
        blogTitle: 'Success stories',
        blogDescription:
          'How companies build their products on programmatic video with Remotion.',
        blogSidebarTitle: 'Success stories',
        blogSidebarCount: 'ALL',
        showReadingTime: true,
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        beforeDefaultRemarkPlugins: [remarkSnippetTypes],
        feedOptions: {type: null},
      } satisfies PluginContentBlog.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    announcementBar: {
      id: 'remotion-3-2',
      content:
        'Remotion 3.2 is out with Lottie and Skia support, a zoomable timeline and faster audio-only renders. <a href="/blog/3-2">Read the release notes</a>',
      backgroundColor: '#075caa',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar: {
      title: 'Remotion',
      hideOnScroll: true,
      logo: {
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        alt: 'Remotion logo',
        href: '/',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'mainSidebar', label: 'Docs', position: 'left'},
        {type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API', position: 'left'},
        {to: '/docs/license', label: 'Pricing', position: 'left'},
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            {to: '/blog', label: 'Blog'},
            {to: '/showcase', label: 'Showcase'},
            {to: '/experts', label: 'Experts'},
            {to: '/about', label: 'About'},
            {to: '/success-stories', label: 'Success Stories'},
          ],
        },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // Only one docs version is published; the release history is where
          // earlier versions are described, and it keeps this a real dropdown.
          dropdownItemsAfter: [{href: REMOTION_LINKS.releases, label: 'All releases'}],
        },
        {type: 'localeDropdown', position: 'right'},
        {href: REMOTION_LINKS.twitter, label: 'Twitter', position: 'right'},
        {href: REMOTION_LINKS.discord, label: 'Discord', position: 'right'},
        {href: REMOTION_LINKS.repository, label: 'GitHub', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        src: 'img/logo-dark.svg',
        alt: 'Remotion logo',
        href: '/',
        width: 48,
        height: 48,
      },
      links: [
        {
          title: 'Product',
          items: [
            {label: 'Getting started', to: '/docs/'},
            {label: 'API reference', to: '/docs/remotion'},
            {label: 'Player', to: '/player'},
            {label: 'Lambda', to: '/lambda'},
            {label: 'Pricing', to: '/docs/license'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Showcase', to: '/showcase'},
            {label: 'Experts', to: '/experts'},
            {label: 'Discord', href: REMOTION_LINKS.discord},
            {label: 'Twitter', href: REMOTION_LINKS.twitter},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'Success stories', to: '/success-stories'},
            {label: 'About', to: '/about'},
            {label: 'GitHub', href: REMOTION_LINKS.repository},
          ],
        },
      ],
      copyright: 'Copyright © 2022 Remotion. Built with Docusaurus.',
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
    },
    // The theme validates these even when the local index answers; in local
    // mode nothing ever contacts this application id.
    algolia: {
      appId: ALGOLIA_APP_ID || 'local',
      apiKey: ALGOLIA_SEARCH_API_KEY || 'local',
      indexName: ALGOLIA_INDEX_NAME,
      contextualSearch: false,
      searchParameters: {facetFilters: searchFacetFilters(SITE_LANGUAGE)},
      searchPagePath: 'search',
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
