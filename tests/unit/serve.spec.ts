import {type ChildProcess, spawn} from 'node:child_process';
import {get, request} from 'node:http';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {headersFile, redirectsFile} from '../../src/plugins/host-config';

// What the e2e tests, the crawl and the benchmarks rely on from
// `scripts/serve.mjs`, checked against a small build of its own.

const PORT = 4000 + (process.pid % 1000);
const BASE = `http://127.0.0.1:${PORT}`;
// Above the size under which compressing is not worth it.
const SCRIPT = `console.log(${JSON.stringify('a hashed asset '.repeat(200))});\n`;
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  '404.html': '<!doctype html><title>Page not found</title>',
  'docs/spring/index.html': '<!doctype html><title>spring()</title>',
  'assets/js/main.3f2a9c1e.js': SCRIPT,
  'docs/spring.md': '# spring()\n',
  // What src/plugins/host-config writes into a build.
  _redirects: redirectsFile([
    {from: '/docs/old-spring', to: '/docs/spring'},
    {from: '/docs/spring-config', to: '/docs/spring#config'},
  ]),
  _headers: headersFile({'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin'}),
};

let dir: string;
let server: ChildProcess;
/** What the server wrote to its standard error. */
let serverLog = '';

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), content);
  }
  server = spawn(process.execPath, [resolve('scripts/serve.mjs'), '--port', String(PORT), '--dir', dir], {stdio: ['ignore', 'ignore', 'pipe']});
  server.stderr!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  await expect.poll(() => fetch(BASE).then((response) => response.status, () => 0), {timeout: 10_000}).toBe(200);
});

test.afterAll(() => {
  server.kill();
  rmSync(dir, {recursive: true, force: true});
});

test('a page is served at its clean URL, with or without the trailing slash, and revalidated on every visit', async () => {
  for (const path of ['/docs/spring', '/docs/spring/']) {
    const response = await fetch(BASE + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await response.text()).toBe(FILES['docs/spring/index.html']);
  }
});

test('a page asked for by its index.html is served there, query string intact, for the client to clean up', async () => {
  const response = await fetch(`${BASE}/docs/spring/index.html?from=test`, {redirect: 'manual'});
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(FILES['docs/spring/index.html']);
});

test('a missing page gets the site 404 page with a 404 status', async () => {
  const response = await fetch(`${BASE}/docs/no-such-page`);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(FILES['404.html']);
});

test('content-hashed assets are cached for a year; every other file is asked for again, and answered 304 while unchanged', async () => {
  const asset = await fetch(`${BASE}/assets/js/main.3f2a9c1e.js`);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const path of ['/docs/spring.md', '/docs/spring']) {
    const first = await fetch(BASE + path);
    expect(first.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.get('etag');
    expect(etag, path).toBeTruthy();
    expect((await fetch(BASE + path, {headers: {'if-none-match': etag!}})).status, path).toBe(304);
    expect((await fetch(BASE + path, {headers: {'if-none-match': '"another"'}})).status, path).toBe(200);
  }
});

test("the build's redirects are permanent, keep the query string, and land on the target's anchor", async () => {
  const cases: [string, string][] = [
    ['/docs/old-spring', '/docs/spring'],
    ['/docs/old-spring/', '/docs/spring'],
    ['/docs/old-spring?from=cli&x=1', '/docs/spring?from=cli&x=1'],
    ['/docs/spring-config?q=a', '/docs/spring?q=a#config'],
  ];
  for (const [path, location] of cases) {
    const response = await fetch(BASE + path, {redirect: 'manual'});
    expect(response.status, path).toBe(301);
    expect(response.headers.get('location'), path).toBe(location);
  }
  expect((await fetch(`${BASE}/docs/old-spring-2`, {redirect: 'manual'})).status).toBe(404);
});

test("the build's headers come with every response: pages, files and the 404 page", async () => {
  for (const path of ['/', '/docs/spring', '/assets/js/main.3f2a9c1e.js', '/docs/no-such-page']) {
    const response = await fetch(BASE + path);
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  }
});

test('responses are compressed with brotli or gzip, whichever the browser accepts', async () => {
  const request = (acceptEncoding: string) =>
    new Promise<{encoding: string | undefined; body: Buffer}>((resolveResponse, reject) => {
      // fetch() would decompress on its own and hide the encoding.
      get(`${BASE}/assets/js/main.3f2a9c1e.js`, {headers: {'accept-encoding': acceptEncoding}}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolveResponse({encoding: response.headers['content-encoding'], body: Buffer.concat(chunks)}));
      }).on('error', reject);
    });
  const brotli = await request('gzip, deflate, br');
  expect(brotli.encoding).toBe('br');
  expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
  const gzip = await request('gzip');
  expect(gzip.encoding).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
  const identity = await request('identity');
  expect(identity.encoding).toBeUndefined();
  expect(identity.body.toString()).toBe(SCRIPT);
});

test('Markdown files are served as text/markdown in UTF-8', async () => {
  const response = await fetch(`${BASE}/docs/spring.md`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toBe(FILES['docs/spring.md']);
});

/** A raw request, so that the path reaches the server exactly as written (fetch() would normalise it). */
function rawRequest(method: string, path: string): Promise<{status: number; allow: string | undefined; body: string}> {
  return new Promise((resolveResponse, reject) => {
    const req = request({host: '127.0.0.1', port: PORT, method, path}, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolveResponse({status: response.statusCode!, allow: response.headers.allow, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

test('methods other than GET and HEAD get 405 with the methods allowed, on pages and files alike', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
    for (const path of ['/', '/docs/spring', '/assets/js/main.3f2a9c1e.js']) {
      const response = await rawRequest(method, path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.allow).toBe('GET, HEAD');
    }
  }
  expect((await rawRequest('HEAD', '/docs/spring')).status).toBe(200);
});

test('malformed or oversized paths get a 4xx and leave no stack trace in the log', async () => {
  const cases: [string, number][] = [
    ['/docs/%00', 400],
    ['/docs/%E0%A4%A', 400],
    ['/docs/%', 400],
    [`/${'a'.repeat(10_000)}`, 414],
    // serve-handler's own refusal of a path out of the root.
    ['/docs/%2e%2e/%2e%2e/%2e%2e/etc/passwd', 400],
    ['/search?q=%', 404],
  ];
  for (const [path, status] of cases) {
    expect((await rawRequest('GET', path)).status, path.slice(0, 40)).toBe(status);
  }
  expect(serverLog).not.toMatch(/^\s+at /m);
});
