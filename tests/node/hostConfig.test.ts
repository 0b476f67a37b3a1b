import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import fc from 'fast-check';
import {expect, test} from 'vitest';
import {REDIRECTS} from '../../src/data/redirects';
import * as cheerio from 'cheerio';
import hostConfigPlugin, {headersFile, IMMUTABLE_CACHE_CONTROL, redirectProblems, redirectsFile, vercelConfig} from '../../src/plugins/host-config';
import {builtTitle, redirectStub} from '../../src/plugins/host-config/redirectStubs';
import {inlineScriptHashes, withScriptSources} from '../../src/plugins/host-config/scriptHashes';
import {parseHeaders, parseRedirects} from '../../scripts/hostFiles.mjs';

// The files the build writes for hosts, read back as npm run serve reads
// them: what a host is told is what the tests and benchmarks are served.

const path = fc.stringMatching(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
const redirectLists = fc.uniqueArray(
  fc.record({from: path, to: fc.tuple(path, fc.option(fc.stringMatching(/^[a-z0-9-]+$/))).map(([to, anchor]) => (anchor ? `${to}#${anchor}` : to))}),
  {selector: ({from}) => from, maxLength: 30},
);

test('every redirect, with and without a trailing slash, is read back as a permanent redirect to its target, anchor included', () => {
  fc.assert(
    fc.property(redirectLists, (redirects) => {
      const read = parseRedirects(redirectsFile(redirects));
      expect(read.size).toBe(redirects.length * 2);
      for (const {from, to} of redirects) {
        expect(read.get(from)).toEqual({to, status: 301});
        expect(read.get(`${from}/`)).toEqual({to, status: 301});
      }
    }),
    {numRuns: 300},
  );
});

test('the headers for every path are read back as sent on every path, and content-hashed assets alone are kept for a year', () => {
  const headerLists = fc.dictionary(fc.stringMatching(/^[A-Z][A-Za-z-]{0,20}$/), fc.stringMatching(/^[ -~]{1,60}$/).map((value) => value.trim() || 'x'));
  fc.assert(
    fc.property(headerLists, (headers) => {
      const [all, assets] = parseHeaders(headersFile(headers));
      expect(all).toEqual({source: '**', headers: Object.entries(headers).map(([key, value]) => ({key, value}))});
      expect(assets).toEqual({source: 'assets/**', headers: [{key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL}]});
    }),
    {numRuns: 300},
  );
});

test("Vercel is told the same: every redirect permanent, the same headers, clean URLs without trailing slashes", () => {
  const headers = {'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin'};
  const config = vercelConfig({redirects: REDIRECTS, headers});
  expect(config.redirects).toEqual(REDIRECTS.map(({from, to}) => ({source: from, destination: to, permanent: true})));
  expect(config.headers[0]).toEqual({source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({key, value}))});
  expect(config.headers[1]).toEqual({source: '/assets/(.*)', headers: [{key: 'Cache-Control', value: 'public, max-age=31536000, immutable'}]});
  expect([config.cleanUrls, config.trailingSlash]).toEqual([true, false]);
});

test('files written by hand in the hosts\' format read as the hosts read them: comments, blank lines, spacing, other statuses', () => {
  const redirects = parseRedirects(['# Moved pages', '', '/old   /new   302', '  /indented /there', '/anchor /page#part 301', '/no-target', ''].join('\n'));
  expect([...redirects]).toEqual([
    ['/old', {to: '/new', status: 302}],
    ['/indented', {to: '/there', status: 301}],
    ['/anchor', {to: '/page#part', status: 301}],
  ]);
  const headers = parseHeaders(['# Security', '/* ', '  Content-Security-Policy: default-src https:', '   ', '/fonts/*.woff2', '  Cache-Control: public'].join('\n'));
  expect(headers).toEqual([
    {source: '**', headers: [{key: 'Content-Security-Policy', value: 'default-src https:'}]},
    {source: 'fonts/*.woff2', headers: [{key: 'Cache-Control', value: 'public'}]},
  ]);
});

