import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from './readerTab';
import {gotoHydrated} from './hydration';
import {axeViolations} from './axe';

// Hover types on code samples (src/plugins/snippet-types,
// src/components/SampleTypes): what TypeScript says about a name, from the
// installed Remotion 3.2 packages, shown on hover and listed by a button.

const TYPED_SAMPLE = '[data-sample-types]';
const TOOLTIP = '[role="tooltip"]';
const PANEL = '[role="region"][aria-label="Types in this sample"]';

/** A declaration of an installed package's .d.ts as TypeScript's quick info prints it: without `export declare` and the `;`. */
function declarationIn(dtsFile: string, name: string): string {
  const source = readFileSync(join(process.cwd(), 'node_modules', dtsFile), 'utf8');
  const start = source.search(new RegExp(`export declare (function|const) ${name}\\b`));
  expect(start, `${name} in ${dtsFile}`).toBeGreaterThanOrEqual(0);
  // The declaration ends at the first `;` outside brackets (its parameter types hold `;` of their own).
  let depth = 0;
  let end = start;
  for (; end < source.length && !(source[end] === ';' && depth === 0); end++) {
    if ('({['.includes(source[end]!)) depth++;
    if (')}]'.includes(source[end]!)) depth--;
  }
  return source.slice(start, end).replace(/^export declare /, '');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first token of a typed sample that is exactly `name`. */
const nameInSample = (page: Page, name: string) =>
  page.locator(`${TYPED_SAMPLE} pre .token`).filter({hasText: new RegExp(`^${name}$`)}).first();

const API_PAGES = [
  {path: '/docs/interpolate', name: 'interpolate', dts: 'remotion/dist/interpolate.d.ts'},
  {path: '/docs/spring', name: 'spring', dts: 'remotion/dist/spring/index.d.ts'},
  {path: '/docs/renderer/render-media', name: 'renderMedia', dts: '@remotion/renderer/dist/render-media.d.ts'},
  {path: '/docs/lambda/rendermediaonlambda', name: 'renderMediaOnLambda', dts: '@remotion/lambda/dist/api/render-media-on-lambda.d.ts'},
  {path: '/docs/player/api', name: 'Player', dts: '@remotion/player/dist/Player.d.ts'},
];

for (const {path, name, dts} of API_PAGES) {
  test(`hovering ${name} on ${path} shows its signature from the installed .d.ts, loaded only then`, async ({page}) => {
    const typeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/types/')) typeRequests.push(request.url());
    });
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    expect(typeRequests, 'no type data before the first hover').toEqual([]);

    await nameInSample(page, name).hover();
    const tooltip = page.locator(TOOLTIP);
    await expect(tooltip).toBeVisible();
    expect(collapse(await tooltip.locator('code').textContent() ?? '')).toBe(collapse(declarationIn(dts, name)));
    expect(typeRequests).toHaveLength(1);

    await page.mouse.move(1, 1);
    await expect(tooltip).toBeHidden();
  });
}

test('the tooltip shows the first paragraph of the doc comment', async ({tab: page}) => {
  await gotoHydrated(page, '/docs/interpolate');
  await nameInSample(page, 'interpolate').hover();
  await expect(page.locator(TOOLTIP)).toContainText('Map a value from an input range to an output range.');
});

test('keyboard: one button per sample lists its names and types, Escape closes it; axe stays clean', async ({tab: page}) => {
  await gotoHydrated(page, '/docs/interpolate');
  await page.locator(`${TYPED_SAMPLE} pre`).first().focus();
  await page.keyboard.press('Tab');
  const button = page.getByRole('button', {name: 'Types', exact: true}).first();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(PANEL);
  const entry = panel.locator('div', {has: page.locator('dt code', {hasText: /^interpolate$/})});
  await expect(entry.locator('dd code')).toContainText('function interpolate(input: number, inputRange: readonly number[]');
  await expect(button).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);

  expect(await axeViolations(page, {include: TYPED_SAMPLE})).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(panel).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test('the tooltip and the list fit a 390 px wide screen', async ({tab: page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, '/docs/lambda/rendermediaonlambda');
  await nameInSample(page, 'renderMediaOnLambda').hover();
  const tooltip = page.locator(TOOLTIP);
  await expect(tooltip).toBeVisible();
  const tip = (await tooltip.boundingBox())!;
  expect(tip.x).toBeGreaterThanOrEqual(0);
  expect(tip.x + tip.width).toBeLessThanOrEqual(390);

  await page.getByRole('button', {name: 'Types', exact: true}).first().click();
  const panel = (await page.locator(PANEL).boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(390);
});

test('the tooltip follows the colour mode', async ({tab: page}) => {
  const backgroundIn = async (colorScheme: 'light' | 'dark') => {
    await page.emulateMedia({colorScheme});
    await gotoHydrated(page, '/docs/spring');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await nameInSample(page, 'spring').hover();
    const tooltip = page.locator(TOOLTIP);
    await expect(tooltip).toBeVisible();
    return tooltip.evaluate((element) => {
      const surface = getComputedStyle(document.documentElement).getPropertyValue('--ifm-background-surface-color').trim();
      const probe = document.createElement('div');
      probe.style.background = surface;
      document.body.append(probe);
      const expected = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return {shown: getComputedStyle(element).backgroundColor, expected};
    });
  };
  const light = await backgroundIn('light');
  const dark = await backgroundIn('dark');
  expect(light.shown).toBe(light.expected);
  expect(dark.shown).toBe(dark.expected);
  expect(dark.shown).not.toBe(light.shown);
});

test('a sample that check:snippets skips renders as before: no types, no button', async ({tab: page}) => {
  await gotoHydrated(page, '/docs/register-root');
  const skipped = page.locator('.theme-code-block', {has: page.locator('.token', {hasText: /^RemotionRoot$/})}).filter({
    has: page.getByText('src/index.ts', {exact: true}),
  });
  await expect(skipped).toHaveCount(1);
  await expect(skipped.locator(`xpath=ancestor::*[@data-sample-types]`)).toHaveCount(0);
  await skipped.hover();
  await expect(skipped.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  await expect(skipped.getByRole('button', {name: 'Types', exact: true})).toHaveCount(0);
  // A typed sample on the same page has its button, so the absence above is not a page without types.
  await expect(page.locator(TYPED_SAMPLE).first().getByRole('button', {name: 'Types', exact: true})).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a typed sample is a plain code block', async ({page}) => {
    await page.goto('/docs/interpolate');
    const sample = page.locator(TYPED_SAMPLE).first();
    await expect(sample.locator('pre')).toContainText('interpolate(');
    await expect(sample.locator('button')).toHaveCount(0);
  });
});
