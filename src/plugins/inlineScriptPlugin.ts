import type {Plugin} from '@docusaurus/types';

/** A plugin that writes one inline script into every page at `position`, or nothing when `script` is null. */
export function inlineScriptPlugin(name: string, position: 'headTags' | 'preBodyTags', script: string | null): Plugin {
  return {
    name,
    injectHtmlTags() {
      return script === null ? {} : {[position]: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
