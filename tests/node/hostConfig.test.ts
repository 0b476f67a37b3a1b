import fc from 'fast-check';
import {expect, test} from 'vitest';
import {REDIRECTS} from '../../src/data/redirects';
import {headersFile, IMMUTABLE_CACHE_CONTROL, redirectsFile, vercelConfig} from '../../src/plugins/host-config';
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
  expect(config.headers[1]?.headers).toEqual([{key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL}]);
  expect([config.cleanUrls, config.trailingSlash]).toEqual([true, false]);
});