const SITE_URL = 'https://www.remotion.dev';
const targetPath = (to: string) => to.replace(/#.*$/, '');

test('after a build, the plugin writes the three files, and a stub titled as its target at each old URL', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'host-config-'));
  try {
    const routesPaths = [...new Set(REDIRECTS.map(({to}) => targetPath(to)))];
    for (const route of routesPaths) {
      mkdirSync(join(outDir, route), {recursive: true});
      writeFileSync(join(outDir, route, 'index.html'), `<html><head><title data-rh="true">Page at ${route} &amp; more | Remotion</title></head></html>`);
    }
    // An old URL deeper than any folder of the build, to a page without a <title>.
    mkdirSync(join(outDir, 'untitled'));
    writeFileSync(join(outDir, 'untitled', 'index.html'), '<html><head></head></html>');
    const deep = {from: '/gone/deeper/page', to: '/untitled'};
    routesPaths.push(deep.to);
    const options = {redirects: [...REDIRECTS, deep], headers: {'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "object-src 'none'"}};
    const context = {siteConfig: {url: SITE_URL, title: 'Remotion'}} as LoadContext;
    const plugin = hostConfigPlugin(context, options) as Plugin & {postBuild: (props: {outDir: string; routesPaths: string[]}) => Promise<void>};
    expect(plugin.name).toBe('host-config');
    await plugin.postBuild({outDir, routesPaths});
    expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toBe(redirectsFile(options.redirects));
    // The pages of this build are the stubs: their forwarding scripts are the inline scripts the policy lists.
    const stubScripts = options.redirects.flatMap((redirect) => inlineScriptHashes(readFileSync(join(outDir, redirect.from, 'index.html'), 'utf8')));
    expect(stubScripts).toHaveLength(options.redirects.length);
    const headers = {...options.headers, 'Content-Security-Policy': withScriptSources("object-src 'none'", [...new Set(stubScripts)].sort())};
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toBe(headersFile(headers));
    expect(readFileSync(join(outDir, 'vercel.json'), 'utf8')).toBe(`${JSON.stringify(vercelConfig({...options, headers}), null, 2)}\n`);
    expect(readFileSync(join(outDir, 'gone/deeper/page/index.html'), 'utf8')).toBe(redirectStub(deep, {titleHtml: 'Remotion', siteUrl: SITE_URL}));
    for (const redirect of REDIRECTS) {
      expect(readFileSync(join(outDir, redirect.from, 'index.html'), 'utf8')).toBe(
        redirectStub(redirect, {titleHtml: `Page at ${targetPath(redirect.to)} &amp; more | Remotion`, siteUrl: SITE_URL}),
      );
    }
    // A redirect away from a page that exists, or to one that does not, stops the build.
    await expect(plugin.postBuild({outDir, routesPaths: [...routesPaths.slice(1), '/docs/timeline']})).rejects.toThrow(
      'host-config: /docs/getting-started redirects to /docs/, which is not a page of the site; /docs/timeline is a page of the site, so nothing may redirect from it',
    );
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});

test('a redirect is refused exactly when its old URL is a page or its new one is not, trailing slashes and anchors aside', () => {
  // The routes hold some of the redirects' own paths, old and new, so that both refusals happen often.
  const cases = redirectLists.chain((redirects) =>
    fc.tuple(
      fc.constant(redirects),
      fc.tuple(fc.subarray(redirects.flatMap(({from, to}) => [from, targetPath(to)])), fc.uniqueArray(path, {maxLength: 10})).map(([own, other]) => [...new Set([...own, ...other])]),
      fc.boolean(),
    ),
  );
  fc.assert(
    fc.property(cases, ([redirects, routes, slashes]) => {
      const routesPaths = routes.map((route) => (slashes ? `${route}/` : route));
      const problems = redirectProblems(redirects, routesPaths);
      const expected = redirects.filter(({from, to}) => routes.includes(from) || !routes.includes(targetPath(to)));
      // The site resolves an old URL given with a trailing slash as the page itself.
      expect(redirectProblems(redirects.map(({from, to}) => ({from: `${from}/`, to: `${targetPath(to)}/`})), routesPaths)).toHaveLength(problems.length);
      expect(new Set(problems.map((problem) => problem.split(' ')[0])).size).toBe(new Set(expected.map(({from}) => from)).size);
      for (const {from, to} of expected) {
        const isPage = routes.includes(from);
        expect(problems.includes(`${from} is a page of the site, so nothing may redirect from it`)).toBe(isPage);
        expect(problems.includes(`${from} redirects to ${to}, which is not a page of the site`)).toBe(!routes.includes(targetPath(to)));
      }
    }),
    {numRuns: 300},
  );
});

test('paths differing only in where their slashes are are different pages', () => {
  expect(redirectProblems([{from: '/ab', to: '/a/b'}], ['/a/b'])).toEqual([]);
  expect(builtTitle('<html><head></head></html>')).toBeUndefined();
});

/** Runs a stub's script against a location, and returns where it sends the reader. */
function forwardedBy(stub: string, visited: URL): string {
  const script = cheerio.load(stub)('script');
  let replacedWith = '';
  const location = {href: visited.href, search: visited.search, hash: visited.hash, replace: (url: string) => (replacedWith = url)};
  const document = {currentScript: {dataset: {target: script.attr('data-target')}}};
  new Function('location', 'document', script.text())(location, document);
  return replacedWith;
}

test('a stub forwards with the query, and with the reader\'s anchor unless its target names one', () => {
  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  fc.assert(
    fc.property(segment, fc.option(segment), fc.option(segment), fc.option(segment), (page, anchor, query, readerAnchor) => {
      const to = `/docs/${page}${anchor === null ? '' : `#${anchor}`}`;
      const visited = new URL(`${SITE_URL}/old${query === null ? '' : `?q=${query}`}${readerAnchor === null ? '' : `#${readerAnchor}`}`);
      const expected = new URL(`${SITE_URL}/docs/${page}`);
      expected.search = visited.search;
      expected.hash = anchor ?? readerAnchor ?? '';
      expect(forwardedBy(redirectStub({from: '/old', to}, {titleHtml: 'T', siteUrl: SITE_URL}), visited)).toBe(expected.href);
    }),
    {numRuns: 300},
  );
});

test('a stub names its target in its title, links it, points search engines to it and forwards to it, whatever the address holds', () => {
  // Site paths whose segments and anchor hold quotes, markup and entities.
  const segment = fc.stringMatching(/^[^/\\?#\s]{1,12}$/);
  const anyTarget = fc
    .tuple(fc.array(segment, {maxLength: 4}), fc.option(segment))
    .map(([segments, anchor]) => `/${segments.join('/')}${anchor === null ? '' : `#${anchor}`}`);
  const scripts = new Set<string>();
  fc.assert(
    fc.property(anyTarget, fc.string({maxLength: 40}), (to, title) => {
      const titleHtml = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const $ = cheerio.load(redirectStub({from: '/old', to}, {titleHtml, siteUrl: SITE_URL}));
      expect($('title').text()).toBe(title);
      expect($('link[rel="canonical"]').attr('href')).toBe(new URL(targetPath(to), SITE_URL).href);
      expect($('meta[http-equiv="refresh"]').attr('content')).toBe(`0; url=${to}`);
      expect($('meta[name="robots"]').attr('content')).toBe('noindex');
      expect($('body a').attr('href')).toBe(to);
      expect($('script')).toHaveLength(1);
      // The target is the script's attribute, whatever it holds; the script is the same on every stub.
      expect($('script').attr('data-target')).toBe(to);
      scripts.add($('script').text());
    }),
    {numRuns: 300},
  );
  expect(scripts.size).toBe(1);
});

const scriptBody = fc.string({maxLength: 80}).filter((body) => body !== '' && !/<\/script/i.test(body));
const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

test('every inline script the browser runs is listed by the hash of its exact text; files and data blocks are not', () => {
  // An attribute that only ends in "src" or "type" is neither.
  const runs = fc.constantFrom('', ' type="module"', ' type = text/javascript', " type='application/javascript'", ' data-rh=true', ' TYPE=""', ' data-src="/a.js"', ' data-type="application/json"');
  const doesNotRun = fc.constantFrom(' type=application/ld+json', ' type = "application/json"', ' type="text/x-template"');
  const file = fc.constantFrom(' src="/a.js"', ' SRC = /a.js');
  fc.assert(
    fc.property(fc.array(fc.tuple(scriptBody, fc.boolean(), runs, doesNotRun, fc.boolean(), file), {maxLength: 6}), (scripts) => {
      const html = scripts
        .map(([body, isFile, runAttributes, dataAttributes, isData, fileAttribute]) =>
          isFile ? `<script${fileAttribute}${runAttributes}>${body}</script>` : `<SCRIPT${isData ? dataAttributes : runAttributes}>${body}</script >`,
        )
        .join('<p>between</p>');
      const expected = scripts.filter(([, isFile, , , isData]) => !isFile && !isData).map(([body]) => sha256(body));
      expect(inlineScriptHashes(`<html><head>${html}</head><script></script></html>`)).toEqual(expected);
    }),
    {numRuns: 300},
  );
});

test('without a configured policy, the build sends one of script-src alone', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'host-config-'));
  try {
    const plugin = hostConfigPlugin({siteConfig: {url: SITE_URL, title: 'Remotion'}} as LoadContext, {redirects: [], headers: {}}) as Plugin & {
      postBuild: (props: {outDir: string; routesPaths: string[]}) => Promise<void>;
    };
    await plugin.postBuild({outDir, routesPaths: []});
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toBe(headersFile({'Content-Security-Policy': "script-src 'self'"}));
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});

test("the policy's script-src comes first: the site's files and the listed hashes, then the configured directives", () => {
  expect(withScriptSources("frame-ancestors 'self'", ["'sha256-a'", "'sha256-b'"])).toBe("script-src 'self' 'sha256-a' 'sha256-b'; frame-ancestors 'self'");
  expect(withScriptSources('', [])).toBe("script-src 'self'");
});
