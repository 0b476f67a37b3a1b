import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserAliasPlugin} from '../browser-alias';

/**
 * Points the browser bundle's `@docusaurus/ComponentCreator`, which the
 * generated route table calls once per route, at ComponentCreator.tsx.
 *
 * Upstream builds a react-loadable component for every route of the site
 * while the main chunk is evaluated: about 300 here, a fifth of that task on
 * a phone. The replacement builds each one the first time its route is
 * preloaded or rendered. The server bundle keeps upstream's, which collects
 * the modules each page renders.
 */
export default function lazyRouteComponentsPlugin(): Plugin {
  return browserAliasPlugin({
    name: 'lazy-route-components',
    request: '@docusaurus/ComponentCreator',
    replacement: join(__dirname, 'ComponentCreator.tsx'),
  });
}
