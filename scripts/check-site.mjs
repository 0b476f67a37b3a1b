// Crawls the production build in headless Chromium: every route of the
// sitemap plus the top-level pages, each failed on what its visit collects
// (openTab(), visit(): axe's violations of any impact among them) and what
// problemsOf() finds. Every route is seen in both colour modes, under the
// Content-Security-Policy that npm run serve sends as a host would: one route
// in two loads dark, the other light, and each switches to the other mode
// once checked (a violation is a console error). A known-unknown path must
// answer 404 with the not-found page.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const SUMMARY_FILE = resolve(ROOT, 'test-results/site.json');
const PORT = Number(process.env.CHECK_SITE_PORT ?? 4174);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SITE_URL = 'https://www.remotion.dev';
// Most of a visit is waiting (network idle, axe's round trips), not CPU.
const CONCURRENCY = Number(process.env.CHECK_SITE_CONCURRENCY ?? 6);
const UNKNOWN_PATH = '/this-route-does-not-exist';
/** Less text than this in the main content means the page rendered without its content. */
const MIN_MAIN_TEXT = 120;
/** As Playwright's retries: on CI a route with problems is opened again, up to twice. */
const RETRIES = process.env.CI ? 2 : 0;
const TOP_LEVEL_ROUTES = [
  '/', '/about/', '/experts/', '/lambda/', '/player/', '/showcase/', '/showcase/add', '/search',
  '/blog', '/blog/page/2', '/blog/archive', '/success-stories', '/success-stories/archive',
];

/** Paths are compared without a trailing slash, as the site resolves both. */
const normalizePath = (path) => (path.length > 1 ? path.replace(/\/$/, '') : path);

