import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {
  encodeRecords,
  pagesIndexOf,
  SEARCH_INDEX_FILE,
  SEARCH_INDEX_VERSION,
  SEARCH_PAGES_FILE,
  type CompactIndex,
  type CompactRecord,
} from '../../search/records';
import {readBuiltPages} from '../built-pages';
import {prepareDevIndex, productionBuild} from './devServerIndex';

export async function buildSearchIndex(
  outDir: string,
  routes: readonly string[],
  siteUrl: string,
  language: string,
): Promise<CompactIndex> {
  const index: Omit<CompactIndex, 'records'> = {version: SEARCH_INDEX_VERSION, language, pages: [], sections: [], contents: []};
  const records: CompactRecord[] = [];
  const contentIndexes = new Map<string, number>();
  const contentIndexOf = (content: string | null): number => {
    if (content === null) return -1;
    let position = contentIndexes.get(content);
    if (position === undefined) {
      position = index.contents.push(content) - 1;
      contentIndexes.set(content, position);
    }
    return position;
  };
  /** Path → the pages whose content links to it, DocSearch's page rank. */
  const linkedFrom = new Map<string, Set<string>>();
  const builtPages = await readBuiltPages(outDir, routes, siteUrl);
  for (const route of [...builtPages.keys()].sort()) {
    const extracted = builtPages.get(route)!.search;
    if (!extracted) continue;
    const pageIndex = index.pages.length;
    const firstSectionIndex = index.sections.length;
    for (const path of extracted.links) {
      if (!linkedFrom.has(path)) linkedFrom.set(path, new Set());
      linkedFrom.get(path)!.add(route);
    }
    index.pages.push(extracted.page);
    index.sections.push(...extracted.sections);
    for (const [level, section, content] of extracted.records) {
      records.push([pageIndex, level, section < 0 ? -1 : firstSectionIndex + section, contentIndexOf(content)]);
    }
  }
  for (const page of index.pages) {
    const path = new URL(page[0]).pathname.replace(/\/$/, '') || '/';
    page[4] = [...(linkedFrom.get(path) ?? [])].filter((source) => source.replace(/\/$/, '') !== path).length;
  }
  return {...index, records: encodeRecords(records)};
}

/**
 * Writes the site's search records to build/search-index.json after the
 * production build, read from the built pages so every anchor is one the
 * page really has. The local search engine loads this file on first use,
 * and `npm run search:push` uploads the same records to Algolia. The
 * pages' title records also go to build/search-index-pages.json, which the
 * search worker answers from while it indexes the full file.
 *
 * The development server has no built pages to read: it serves the last
 * production build's index, or builds one in the background (devServerIndex.ts).
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return {};
      const builtDir = join(context.siteDir, 'build');
      const paths = {
        builtDir,
        devDir: join(context.generatedFilesDir, 'search-index'),
        logFile: join(context.generatedFilesDir, 'search-index-build.log'),
      };
      const startBuild = prepareDevIndex(paths, productionBuild(context.siteDir, context.generatedFilesDir, builtDir));
      // The dev server's own options: webpack ignores the key, and Docusaurus
      // merges it into the development server configuration.
      return {
        devServer: {static: [{directory: paths.devDir, publicPath: context.baseUrl, watch: false}]},
        plugins: startBuild ? [{apply: (compiler: Compiler) => compiler.hooks.done.tap('search-index', startBuild)}] : [],
      } as object;
    },
    async postBuild({outDir, routesPaths}) {
      const index = await buildSearchIndex(
        outDir,
        routesPaths,
        context.siteConfig.url,
        context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang ?? context.i18n.currentLocale,
      );
      await writeFile(join(outDir, SEARCH_INDEX_FILE), JSON.stringify(index));
      await writeFile(join(outDir, SEARCH_PAGES_FILE), JSON.stringify(pagesIndexOf(index)));
    },
  };
}
