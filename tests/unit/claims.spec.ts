import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';

const SITE_ROOT = join(__dirname, '..', '..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(join(SITE_ROOT, path), 'utf8');

test('the about page and the license page agree: Remotion is source-available, not open source', () => {
  expect(read('docs/license.mdx')).toContain('Remotion is source-available');
  const about = read('src/pages/about/index.tsx');
  expect(about).toContain('source-available');
  // The ways the pages once described Remotion as open, in any page or post.
  const openClaims = [/\bopen toolkit\b/i, /\bRemotion is (an? )?open[- ]source\b/i, /\bopen[- ]source (video )?(toolkit|framework|library)\b/i];
  const files = [
    ...filesUnder(join(SITE_ROOT, 'src/pages'), /\.tsx$/),
    ...['docs', 'blog', 'success-stories'].flatMap((dir) => filesUnder(join(SITE_ROOT, dir), /\.mdx?$/)),
  ];
  expect(files.length).toBeGreaterThan(50);
  const claims = files.flatMap((file) =>
    openClaims.filter((claim) => claim.test(readFileSync(file, 'utf8'))).map((claim) => `${file.slice(SITE_ROOT.length + 1)}: ${claim}`),
  );
  expect(claims).toEqual([]);
});

test('the success stories are the site’s reports, with no author byline', () => {
  const stories = filesUnder(join(SITE_ROOT, 'success-stories'), /\.mdx?$/);
  expect(stories.length).toBeGreaterThan(0);
  for (const story of stories) {
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(story, 'utf8'))?.[1];
    expect(frontMatter, `${story} has front matter`).toBeDefined();
    expect(frontMatter, `${story} names no author`).not.toMatch(/^authors?:/m);
  }
  // Without an authors file the plugin makes no authors page listing the site's creator.
  expect(existsSync(join(SITE_ROOT, 'success-stories/authors.yml'))).toBe(false);
});
