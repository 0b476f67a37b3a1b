import type {Page} from '@playwright/test';
import {expect, test} from './readerTab';
import {DESKTOP, MOBILE} from './site';
import {waitForHydration} from './hydration';

test.use({viewport: MOBILE});

const sidebar = '.navbar-sidebar';

// The toggle is in the server-rendered HTML, but works only once React has hydrated.
async function openMenu(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
}

test('below 996 px the navbar collapses into a toggleable sidebar', async ({tab: page}) => {
  await page.goto('/');
  await expect(page.locator('.navbar__items .navbar__link', {hasText: 'Pricing'})).toBeHidden();
  await openMenu(page);
  await expect(page.locator(sidebar)).toBeVisible();
  await expect(page.locator(sidebar).getByRole('link', {name: 'Pricing'})).toBeVisible();
  await page.locator('.navbar-sidebar__close').click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('on a docs page the sidebar opens on the secondary menu, with Back to main menu', async ({tab: page}) => {
  await page.goto('/docs/the-fundamentals');
  await openMenu(page);
  const panels = page.locator(`${sidebar} .navbar-sidebar__item`);
  await expect(panels.nth(1).getByRole('link', {name: 'Installation'})).toBeVisible();
  await expect(panels.nth(1).locator('a.menu__link--active[aria-current="page"]')).toHaveText('The fundamentals');
  await expect(panels.nth(0)).toHaveAttribute('inert', '');
  await expect(panels.nth(0).getByRole('link', {name: 'Pricing'})).not.toBeInViewport();
  await page.getByRole('button', {name: 'Back to main menu'}).click();
  await expect(panels.nth(0).getByRole('link', {name: 'Pricing'})).toBeInViewport();
  await expect(panels.nth(1)).toHaveAttribute('inert', '');
});

test('the sidebar closes on browser back', async ({tab: page}) => {
  await page.goto('/');
  await page.goto('/about/');
  await openMenu(page);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.goBack();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('the sidebar closes when the window grows to desktop width', async ({tab: page}) => {
  await page.goto('/');
  await openMenu(page);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.setViewportSize(DESKTOP);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.locator('.navbar__items .navbar__link', {hasText: 'Pricing'})).toBeVisible();
});

test('a mobile dropdown expands when it holds the active page and toggles on press', async ({tab: page}) => {
  await page.goto('/showcase/');
  await openMenu(page);
  const more = page.locator(`${sidebar} .menu__list-item`, {has: page.locator('.menu__link', {hasText: 'More'})});
  await expect(more).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(more.getByRole('link', {name: 'Showcase'})).toBeVisible();

  await page.goto('/about/');
  await openMenu(page);
  await expect(page.locator(sidebar).getByRole('link', {name: 'Experts'})).toBeVisible();

  await page.goto('/');
  await openMenu(page);
  await expect(more).toHaveClass(/menu__list-item--collapsed/);
  await more.locator('.menu__link', {hasText: 'More'}).click();
  await expect(more).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(more.getByRole('link', {name: 'Experts'})).toBeVisible();
});
