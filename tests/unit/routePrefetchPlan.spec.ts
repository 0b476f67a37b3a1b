import {test, expect} from '@playwright/test';
import {matchRoutes} from 'react-router-config';
import {chunkNamesByRoutePath, matchedRoutePaths} from '../../src/clientModules/routePrefetchPlan';

// The shape Docusaurus generates: the docs plugin nests its version and
// sidebar layouts around the pages; the 404 route matches everything.
const ROUTES = [
  {path: '/blog', exact: true},
  {
    path: '/docs',
    routes: [
      {
        path: '/docs',
        routes: [
          {
            path: '/docs',
            routes: [
              {path: '/docs/the-fundamentals', exact: true},
              {path: '/docs/lambda/api', exact: true},
              {path: '/docs/', exact: true},
            ],
          },
        ],
      },
    ],
  },
  {path: '/', exact: true},
  {path: '*'},
];

test('matches the same routes as react-router-config, outermost first', () => {
  const paths = ['/docs/the-fundamentals', '/docs/lambda/api', '/docs/', '/docs/missing', '/blog', '/', '/elsewhere'];
  for (const pathname of paths) {
    const expected = matchRoutes(ROUTES as never, pathname).map(({route}) => route.path);
    expect(matchedRoutePaths(ROUTES, pathname), pathname).toEqual(expected);
  }
  expect(matchedRoutePaths(ROUTES, '/docs/the-fundamentals')).toEqual([
    '/docs',
    '/docs',
    '/docs',
    '/docs/the-fundamentals',
  ]);
});

test('indexes chunk names by route path, without the hash and with nested chunks flattened', () => {
  const index = chunkNamesByRoutePath({
    '/docs/the-fundamentals-3f2': {__comp: 'doc-item', content: 'fundamentals-md'},
    '/docs-4a1': {__comp: 'doc-version-root', __props: 'version-current'},
    '/docs-9c0': {__comp: 'doc-root'},
    '/blog-e55': {__comp: 'blog-list', items: [{content: 'post-a'}, {content: 'post-b'}], sidebar: 'blog-sidebar'},
  });
  expect(index.get('/docs/the-fundamentals')).toEqual(['doc-item', 'fundamentals-md']);
  // Routes that share a path (the docs layouts) share the entry.
  expect(index.get('/docs')).toEqual(['doc-version-root', 'version-current', 'doc-root']);
  expect(index.get('/blog')).toEqual(['blog-list', 'post-a', 'post-b', 'blog-sidebar']);
  expect(index.has('/docs/the')).toBe(false);
});
