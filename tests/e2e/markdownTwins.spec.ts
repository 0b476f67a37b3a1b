import type {APIRequestContext} from '@playwright/test';
import {expect, test} from './readerTab';
import {SITE_URL} from '../../src/data/externalLinks';
import {markdownText} from '../../src/plugins/markdown-twins/htmlToMarkdown';
import {twinPath} from '../../src/plugins/markdown-twins/twinPath';
import {BLOG_POST_PATHS} from './site';
import {gotoHydrated} from './hydration';

// The Markdown twin of every page (`<url>.md`), /llms.txt and /llms-full.txt,
// written by src/plugins/markdown-twins after the build, and the "Copy page"
// control of docs pages.

const SAMPLES = [
  {kind: 'guide with tabs', path: '/docs/brownfield'},
  {kind: 'API page with a parameter table and a tip', path: '/docs/interpolate'},
  {kind: 'page with a warning', path: '/docs/applying-motion-blur'},
  {kind: 'docs index', path: '/docs/'},
  {kind: 'blog post with tabs', path: '/blog/3-2'},
  {kind: 'success story', path: '/success-stories/makestories', withoutCode: true},
];

/** The local path a link of a twin points to, or null for another site. */
function localPath(url: string): string | null {
  return url.startsWith(`${SITE_URL}/`) ? url.slice(SITE_URL.length) : null;
}

async function expectResolves(request: APIRequestContext, url: string) {
  const path = localPath(url);
  if (!path) return;
  const [pathname, fragment] = path.split('#');
  const response = await request.get(pathname);
  expect(response.status(), `${url} from a twin`).toBe(200);
  if (fragment) {
    const html = await response.text();
    expect(html, `${url}: the anchor exists`).toMatch(new RegExp(`id="?${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[" >]`));
  }
}

for (const {kind, path, withoutCode} of SAMPLES) {
  test(`the Markdown twin of ${path} (${kind}) is clean and complete`, async ({tab: page, request}) => {
    test.slow();
    await page.goto(path);
    const title = (await page.locator('article h1').first().innerText()).trim();
    const codeBlocks = await page
      .locator('article .markdown .theme-code-block pre code')
      .evaluateAll((blocks) =>
        blocks.map((block) =>
          Array.from(block.querySelectorAll('.token-line'), (line) => line.textContent ?? '')
            .join('\n')
            .replace(/\n+$/, ''),
        ),
      );

    const response = await request.get(twinPath(path));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const twin = await response.text();

    expect(twin.split('\n')[0]).toBe(`# ${markdownText(title)}`);
    const prose = twin.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]+`/g, '');
    expect(prose).not.toMatch(/^import\s/m);
    expect(prose, 'no component or HTML tags').not.toMatch(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?>/);
    expect(prose, 'no theme class names').not.toMatch(/theme-|tabs__|admonition|codeBlock|token-line|className|hash-link/);
    expect(twin, 'no leftover heading anchors').not.toContain('\u200b');

    expect(codeBlocks.length > 0).toBe(!withoutCode);
    for (const code of codeBlocks) expect(twin, 'every code block of the page').toContain(code);
    expect(twin.match(/^```/gm)?.length ?? 0).toBe(codeBlocks.length * 2);

    const links = [...twin.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const url of new Set(links)) await expectResolves(request, url);
  });
}

test('tabs become headings with their labels, admonitions blockquotes with theirs', async ({request}) => {
  const guide = await (await request.get('/docs/brownfield.md')).text();
  expect(guide).toMatch(/^### npm\n\n```bash\nnpm i remotion@3\.2\.31 @remotion\/cli@3\.2\.31\n```\n\n### yarn\n/m);
  const api = await (await request.get('/docs/interpolate.md')).text();
  expect(api).toMatch(/^> \*\*Tip\*\*\n>\n> The default `'extend'`/m);
  expect(api).toMatch(/^\| Value +\| Result for an input below the range +\|$/m);
  expect(api).toContain('```tsx title="src/Caption.tsx"\n');
});

test('/llms.txt follows llmstxt.org and links every docs page exactly once', async ({request}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const llms = await response.text();
  expect(llms.length).toBeLessThan(5 * 1024 * 1024);
  expect(llms).toMatch(/^# Remotion\n\n> \S.{40,}\n/);
  for (const section of ['Getting started', 'Cloud rendering', 'Player', 'Troubleshooting', '@remotion/lambda', '@remotion/player', 'Optional']) {
    expect(llms).toContain(`\n## ${section}\n`);
  }

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const docsPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).filter((url) => new URL(url).pathname.startsWith('/docs'));
  expect(docsPages.length).toBeGreaterThan(200);
  const entries = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(: \S.*)?$/gm)].map((match) => match[1]);
  for (const url of docsPages) {
    expect(entries.filter((entry) => entry === twinPath(url)), `${url} is listed once`).toHaveLength(1);
  }
  const docsEntries = entries.filter((entry) => new URL(entry).pathname.startsWith('/docs'));
  expect(docsEntries).toHaveLength(docsPages.length);
  for (const path of BLOG_POST_PATHS) expect(entries).toContain(`${SITE_URL}${path}.md`);
  for (const entry of entries) {
    expect((await request.get(localPath(entry)!)).status(), entry).toBe(200);
  }
});

