import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Redirect} from '../../data/redirects';

/**
 * How the build is to be served, written into it for the hosts people use:
 * `_redirects` and `_headers` (Netlify, Cloudflare Pages) and `vercel.json`
 * (Vercel), from one list of redirects and one of headers. `npm run serve`
 * (scripts/serve.mjs) reads `_redirects` and `_headers` from the build, so
 * the tests and benchmarks run under what a host sends. A host that reads
 * none of them (GitHub Pages) still has the client-side redirect stubs.
 */
export type HostConfigOptions = {
  redirects: readonly Redirect[];
  /** Sent with every response. */
  headers: Readonly<Record<string, string>>;
};

/** Content-hashed files, the only ones that may be kept without asking again. */
export const IMMUTABLE_ASSETS = '/assets/*';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Each old URL, with and without a trailing slash, to its new one: a permanent redirect. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return `${redirects.flatMap(({from, to}) => [`${from} ${to} 301`, `${from}/ ${to} 301`]).join('\n')}\n`;
}

export function headersFile(headers: HostConfigOptions['headers']): string {
  const block = (path: string, entries: Record<string, string>) =>
    [path, ...Object.entries(entries).map(([key, value]) => `  ${key}: ${value}`)].join('\n');
  return `${block('/*', headers)}\n${block(IMMUTABLE_ASSETS, {'Cache-Control': IMMUTABLE_CACHE_CONTROL})}\n`;
}

export function vercelConfig({redirects, headers}: HostConfigOptions) {
  const asHeaders = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({key, value}));
  return {
    cleanUrls: true,
    trailingSlash: false,
    redirects: redirects.map(({from, to}) => ({source: from, destination: to, permanent: true})),
    headers: [
      {source: '/(.*)', headers: asHeaders(headers)},
      {source: '/assets/(.*)', headers: asHeaders({'Cache-Control': IMMUTABLE_CACHE_CONTROL})},
    ],
  };
}

export default function hostConfigPlugin(_context: LoadContext, pluginOptions: unknown): Plugin {
  // Docusaurus passes plugin options untyped; the config checks them with `satisfies`.
  const options = pluginOptions as HostConfigOptions;
  return {
    name: 'host-config',
    async postBuild({outDir}) {
      await Promise.all([
        writeFile(join(outDir, '_redirects'), redirectsFile(options.redirects)),
        writeFile(join(outDir, '_headers'), headersFile(options.headers)),
        writeFile(join(outDir, 'vercel.json'), `${JSON.stringify(vercelConfig(options), null, 2)}\n`),
      ]);
    },
  };
}
