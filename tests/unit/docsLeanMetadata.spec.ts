import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {test, expect} from '@playwright/test';
import type {RouteConfig} from '@docusaurus/types';
import {withoutDocMap} from '../../src/plugins/docs-lean-metadata';

type VersionProp = {docs: Record<string, object>; docsSidebars: Record<string, unknown[]>; label: string};
const versionOf = (route: RouteConfig) => route.routes![0].props!.version as VersionProp;

const versionRoute = (): RouteConfig => ({
  path: '/docs',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/docs',
      component: '@theme/DocVersionRoot',
      props: {
        version: {
          version: 'current',
          label: 'Next',
          docsSidebars: {
            mainSidebar: [
              {type: 'link', href: '/docs/', label: 'Installation', docId: 'getting-started', unlisted: false},
              {
                type: 'category',
                label: 'Player',
                collapsible: true,
                items: [
                  {type: 'link', href: '/docs/player', label: 'Player', docId: 'player', unlisted: true},
                  {type: 'link', href: 'https://github.com/remotion-dev/remotion', label: 'Source'},
                  {type: 'html', value: '<hr>'},
                ],
              },
            ],
          },
          docs: {
            'getting-started': {id: 'getting-started', title: 'Installation', description: 'How to install.', sidebar: 'mainSidebar'},
            player: {id: 'player', title: 'Player', description: 'The Player.'},
          },
        },
      },
      routes: [{path: '/docs/', component: '@theme/DocItem', props: {unrelated: {description: 'kept', docId: 'kept'}}}],
    },
  ],
});

test('the doc map leaves the version metadata, and nothing else does', () => {
  const route = withoutDocMap(versionRoute());
  const version = versionOf(route);
  expect(version.docs).toEqual({});
  expect(version.docsSidebars).toEqual(versionOf(versionRoute()).docsSidebars);
  expect(version.label).toBe('Next');
  expect(route.routes![0].routes![0].props).toEqual({unrelated: {description: 'kept', docId: 'kept'}});
});

test('routes without version metadata pass through unchanged', () => {
  const route: RouteConfig = {path: '/docs/tags', component: '@theme/DocTagsListPage', props: {tags: []}};
  expect(withoutDocMap(route)).toEqual(route);
});

const ROOT = join(__dirname, '../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

// What the plugin drops is read only by <DocCard>: the site must render none.
test('no page or sidebar of this site renders a doc card', () => {
  const sources = [...filesUnder(join(ROOT, 'docs')), ...filesUnder(join(ROOT, 'src'))].filter((file) =>
    /\.(mdx?|tsx?)$/.test(file),
  );
  const users = sources.filter((file) => /DocCard|useDocById|useCurrentSidebarCategory/.test(readFileSync(file, 'utf8')));
  expect(users.map((file) => relative(ROOT, file))).toEqual(['src/plugins/docs-lean-metadata/index.ts']);
  expect(readFileSync(join(ROOT, 'sidebars.ts'), 'utf8')).not.toContain('generated-index');
});

// If a Docusaurus upgrade reads the doc map anywhere else, this fails:
// check what that reader needs before upgrading.
test('upstream, only <DocCard> reads the doc map', () => {
  const packages = join(dirname(require.resolve('@docusaurus/theme-classic/package.json')), '..');
  const clientCode = [
    join(packages, 'theme-classic/lib/theme'),
    join(packages, 'theme-common/lib'),
    join(packages, 'plugin-content-docs/lib/client'),
  ].flatMap(filesUnder);
  const callers = clientCode.filter(
    (file) => file.endsWith('.js') && /useDocById\(|version\.docs\[/.test(readFileSync(file, 'utf8')),
  );
  expect(callers.map((file) => relative(packages, file)).sort()).toEqual([
    'plugin-content-docs/lib/client/docsUtils.js',
    'theme-classic/lib/theme/DocCard/index.js',
  ]);
  // In docsUtils.js, the one read is useDocById's own.
  const docsUtils = readFileSync(join(packages, 'plugin-content-docs/lib/client/docsUtils.js'), 'utf8');
  expect(docsUtils.match(/useDocById\(|version\.docs\[/g)).toEqual(['useDocById(', 'version.docs[']);
});
