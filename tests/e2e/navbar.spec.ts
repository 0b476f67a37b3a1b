import type {Page} from '@playwright/test';
import {expect, test} from './readerTab';
import {layoutShifts} from './layoutShifts';
import {gotoHydrated} from './hydration';

const navbar = (page: Page) => page.locator('nav.navbar');

test.describe('navbar on desktop', () => {
  test('shows the logo, title and the primary links with their targets', async ({tab: page}) => {
    await page.goto('/blog');
    const brand = navbar(page).locator('.navbar__brand');
    await expect(brand).toHaveAttribute('href', '/');
    await expect(brand.getByRole('img', {name: 'Remotion logo'}).first()).toBeVisible();
    await expect(brand).toContainText('Remotion');

    const left = navbar(page).locator('.navbar__items:not(.navbar__items--right)');
    await expect(left.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/');
    await expect(left.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/docs/remotion');
    await expect(left.getByRole('link', {name: 'Pricing', exact: true})).toHaveAttribute('href', '/docs/license');
  });

  test('the logo switches to its dark variant in dark mode', async ({tab: page}) => {
    await page.goto('/');
    const visibleLogo = () => navbar(page).locator('.navbar__logo img:visible');
    await expect(visibleLogo()).toHaveAttribute('src', /\/img\/logo\.svg$/);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(visibleLogo()).toHaveAttribute('src', /\/img\/logo-dark\.svg$/);
  });

  test('the More dropdown holds Blog, Showcase, Experts, About and Success Stories', async ({tab: page}) => {
    await page.goto('/');
    const dropdown = navbar(page).locator('.dropdown', {hasText: 'More'});
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveText(['Blog', 'Showcase', 'Experts', 'About', 'Success Stories']);
    const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/blog', '/showcase', '/experts', '/about', '/success-stories']);
  });

  test('external links open in a new tab and carry the external-link icon', async ({tab: page}) => {
    await page.goto('/');
    const right = navbar(page).locator('.navbar__items--right');
    for (const [label, href] of [
      ['Twitter', 'https://twitter.com/remotion'],
      ['Discord', 'https://remotion.dev/discord'],
      ['GitHub', 'https://github.com/remotion-dev/remotion'],
    ] as const) {
      const link = right.getByRole('link', {name: label});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link.locator('svg')).toBeVisible();
    }
  });

  test('version dropdown, locale dropdown, colour switch and search sit on the right', async ({tab: page}) => {
    await page.goto('/docs/');
    const right = navbar(page).locator('.navbar__items--right');
    await expect(right.locator('.dropdown', {hasText: 'Next'})).toBeVisible();
    await expect(right.locator('.dropdown', {hasText: 'English'})).toBeVisible();
    await expect(right.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(right.getByRole('button', {name: /Search/})).toBeVisible();
    const versions = right.locator('.dropdown', {hasText: 'Next'});
    await versions.hover();
    await expect(versions.locator('.dropdown__menu a')).toHaveText(['Next', 'All releases']);
    await expect(versions.getByRole('link', {name: 'Next'})).toHaveAttribute('href', '/docs/');
  });

  for (const width of [997, 1100, 1280]) {
    test(`at ${width} px every item stays on one line inside the navbar`, async ({tab: page}) => {
      await page.setViewportSize({width, height: 720});
      await page.goto('/docs/interpolate');
      const layout = await navbar(page).evaluate((nav) => {
        const inner = nav.querySelector('.navbar__inner')!;
        // Each text link and dropdown toggle: how many lines of its own text it is tall.
        const links = nav.querySelectorAll<HTMLElement>('.navbar__items > .navbar__link, .navbar__items > .dropdown > .navbar__link');
        const lines = Array.from(links, (link) => {
          const style = getComputedStyle(link);
          const content = link.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          return {text: link.textContent!.trim(), lines: Math.round(content / parseFloat(style.lineHeight))};
        });
        return {lines, overflow: inner.scrollWidth - inner.clientWidth};
      });
      expect(layout.lines.map(({text}) => text)).toEqual(
        expect.arrayContaining(['Docs', 'API', 'Pricing', 'More', 'English', 'Twitter', 'Discord', 'GitHub']),
      );
      for (const {text, lines} of layout.lines) expect(lines, text).toBe(1);
      expect(layout.overflow).toBeLessThanOrEqual(0);
      await expect(navbar(page).getByRole('img', {name: 'Remotion logo'}).first()).toBeVisible();
    });
  }

  test('hides when scrolling down and comes back when scrolling up', async ({tab: page}) => {
    await page.goto('/docs/the-fundamentals');
    await expect(navbar(page)).toBeInViewport();
    await page.mouse.move(640, 500);
    // Step by step, as a reader scrolls: each step lands before the next.
    for (let step = 1; step <= 6; step++) {
      await page.mouse.wheel(0, 250);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(step * 250 - 1);
    }
    await expect(navbar(page)).not.toBeInViewport();
    await page.mouse.wheel(0, -250);
    await expect(navbar(page)).toBeInViewport();
  });
});

test.describe('the top of a page while it loads', () => {
  test('the first paint waits until the navbar, and on the home page the hero, are parsed', async ({tab: page}) => {
    for (const {path, expected} of [
      {path: '/docs/spring', expected: ['#navbar-parsed']},
      {path: '/', expected: ['#navbar-parsed', '#hero']},
    ]) {
      await page.goto(path);
      const expectLinks = page.locator('head link[rel="expect"][blocking="render"]');
      await expect(expectLinks, path).toHaveCount(expected.length);
      expect((await expectLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).sort()).toEqual(
        [...expected].sort(),
      );
      const markerFollowsTheItems = await page.evaluate(() => {
        const items = document.querySelector('nav.navbar .navbar__items--right');
        const marker = document.querySelector('nav.navbar #navbar-parsed');
        return Boolean(items && marker && items.compareDocumentPosition(marker) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(markerFollowsTheItems, path).toBe(true);
    }
  });

  // The right-hand navbar items are aligned to the right edge and the hero's
  // buttons are centred, so a frame painted while only some of them were
  // parsed showed them elsewhere than they end up. Whether the parser pauses
  // there is a matter of timing: on a CPU slowed twelvefold, it did so in two
  // of three loads of the home page before the first paint was held.
  test('nothing on the home page moves while a slow CPU loads it', async ({page}) => {
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 12});
    for (let load = 1; load <= 3; load++) {
      await gotoHydrated(page, '/', {timeout: 30_000});
      expect(await layoutShifts(page), `load ${load}`).toEqual([]);
    }
  });
});

test.describe('navbar dropdowns', () => {
  // Opening on click and on Enter is React's; before it hydrates the page,
  // the menu opens on hover only.
  test.beforeEach(async ({tab: page}) => {
    await gotoHydrated(page, '/docs/');
  });

  test('open on click and close on a press outside', async ({tab: page}) => {
    const dropdown = navbar(page).locator('.dropdown', {hasText: 'More'});
    const firstItem = dropdown.getByRole('link', {name: 'Blog'});
    await expect(firstItem).toBeHidden();
    await dropdown.getByRole('button', {name: 'More'}).click();
    await expect(firstItem).toBeVisible();
    await page.locator('main').click({position: {x: 5, y: 5}});
    await expect(firstItem).toBeHidden();
    expect(page.url()).toMatch(/\/docs\/$/);
  });

  test('an open dropdown closes on a press outside', async ({tab: page}) => {
    const dropdown = navbar(page).locator('.dropdown', {hasText: 'More'});
    await dropdown.getByRole('button', {name: 'More'}).focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.mouse.click(640, 600);
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
    await expect(dropdown.getByRole('link', {name: 'Blog'})).toBeHidden();
  });

  test('open on Enter and close on Tab from the last item', async ({tab: page}) => {
    const dropdown = navbar(page).locator('.dropdown', {hasText: 'More'});
    await dropdown.getByRole('button', {name: 'More'}).focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await expect(dropdown.getByRole('link', {name: 'Blog'})).toBeVisible();
    await dropdown.getByRole('link', {name: 'Success Stories'}).focus();
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.keyboard.press('Tab');
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });
});
