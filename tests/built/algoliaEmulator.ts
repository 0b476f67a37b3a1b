/**
 * Algolia's tie-breaking ranking, written from its documentation, run over
 * the records `npm run search:push` sends with the settings it sends. It is
 * how the Algolia settings are tested without a live index: change a
 * setting in src/search/algoliaSettings.ts and the emulated ranking changes
 * with it. What it models, from the settings object itself:
 * - query: words split on what is not a letter or digit, English stop
 *   words removed (except the last word, a prefix), plurals and synonyms
 *   as exact alternatives, the last word also as a prefix (`prefixLast`),
 *   typos from `minWordSizefor1Typo`/`minWordSizefor2Typos`;
 * - records: every searchable attribute's words with their positions,
 *   camel-case words also split where `camelCaseAttributes` says so;
 * - matching: all words required (bar `optionalWords`), then, when nothing
 *   matches, all optional (`removeWordsIfNoResults: 'allOptional'`);
 * - criteria in the order of `ranking`: words (matched query words), typo
 *   (their typos), attribute (`best`: the best attribute any word matched
 *   in; unordered), proximity (each pair of consecutive matched query words:
 *   their nearest distance in one attribute, 8 when never in the same one),
 *   exact (query words matched as whole words; a one-word query by a whole
 *   attribute, `exactOnSingleWordQuery: 'attribute'`), custom (`customRanking`);
 * - `distinct`: at most that many records per `attributeForDistinct` value.
 * Not modelled: Algolia's own stop-word and plural dictionaries (the local
 * engine's list and a suffix rule stand in), word concatenation and split.
 */
import type {IndexSettings} from 'algoliasearch';
import {ALGOLIA_INDEX_SETTINGS, ALGOLIA_SYNONYMS, toAlgoliaRecord} from '../../src/search/algoliaSettings';
import {editDistance, STOP_WORDS} from '../../src/search/query';
import {expandRecords, type CompactIndex} from '../../src/search/records';

type Settings = typeof ALGOLIA_INDEX_SETTINGS & Pick<IndexSettings, 'attributeCriteriaComputedBy'>;
export type AlgoliaRecord = ReturnType<typeof toAlgoliaRecord>;

const MAX_PAIR_DISTANCE = 8;
const WORD = /[\p{L}\p{N}]+/gu;

/** English plural to singular, so that both forms meet as one word (`ignorePlurals`). */
const singular = (word: string): string =>
  word.length <= 3 || /\d/.test(word)
    ? word
    : word.endsWith('ies')
      ? `${word.slice(0, -3)}y`
      : /(?:sses|[xz]es|[cs]hes)$/.test(word)
        ? word.slice(0, -2)
        : /[^su]s$/.test(word)
          ? word.slice(0, -1)
          : word;

type Occurrence = {attribute: number; position: number};
type IndexedRecord = {record: AlgoliaRecord; words: Map<string, Occurrence[]>; wholeValues: Set<string>};
/** How a query word matched a record word: its typos, and whether the match is exact. */
type WordMatch = {typos: number; exact: boolean};
type Matched = WordMatch & {occurrences: Occurrence[]};

const attributeName = (searchable: string) => searchable.replace(/^unordered\((.*)\)$/, '$1');
const valueAt = (record: AlgoliaRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);

function tokens(text: string, splitCamelCase: boolean): string[][] {
  return (text.match(WORD) ?? []).map((word) => {
    const whole = word.toLowerCase();
    const parts = splitCamelCase ? word.split(/(?<=[a-z\d])(?=[A-Z])/).map((part) => part.toLowerCase()) : [];
    return parts.length > 1 ? [whole, ...parts] : [whole];
  });
}

/** The query parameters the site's clients send. */
export type EmulatedQuery = {query: string; hitsPerPage: number; optionalWords?: string[]; advancedSyntax?: boolean};

/** Algolia's multi-query `search`, as DocSearch calls it: flat parameters. */
export type EmulatedAlgolia = {
  search(call: {requests: ({indexName: string} & EmulatedQuery)[]}): Promise<{results: {hits: AlgoliaRecord[]; hitsPerPage: number}[]}>;
};

