/**
 * The search index: DocSearch records in a compact form. Page-level fields
 * (URL, lvl0, lvl1, tag) are stored once per page instead of once per record,
 * which keeps the file the browser downloads small; `expandRecords` turns it
 * back into records of DocSearch's schema, for the local engine and for the
 * upload to Algolia alike.
 */

export const SEARCH_INDEX_FILE = 'search-index.json';
/** The pages' title records alone (see pagesIndexOf), which the search worker answers from first. */
export const SEARCH_PAGES_FILE = 'search-index-pages.json';
export const SEARCH_INDEX_VERSION = 3;
/** In the development server only: whether its search index is being built (src/plugins/search-index/devServerIndex.ts). */
export const SEARCH_INDEX_STATE_FILE = 'search-index-state.json';
export type SearchIndexState = 'building' | 'ready' | 'failed';

/** At most this many records of one page among the hits, as Algolia's `distinct: 3` keeps them. */
export const HITS_PER_PAGE_GROUP = 3;

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type Hierarchy = {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

/**
 * DocSearch's ranking weights: how many of the site's pages link to this
 * one, the record's level (lvl0 100 down to lvl6 40, text 0) and its
 * position on the page.
 */
export type RecordWeight = {pageRank: number; level: number; position: number};

/** A record in DocSearch's schema. */
export type DocSearchRecord = {
  objectID: string;
  type: RecordType;
  url: string;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  weight: RecordWeight;
};

/** [url without anchor, lvl0, lvl1, docusaurus_tag, pages of the site that link to it] */
export type CompactPage = [string, string, string, string, number];

/** [anchor, headings below lvl1 (lvl2 first)]: a heading's section of a page. */
export type CompactSection = [string, string[]];

/**
 * [page index, level (1-6 for headings, 0 for content), section index or -1
 * for the top of the page, index in `contents` or -1 for none]
 */
export type CompactRecord = [number, number, number, number];

export type CompactIndex = {
  version: typeof SEARCH_INDEX_VERSION;
  language: string;
  pages: CompactPage[];
  sections: CompactSection[];
  /** Paragraph texts, each stored once however often it appears. */
  contents: string[];
  /** The records, as encodeRecords() writes them. */
  records: EncodedRecords;
};

/**
 * The records flattened, four values each: the page index, section index
 * and content index as differences from the record before (null for none),
 * and the level as it is. Consecutive records mostly sit on the same page,
 * in the next section and the next paragraph, so the file is long runs of
 * 0 and 1 that compress to a fifth of the plain indexes.
 */
export type EncodedRecords = (number | null)[];

/** Values per record in EncodedRecords. */
const ENCODED_RECORD_LENGTH = 4;

export const encodedRecordCount = (encoded: EncodedRecords): number => encoded.length / ENCODED_RECORD_LENGTH;

export function encodeRecords(records: readonly CompactRecord[]): EncodedRecords {
  const encoded: EncodedRecords = [];
  let page = 0;
  let section = 0;
  let content = 0;
  for (const [pageIndex, level, sectionIndex, contentIndex] of records) {
    encoded.push(pageIndex - page, level, sectionIndex < 0 ? null : sectionIndex - section, contentIndex < 0 ? null : contentIndex - content);
    page = pageIndex;
    if (sectionIndex >= 0) section = sectionIndex;
    if (contentIndex >= 0) content = contentIndex;
  }
  return encoded;
}

export function decodeRecords(encoded: EncodedRecords): CompactRecord[] {
  const records: CompactRecord[] = [];
  let page = 0;
  let section = 0;
  let content = 0;
  for (let i = 0; i < encoded.length; i += ENCODED_RECORD_LENGTH) {
    const pageDelta = encoded[i]!;
    const level = encoded[i + 1]!;
    const sectionDelta = encoded[i + 2];
    const contentDelta = encoded[i + 3];
    page += pageDelta;
    if (sectionDelta !== null) section += sectionDelta;
    if (contentDelta !== null) content += contentDelta;
    records.push([page, level, sectionDelta === null ? -1 : section, contentDelta === null ? -1 : content]);
  }
  return records;
}

/** The levels of a page's headings, below its title (lvl1), outermost first. */
export const HEADING_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * The records of DocSearch's schema, from `from` to `to` (all by default),
 * so that a caller can expand a long index a part at a time.
 */
export function expandRecords(
  index: CompactIndex,
  records: readonly CompactRecord[] = decodeRecords(index.records),
  from = 0,
  to = records.length,
): DocSearchRecord[] {
  let pageStart = from;
  while (pageStart > 0 && records[pageStart - 1][0] === records[from][0]) pageStart -= 1;
  return records.slice(from, to).map(([pageIndex, level, sectionIndex, contentIndex], offset) => {
    const position = from + offset;
    if (position > 0 && records[position - 1][0] !== pageIndex) pageStart = position;
    const content = contentIndex < 0 ? null : index.contents[contentIndex];
    const [pageUrl, lvl0, lvl1, tag, pageRank] = index.pages[pageIndex];
    const [anchor, headings] = sectionIndex < 0 ? ['', []] : index.sections[sectionIndex];
    const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    HEADING_LEVELS.forEach((key, i) => {
      hierarchy[key] = headings[i] ?? null;
    });
    return {
      // The position on the page, not in the file: a page's records keep their IDs in the pages' index.
      objectID: `${pageIndex}-${position - pageStart}`,
      type: level === 0 ? 'content' : (`lvl${level}` as RecordType),
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      hierarchy,
      content,
      language: index.language,
      docusaurus_tag: tag,
      weight: {pageRank, level: level === 0 ? 0 : 100 - 10 * level, position: position - pageStart},
    };
  });
}

/**
 * The index of the pages alone: each page's title record, whose text is
 * the page's description. Its records expand exactly as the same records
 * of the full index do (same IDs, URLs and weights): a page's title record
 * is the first of its records.
 */
export function pagesIndexOf(index: CompactIndex): CompactIndex {
  const titleRecords = decodeRecords(index.records).filter(([, level]) => level === 1);
  const contents: string[] = [];
  return {
    ...index,
    sections: [],
    contents,
    records: encodeRecords(
      titleRecords.map(([page, level, , content]) => [page, level, -1, content < 0 ? -1 : contents.push(index.contents[content]) - 1]),
    ),
  };
}
