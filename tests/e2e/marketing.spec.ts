import {expect, test} from '@playwright/test';
import {showcaseEntries} from '../../src/data/showcase';
import {experts} from '../../src/data/experts';

test('the home page leads with the tagline, the install command and the docs', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Make videos programmatically');
  await expect(page.locator('header pre')).toHaveText('npm init video');
  await expect(page.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/docs/');
  await expect(page).toHaveTitle(/Remotion/);
});

test('the showcase shows one card per data entry, each linking out', async ({page}) => {
  await page.goto('/showcase/');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(showcaseEntries.length);
  for (const entry of showcaseEntries) {
    const card = page.locator(`[id="${entry.id}"]`);
    await expect(card.getByRole('heading', {level: 3})).toHaveText(entry.title);
    await expect(card.getByRole('link')).toHaveAttribute('href', entry.url);
  }
  await page.getByRole('link', {name: 'Add your project'}).click();
  await expect(page).toHaveURL(/\/showcase\/add$/);
  await expect(page.locator('main table')).toContainText('description');
});

test('the experts page lists the experts or says plainly that none are listed', async ({page}) => {
  await page.goto('/experts/');
  if (experts.length === 0) {
    await expect(page.getByRole('status')).toContainText('No experts are listed yet');
    await expect(page.getByRole('status').getByRole('link', {name: /Discord/})).toBeVisible();
  } else {
    await expect(page.locator('main article')).toHaveCount(experts.length);
  }
  await expect(page.getByRole('heading', {name: 'Becoming an expert'})).toBeVisible();
});

test('the showcase filter shows only the projects with the chosen tag', async ({page}) => {
  await page.goto('/showcase/');
  const cards = page.locator('main article');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const audio = showcaseEntries.filter((entry) => entry.tags.includes('audio'));
  expect(audio.length).toBeLessThan(showcaseEntries.length);
  await page.getByRole('button', {name: 'Audio'}).click();
  await expect(page.getByRole('button', {name: 'Audio'})).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(audio.length);
  await expect(cards.getByRole('heading', {level: 3})).toHaveText(audio.map((entry) => entry.title));
  await page.getByRole('button', {name: 'All'}).click();
  await expect(cards).toHaveCount(showcaseEntries.length);
});
