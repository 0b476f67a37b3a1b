/**
 * How much of a query the title and the heading echo: a query pasted whole
 * (a stack trace) would otherwise fill the browser tab and the screen. The
 * search box keeps all of it.
 */
export const ECHOED_QUERY_LENGTH = 80;

/** The query as the page echoes it: whole characters (never half an emoji), cut with an ellipsis. */
export function echoedQuery(query: string): string {
  const characters = Array.from(query);
  return characters.length > ECHOED_QUERY_LENGTH
    ? `${characters.slice(0, ECHOED_QUERY_LENGTH - 1).join('')}…`
    : query;
}
