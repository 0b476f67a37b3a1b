/**
 * The generated category of the relevance suite: every message of the
 * Remotion 3.2 packages that a docs page quotes, as a user pastes it (its
 * variable parts filled in with realistic values, cut at the modal's 64
 * characters), expecting the page that quotes it (its home, as
 * check:errors finds it). Needs a build: the URL of each page comes from
 * the metadata the build leaves in .docusaurus.
 */
import {docsPermalinks, docsTexts, homesOf, packageMessages, pastedQuery} from '../../scripts/errorMessages.mjs';
import type {RelevanceCase} from './relevance.cases';

export function pastedErrorCases(): RelevanceCase[] {
  const texts = docsTexts();
  const permalinks = docsPermalinks();
  // Messages that read the same as far as the modal keeps them are one query, right on each of their pages.
  const pagesByQuery = new Map<string, string[]>();
  const messages = packageMessages();
  const homes = homesOf(messages, texts);
  for (const message of messages) {
    const [page] = homes.get(message) ?? [];
    const url = page && permalinks.get(page);
    if (!url) continue;
    const query = pastedQuery(message);
    pagesByQuery.set(query, [...new Set([...(pagesByQuery.get(query) ?? []), url])]);
  }
  return [...pagesByQuery].map(([query, [expected, ...alsoExpected]]) => ({category: 'pasted-error', query, expected, alsoExpected}));
}
