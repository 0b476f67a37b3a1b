import docsPlugin from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/**
 * The stock docs plugin, minus weight that every docs page downloads with its
 * version's metadata: the map from each doc id to its title, sidebar and
 * description. Only `<DocCard>` reads that map (through `useDocById`), for a
 * card's description, and this site renders no doc cards
 * (tests/unit/docsLeanMetadata.spec.ts checks both). For 235 pages the map
 * took the metadata from 4.7 to 8.4 KB at brotli's best compression; a docs
 * page's first load transfers 4.6 KB less JavaScript without it. Its
 * descriptions alone, dropped first, were another 9 KB.
 */
export function withoutDocMap(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  const props = version?.docs ? {...route.props, version: {...version, docs: {}}} : route.props;
  return {...route, props, routes: route.routes?.map(withoutDocMap)};
}

export default async function docsLeanMetadataPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocMap(route));
      return plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}

// Docusaurus validates a plugin's options with its module's validateOptions.
export {validateOptions} from '@docusaurus/plugin-content-docs';
