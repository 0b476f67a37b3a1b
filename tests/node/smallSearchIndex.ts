/**
 * Search indexes made by hand for the engine's tests: a few pages, each a
 * title record (its description as text), heading records and text records,
 * in the compact format the build writes (src/search/records.ts).
 */
import {encodeRecords, SEARCH_INDEX_VERSION, type CompactIndex, type CompactRecord} from '../../src/search/records';

export type SmallPage = {
  /** A path under https://www.remotion.dev, or a whole URL. */
  url: string;
  title: string;
  /** The category (lvl0). */
  category?: string;
  tag?: string;
  pageRank?: number;
  /** The page's description: the title record's text. */
  description?: string;
  /** Sections: an anchor and its headings (lvl2 first), each a heading record followed by its texts. */
  sections?: {anchor: string; headings: string[]; texts?: string[]}[];
  /** Texts at the top of the page, before any section. */
  texts?: string[];
};

export const SITE = 'https://www.remotion.dev';

export function smallIndex(pages: readonly SmallPage[], language = 'en'): CompactIndex {
  const sections: [string, string[]][] = [];
  const contents: string[] = [];
  const records: CompactRecord[] = [];
  pages.forEach(({description, sections: pageSections = [], texts = []}, page) => {
    records.push([page, 1, -1, description === undefined ? -1 : contents.push(description) - 1]);
    for (const text of texts) records.push([page, 0, -1, contents.push(text) - 1]);
    for (const {anchor, headings, texts: sectionTexts = []} of pageSections) {
      const section = sections.push([anchor, headings]) - 1;
      records.push([page, headings.length + 1, section, -1]);
      for (const text of sectionTexts) records.push([page, 0, section, contents.push(text) - 1]);
    }
  });
  return {
    version: SEARCH_INDEX_VERSION,
    language,
    pages: pages.map(({url, title, category = 'Docs', tag = 'docs-default-current', pageRank = 0}) => [
      url.startsWith('http') ? url : `${SITE}${url}`,
      category,
      title,
      tag,
      pageRank,
    ]),
    sections,
    contents,
    records: encodeRecords(records),
  };
}

/**
 * Pages on other topics, so that the words of the pages under test are not
 * held by most records (the engine makes such words optional).
 */
export const OTHER_PAGES: SmallPage[] = ['Fonts', 'Colors', 'Easing', 'Layers', 'Noise', 'Paths', 'Captions', 'Webhooks'].map((title) => ({
  url: `/docs/${title.toLowerCase()}`,
  title,
  texts: [`${title} explained in a paragraph of their own.`],
}));
