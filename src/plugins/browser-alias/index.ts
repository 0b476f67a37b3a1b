import type {Plugin} from '@docusaurus/types';

export type BrowserAliasOptions = {
  /** The plugin's name, as Docusaurus reports it. */
  name: string;
  /** The module request to replace, exactly as webpack's `resolve.alias` takes it. */
  request: string;
  /** The absolute path of the file the browser bundle gets instead. */
  replacement: string;
  /** Replace the request in production builds only, leaving the development server upstream's module. */
  productionOnly?: boolean;
};

/**
 * A plugin that points one request of the browser bundle at a file of this
 * site. The server bundle always keeps the upstream module: the pages'
 * HTML is rendered as Docusaurus renders it, and only what runs in the
 * visitor's browser changes.
 */
export function browserAliasPlugin({name, request, replacement, productionOnly = false}: BrowserAliasOptions): Plugin {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer || (productionOnly && process.env.NODE_ENV !== 'production')) return {};
      return {resolve: {alias: {[request]: replacement}}};
    },
  };
}
