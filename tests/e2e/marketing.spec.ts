import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from './readerTab';
import {COMPOSITION_SOURCES} from '../../src/remotion/sources';
import {openSourceProjects, showcaseCompositions, type ShowcaseTag} from '../../src/data/showcase';
import {experts} from '../../src/data/experts';
import {gotoHydrated} from './hydration';

test('the home page leads with the tagline, the install command and the docs', async ({tab: page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Make videos programmatically');
  await expect(page.locator('header pre')).toHaveText('npm init video');
  await expect(page.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/docs/');
  await expect(page).toHaveTitle(/Remotion/);
});

test('the showcase shows a card per composition and lists the open-source projects', async ({tab: page}) => {
  await page.goto('/showcase/');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(showcaseCompositions.length);
  for (const entry of showcaseCompositions) {
    const card = page.locator(`[id="${entry.id}"]`);
    await expect(card.getByRole('heading', {level: 3})).toHaveText(entry.title);
    await expect(card.locator('details > summary')).toHaveText(`Source code of ${entry.title}`);
    // The source is part of the page: no card links out to a copy of it.
    await expect(card.getByRole('link')).toHaveCount(0);
  }
  const projects = page.getByRole('region', {name: 'Open-source projects by the Remotion team'}).getByRole('listitem');
  await expect(projects).toHaveCount(openSourceProjects.length);
  for (const project of openSourceProjects) {
    const item = page.locator(`[id="${project.id}"]`);
    await expect(item.getByRole('link', {name: project.title})).toHaveAttribute('href', project.url);
  }
  await page.getByRole('link', {name: 'Add your project'}).click();
  await expect(page).toHaveURL(/\/showcase\/add$/);
  await expect(page.locator('main table')).toContainText('preview');
});

test('a showcase card shows the files of its composition, as they are in the source, once opened', async ({page}) => {
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await gotoHydrated(page, '/showcase/');
  await page.waitForLoadState('networkidle');
  const entry = showcaseCompositions[showcaseCompositions.length - 1];
  const files = COMPOSITION_SOURCES[entry.preview.composition].map(({file}) => {
    const lines = readFileSync(join(__dirname, '../../src/remotion', file), 'utf8').trimEnd().split('\n');
    // The declaration as written, type annotation included: compiled code never has it.
    const declaration = lines.find((line) => line.startsWith('export const')) ?? '\0';
    return {file, firstLine: lines[0], declaration};
  });
  // The code is not part of the page's first load.
  const firstLoad = await Promise.all(scripts);
  expect(firstLoad.filter((body) => files.some(({declaration}) => body.includes(declaration)))).toEqual([]);

  const details = page.locator(`[id="${entry.id}"] details`);
  await expect(details.locator('pre')).toHaveCount(0);
  await details.locator('summary').click();
  const blocks = details.locator('.theme-code-block');
  await expect(blocks).toHaveCount(files.length);
  for (const [index, {file, firstLine, declaration}] of files.entries()) {
    const block = blocks.nth(index);
    await expect(block).toContainText(`src/remotion/${file}`);
    await expect(block.locator('code')).toContainText(firstLine);
    await expect(block.locator('code')).toContainText(declaration);
  }
});

test('a showcase card loads its Player when scrolled to, and the Player plays', async ({tab: page}) => {
  await gotoHydrated(page, '/showcase/');
  const card = page.locator('main article').first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('.__remotion-player')).toBeAttached();
  const timeLabel = card.getByText(/^\d:\d\d \/ \d:\d\d$/);
  const pausedAt = await timeLabel.innerText();
  await card.getByRole('button', {name: 'Play video'}).click();
  await expect(card.getByRole('button', {name: 'Pause video'})).toBeVisible();
  await expect(timeLabel).not.toHaveText(pausedAt, {timeout: 5_000});
});

test('the experts page lists the experts or says plainly that none are listed', async ({tab: page}) => {
  await page.goto('/experts/');
  if (experts.length === 0) {
    await expect(page.getByRole('status')).toContainText('No experts are listed yet');
    await expect(page.getByRole('status').getByRole('link', {name: /Discord/})).toBeVisible();
  } else {
    await expect(page.locator('main article')).toHaveCount(experts.length);
  }
  await expect(page.getByRole('heading', {name: 'Becoming an expert'})).toBeVisible();
});

test('the showcase filter narrows both the cards and the projects to the chosen tag', async ({tab: page}) => {
  await gotoHydrated(page, '/showcase/');
  const cardTitles = page.locator('main article').getByRole('heading', {level: 3});
  const projectLinks = page.getByRole('region', {name: 'Open-source projects by the Remotion team'}).getByRole('listitem').getByRole('link');
  const filter = page.getByRole('group', {name: 'Filter by tag'});
  const withTag = (tag: ShowcaseTag) => ({
    compositions: showcaseCompositions.filter((entry) => entry.tags.includes(tag)).map((entry) => entry.title),
    projects: openSourceProjects.filter((project) => project.tags.includes(tag)).map((project) => project.title),
  });

  // Data-driven entries are in both lists, but not all entries are data-driven.
  const dataDriven = withTag('data-driven');
  expect(dataDriven.compositions.length).toBeGreaterThan(0);
  expect(dataDriven.projects.length).toBeGreaterThan(0);
  expect(dataDriven.compositions.length + dataDriven.projects.length).toBeLessThan(
    showcaseCompositions.length + openSourceProjects.length,
  );
  await filter.getByRole('button', {name: 'Data-driven'}).click();
  await expect(filter.getByRole('button', {name: 'Data-driven'})).toHaveAttribute('aria-pressed', 'true');
  await expect(filter.getByRole('button', {name: 'All'})).toHaveAttribute('aria-pressed', 'false');
  await expect(cardTitles).toHaveText(dataDriven.compositions);
  await expect(projectLinks).toHaveText(dataDriven.projects);

  // No composition is about audio: the cards give way to a plain sentence.
  expect(withTag('audio').compositions).toEqual([]);
  await filter.getByRole('button', {name: 'Audio'}).click();
  await expect(cardTitles).toHaveCount(0);
  await expect(page.getByText('No composition has the tag Audio.')).toBeVisible();
  await expect(projectLinks).toHaveText(withTag('audio').projects);

  await filter.getByRole('button', {name: 'All'}).click();
  await expect(cardTitles).toHaveText(showcaseCompositions.map((entry) => entry.title));
  await expect(projectLinks).toHaveText(openSourceProjects.map((project) => project.title));
});
