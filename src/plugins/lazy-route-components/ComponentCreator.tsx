import createLoadableRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';
import {lazyRouteComponent} from './lazyRouteComponent';

/**
 * Upstream's route component for `path`, created on first use. Docusaurus
 * reaches a route's component in two ways only: `preload()` before a route
 * is shown, and rendering it.
 */
export default function ComponentCreator(path: string, hash: string): ReturnType<typeof createLoadableRouteComponent> {
  return lazyRouteComponent(() => createLoadableRouteComponent(path, hash));
}
