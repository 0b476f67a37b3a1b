import {expect, test} from './readerTab';
import {BLOG_POST_PATHS} from './site';

const postTitles = 'article header h2';

test('the first blog page lists 10 posts with reading times, newest first', async ({tab: page}) => {
  await page.goto('/blog');
  await expect(page.locator(postTitles)).toHaveCount(10);
  await expect(page.locator('article').first()).toContainText(/min read/);
  const dates = await page.locator('article header time').evaluateAll((times) =>
    times.map((time) => time.getAttribute('datetime') ?? ''),
  );
  expect(dates).toHaveLength(10);
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(page.locator('article header h2 a').first()).toHaveAttribute('href', '/blog/3-2');
  await expect(page.getByRole('link', {name: /Older entries/})).toHaveAttribute('href', '/blog/page/2');
});

test('the second blog page holds the 7 oldest posts, ending with the introduction', async ({tab: page}) => {
  await page.goto('/blog/page/2');
  await expect(page.locator(postTitles)).toHaveCount(7);
  await expect(page.locator('article header h2 a').last()).toHaveAttribute('href', '/blog/introducing-remotion');
  await expect(page.locator('article header time').last()).toHaveAttribute('datetime', /^2021-02-08/);
});

test('the archive lists all 17 posts', async ({tab: page}) => {
  await page.goto('/blog/archive');
  const links = page.locator('main a[href^="/blog/"]');
  const hrefs = new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))));
  for (const path of BLOG_POST_PATHS) {
    expect(hrefs, path).toContain(path);
  }
});

test('the 3.2 post is dated 2022-08-10 and shows its reading time', async ({tab: page}) => {
  await page.goto('/blog/3-2');
  await expect(page.locator('article header time')).toHaveAttribute('datetime', /^2022-08-10/);
  await expect(page.locator('article header')).toContainText(/min read/);
});

test('the success stories list holds two stories and its archive both', async ({tab: page}) => {
  await page.goto('/success-stories');
  await expect(page.locator(postTitles)).toHaveCount(2);
  await page.goto('/success-stories/archive');
  await expect(page.locator('main a[href="/success-stories/makestories"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/success-stories/yarx"]')).toHaveCount(1);
});
