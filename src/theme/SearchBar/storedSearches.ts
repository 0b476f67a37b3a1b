// DocSearch keeps a visitor's recent and favourite searches in localStorage
// and reads them, unchecked, each time its modal renders: a value it did not
// write ("not json{", an object, an array of numbers) threw inside the
// navbar and crashed every page that opened search, for good. It also draws
// a stored hit's titles as HTML when the hit carries no snippet, which
// stored hits never do, so a stored title could run a script and a page
// titled "<Sequence>" showed an empty row. Before the modal renders, each
// list is read with the schema below: entries that fail it are dropped, the
// others keep only what DocSearch shows, with their texts escaped as
// snippets, and the list is written back (or removed when nothing is left).
import {escapeHtml} from '@site/src/utils/escapeHtml';
import type {StoredDocSearchHit} from '@docsearch/react';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];
const TYPES: ReadonlySet<string> = new Set<string>([...LEVELS, 'content']);

/** DocSearch keeps up to 10 favourites and 7 recent searches: a longer list is not its own. */
export const MAX_STORED_SEARCHES = 10;

export function storedSearchKeys(indexName: string): string[] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

// An array passes too, and then fails on its missing fields, as anything else without them.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A page of a site: a path of this one, or an http(s) address; never `javascript:` or a protocol-relative host. */
function isPageUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\/[^/\\]/i.test(url);
}

type StoredHit = StoredDocSearchHit & {
  _snippetResult: Record<string, unknown>;
};

/** The entry as DocSearch may show it, or null when it fails the schema. */
export function parseStoredHit(value: unknown): StoredHit | null {
  if (!isRecord(value)) return null;
  const {objectID, url, type, hierarchy, content = null} = value;
  if (typeof objectID !== 'string' || objectID === '') return null;
  if (typeof url !== 'string' || !isPageUrl(url)) return null;
  if (!TYPES.has(type as string)) return null;
  if (!isRecord(hierarchy)) return null;
  if (content !== null && typeof content !== 'string') return null;
  const levels = {} as Record<Level, string | null>;
  for (const level of LEVELS) {
    const text = hierarchy[level] ?? null;
    if (text !== null && typeof text !== 'string') return null;
    levels[level] = text;
  }
  // The row's title is the hit's own level (the content for a text hit), its path lvl1.
  if (levels.lvl0 === null || levels.lvl1 === null) return null;
  const title = type === 'content' ? content : levels[type as Level];
  if (title === null) return null;
  const snippet = (text: string) => ({value: escapeHtml(text)});
  const hash = url.indexOf('#');
  return {
    objectID,
    url,
    // Derived, as DocSearch's records define them: a stored value could disagree with the url.
    url_without_anchor: hash === -1 ? url : url.slice(0, hash),
    anchor: hash === -1 ? null : url.slice(hash + 1),
    type: type as StoredDocSearchHit['type'],
    hierarchy: levels as StoredDocSearchHit['hierarchy'],
    content,
    _snippetResult: {
      hierarchy: Object.fromEntries(LEVELS.flatMap((level) => (levels[level] === null ? [] : [[level, snippet(levels[level])]]))),
      ...(content === null ? {} : {content: snippet(content)}),
    },
  };
}

/** The stored list as it should be: valid entries only, at most MAX_STORED_SEARCHES, no objectID twice. */
export function parseStoredSearches(raw: string): StoredHit[] {
  let value: unknown = null;
  try {
    value = JSON.parse(raw);
  } catch {
    // Not JSON: as good as no list.
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const hits: StoredHit[] = [];
  for (const entry of value) {
    const hit = parseStoredHit(entry);
    if (!hit || seen.has(hit.objectID)) continue;
    seen.add(hit.objectID);
    hits.push(hit);
    if (hits.length === MAX_STORED_SEARCHES) break;
  }
  return hits;
}

/**
 * Rewrites both lists of `indexName` as parseStoredSearches() reads them. A
 * storage that throws, even on `window.localStorage` itself (storage
 * disabled), is logged and left alone.
 */
export function repairStoredSearches(indexName: string, storage?: Storage): void {
  for (const key of storedSearchKeys(indexName)) {
    try {
      const store = storage ?? window.localStorage;
      const raw = store.getItem(key);
      if (raw === null) continue;
      const hits = parseStoredSearches(raw);
      if (hits.length === 0) store.removeItem(key);
      else {
        const repaired = JSON.stringify(hits);
        if (repaired !== raw) store.setItem(key, repaired);
      }
    } catch (error) {
      console.error('Search: stored searches could not be checked: browser storage is unavailable', error);
    }
  }
}