/** A line without its code spans: a run of backticks opens one, the next run of the same length closes it (CommonMark). */
function withoutCodeSpans(line: string): string {
  let rest = line;
  let prose = '';
  for (let open = /`+/.exec(rest); open; open = /`+/.exec(rest)) {
    const after = rest.slice(open.index + open[0].length);
    const close = new RegExp(`(?<!\`)${open[0]}(?!\`)`).exec(after);
    prose += rest.slice(0, open.index) + (close ? '' : open[0]);
    rest = close ? after.slice(close.index + close[0].length) : after;
  }
  return prose + rest;
}

/** The lines of Markdown outside its fenced and inline code, where a `<Name>` is shown as it is. */
const proseLines = (markdown: string) =>
  markdown
    // A fence may sit in a blockquote (an admonition), each of its lines behind the same "> ".
    .replace(/^((?:> ?)*)```[^\n]*\n[\s\S]*?^\1```$/gm, '')
    .split('\n')
    .map(withoutCodeSpans);

test('no twin hides a component name: every <Name> outside code is escaped, titles and descriptions included', async ({request}) => {
  const llms = await (await request.get('/llms.txt')).text();
  // llms-full.txt holds every docs twin; the blog twins are fetched one by one.
  const texts = {'/llms.txt': llms, '/llms-full.txt': await (await request.get('/llms-full.txt')).text()};
  for (const path of BLOG_POST_PATHS) Object.assign(texts, {[`${path}.md`]: await (await request.get(`${path}.md`)).text()});
  for (const [path, text] of Object.entries(texts)) {
    const raw = proseLines(text).filter((line) => /(?<!\\)<[A-Z]/.test(line));
    expect(raw, `${path}: lines with a raw <Name>`).toEqual([]);
  }
  // The pages whose titles are component names keep them, escaped.
  expect(llms).toMatch(/^- \[\\<AbsoluteFill>\]\(/m);
  expect(await (await request.get('/docs/absolute-fill.md')).text()).toMatch(/^# \\<AbsoluteFill>\n/);
});

test('/llms-full.txt holds every docs page, each introduced by its URL', async ({request}) => {
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  const full = await response.text();
  expect(Buffer.byteLength(full)).toBeLessThan(5 * 1024 * 1024);
  const llms = await (await request.get('/llms.txt')).text();
  const docsTwins = [...llms.matchAll(/\]\((https:[^)]+\/docs\/[^)]*)\.md\)/g)].map((match) => match[1].replace(/\/index$/, '/'));
  const sources = [...full.matchAll(/^<!-- Source: (\S+) -->$/gm)].map((match) => match[1]);
  expect(sources).toEqual(docsTwins);
  const interpolate = await (await request.get('/docs/interpolate.md')).text();
  expect(full).toContain(`<!-- Source: ${SITE_URL}/docs/interpolate -->\n\n${interpolate.trim()}`);
});

test('pages link their twins; the twins stay out of the sitemap and the search index; robots.txt allows them', async ({tab: page, request}) => {
  await page.goto('/docs/interpolate');
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/docs/interpolate.md');
  await page.locator('article').getByRole('link', {name: 'useCurrentFrame()'}).first().click();
  await expect(page).toHaveURL(/\/docs\/use-current-frame$/);
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/docs/use-current-frame.md');
  await page.goto('/blog/3-2');
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/blog/3-2.md');

  expect(await (await request.get('/sitemap.xml')).text()).not.toMatch(/\.md</);
  const index = await (await request.get('/search-index.json')).text();
  expect(index).toContain('/docs/interpolate');
  expect(index).not.toMatch(/\.md["#]/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*\nAllow: \/$/m);
  expect(robots).not.toMatch(/^Disallow: \S/m);
});

test.describe('the Copy page control', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the page Markdown with the mouse and says so', async ({page, request}) => {
    await page.goto('/docs/spring');
    const twin = await (await request.get('/docs/spring.md')).text();
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.click();
    await expect(page.getByRole('status')).toHaveText('The Markdown of this page is on your clipboard.');
    await expect(page.locator('article').getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });

  test('works from the keyboard, and the Markdown link opens the twin', async ({page, request}) => {
    // A button still disabled for hydration cannot take the focus.
    await gotoHydrated(page, '/docs/interpolate');
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    const twin = await (await request.get('/docs/interpolate.md')).text();
    await page.getByRole('button', {name: 'Copy page'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('The Markdown of this page is on your clipboard.');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await page.getByRole('link', {name: 'View as Markdown'}).click();
    await expect(page).toHaveURL(/\/docs\/interpolate\.md$/);
    expect((await page.locator('body').innerText()).trimEnd()).toBe(twin.trimEnd());
  });

  test('says so when the Markdown cannot be fetched', async ({page}) => {
    await page.route('**/docs/spring.md', (route) => route.fulfill({status: 503, body: ''}));
    await page.goto('/docs/spring');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status')).toHaveText('Copying failed. Open the Markdown and copy it from there.');
    await expect(page.getByRole('status')).toBeVisible();
  });
});

test.describe('the Copy page control before scripts run', () => {
  test.use({javaScriptEnabled: false});

  test('is disabled, since clicking it could do nothing, while the Markdown link still opens the twin', async ({page}) => {
    await page.goto('/docs/spring');
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeDisabled();
    await page.getByRole('link', {name: 'View as Markdown'}).click();
    await expect(page).toHaveURL(/\/docs\/spring\.md$/);
    await expect(page.locator('body')).toContainText('# spring()');
  });
});
