// Serves a build as a static host does (ARCHITECTURE.md, "The server"): for
// `npm run serve`, the tests and the benchmarks, so that all of them measure
// what visitors would get.
import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {parseHeaders, parseRedirects} from './hostFiles.mjs';
import {ALLOWED_METHODS, refusal} from './requestRefusal.mjs';

const {values: options} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});

const ROOT = resolve(options.dir);
const hostFile = (name) => (existsSync(resolve(ROOT, name)) ? readFileSync(resolve(ROOT, name), 'utf8') : '');

const REDIRECTS = parseRedirects(hostFile('_redirects'));
const SERVE_CONFIG = {
  public: ROOT,
  // Clean URLs for every path but those naming an .html file: for those the
  // library would answer a redirect that drops the query string, so they are
  // served as they are (the client then shows the clean path).
  cleanUrls: ['/', '/**/!(*.html)'],
  directoryListing: false,
  etag: true,
  // Later entries win. What Netlify, Vercel and Cloudflare Pages send unless
  // told otherwise: ask again every time (an ETag makes it a 304); then the build's rules.
  headers: [{source: '**', headers: [{key: 'Cache-Control', value: 'public, max-age=0, must-revalidate'}]}, ...parseHeaders(hostFile('_headers'))],
};
const compress = compression();

// Node's default of 16 KB would refuse (431) a /search?q= link holding a long pasted message.
const server = createServer({maxHeaderSize: 64 * 1024}, (request, response) => {
  const refused = refusal(request.method ?? '', request.url ?? '');
  if (refused) {
    response.writeHead(refused.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      ...(refused.status === 405 && {Allow: ALLOWED_METHODS}),
    });
    response.end(request.method === 'HEAD' ? undefined : `${refused.status} ${refused.reason}\n`);
    return;
  }
  const url = new URL(request.url ?? '/', 'http://host');
  const redirect = REDIRECTS.get(url.pathname);
  if (redirect) {
    const [path, anchor] = redirect.to.split('#');
    response.writeHead(redirect.status, {Location: `${path}${url.search}${anchor ? `#${anchor}` : ''}`});
    response.end();
    return;
  }
  compress(request, response, () => {
    serveHandler(request, response, SERVE_CONFIG).catch((error) => {
      // One line: a visitor's request must not fill the log with a stack trace.
      console.error(`serve: ${request.method} ${request.url.slice(0, 200)}: ${error.message}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
});

server.listen(Number(options.port), options.host, () => {
  console.log(`Serving ${ROOT} at http://${options.host}:${options.port}/`);
});
