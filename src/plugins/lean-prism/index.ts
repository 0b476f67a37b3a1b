import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/**
 * Points the client and server bundles' `prism-react-renderer` at
 * prismReactRenderer.tsx: the same `Highlight` and `Prism`, without the
 * package's bundled grammars for languages this site never shows. The site
 * config still imports the package itself, in Node, for its colour themes.
 *
 * It also drops the theme's prism-include-languages client module. That
 * module imports Prism into every page's main chunk to register
 * `prism.additionalLanguages`; the replacement registers the site's extra
 * grammars itself, so Prism loads with the first code block a page shows
 * and pages without one never download it.
 */
export default function leanPrismPlugin(context: LoadContext): Plugin {
  const replacement = resolve(context.siteDir, 'src/plugins/lean-prism/prismReactRenderer.tsx');
  return {
    name: 'lean-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': replacement,
            [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages')]: false,
          },
        },
      };
    },
  };
}
