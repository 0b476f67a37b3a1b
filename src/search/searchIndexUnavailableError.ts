/** The index could not be loaded; the next query tries again. */
export class SearchIndexUnavailableError extends Error {
  // The name DocSearch checks for when it decides to show its error screen.
  override name = 'RetryError';
}
