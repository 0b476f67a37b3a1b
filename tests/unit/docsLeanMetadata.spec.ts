import {test, expect} from '@playwright/test';
import type {RouteConfig} from '@docusaurus/types';
import {withoutDocDescriptions} from '../../src/plugins/docs-lean-metadata';

type VersionProp = {docs: Record<string, object>; docsSidebars: unknown; label: string};
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
          docsSidebars: {mainSidebar: [{type: 'link', href: '/docs/', label: 'Installation'}]},
          docs: {
            'getting-started': {id: 'getting-started', title: 'Installation', description: 'How to install.', sidebar: 'mainSidebar'},
            player: {id: 'player', title: 'Player', description: 'The Player.'},
          },
        },
      },
      routes: [{path: '/docs/', component: '@theme/DocItem', props: {unrelated: {description: 'kept'}}}],
    },
  ],
});

test('doc descriptions are dropped from the version metadata, and nothing else', () => {
  const route = withoutDocDescriptions(versionRoute());
  const version = versionOf(route);
  expect(version.docs).toEqual({
    'getting-started': {id: 'getting-started', title: 'Installation', sidebar: 'mainSidebar'},
    player: {id: 'player', title: 'Player'},
  });
  expect(version.label).toBe('Next');
  expect(version.docsSidebars).toEqual(versionOf(versionRoute()).docsSidebars);
  expect(route.routes![0].routes![0].props).toEqual({unrelated: {description: 'kept'}});
});

test('routes without version metadata pass through unchanged', () => {
  const route: RouteConfig = {path: '/docs/tags', component: '@theme/DocTagsListPage', props: {tags: []}};
  expect(withoutDocDescriptions(route)).toEqual(route);
});
