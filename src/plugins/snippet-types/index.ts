import {readFileSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {CHECKED_LANGUAGES, SNIPPET_TYPES_FILE, sampleHash, sampleTypesAsset, type SnippetTypesFile} from './data';

let loaded: SnippetTypesFile | undefined;
function snippetTypes(): SnippetTypesFile {
  loaded ??= JSON.parse(readFileSync(SNIPPET_TYPES_FILE, 'utf8')) as SnippetTypesFile;
  return loaded;
}

/**
 * A remark plugin (before Docusaurus's own, which pass a code block's meta on
 * as its `metastring`): a sample with hover types gets `types=<hash>` in its
 * meta, which src/theme/CodeBlock reads. A sample without (skipped by
 * check:snippets, or changed since its types were written) stays as it is.
 */
export function remarkSnippetTypes() {
  const {samples} = snippetTypes();
  return (tree: Root) => {
    visit(tree, 'code', (code) => {
      const hash = CHECKED_LANGUAGES.has(code.lang ?? '') ? sampleHash(code.value) : '';
      if (hash in samples) code.meta = `${code.meta ?? ''} types=${hash}`.trim();
    });
  };
}

/**
 * Serves each sample's types as a file of its own (`assets/types/<hash>.json`),
 * fetched by the page on the first hover or focus of that sample, so no page
 * carries type text in its HTML or its JavaScript. The files are emitted by
 * the client bundler, so that the dev server serves them too.
 */
export default function snippetTypesPlugin(): Plugin {
  return {
    name: 'snippet-types',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              const {Compilation, sources} = compiler.webpack;
              compiler.hooks.thisCompilation.tap('snippet-types', (compilation) => {
                compilation.hooks.processAssets.tap({name: 'snippet-types', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
                  for (const [hash, types] of Object.entries(snippetTypes().samples)) {
                    compilation.emitAsset(sampleTypesAsset(hash), new sources.RawSource(JSON.stringify(types)));
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}
