// Serves the production build the way a real static host does: clean URLs,
// a 404 page with a 404 status, gzip/brotli compression and long-lived
// caching for content-hashed assets. Used by `npm run serve`, the e2e tests
// and the benchmarks, so all of them measure what visitors would get.
import {createServer} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {extname, join, normalize, resolve, sep} from 'node:path';
import {brotliCompressSync, constants as zlibConstants, gzipSync} from 'node:zlib';
import {parseArgs} from 'node:util';

const {values: options} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});

const ROOT = resolve(options.dir);
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
};

/** Compressed bodies, computed once per file and encoding. */
const compressedCache = new Map();

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file in the build, trying the clean-URL variants. */
async function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const base = join(ROOT, relative);
  if (base !== ROOT && !base.startsWith(ROOT + sep)) {
    return null;
  }
  const candidates = urlPath.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) {
      return candidate;
    }
  }
  return null;
}

function cacheControlFor(urlPath, contentType) {
  if (urlPath.startsWith('/assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  if (contentType.startsWith('text/html')) {
    return 'public, max-age=0, must-revalidate';
  }
  return 'public, max-age=3600';
}

function pickEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

function compress(file, body, encoding) {
  const key = `${encoding}:${file}`;
  let compressed = compressedCache.get(key);
  if (!compressed) {
    compressed =
      encoding === 'br'
        ? brotliCompressSync(body, {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 11}})
        : gzipSync(body, {level: 9});
    compressedCache.set(key, compressed);
  }
  return compressed;
}

async function send(request, response, file, status, urlPath) {
  const body = await readFile(file);
  const contentType = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': cacheControlFor(urlPath, contentType),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  const encoding = COMPRESSIBLE.test(contentType) ? pickEncoding(request.headers['accept-encoding']) : null;
  const payload = encoding ? compress(file, body, encoding) : body;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = payload.length;
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : payload);
}

const server = createServer(async (request, response) => {
  try {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = await resolveFile(urlPath);
    if (file) {
      await send(request, response, file, 200, urlPath);
      return;
    }
    await send(request, response, join(ROOT, '404.html'), 404, '/404.html');
  } catch (error) {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  }
});

server.listen(Number(options.port), options.host, () => {
  console.log(`Serving ${ROOT} at http://${options.host}:${options.port}/`);
});
