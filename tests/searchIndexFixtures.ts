/** Search indexes shaped for tests, from the built one. */
import {decodeRecords, encodeRecords, expandRecords, type CompactIndex} from '../src/search/records';

/**
 * A word of the site's text that no title, heading, page description or
 * category holds, nor any word sharing its first five letters: the text
 * records find it, the titles and headings do not.
 */
export function textOnlyWord(index: CompactIndex): string {
  const records = expandRecords(index);
  const summaries = records
    .map(({hierarchy, type, content}) => [...Object.values(hierarchy), type === 'lvl1' ? content : null].join(' '))
    .join(' ')
    .toLowerCase();
  const textWords = records
    .filter(({type}) => type === 'content')
    .flatMap(({content}) => content?.toLowerCase().match(/[a-z]{7,}/g) ?? []);
  const word = textWords.find((candidate) => !summaries.includes(candidate.slice(0, 5)));
  if (!word) throw new Error('every word of the text also stands in a title or heading');
  return word;
}

/** The index with its text records repeated `times` times, so indexing the text takes that much longer. */
export function withTextRepeated(index: CompactIndex, times: number): CompactIndex {
  const records = decodeRecords(index.records);
  const text = records.filter(([, level]) => level === 0);
  return {...index, records: encodeRecords([...records, ...Array.from({length: times - 1}, () => text).flat()])};
}
