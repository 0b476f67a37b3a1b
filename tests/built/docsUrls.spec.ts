import {test, expect} from '@playwright/test';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import * as cheerio from 'cheerio';

// Every docs URL that reaches readers from outside the site must open the
// right page of the production build, anchor included: the links Remotion
// 3.2's own errors and warnings print, and the URLs of the 3.2.32 site.
const ROOT = resolve(__dirname, '../..');
const BUILD = join(ROOT, 'build');
const SITE_URLS = join(ROOT, '../shared/reference/docs-urls-3.2.32.json');
const PACKAGE_DIRS = [
  join(ROOT, 'node_modules/remotion'),
  ...readdirSync(join(ROOT, 'node_modules/@remotion')).map((name) => join(ROOT, 'node_modules/@remotion', name)),
];
const DOCS_URL = /remotion\.dev\/docs\/[\w./#-]*/g;
const MAX_REDIRECTS = 3;

type Landing = {path: string; fragment: string; $: cheerio.CheerioAPI};

function scriptFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : scriptFiles(path);
    return /\.(js|d\.ts)$/.test(entry.name) ? [path] : [];
  });
}

/** The docs URLs the installed Remotion packages print, as site paths. */
function packageDocsUrls(): string[] {
  const urls = new Set<string>();
  for (const dir of PACKAGE_DIRS) {
    for (const file of scriptFiles(dir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(DOCS_URL)) {
        urls.add(match[0].replace(/\.+$/, '').replace(/^remotion\.dev/, ''));
      }
    }
  }
  return [...urls].sort();
}

/** The built file a static host serves for a path, as `npm run serve` does. */
function builtPage(pathname: string): string | null {
  const base = join(BUILD, decodeURIComponent(pathname));
  const candidates = pathname.endsWith('/') ? [join(base, 'index.html')] : [`${base}.html`, join(base, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/**
 * Follows the site's redirect pages the way a browser does (the target's own
 * fragment wins, otherwise the requested one is carried over) and returns
 * the page the reader ends on, or why there is none.
 */
function land(url: string): Landing | string {
  let {pathname, hash} = new URL(url, 'https://www.remotion.dev');
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const file = builtPage(pathname);
    if (!file) return `${pathname} is not a page of the build`;
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    const refresh = $('meta[http-equiv="refresh"]').attr('content');
    if (!refresh) return {path: pathname, fragment: hash.slice(1), $};
    const target = new URL(refresh.replace(/^\d+;\s*url=/i, ''), `https://www.remotion.dev${pathname}`);
    pathname = target.pathname;
    hash = target.hash || hash;
  }
  return `more than ${MAX_REDIRECTS} redirects`;
}

/** Why a URL fails to open a docs page with its anchor, or null when it works. */
function problemWith(url: string): string | null {
  const landing = land(url);
  if (typeof landing === 'string') return landing;
  const {path, fragment, $} = landing;
  if (!$('article .theme-doc-markdown').length) return `lands on ${path}, which is not a docs page`;
  if (fragment && !$(`[id="${fragment}"]`).length) return `lands on ${path}, which has no #${fragment}`;
  return null;
}

function failures(urls: string[]): string[] {
  return urls.flatMap((url) => {
    const problem = problemWith(url);
    return problem ? [`${url}: ${problem}`] : [];
  });
}

test('every docs URL printed by the installed Remotion packages opens its page and anchor', () => {
  const urls = packageDocsUrls();
  // The 3.2 packages link about 75 pages; far fewer means the scan broke.
  expect(urls.length).toBeGreaterThanOrEqual(70);
  expect(urls).toContain('/docs/wrong-composition-mount');
  expect(urls).toContain('/docs/interpolate#extrapolateleft');
  expect(failures(urls)).toEqual([]);
});

test('every docs URL of the 3.2.32 site opens its page', () => {
  const {pages} = JSON.parse(readFileSync(SITE_URLS, 'utf8')) as {pages: {url: string; movedTo?: string}[]};
  expect(pages).toHaveLength(225);
  expect(failures(pages.map((page) => page.url))).toEqual([]);
});

// A moved page either redirects to its new URL, or, where the old name is
// still a (deprecated) export of 3.2, documents it and links the new page.
test('pages that had moved by 3.2.32 still lead to where they had moved', () => {
  const {pages} = JSON.parse(readFileSync(SITE_URLS, 'utf8')) as {pages: {url: string; movedTo?: string}[]};
  const moved = pages.filter((page): page is {url: string; movedTo: string} => Boolean(page.movedTo));
  expect(moved.length).toBeGreaterThan(0);
  for (const {url, movedTo} of moved) {
    const landing = land(url);
    if (typeof landing === 'string') throw new Error(`${url}: ${landing}`);
    if (landing.path === movedTo) continue;
    const links = landing.$('article .theme-doc-markdown a[href]').map((_, a) => landing.$(a).attr('href')).get();
    expect(links, `${url} neither redirects to nor links ${movedTo}`).toContain(movedTo);
  }
});

test('a redirect into a section lands on that section', () => {
  const landing = land('/docs/render-as-gif');
  expect(typeof landing).not.toBe('string');
  const {path, fragment, $} = landing as Landing;
  expect(path).toBe('/docs/animated-gifs');
  expect(fragment).toBe('rendering-a-composition-as-a-gif');
  expect($(`[id="${fragment}"]`).text()).toContain('GIF');
});
