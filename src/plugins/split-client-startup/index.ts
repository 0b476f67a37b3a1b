import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserAliasPlugin} from '../browser-alias';

/**
 * Replaces Docusaurus's client entry, in production builds, with
 * clientEntry.tsx: the same start-up, split into two main-thread tasks.
 *
 * Upstream evaluates the main chunk and then, in the same task, matches the
 * route and requests its chunks. On a phone that task is the longest of the
 * page load (about 150 ms at Lighthouse's 4× CPU slowdown), and all of it
 * counts as blocking time. Starting the route's chunks after a yield turns it
 * into two tasks of roughly half the length each. The yield itself costs
 * well under a millisecond, so the chunks arrive no later.
 *
 * The development server keeps upstream's entry, which also wires up hot
 * reloading.
 */
export default function splitClientStartupPlugin(): Plugin {
  return browserAliasPlugin({
    name: 'split-client-startup',
    request: require.resolve('@docusaurus/core/lib/client/clientEntry.js'),
    replacement: join(__dirname, 'clientEntry.tsx'),
    productionOnly: true,
  });
}
