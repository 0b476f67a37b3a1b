// Keeps BENCHMARKS.md: one "## <name>" section per benchmark, replaced in
// place when that benchmark runs again.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {brotliCompressSync, constants as zlibConstants} from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';

const FILE = resolve(import.meta.dirname, '..', 'BENCHMARKS.md');
const HEADER = '# Benchmarks\n\nWritten by the `npm run bench:*` scripts; each section is replaced when its script runs.\n';

export function writeBenchmarkSection(name, body) {
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const sections = current.split(/^(?=## )/m);
  const heading = `## ${name}\n`;
  const section = `${heading}\n${body.trim()}\n\n`;
  const position = sections.findIndex((part) => part.startsWith(heading));
  if (position === -1) sections.push(section);
  else sections[position] = section;
  writeFileSync(FILE, sections.map((part) => `${part.trim()}\n`).join('\n'));
}

/** The middle value of a run's measurements (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** scripts/serve.mjs serving `dir` on `port`, once it listens. */
export function serveDir(port, dir) {
  const server = spawn(process.execPath, [resolve(import.meta.dirname, 'serve.mjs'), '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready) => server.stdout.once('data', () => ready(server)));
}

/** One Lighthouse run, a first visit in a browser of its own: its report. */
export async function runLighthouse(url, {categories, config} = {}) {
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS]});
  try {
    const {lhr} = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories}, config);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * The JavaScript of a page's first load in a fresh context of `browser`:
 * every script it requests until it has hydrated and the network is idle, each counted at its
 * size with brotli at quality 11, as a host that compresses ahead of time
 * sends it. Prefetches of linked routes are not scripts the page runs.
 */
export async function firstLoadJavaScript(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => brotliCompressSync(body, {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 11}}).length),
      );
    });
    await page.goto(url, {waitUntil: 'load'});
    // Hydration needs every chunk of the route; the network may idle before the client entry asks for them.
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts);
    return {files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0)};
  } finally {
    await context.close();
  }
}
