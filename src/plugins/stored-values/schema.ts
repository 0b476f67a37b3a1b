/**
 * What each localStorage key the site's theme reads may hold. A value that
 * fails its pattern was not written by the site (an older release, another
 * site on the same origin in development, a hand edit): it is removed before
 * anything reads it, so the theme falls back to its default once and the
 * value does not come back. DocSearch's recent and favourite searches are
 * JSON and have a schema of their own (src/theme/SearchBar/storedSearches.ts),
 * applied when the modal opens.
 */
export type StoredValueSchema = {
  /** The key, or `prefix` for keys that carry an id after it. */
  key: string;
  prefix?: true;
  value: RegExp;
};

/** A short name made of the characters ids and version names use. */
const TOKEN = /^[\w.-]{1,64}$/;

export function storedValueSchemas(namespace: string): StoredValueSchema[] {
  return [
    {key: `theme${namespace}`, value: /^(?:light|dark)$/},
    {key: `docusaurus.announcement.dismiss${namespace}`, value: /^(?:true|false)$/},
    {key: `docusaurus.announcement.id${namespace}`, value: /^[^\0-\x1f]{1,256}$/},
    {key: `docusaurus.tab.`, prefix: true, value: TOKEN},
    {key: `docs-preferred-version-`, prefix: true, value: TOKEN},
  ];
}
