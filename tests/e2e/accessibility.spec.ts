import {expect, test} from './readerTab';
import type {Page} from '@playwright/test';
import {FIRST_RESULTS_TIMEOUT} from './site';
import {gotoHydrated} from './hydration';
import {axeViolations} from './axe';

// `npm run check:site` runs axe on every route, in one of the two modes,
// without the rules on colours (contrast, links told apart from text) and
// the lines of code blocks. These tests cover what the crawl does not:
// every rule, the colour rules included, in both
// modes on a sample of every kind of page (the search page with results,
// which the crawl opens without a query, and pages whose code blocks axe
// sees whole), the states that only exist after interaction, and keyboard
// use.

const SAMPLE = [
  '/',
  '/docs/',
  '/docs/interpolate',
  '/docs/lambda/rendermediaonlambda',
  '/docs/brownfield',
  '/blog',
  '/blog/3-2',
  '/success-stories/makestories',
  '/search?q=spring',
  '/player/',
  '/lambda/',
  '/showcase/',
  '/experts/',
  '/about/',
];

async function expectNoViolations(page: Page, include?: string, disableRules: string[] = []) {
  expect(await axeViolations(page, {include, disableRules})).toEqual([]);
}

async function openSettled(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
}

test('the axe check reports a violation that is there, with its rule and element, and within include only', async ({tab: page}) => {
  await openSettled(page, '/about/');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'no-alt';
    document.querySelector('footer')!.append(image);
  });
  expect(await axeViolations(page)).toEqual(['image-alt (critical): #no-alt']);
  expect(await axeViolations(page, {include: 'main'})).toEqual([]);
  expect(await axeViolations(page, {disableRules: ['image-alt']})).toEqual([]);
});

type Scheme = 'light' | 'dark';
const other = (scheme: Scheme): Scheme => (scheme === 'light' ? 'dark' : 'light');

/**
 * Turns the system's colour scheme over and waits until the page has followed
 * it and every transition has ended, so that axe reads settled colours.
 * Both modes are checked in one load: a second load and a second start of axe
 * cost more than the check itself.
 */
