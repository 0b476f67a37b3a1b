import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {inlineScriptPlugin} from '../inlineScriptPlugin';

export const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/**
 * Theme-classic hides a dismissed announcement bar before hydration, from an
 * inline script that reads the dismiss flag but not the announcement id. When
 * the configured id changes, React reopens the bar but a CSS rule on that
 * attribute keeps it hidden until the next page load. This script runs right
 * after the stock one and clears the attribute when the stored id is stale.
 */
export function reopenScript(announcementId: string, storageNamespace: string): string {
  const idKey = JSON.stringify(`docusaurus.announcement.id${storageNamespace}`);
  return `(function () {
  try {
    if (localStorage.getItem(${idKey}) !== ${JSON.stringify(announcementId)}) {
      document.documentElement.setAttribute(${JSON.stringify(INITIALLY_DISMISSED_ATTRIBUTE)}, 'false');
    }
  } catch (error) {
    console.error('Announcement bar: browser storage is unavailable', error);
  }
})();`;
}

export default function announcementBarReopenPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as ThemeConfig;
  const script = announcementBar?.id ? reopenScript(announcementBar.id, context.siteStorage.namespace) : null;
  return inlineScriptPlugin('announcement-bar-reopen', 'preBodyTags', script);
}