function sitemapPaths() {
  const xml = readFileSync(resolve(ROOT, 'build/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

async function startServer() {
  const server = spawn(process.execPath, [resolve(ROOT, 'scripts/serve.mjs'), '--port', String(PORT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolvePromise, reject) => {
    server.stdout.on('data', (chunk) => chunk.toString().includes('Serving') && resolvePromise());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return server;
}

/**
 * A browser tab that visits routes one after another, keeping its renderer
 * and the scripts V8 compiled: a new tab per route cost the crawl 2.5 times
 * the CPU (4.2 against 1.6 core-seconds a route, on 31 routes), nearly all in
 * starting the renderer and compiling the bundle again. Each route still gets
 * a full document load, from about:blank, so that a request the previous
 * route left behind is never reported against the next one.
 */
async function openTab(context) {
  const page = await context.newPage();
  let visits = 0;
  /** What the route being visited has logged or failed; null between visits. */
  let current = null;
  page.on('console', (message) => {
    if (!current || message.type() !== 'error') return;
    // The browser reports the 404 status of the not-found page itself.
    const isExpected404 = current.path === UNKNOWN_PATH && message.location().url === `${ORIGIN}${current.path}`;
    if (!isExpected404) current.problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => current?.problems.push(`uncaught error: ${error.message}`));
  page.on('requestfailed', (request) => {
    current?.problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (!current) return;
    const isDocument = response.request().resourceType() === 'document';
    if (response.status() >= 400 && !(isDocument && current.path === UNKNOWN_PATH)) {
      current.problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return {
    visit: async (path) => {
      await page.goto('about:blank');
      current = {path, problems: []};
      visits += 1;
      try {
        return await visit(page, path, current.problems, visits % 2 ? 'light' : 'dark');
      } finally {
        current = null;
      }
    },
  };
}

/**
 * Loads one route in the tab, the system's colour scheme `colorScheme` (the
 * site follows it), gathers what the checks need, then turns the scheme
 * over and waits for the page to follow.
 */
async function visit(page, path, problems, colorScheme) {
  await page.emulateMedia({colorScheme});
  const response = await page.goto(`${ORIGIN}${path}`, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 15_000}).catch(() => {
    problems.push('the page never hydrated');
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const facts = await page.evaluate(() => {
    const meta = (selector) => document.querySelector(selector)?.getAttribute('content') ?? '';
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      openGraph: {
        title: meta('meta[property="og:title"]'),
        description: meta('meta[property="og:description"]'),
        url: meta('meta[property="og:url"]'),
        image: meta('meta[property="og:image"]'),
      },
      // One string each rather than arrays of thousands: Playwright checks every array item it receives.
      ids: Array.from(document.querySelectorAll('[id]'), (element) => element.id).join('\n'),
      links: Array.from(document.querySelectorAll('a[href]'), (anchor) => anchor.getAttribute('href')).join('\n'),
      notFound: document.body.innerText.includes('Page Not Found'),
      main: (() => {
        const main = document.getElementById('__docusaurus_skipToContent_fallback');
        if (!main) return null;
        return {
          headings: Array.from(main.querySelectorAll('h1'), (heading) => heading.textContent?.trim() ?? ''),
          textLength: main.innerText.trim().length,
          hasSearchbox: main.querySelector('input[type="search"], [role="searchbox"]') !== null,
        };
      })(),
    };
  });
  // Violations only: collecting the passes of a long docs page more than
  // doubled axe's time. Left to the tests that check them once, in both modes:
  // the lines of code blocks (their token spans were half the crawl's time,
  // the same theme colours on every page; tests/unit/codeThemes.spec.ts checks
  // each token colour, tests/e2e/accessibility.spec.ts sees code blocks whole),
  // and the two rules that compute colours, contrast and links told apart from
  // their text (properties of the theme, the same on every route: four fifths
  // of axe's time on a page, and nearly half of the rest, on seven pages).
  const violations = await page.evaluate(async () => {
    const {violations} = await window.axe.run(
      {exclude: [['.token-line']]},
      {resultTypes: ['violations'], rules: {'color-contrast': {enabled: false}, 'link-in-text-block': {enabled: false}}},
    );
    return violations.map(({id, impact, help, nodes}) => ({id, impact, help, count: nodes.length, examples: nodes.slice(0, 3).map((node) => node.target.join(' '))}));
  });
  for (const {id, impact, help, count, examples} of violations) {
    problems.push(`axe ${id} (${impact}, ${count} element(s)): ${help} — ${examples.join(' | ')}`);
  }
  const otherScheme = colorScheme === 'light' ? 'dark' : 'light';
  await page.emulateMedia({colorScheme: otherScheme});
  await page
    .waitForFunction((theme) => document.documentElement.dataset.theme === theme, otherScheme, {timeout: 5_000})
    .catch(() => problems.push(`the page did not follow the system's colour scheme to ${otherScheme}`));
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return {path, status: response?.status(), problems, axeViolations: violations.length, ...facts, ids: facts.ids.split('\n'), links: facts.links ? facts.links.split('\n') : []};
}

const server = await startServer();
// A crawled document lives about a second, too short for V8's optimizing
// compilers (Maglev, TurboFan) to win back their CPU: with the baseline
// compiler as the top tier the crawl used 11% less CPU (105 routes, three
// alternated runs), and no tier changes what a page does. The e2e suite
// gained nothing from it, and keeps V8's defaults.
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--js-flags=--max-opt=1']});
// Axe checks what the page shows at rest: with motion, the home page's
// Player loops its title card, and a frame caught mid-fade has text at partial
// opacity. With reduced motion the Players wait for the visitor to press play.
const context = await browser.newContext({reducedMotion: 'reduce'});
// axe-core is sent to the browser once and runs in every page it opens,
// instead of half a megabyte of script sent with each page's check.
await context.addInitScript({content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')});
const routes = [...new Set([...sitemapPaths(), ...TOP_LEVEL_ROUTES].map(normalizePath))].sort();
const knownRoutes = new Set(routes);

const results = [];
const queue = [...routes];
const tabs = await Promise.all(Array.from({length: CONCURRENCY}, () => openTab(context)));
await Promise.all(
  tabs.map(async (tab) => {
    while (queue.length > 0) {
      results.push(await tab.visit(queue.shift()));
    }
  }),
);
const [tab] = tabs;
const unknown = await tab.visit(UNKNOWN_PATH);

const idsByPath = new Map(results.map((result) => [normalizePath(result.path), new Set(result.ids)]));
const titles = new Map();
for (const result of results) {
  titles.set(result.title, [...(titles.get(result.title) ?? []), result.path]);
}

/** The links of a visit that point into this site, each with its resolved URL. */
const internalLinks = (result) =>
  [...new Set(result.links)]
    .map((href) => ({href, url: new URL(href, `${ORIGIN}${result.path}`)}))
    .filter(({url}) => url.origin === ORIGIN || url.origin === SITE_URL);

/** What is wrong with one visit of a route, judged against every route's titles and anchors. */
function problemsOf(result) {
  const problems = [...result.problems];
  if (result.status !== 200) problems.push(`status ${result.status}`);
  if (result.notFound) problems.push('shows the not-found page');
  if (!result.title) problems.push('no <title>');
  else if (titles.get(result.title).length > 1) problems.push(`<title> "${result.title}" is shared with ${titles.get(result.title).filter((p) => p !== result.path).join(', ')}`);
  if (!result.main) problems.push('no main content (#__docusaurus_skipToContent_fallback)');
  else {
    const {headings, textLength, hasSearchbox} = result.main;
    if (headings.length !== 1 || !headings[0]) problems.push(`main content has ${headings.length} <h1> (${headings.join(' | ')}), not one with text`);
    // The search page starts with a search field and no results.
    if (result.path === '/search' ? !hasSearchbox : textLength <= MIN_MAIN_TEXT) problems.push(`main content holds ${textLength} characters of text`);
  }
  if (!result.description) problems.push('no meta description');
  if (!result.canonical.startsWith(SITE_URL)) problems.push(`canonical URL is "${result.canonical}"`);
  for (const [key, value] of Object.entries(result.openGraph)) {
    if (!value) problems.push(`no og:${key}`);
  }
  for (const {href, url} of internalLinks(result)) {
    const target = normalizePath(url.pathname);
    if (!knownRoutes.has(target)) {
      // Not a route: a file of the build (a Markdown twin, an image).
      const file = resolve(ROOT, 'build', `.${decodeURIComponent(url.pathname)}`);
      if (!existsSync(file) || !statSync(file).isFile()) problems.push(`broken link: ${href}`);
      continue;
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor && !idsByPath.get(target)?.has(anchor)) problems.push(`broken anchor: ${href}`);
  }
  return problems;
}

let failures = 0;
const flaky = [];
for (const result of results) {
  const problems = problemsOf(result);
  if (problems.length === 0) continue;
  // A route that passes when opened again, alone, failed under load: flaky, reported, not failed.
  let passedOnRetry = false;
  for (let attempt = 1; attempt <= RETRIES && !passedOnRetry; attempt++) {
    passedOnRetry = problemsOf(await tab.visit(result.path)).length === 0;
  }
  if (passedOnRetry) {
    flaky.push(`${result.path}: ${problems[0]}`);
    console.error(`~ ${result.path} (flaky: passed on a retry)\n    ${problems.join('\n    ')}`);
  } else {
    failures += 1;
    console.error(`✘ ${result.path}\n    ${problems.join('\n    ')}`);
  }
}
await browser.close();
server.kill();

const unknownOk = unknown.status === 404 && unknown.notFound && unknown.problems.length === 0;
if (!unknownOk) {
  failures += 1;
  console.error(`✘ ${UNKNOWN_PATH}: expected a 404 with the not-found page, got ${unknown.status}\n    ${unknown.problems.join('\n    ')}`);
}

const axeViolations = results.reduce((sum, result) => sum + result.axeViolations, 0);
const linksChecked = results.reduce((sum, result) => sum + internalLinks(result).length, 0);
// npm test counts each route opened as one test.
mkdirSync(dirname(SUMMARY_FILE), {recursive: true});
writeFileSync(SUMMARY_FILE, JSON.stringify({routes: results.length + 1, failed: failures, flaky}));
console.log(
  `Site check: ${results.length + 1} routes opened (${results.length} pages and one unknown path), ` +
    `${linksChecked} internal links checked, ${axeViolations} accessibility violation(s), ` +
    `${failures} route(s) with problems, ${flaky.length} flaky.`,
);
process.exit(failures === 0 ? 0 : 1);
