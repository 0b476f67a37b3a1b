import {expect, test} from './readerTab';

/** A sample across both sidebars: guides, API pages, CLI pages. */
const SAMPLE = [
  {path: '/docs/the-fundamentals', title: 'The fundamentals', sidebar: 'Getting started'},
  {path: '/docs/animation-math', title: /animation/i, sidebar: 'Getting started'},
  {path: '/docs/data-fetching', title: /data/i, sidebar: 'Rendering'},
  {path: '/docs/encoding', title: /encoding/i, sidebar: 'Rendering'},
  {path: '/docs/common-errors', title: /error/i, sidebar: 'Troubleshooting'},
  {path: '/docs/sequence', title: '<Sequence>', sidebar: 'Components'},
  {path: '/docs/interpolate', title: 'interpolate()', sidebar: 'Animation'},
  {path: '/docs/config', title: /Config/i, sidebar: 'Configuration'},
  {path: '/docs/renderer/render-media', title: 'renderMedia()', sidebar: '@remotion/renderer'},
  {path: '/docs/cli/render', title: /render/, sidebar: 'CLI'},
] as const;

for (const sample of SAMPLE) {
  test(`${sample.path} shows its title, its active sidebar entry and a level 2–3 table of contents`, async ({tab: page}) => {
    await page.goto(sample.path);
    await expect(page.locator('article h1')).toHaveText(sample.title);
    await expect(page).toHaveTitle(/\| Remotion$/);

    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const active = sidebar.locator(`a.menu__link--active[href="${sample.path}"]`);
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('aria-current', 'page');
    const category = sidebar
      .locator('.theme-doc-sidebar-item-category-level-1')
      .filter({has: page.locator(`a[href="${sample.path}"]`)});
    await expect(category.locator('.menu__link--sublist').first()).toHaveText(sample.sidebar);

    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
    expect(tocTargets.length).toBeGreaterThan(0);
    const headings = await page.locator('article :is(h2, h3, h4)[id]').evaluateAll((nodes) =>
      nodes.map((node) => ({id: node.id, level: node.tagName})),
    );
    const expected = headings.filter((heading) => heading.level !== 'H4').map((heading) => heading.id);
    expect(tocTargets).toEqual(expected);
  });
}

/** Old and renamed names: reachable at their URL, in no sidebar, pointing on. */
const UNLISTED = [
  {path: '/docs/set-output-format', current: '/docs/config'},
  {path: '/docs/parallelism', current: '/docs/renderer/render-media'},
  {path: '/docs/webpack-bundle', current: '/docs/renderer/render-media'},
] as const;

for (const unlisted of UNLISTED) {
  test(`${unlisted.path} is reachable, in no sidebar, and points to ${unlisted.current}`, async ({tab: page}) => {
    const response = await page.goto(unlisted.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
    const warning = page.locator('article .theme-admonition-warning').first();
    await expect(warning).toContainText('Deprecated');
    await expect(warning.locator(`a[href="${unlisted.current}"]`).first()).toBeVisible();
  });
}
