// What scripts/serve.mjs answers before serve-handler sees a request.

/**
 * A longer path is refused (414): no page of the site has an address near
 * it. The query string is not limited here: /search?q= may carry a pasted
 * stack trace (the server's header limit bounds it).
 */
export const MAX_PATH_LENGTH = 2048;
export const ALLOWED_METHODS = 'GET, HEAD';

/**
 * A request the site cannot answer with a page, as a status and a reason;
 * null when serve-handler may take it. serve-handler threw on some of these
 * (a NUL byte reached the file system: 500 and a stack trace in the log)
 * and answered every method as if it were GET.
 */
export function refusal(method, url) {
  if (method !== 'GET' && method !== 'HEAD') return {status: 405, reason: 'Method Not Allowed'};
  const path = url.split(/[?#]/, 1)[0];
  if (path.length > MAX_PATH_LENGTH) return {status: 414, reason: 'URI Too Long'};
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return {status: 400, reason: 'Bad Request: the path is not valid percent-encoded UTF-8'};
  }
  if (!path.startsWith('/') || /[\0-\x1f\x7f\\]/.test(decoded)) return {status: 400, reason: 'Bad Request: the path holds a control character or a backslash'};
  return null;
}
