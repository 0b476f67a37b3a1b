import docsPlugin from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/**
 * The stock docs plugin, minus one weight: every docs page downloads its
 * version's metadata, which maps each doc id to its title, sidebar and
 * description. Only `<DocCard>` reads the descriptions, and this site renders
 * no doc cards, so they are dropped: for 235 pages that is most of the map
 * and about 9 KB of compressed JavaScript on the first load of any docs page.
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  const props = version?.docs
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
          ),
        },
      }
    : route.props;
  return {...route, props, routes: route.routes?.map(withoutDocDescriptions)};
}

export default async function docsLeanMetadataPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocDescriptions(route));
      return plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}

// Docusaurus validates a plugin's options with its module's validateOptions.
export {validateOptions} from '@docusaurus/plugin-content-docs';
