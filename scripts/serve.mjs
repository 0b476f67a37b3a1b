// Serves the production build the way a real static host does, with the
// library behind Vercel's `serve`: clean URLs, the 404 page with a 404 status,
// brotli/gzip compression and long-lived caching for content-hashed assets.
// Used by `npm run serve`, the e2e tests and the benchmarks, so all of them
// measure what visitors would get.
import {createServer} from 'node:http';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {ALLOWED_METHODS, refusal} from './requestRefusal.mjs';

const {values: options} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});

const ROOT = resolve(options.dir);
const cacheControl = (source, value) => ({source, headers: [{key: 'Cache-Control', value}]});
const SERVE_CONFIG = {
  public: ROOT,
  // Clean URLs for every path but those naming an .html file: for those the
  // library would answer a redirect that drops the query string, so they are
  // served as they are (the client then shows the clean path).
  cleanUrls: ['/', '/**/!(*.html)'],
  directoryListing: false,
  // Later entries win: HTML is revalidated on every visit, and only the
  // content-hashed files under /assets/ may be kept for a year.
  headers: [
    cacheControl('**', 'public, max-age=3600'),
    cacheControl('**/*.html', 'public, max-age=0, must-revalidate'),
    cacheControl('assets/**', 'public, max-age=31536000, immutable'),
    {source: '**', headers: [{key: 'X-Content-Type-Options', value: 'nosniff'}]},
  ],
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