export function createAlgoliaEmulator(index: CompactIndex, settings: Settings = ALGOLIA_INDEX_SETTINGS): EmulatedAlgolia {
  const attributes = settings.searchableAttributes.map(attributeName);
  const attributeComputedBy = (settings as IndexSettings).attributeCriteriaComputedBy ?? 'best';
  const camelCase = new Set<string>(settings.camelCaseAttributes);
  const synonyms = new Map<string, string[]>();
  for (const {synonyms: group = []} of ALGOLIA_SYNONYMS) {
    for (const word of group) synonyms.set(word, [...(synonyms.get(word) ?? []), ...group]);
  }

  const records: IndexedRecord[] = expandRecords(index).map((record) => {
    const algoliaRecord = toAlgoliaRecord(record);
    const words = new Map<string, Occurrence[]>();
    const wholeValues = new Set<string>();
    attributes.forEach((path, attribute) => {
      const value = valueAt(algoliaRecord, path);
      if (typeof value !== 'string') return;
      const positioned = tokens(value, camelCase.has(path));
      wholeValues.add(positioned.map(([whole]) => whole).join(' '));
      positioned.forEach((forms, position) => {
        for (const form of forms) {
          for (const key of new Set([form, singular(form)])) words.set(key, [...(words.get(key) ?? []), {attribute, position}]);
        }
      });
    });
    return {record: algoliaRecord, words, wholeValues};
  });
  const vocabulary = new Map<string, number[]>();
  records.forEach(({words}, id) => {
    for (const word of words.keys()) vocabulary.set(word, [...(vocabulary.get(word) ?? []), id]);
  });

  const matchCache = new Map<string, Map<string, WordMatch>>();
  /** Every indexed word a query word matches, with the quality of the match. */
  function indexWordsFor(word: string, prefix: boolean): Map<string, WordMatch> {
    const key = `${word}\u0000${prefix}`;
    const cached = matchCache.get(key);
    if (cached) return cached;
    const matches = new Map<string, WordMatch>();
    const exactForms = new Set([word, singular(word), ...(synonyms.get(word) ?? [])]);
    const maxTypos = word.length >= settings.minWordSizefor2Typos ? 2 : word.length >= settings.minWordSizefor1Typo ? 1 : 0;
    for (const candidate of vocabulary.keys()) {
      if (exactForms.has(candidate)) matches.set(candidate, {typos: 0, exact: true});
      else if (prefix && candidate.startsWith(word)) matches.set(candidate, {typos: 0, exact: false});
      else if (maxTypos > 0 && !/^\d+$/.test(word)) {
        const typos = editDistance(word, candidate, maxTypos);
        if (typos <= maxTypos) matches.set(candidate, {typos, exact: false});
      }
    }
    matchCache.set(key, matches);
    return matches;
  }

  // Each record's customRanking values, signed so that lower ranks first.
  const customKeys = records.map(({record}) =>
    settings.customRanking.map((rule) => {
      const [, order, path] = rule.match(/^(asc|desc)\((.*)\)$/)!;
      return order === 'asc' ? Number(valueAt(record, path)) : -Number(valueAt(record, path));
    }),
  );

  /** Whether the record holds the words side by side, in order, in one attribute. */
  function holdsPhrase({words}: IndexedRecord, phrase: string[]): boolean {
    return (words.get(phrase[0]) ?? []).some(({attribute, position}) =>
      phrase.every((word, i) => (words.get(word) ?? []).some((at) => at.attribute === attribute && at.position === position + i)),
    );
  }

  function searchOne({query: fullQuery, hitsPerPage, optionalWords, advancedSyntax}: EmulatedQuery): AlgoliaRecord[] {
    // With advancedSyntax, a "quoted phrase" is required as written; its words also count as query words.
    const phrases = advancedSyntax ? [...fullQuery.matchAll(/"([^"]*)"/g)].map(([, phrase]) => phrase.toLowerCase().match(WORD) ?? []) : [];
    const query = advancedSyntax ? fullQuery.replace(/"/g, ' ') : fullQuery;
    {
      const all = (query.match(WORD) ?? []).map((word) => word.toLowerCase());
      const endsInWord = /[\p{L}\p{N}]$/u.test(query);
      const withoutStopWords = all.filter((word, i) => (i === all.length - 1 && endsInWord) || !STOP_WORDS.has(word));
      const words = withoutStopWords.length > 0 ? withoutStopWords : all;
      if (words.length === 0) return [];
      const lastIsPrefix = settings.queryType === 'prefixLast' && endsInWord;
      const wordMatches = words.map((word, i) => indexWordsFor(word, lastIsPrefix && i === words.length - 1));
      // The records a phrase allows, found from its first word's records.
      const allowed =
        phrases.length === 0
          ? null
          : new Set((vocabulary.get(phrases[0][0]) ?? []).filter((id) => phrases.every((phrase) => holdsPhrase(records[id], phrase))));
      // Per candidate record, per query word: its best match, and where the word occurs.
      const candidates = new Map<number, (Matched | null)[]>();
      wordMatches.forEach((matches, queryIndex) => {
        for (const [indexWord, match] of matches) {
          for (const id of vocabulary.get(indexWord)!) {
            if (allowed && !allowed.has(id)) continue;
            const perWord = candidates.get(id) ?? words.map(() => null);
            candidates.set(id, perWord);
            const occurrences = records[id].words.get(indexWord)!;
            const current = perWord[queryIndex];
            if (!current) {
              perWord[queryIndex] = {...match, occurrences: [...occurrences]};
              continue;
            }
            current.occurrences.push(...occurrences);
            if (match.typos < current.typos || (match.typos === current.typos && match.exact && !current.exact)) {
              Object.assign(current, match);
            }
          }
        }
      });
      const optional = new Set([...settings.optionalWords, ...(optionalWords ?? [])].flatMap((words) => words.toLowerCase().match(WORD) ?? []));
      const required = words.map((word) => !optional.has(word));
      let matching = [...candidates].filter(([, perWord]) => perWord.every((match, i) => match || !required[i]));
      if (matching.length === 0 && settings.removeWordsIfNoResults === 'allOptional') matching = [...candidates];

      const scored = matching.map(([id, perWord]) => {
        const matched = perWord.filter((match) => match !== null);
        // Proximity of the matched words within one attribute, or (attribute -1) across all of them.
        const proximityIn = (attribute: number) => {
          let sum = 0;
          for (let i = 1; i < matched.length; i++) {
            let nearest = MAX_PAIR_DISTANCE;
            for (const a of matched[i - 1].occurrences) {
              for (const b of matched[i].occurrences) {
                if (a.attribute === b.attribute && (attribute < 0 || a.attribute === attribute)) {
                  nearest = Math.min(nearest, Math.max(1, Math.abs(b.position - a.position)));
                }
              }
            }
            sum += nearest;
          }
          return sum;
        };
        const proximity = proximityIn(-1);
        const matchedAttributes = [...new Set(matched.flatMap((match) => match.occurrences.map(({attribute}) => attribute)))].sort((a, b) => a - b);
        // `best`: the best attribute any word matched in; `minProximity`: the best of those where the words sit closest.
        const attribute =
          attributeComputedBy === 'minProximity'
            ? matchedAttributes.reduce((best, candidate) => (proximityIn(candidate) < proximityIn(best) ? candidate : best))
            : matchedAttributes[0];
        const exact =
          words.length === 1 && settings.exactOnSingleWordQuery === 'attribute'
            ? Number(records[id].wholeValues.has(words[0]))
            : matched.filter((match) => match.exact).length;
        return {
          id,
          criteria: {
            words: -matched.length,
            typo: matched.reduce((sum, match) => sum + match.typos, 0),
            attribute,
            proximity,
            exact: -exact,
          } as Record<string, number>,
        };
      });
      scored.sort((a, b) => {
        for (const criterion of settings.ranking) {
          if (criterion === 'custom') {
            const difference = customKeys[a.id].findIndex((key, i) => key !== customKeys[b.id][i]);
            if (difference >= 0) return customKeys[a.id][difference] - customKeys[b.id][difference];
          } else if (criterion in a.criteria) {
            const difference = a.criteria[criterion] - b.criteria[criterion];
            if (difference !== 0) return difference;
          }
        }
        return a.id - b.id;
      });

      const perGroup = new Map<string, number>();
      const hits: AlgoliaRecord[] = [];
      for (const {id} of scored) {
        const {record} = records[id];
        const group = String(valueAt(record, settings.attributeForDistinct));
        const count = perGroup.get(group) ?? 0;
        if (count >= Number(settings.distinct)) continue;
        perGroup.set(group, count + 1);
        hits.push(record);
        if (hits.length === hitsPerPage) break;
      }
      return hits;
    }
  }

  return {
    search: async ({requests}) => ({results: requests.map((request) => ({hits: searchOne(request), hitsPerPage: request.hitsPerPage}))}),
  };
}