async function switchScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({colorScheme: scheme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

test.describe('light and dark mode', () => {
  // With motion, the home page's Player loops its title card, and axe could
  // catch a frame mid-fade, its text at partial opacity. With reduced motion
  // the Players wait for the visitor to press play.
  test.use({reducedMotion: 'reduce'});

  // Half the pages load dark and half light, so that each mode is seen both
  // as a page first renders it and after the visitor's system switches.
  SAMPLE.forEach((path, index) => {
    const first: Scheme = index % 2 ? 'dark' : 'light';
    test(`axe finds no violation on ${path}, ${first} mode, then ${other(first)}`, async ({tab: page}) => {
      // axe needs over 10 s for the longest pages on these shared machines.
      test.slow();
      await page.emulateMedia({colorScheme: first});
      await openSettled(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', first);
      await expectNoViolations(page);
      await switchScheme(page, other(first));
      await expectNoViolations(page);
    });
  });

  test('axe finds no violation in the search modal with results', async ({tab: page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await openSettled(page, '/docs/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('interpolate');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      // The one rule left out: DocSearch 3.9 renders each result as a link
      // inside a listbox option, a nested interactive control that no
      // change short of replacing its results markup can avoid.
      await expectNoViolations(page, '.DocSearch-Modal', ['nested-interactive']);
    }
  });

  test('axe finds no violation in the open mobile menu', async ({tab: page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.emulateMedia({colorScheme: 'dark'});
    await openSettled(page, '/docs/interpolate');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    for (const scheme of ['dark', 'light'] as const) {
      // Also waits for the slide-in transition to finish.
      await switchScheme(page, scheme);
      await expectNoViolations(page, '.navbar-sidebar');
    }
  });
});

const INTERACTIVE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Tabs through the whole page and returns the interactive elements that are
 * visible but never received focus, and the focused ones without a visible
 * focus indicator.
 */
async function tabThrough(page: Page, scope: string) {
  const expected = await page.evaluate(
    ({scope, selector}) => {
      const elements = Array.from(document.querySelectorAll<HTMLElement>(`${scope} :is(${selector})`)).filter((element) => {
        const box = element.getBoundingClientRect();
        // A radio group is one tab stop (arrow keys move within it): only
        // its checked radio is expected to take focus from Tab.
        const isUncheckedRadio = element instanceof HTMLInputElement && element.type === 'radio' && !element.checked;
        return (
          box.width > 0 &&
          box.height > 0 &&
          element.tabIndex >= 0 &&
          !isUncheckedRadio &&
          element.checkVisibility({visibilityProperty: true})
        );
      });
      elements.forEach((element, index) => element.setAttribute('data-tab-check', String(index)));
      return elements.length;
    },
    {scope, selector: INTERACTIVE},
  );
  // Each focus is recorded in the page as it happens, so the test costs one
  // round trip per key press rather than two.
  await page.evaluate(() => {
    const log: Array<{id: string | null; visibleFocus: boolean; label: string}> = [];
    (window as unknown as {tabLog: typeof log}).tabLog = log;
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement;
      const style = getComputedStyle(element);
      log.push({
        id: element.closest('[data-tab-check]')?.getAttribute('data-tab-check') ?? null,
        visibleFocus: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
        label: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label')}"`,
      });
    });
  });
  const readLog = () =>
    page.evaluate(() => (window as unknown as {tabLog: Array<{id: string | null; visibleFocus: boolean; label: string}>}).tabLog);
  const maxPresses = expected * 2 + 40;
  let log = await readLog();
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press('Tab');
    if (presses % 20 === 19) {
      log = await readLog();
      if (new Set(log.map((entry) => entry.id).filter((id) => id !== null)).size >= expected) break;
    }
  }
  log = await readLog();
  const reached = new Set(log.map((entry) => entry.id).filter((id): id is string => id !== null));
  const withoutFocusStyle = log.filter((entry) => !entry.visibleFocus).map((entry) => entry.label);
  const missed = await page.evaluate(
    (reachedIds) =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-tab-check]'))
        .filter((element) => !reachedIds.includes(element.getAttribute('data-tab-check')!))
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label')}"`),
    [...reached],
  );
  return {expected, missed, withoutFocusStyle};
}

for (const path of ['/', '/player/', '/lambda/', '/showcase/', '/docs/interpolate']) {
  test(`every visible control on ${path} is reached with Tab and shows its focus`, async ({tab: page}) => {
    // Hundreds of key presses on pages with a full sidebar.
    test.slow();
    await openSettled(page, path);
    const {expected, missed, withoutFocusStyle} = await tabThrough(page, 'body');
    expect(expected).toBeGreaterThan(10);
    expect(missed).toEqual([]);
    expect(withoutFocusStyle).toEqual([]);
  });
}

test('the More dropdown opens from the keyboard and its items can be followed', async ({tab: page}) => {
  await openSettled(page, '/');
  const more = page.locator('nav.navbar .dropdown > a', {hasText: 'More'});
  // On a loaded machine the first Enter can land before the dropdown's key
  // handler is attached; press again only while it is still closed, so a late
  // first press is never toggled back.
  await expect(async () => {
    if ((await more.getAttribute('aria-expanded')) !== 'true') {
      await more.focus();
      await page.keyboard.press('Enter');
    }
    await expect(more).toHaveAttribute('aria-expanded', 'true', {timeout: 2_000});
  }).toPass({timeout: 15_000});
  const blog = page.locator('nav.navbar .dropdown__menu').getByRole('link', {name: 'Blog', exact: true});
  await expect(blog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(blog).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/?$/);
});

test('a sidebar category opens and closes from the keyboard', async ({tab: page}) => {
  await openSettled(page, '/docs/the-fundamentals');
  const category = page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible').filter({hasText: 'Migration guides'});
  const toggle = category.locator('a, button').first();
  await toggle.focus();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'v3.0 Migration'})).toBeVisible();
});

test('the search modal works from the keyboard alone and hands focus back when it closes', async ({tab: page}) => {
  await openSettled(page, '/docs/');
  const button = page.locator('.DocSearch-Button');
  await button.focus();
  await page.keyboard.press('Enter');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await page.keyboard.type('spring');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: FIRST_RESULTS_TIMEOUT});
  await page.keyboard.press('Tab');
  await expect(page.locator('.DocSearch-Modal :focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the search button is named by the label it shows, on a phone too', async ({tab: page}) => {
  for (const viewport of [{width: 1280, height: 800}, {width: 390, height: 844}]) {
    await page.setViewportSize(viewport);
    await openSettled(page, '/docs/interpolate');
    const button = page.locator('.navbar .DocSearch-Button');
    await expect(button).toHaveAccessibleName('Search');
    await expect(button).toHaveAttribute('aria-keyshortcuts', /^(Control|Meta)\+K$/);
    // Off by default in axe (experimental); Lighthouse runs it.
    expect(await axeViolations(page, {withRules: ['label-content-name-mismatch'], include: '.navbar'})).toEqual([]);
  }
});
