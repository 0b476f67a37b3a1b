import type {LoadContext, Plugin} from '@docusaurus/types';
import {inlineScriptPlugin} from '../inlineScriptPlugin';
import {storedValueSchemas, type StoredValueSchema} from './schema';

/**
 * The first script of every page: removes each stored value that fails its
 * schema, before the theme's own inline scripts (colour mode, announcement
 * bar) and React read them. Upstream coerces some bad values on read and
 * keeps them stored for ever (`theme` = "blue" left data-theme="blue" on
 * every first paint), ignores others; here one bad value costs one fallback
 * to the default, once. A storage that throws is logged and left alone, as
 * the theme does.
 */
export function storedValuesScript(schemas: StoredValueSchema[]): string {
  const rules = schemas.map(({key, prefix, value}) => `[${JSON.stringify(key)}, ${Boolean(prefix)}, /${value.source}/]`);
  return `(function () {
  var rules = [${rules.join(', ')}];
  try {
    for (var i = localStorage.length - 1; i >= 0; i--) {
      var key = localStorage.key(i);
      for (var j = 0; j < rules.length; j++) {
        var rule = rules[j];
        var governed = rule[1] ? key.indexOf(rule[0]) === 0 && key.length > rule[0].length : key === rule[0];
        if (governed && !rule[2].test(localStorage.getItem(key))) localStorage.removeItem(key);
      }
    }
  } catch (error) {
    console.error('Stored settings could not be checked: browser storage is unavailable', error);
  }
})();`;
}

export default function storedValuesPlugin(context: LoadContext): Plugin {
  return inlineScriptPlugin('stored-values', 'headTags', storedValuesScript(storedValueSchemas(context.siteStorage.namespace)));
}
