import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {readBuiltPages} from '../built-pages';
import {markdownText} from './htmlToMarkdown';
import {twinPath} from './twinPath';

type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];
type Page = {permalink: string; title: string; description: string};
type Doc = Page & {id: string};
type Section = {title: string; pages: Page[]};

function docsOf(section: SidebarItem[], byId: Map<string, Doc>): Doc[] {
  return section.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return byId.get(item.id) ?? [];
    if (item.type !== 'category') return [];
    const link = item.link?.type === 'doc' ? (byId.get(item.link.id) ?? []) : [];
    return [link, docsOf(item.items, byId)].flat();
  });
}

/**
 * The llms.txt sections, in sidebar order: one per top-level category, and
 * one, named after the sidebar, for each run of pages a sidebar lists
 * outside its categories; then the docs pages no sidebar lists. Each page is
 * listed once, where it first appears.
 */
export function llmsSections(sidebars: Record<string, SidebarItem[]>, sidebarTitles: Record<string, string>, docs: Doc[]): Section[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const listed = new Set<string>();
  const sections: Section[] = [];
  const add = (title: string, pages: Page[]) => {
    const fresh = pages.filter((page) => !listed.has(page.permalink));
    fresh.forEach((page) => listed.add(page.permalink));
    if (fresh.length) sections.push({title, pages: fresh});
  };
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    let loose: SidebarItem[] = [];
    const addLoose = () => {
      add(sidebarTitles[sidebarId] ?? sidebarId, docsOf(loose, byId));
      loose = [];
    };
    for (const item of items) {
      if (item.type !== 'category') {
        loose.push(item);
        continue;
      }
      addLoose();
      add(item.label, docsOf([item], byId));
    }
    addLoose();
  }
  add('Other pages', docs.filter((doc) => !listed.has(doc.permalink)));
  return sections;
}

export type MarkdownTwinsOptions = {
  /** One paragraph about the site, under its name at the top of llms.txt. */
  summary: string;
  /** Section titles for the pages a sidebar lists outside its categories. */
  sidebarTitles: Record<string, string>;
};

/**
 * After the production build, writes beside every docs page, blog post and
 * success story its Markdown twin (read from the built page, so it holds
 * exactly what readers see), and `/llms.txt` and `/llms-full.txt` after the
 * llmstxt.org convention. The HTML pages link their twins through the
 * theme (src/theme/DocItem/Content, src/theme/BlogPostPage/Metadata).
 */
export default function markdownTwinsPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  // Docusaurus passes plugin options untyped; the config checks them with `satisfies`.
  const options = pluginOptions as MarkdownTwinsOptions;
  const {siteConfig} = context;
  const absolute = (path: string) => new URL(path, siteConfig.url).href;
  return {
    name: 'markdown-twins',
    async postBuild({outDir, plugins, routesPaths}) {
      const docsContent = plugins.find((plugin) => (plugin.content as DocsContent | undefined)?.loadedVersions)
        ?.content as DocsContent;
      const version = docsContent.loadedVersions[0];
      const blogPosts = plugins
        .flatMap((plugin) => (plugin.content as BlogContent | undefined)?.blogPosts ?? [])
        .map(({metadata}) => metadata);
      const pages: Page[] = [...version.docs, ...blogPosts];

      const builtPages = await readBuiltPages(outDir, routesPaths, siteConfig.url);
      const twins = new Map(
        pages.map(({permalink}) => {
          const twin = builtPages.get(permalink)?.twin;
          if (!twin) throw new Error(`[markdown-twins] ${permalink} was built without its Markdown twin`);
          return [permalink, twin];
        }),
      );

      const sections = llmsSections(version.sidebars, options.sidebarTitles, version.docs);
      const entry = (page: Page) =>
        `- [${markdownText(page.title)}](${absolute(twinPath(page.permalink))})${page.description ? `: ${markdownText(page.description)}` : ''}`;
      const llms = [
        `# ${siteConfig.title}`,
        `> ${options.summary}`,
        `Every page below is the Markdown version of a page of ${siteConfig.url}: the same content without the site around it. ` +
          `${absolute('/llms-full.txt')} holds all docs pages in one file.`,
        ...sections.map((section) => `## ${section.title}\n\n${section.pages.map(entry).join('\n')}`),
        `## Optional\n\n${blogPosts.map(entry).join('\n')}`,
      ].join('\n\n');
      const full = [
        `# ${siteConfig.title}: the complete documentation`,
        `> ${options.summary}`,
        ...sections.flatMap((section) =>
          section.pages.map((page) => `<!-- Source: ${absolute(page.permalink)} -->\n\n${twins.get(page.permalink)}`),
        ),
      ].join('\n\n---\n\n');
      await Promise.all([
        writeFile(join(outDir, 'llms.txt'), `${llms}\n`),
        writeFile(join(outDir, 'llms-full.txt'), `${full}\n`),
      ]);
    },
  };
}
