import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Redirect} from '../../data/redirects';
import {builtTitle, redirectStub} from './redirectStubs';
import {builtScriptHashes, withScriptSources} from './scriptHashes';

/**
 * How the build is to be served, written into it for the hosts people use,
 * from one list of redirects and one of headers: `_redirects` and `_headers`
 * (Netlify, Cloudflare Pages, and `npm run serve`, so that tests and
 * benchmarks get what a host sends), `vercel.json` (Vercel), and for a host
 * that reads none of them (GitHub Pages) a stub page at each old URL.
 */
export type HostConfigOptions = {
  redirects: readonly Redirect[];
  /**
   * Sent with every response. The Content-Security-Policy gets a script-src
   * of the site's own files and the hashes of the inline scripts of the
   * build, read once every page is written.
   */
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

const withoutAnchor = (path: string) => path.replace(/#.*$/, '');

/**
 * Why a redirect cannot be served: its old URL is still a page of the site,
 * or its new one is not.
 */
export function redirectProblems(redirects: readonly Redirect[], routesPaths: readonly string[]): string[] {
  // Paths are compared without anchor and trailing slash, as the site resolves both.
  const route = (path: string) => withoutAnchor(path).replace(/(.)\/$/, '$1');
  const routes = new Set(routesPaths.map(route));
  return redirects.flatMap(({from, to}) => [
    ...(routes.has(route(from)) ? [`${from} is a page of the site, so nothing may redirect from it`] : []),
    ...(routes.has(route(to)) ? [] : [`${from} redirects to ${to}, which is not a page of the site`]),
  ]);
}

/** The built HTML of a route: Docusaurus writes `/a/b` as `a/b/index.html`. */
const routeFile = (outDir: string, path: string) => join(outDir, path, 'index.html');

export default function hostConfigPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  // Docusaurus passes plugin options untyped; the config checks them with `satisfies`.
  const options = pluginOptions as HostConfigOptions;
  return {
    name: 'host-config',
    async postBuild({outDir, routesPaths}) {
      const problems = redirectProblems(options.redirects, routesPaths);
      if (problems.length > 0) throw new Error(`host-config: ${problems.join('; ')}`);
      await Promise.all(
        options.redirects.map(async (redirect) => {
          const target = await readFile(routeFile(outDir, withoutAnchor(redirect.to)), 'utf8');
          const titleHtml = builtTitle(target) ?? context.siteConfig.title;
          await mkdir(join(outDir, redirect.from), {recursive: true});
          await writeFile(routeFile(outDir, redirect.from), redirectStub(redirect, {titleHtml, siteUrl: context.siteConfig.url}));
        }),
      );
      const hashes = await builtScriptHashes(outDir);
      const policy = options.headers['Content-Security-Policy'] ?? '';
      const headers = {...options.headers, 'Content-Security-Policy': withScriptSources(policy, hashes)};
      await Promise.all([
        writeFile(join(outDir, '_redirects'), redirectsFile(options.redirects)),
        writeFile(join(outDir, '_headers'), headersFile(headers)),
        writeFile(join(outDir, 'vercel.json'), `${JSON.stringify(vercelConfig({...options, headers}), null, 2)}\n`),
      ]);
    },
  };
}
