import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Points the client and server bundles' `prism-react-renderer` at
 * prismReactRenderer.tsx: the same `Highlight` and `Prism`, without the
 * package's bundled grammars for languages this site never shows. The site
 * config still imports the package itself, in Node, for its colour themes.
 */
export default function leanPrismPlugin(context: LoadContext): Plugin {
  const replacement = resolve(context.siteDir, 'src/plugins/lean-prism/prismReactRenderer.tsx');
  return {
    name: 'lean-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {'prism-react-renderer$': replacement},
        },
      };
    },
  };
}
