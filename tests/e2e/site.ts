/** Routes and constants the site promises (SPEC.md §2), shared by the e2e tests. */

export const RELEASE_POST_SLUGS = [
  '1-1', '1-2', '1-3', '1-4', '1-5',
  '2-0', '2-1', '2-2', '2-3', '2-4', '2-5', '2-6',
  '3-0', '3-1', '3-2',
] as const;

export const BLOG_POST_PATHS = [
  '/blog/company-licenses',
  '/blog/introducing-remotion',
  ...RELEASE_POST_SLUGS.map((slug) => `/blog/${slug}`),
];

export const TOP_LEVEL_ROUTES = [
  '/',
  '/about/',
  '/experts/',
  '/lambda/',
  '/player/',
  '/showcase/',
  '/showcase/add',
  '/search',
  '/blog',
  '/blog/page/2',
  '/blog/archive',
  ...BLOG_POST_PATHS,
  '/success-stories',
  '/success-stories/archive',
  '/success-stories/makestories',
  '/success-stories/yarx',
];

export const DESKTOP = {width: 1280, height: 800};
export const MOBILE = {width: 390, height: 844};

export const ANNOUNCEMENT_ID = 'remotion-3-2';

/**
 * The first search of a page downloads the index and builds the engine in
 * its worker before any result: seconds on a loaded two-core machine. Its
 * speed is measured by bench:search, not here.
 */
export const FIRST_RESULTS_TIMEOUT = 40_000;
