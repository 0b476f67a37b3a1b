import type {Redirect} from '../../data/redirects';
import {escapeHtml} from '../../utils/escapeHtml';

/**
 * The page left at each old URL for hosts that send no redirects (GitHub
 * Pages). @docusaurus/plugin-client-redirects wrote one too, but a reader
 * lost what they came with: its script dropped the query string and the
 * anchor they followed, the tab showed no title while it forwarded, and its
 * canonical was a relative path, which search engines ignore. This stub
 * forwards with the query, and with the reader's anchor when the new URL
 * names none of its own (the anchors of a page that moved whole still
 * exist on the new page; one moved into a section is found by its own).
 * `titleHtml` is the target page's title as its built HTML writes it,
 * entities encoded. The script reads its target from its own attribute, so
 * every stub runs the same script: one hash in the Content-Security-Policy
 * for all of them (a policy every response carries).
 */
export function redirectStub({to}: Redirect, {titleHtml, siteUrl}: {titleHtml: string; siteUrl: string}): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>${titleHtml}</title>
    <meta name="robots" content="noindex">
    <link rel="canonical" href="${escapeHtml(canonicalUrl(to, siteUrl))}">
    <meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">
    <script data-target="${escapeHtml(to)}">${FORWARD}</script>
  </head>
  <body>
    <p>This page has moved to <a href="${escapeHtml(to)}">${titleHtml}</a>.</p>
  </body>
</html>
`;
}

const FORWARD =
  'var target = new URL(document.currentScript.dataset.target, location.href);' +
  ' target.search = location.search;' +
  ' if (!target.hash) target.hash = location.hash;' +
  ' location.replace(target.href);';

/** The page itself, absolute: search engines ignore a relative canonical, and a fragment in one. */
function canonicalUrl(to: string, siteUrl: string): string {
  const url = new URL(to, siteUrl);
  url.hash = '';
  return url.href;
}

/** The <title> of a built page, as its HTML writes it. */
export function builtTitle(html: string): string | undefined {
  return html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
}

