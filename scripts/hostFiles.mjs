// Reads the files the build writes for hosts (src/plugins/host-config), as
// Netlify and Cloudflare Pages read them, for npm run serve (scripts/serve.mjs).

/** `_redirects`: "from to status" a line → from → {to, status}. */
export function parseRedirects(text) {
  const redirects = new Map();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from.startsWith('/') && to) redirects.set(from, {to, status: Number(status) || 301});
  }
  return redirects;
}

/** `_headers`: a path (`/*`, `/assets/*`), then its indented "Key: value" lines → serve-handler's rules. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) rules.push({source: line.trim().slice(1).replace(/\*$/, '**'), headers: []});
    else if (line.trim() && rules.length > 0) {
      const separator = line.indexOf(':');
      rules.at(-1).headers.push({key: line.slice(0, separator).trim(), value: line.slice(separator + 1).trim()});
    }
  }
  return rules;
}
