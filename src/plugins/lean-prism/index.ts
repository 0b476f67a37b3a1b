import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PRISM_CHUNK_NAME} from './prismChunk';

const require = createRequire(import.meta.url);

/** Prism's files, and ours that only its chunk needs. */
const PRISM_MODULES = /[\\/]node_modules[\\/]prismjs[\\/]|[\\/]lean-prism[\\/](prismGrammars|prismCore|manualMode)\.ts$/;

/**
 * Points the client and server bundles' `prism-react-renderer` at
 * prismReactRenderer.tsx: the same `Highlight`, without the
 * package's bundled grammars for languages this site never shows. The site
 * config still imports the package itself, in Node, for its colour themes.
 *
 * It also drops the theme's prism-include-languages client module. That
 * module imports Prism into every page's main chunk to register
 * `prism.additionalLanguages`; the replacement registers the site's extra
 * grammars itself (prismGrammars.ts). In the browser bundle, Prism loads
 * only when a code block must be tokenized (prismLoader.browser.ts).
 */
export default function leanPrismPlugin(context: LoadContext): Plugin {
  const replacement = resolve(context.siteDir, 'src/plugins/lean-prism/prismReactRenderer.tsx');
  const loader = resolve(context.siteDir, 'src/plugins/lean-prism/prismLoader.ts');
  const browserLoader = resolve(context.siteDir, 'src/plugins/lean-prism/prismLoader.browser.ts');
  return {
    name: 'lean-prism',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': replacement,
            [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages')]: false,
            ...(isServer ? {} : {[loader]: browserLoader}),
          },
        },
        // One named chunk for Prism in the browser, which idle prefetching
        // can find by its name. Otherwise its node_modules files go to a
        // chunk of their own, named by a number.
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  prism: {
                    // A function: given as a RegExp, this test left Prism's
                    // node_modules files out of the chunk in this build.
                    test: (module: {nameForCondition(): string | null}) => PRISM_MODULES.test(module.nameForCondition() ?? ''),
                    name: PRISM_CHUNK_NAME,
                    chunks: 'async',
                    enforce: true,
                    priority: 50,
                  },
                },
              },
            },
      };
    },
  };
}
