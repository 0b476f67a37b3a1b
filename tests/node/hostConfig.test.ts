import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import fc from 'fast-check';
import {expect, test} from 'vitest';
import {REDIRECTS} from '../../src/data/redirects';
import hostConfigPlugin, {headersFile, IMMUTABLE_CACHE_CONTROL, redirectsFile, vercelConfig} from '../../src/plugins/host-config';
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

test('after a build, the plugin writes the three files into the output directory', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'host-config-'));
  try {
    const options = {redirects: REDIRECTS, headers: {'X-Content-Type-Options': 'nosniff'}};
    const plugin = hostConfigPlugin({} as LoadContext, options) as Plugin & {postBuild: (props: {outDir: string}) => Promise<void>};
    expect(plugin.name).toBe('host-config');
    await plugin.postBuild({outDir});
    expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toBe(redirectsFile(REDIRECTS));
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toBe(headersFile(options.headers));
    expect(readFileSync(join(outDir, 'vercel.json'), 'utf8')).toBe(`${JSON.stringify(vercelConfig(options), null, 2)}\n`);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});
