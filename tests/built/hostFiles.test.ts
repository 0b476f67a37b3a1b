import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test} from 'vitest';
import {parseHeaders, parseRedirects} from '../../scripts/hostFiles.mjs';
import {REDIRECTS} from '../../src/data/redirects';
import {builtTitle} from '../../src/plugins/host-config/redirectStubs';
import {builtScriptHashes, inlineScriptHashes} from '../../src/plugins/host-config/scriptHashes';

// The production build tells hosts how to serve it (src/plugins/host-config):
// every moved URL as a permanent redirect, and the security headers, in the
// files Netlify and Cloudflare Pages read and in Vercel's.

const BUILD = resolve(__dirname, '../../build');
const read = (file: string) => readFileSync(resolve(BUILD, file), 'utf8');

test('_redirects holds every moved URL as a permanent redirect, with and without a trailing slash', () => {
  const redirects = parseRedirects(read('_redirects'));
  for (const {from, to} of REDIRECTS) {
    expect(redirects.get(from)).toEqual({to, status: 301});
    expect(redirects.get(`${from}/`)).toEqual({to, status: 301});
  }
  expect(redirects.size).toBe(REDIRECTS.length * 2);
});

test('each old URL holds a stub titled as its target, with the target as absolute canonical, kept out of search engines', () => {
  for (const {from, to} of REDIRECTS) {
    const stub = read(`.${from}/index.html`);
    const target = to.replace(/#.*$/, '');
    expect(builtTitle(stub), from).toBe(builtTitle(read(`.${target}/index.html`)));
    expect(stub).toContain(`<link rel="canonical" href="https://www.remotion.dev${target}">`);
    expect(stub).toContain('<meta name="robots" content="noindex">');
  }
});

test("the policy lets the build's inline scripts run by their hashes, and no other inline script", async () => {
  const [all] = parseHeaders(read('_headers'));
  const policy = (all!.headers as {key: string; value: string}[]).find(({key}) => key === 'Content-Security-Policy')!.value;
  const hashes = await builtScriptHashes(BUILD);
  // The pages' own inline scripts, and one that every redirect stub shares.
  const stubHashes = new Set(REDIRECTS.flatMap(({from}) => inlineScriptHashes(read(`.${from}/index.html`))));
  expect(stubHashes.size).toBe(1);
  expect(hashes).toEqual(expect.arrayContaining([...stubHashes]));
  expect(hashes.length).toBeGreaterThan(stubHashes.size);
  expect(policy.startsWith(`script-src 'self' ${hashes.join(' ')};`)).toBe(true);
  expect(policy).not.toContain('unsafe-inline');
});

test('_headers sends the security headers on every path, and vercel.json sends the same', () => {
  const [all] = parseHeaders(read('_headers'));
  const headers = Object.fromEntries(all!.headers.map(({key, value}: {key: string; value: string}) => [key, value]));
  expect(all!.source).toBe('**');
  expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'self'/);
  expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  expect(Object.keys(headers)).toEqual(expect.arrayContaining(['Referrer-Policy', 'Permissions-Policy', 'X-Content-Type-Options']));
  const vercel = JSON.parse(read('vercel.json')) as {headers: {source: string; headers: {key: string; value: string}[]}[]; redirects: unknown[]};
  expect(vercel.headers[0]).toEqual({source: '/(.*)', headers: all!.headers});
  expect(vercel.redirects).toHaveLength(REDIRECTS.length);
});
