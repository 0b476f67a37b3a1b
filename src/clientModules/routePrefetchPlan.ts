// Which script chunks a route needs, worked out the way Docusaurus's own
// `docusaurus.prefetch` does, but with its two costs taken out: it scans
// every route's chunk entry (with a regular expression each) for every route
// it matches, and it prefetches the chunks that most routes share (layouts,
// the docs version data) again for every link. See idlePrefetch.ts.
import type {RouteChunkNames} from '@docusaurus/types';

type Route = {path?: string | string[]; exact?: boolean; strict?: boolean; routes?: Route[]};
/** React Router's `matchPath`, passed in so this module runs outside a bundle. */
type MatchPath = (pathname: string, route: Route) => object | null;

/**
 * The paths of the routes that render `pathname`, outermost first: at each
 * level the first route that matches, as react-router-config's
 * `matchRoutes` (which the stock prefetch uses) picks them.
 */
export function matchedRoutePaths(routes: Route[], pathname: string, matchPath: MatchPath): string[] {
  const paths: string[] = [];
  let level: Route[] | undefined = routes;
  while (level) {
    const route: Route | undefined = level.find((candidate) =>
      candidate.path ? matchPath(pathname, candidate) !== null : true,
    );
    if (!route) break;
    if (typeof route.path === 'string' && route.path) paths.push(route.path);
    level = route.routes;
  }
  return paths;
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
