import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

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
export default function splitClientStartupPlugin(context: LoadContext): Plugin {
  const replacement = resolve(context.siteDir, 'src/plugins/split-client-startup/clientEntry.tsx');
  return {
    name: 'split-client-startup',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        resolve: {
          alias: {[require.resolve('@docusaurus/core/lib/client/clientEntry.js')]: replacement},
        },
      };
    },
  };
}
