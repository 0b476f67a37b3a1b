// Which script chunks a route needs, worked out the way Docusaurus's own
// `docusaurus.prefetch` does, but with its two costs taken out: it scans
// every route's chunk entry (with a regular expression each) for every route
// it matches, and it prefetches the chunks that most routes share (layouts,
// the docs version data) again for every link. See idlePrefetch.ts.
import type {RouteChunkNames} from '@docusaurus/types';
import {matchRoutes, type RouteConfig} from 'react-router-config';

/** The paths of the routes that render `pathname`, outermost first, matched as the stock prefetch matches them. */
export function matchedRoutePaths(routes: RouteConfig[], pathname: string): string[] {
  return matchRoutes(routes, pathname).flatMap(({route}) => (typeof route.path === 'string' && route.path ? [route.path] : []));
}

function chunkNamesIn(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(chunkNamesIn);
}

/**
 * Every route path with the chunk names it loads. The keys of the generated
 * map are route paths with a hash suffix (`/docs/intro-5e9`).
 */
export function chunkNamesByRoutePath(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [routeNameWithHash, chunks] of Object.entries(routesChunkNames)) {
    const path = routeNameWithHash.replace(/-[^-]+$/, '');
    byPath.set(path, [...(byPath.get(path) ?? []), ...chunkNamesIn(chunks)]);
  }
  return byPath;
}
