// What the bench:* scripts share: BENCHMARKS.md, one "## <name>" section per
// benchmark replaced in place when it runs again, and how they open and measure pages.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {get} from 'node:http';
import {resolve} from 'node:path';
import {brotliCompressSync, constants as zlibConstants} from 'node:zlib';
import {chromium} from '@playwright/test';
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

/** Debian's Chromium in Playwright, launched as the project's scripts launch it. */
export const launchChromium = () => chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});

/** scripts/serve.mjs serving `dir` on `port`, once it listens. */
export function serveDir(port, dir) {
  const server = spawn(process.execPath, [resolve(import.meta.dirname, 'serve.mjs'), '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready) => server.stdout.once('data', () => ready(server)));
}

/**
 * The JavaScript a Lighthouse run loaded, in KB: the compressed bodies the
 * server sent for its scripts, fetched again. Lighthouse's transfer sizes
 * include each response's headers, which over HTTP/1.1 (this server) repeat
 * the security headers on every script; the HTTP/2 and HTTP/3 of the hosts
 * send a repeated header as a table index of a few bytes.
 */
export async function lighthouseScriptKb(lhr) {
  const urls = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').map((item) => item.url);
  const bytes = await Promise.all(urls.map((url) => encodedBodyBytes(url)));
  return bytes.reduce((sum, size) => sum + size, 0) / 1024;
}

/** The body of a response as the server sends it, brotli or gzip encoded, in bytes. */
function encodedBodyBytes(url) {
  return new Promise((resolveBytes, reject) => {
    get(url, {headers: {'accept-encoding': 'br, gzip'}}, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolveBytes(bytes));
    }).on('error', reject);
  });
}

/** One Lighthouse run, a first visit in a browser of its own: its report. */
export async function runLighthouse(url, {categories, config} = {}) {
  // Without paint holding, as Playwright runs every test: since Chromium 156
  // it held the first paint of every page (ours and stock's alike) about 2.2 s
  // past its load event, and Lighthouse then simulated each page's LCP as if
  // it waited for all of its JavaScript. A first visit from another site is
  // not held.
  const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS, '--disable-features=PaintHolding'];
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags});
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

/** Marks the moment Docusaurus sets data-has-hydrated, so that the trace can split the load there. */
function markHydration() {
  new MutationObserver((_records, observer) => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return;
    performance.mark('bench:hydrated');
    observer.disconnect();
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * The main-thread work of one first visit of `url` in a fresh context of
 * `browser`, CPU throttled `cpu`×, traced from navigation until the page has
 * hydrated, the network is idle and the browser has had an idle period (by
 * then the prefetches of linked routes are done): in milliseconds, the main
 * chunk's script evaluation, the longest task, the tasks until hydration
 * added up, and all tasks added up.
 */
export async function tracedLoad(browser, url, {cpu = 4} = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(markHydration);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
    const events = [];
    cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
    await cdp.send('Tracing.start', {categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,__metadata', transferMode: 'ReportEvents'});
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadFigures(events);
  } finally {
    await context.close();
  }
}

/** Reads tracedLoad()'s figures from the trace events of one page load. */
function mainThreadFigures(events) {
  const hydrated = events.find((event) => event.name === 'bench:hydrated');
  if (!hydrated) throw new Error('the trace has no hydration mark');
  const thread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === hydrated.pid);
  const onMain = (event) => event.pid === hydrated.pid && event.tid === thread.tid;
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === hydrated.pid)?.ts ?? Math.min(...events.filter(onMain).map((event) => event.ts));
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event) && event.ts >= start);
  const mainChunk = events.filter((event) => event.name === 'EvaluateScript' && onMain(event) && /\/main\.\w+\.js$/.test(event.args?.data?.url ?? ''));
  if (mainChunk.length !== 1) throw new Error(`expected one evaluation of the main chunk, found ${mainChunk.length}`);
  const ms = (micros) => micros / 1000;
  const total = (list) => ms(list.reduce((sum, task) => sum + task.dur, 0));
  return {
    mainChunk: ms(mainChunk[0].dur),
    longestTask: ms(Math.max(...tasks.map((task) => task.dur))),
    hydrationWork: total(tasks.filter((task) => task.ts < hydrated.ts)),
    totalWork: total(tasks),
  };
}
