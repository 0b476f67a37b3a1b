import type {Locator, Page} from '@playwright/test';
import {expect, test} from './readerTab';
import {API_DEMOS, type ApiDemoName} from '../apiDemos';
import {paintedFrames} from './frames';
import {gotoHydrated} from './hydration';
import {axeViolations} from './axe';

/** The docs page each demo lives on. */
const DEMO_PAGES: Record<ApiDemoName, string> = {
  spring: '/docs/spring',
  easing: '/docs/easing',
  interpolate: '/docs/interpolate',
  'interpolate-colors': '/docs/interpolate-colors',
  noise: '/docs/noise/noise-3d',
  paths: '/docs/paths/evolve-path',
  sequence: '/docs/sequence',
};

/**
 * Stands in for IntersectionObserver until the test says the page has
 * scrolled, so that the moment before a demo loads can be looked at on any
 * page, however close to the top its demo sits.
 */
async function holdIntersections(page: Page) {
  await page.addInitScript(() => {
    const observers: Array<{callback: IntersectionObserverCallback; targets: Element[]}> = [];
    class HeldIntersectionObserver {
      private readonly entry: {callback: IntersectionObserverCallback; targets: Element[]};
      constructor(callback: IntersectionObserverCallback) {
        this.entry = {callback, targets: []};
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.entry.targets = [];
      }
      takeRecords() {
        return [];
      }
    }
    (window as unknown as {IntersectionObserver: unknown}).IntersectionObserver = HeldIntersectionObserver;
    (window as unknown as {releaseIntersections: () => void}).releaseIntersections = () => {
      for (const {callback, targets} of observers) {
        const entries = targets.map((target) => ({target, isIntersecting: true, intersectionRatio: 1}) as unknown as IntersectionObserverEntry);
        if (entries.length > 0) callback(entries, {} as IntersectionObserver);
      }
    };
  });
}

async function openDemo(page: Page, name: ApiDemoName): Promise<Locator> {
  await gotoHydrated(page, DEMO_PAGES[name]);
  const box = page.locator(`[data-api-demo="${name}"]`);
  await box.scrollIntoViewIfNeeded();
  await expect(box.locator('[data-demo-loaded]')).toBeVisible({timeout: 30_000});
  await expect(box.locator('[data-demo-composition]')).toBeVisible({timeout: 30_000});
  return box;
}

/** What a control must change: the plot, the frame the Player shows, and the code. */
async function snapshot(box: Locator) {
  return {
    plot: await box.locator('[data-demo-plot]').evaluate((element) => element.outerHTML),
    stage: await box.locator('[data-demo-composition]').evaluate((element) => element.innerHTML),
    code: await box.locator('[data-demo-code]').innerText(),
  };
}

/** Moves a control to another value, whatever kind of field it is. */
async function change(control: Locator): Promise<string> {
  const kind = await control.evaluate((element) => (element instanceof HTMLSelectElement ? 'select' : (element as HTMLInputElement).type));
  const value = await control.inputValue();
  switch (kind) {
    case 'range': {
      const max = (await control.getAttribute('max'))!;
      const target = value === max ? (await control.getAttribute('min'))! : max;
      await control.fill(target);
      return target;
    }
    case 'checkbox':
      await control.setChecked(!(await control.isChecked()));
      return String(await control.isChecked());
    case 'select': {
      const options = await control.locator('option').evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
      const target = options.find((option) => option !== value)!;
      await control.selectOption(target);
      return target;
    }
    case 'color': {
      const target = value.toLowerCase() === '#ff0000' ? '#00ff00' : '#ff0000';
      await control.fill(target);
      return target;
    }
    case 'text': {
      const example = await control.getAttribute('placeholder');
      expect(example, 'a text field needs an example value as its placeholder').toBeTruthy();
      expect(example).not.toBe(value);
      await control.fill(example!);
      return example!;
    }
    default:
      throw new Error(`no way to change a ${kind} field`);
  }
}

for (const name of Object.keys(DEMO_PAGES) as ApiDemoName[]) {
  test.describe(`the ${API_DEMOS[name].label}`, () => {
    test('waits for the reader to scroll to it, then loads into a box of the same size', async ({page}) => {
      await holdIntersections(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await gotoHydrated(page, DEMO_PAGES[name]);
      await page.waitForLoadState('networkidle');
      const box = page.locator(`[data-api-demo="${name}"]`);
      const image = box.locator(`img[src$="/img/api-demos/${name}.svg"]`);
      await expect(image).toBeVisible();
      expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(box.locator('[data-demo-loaded]')).toHaveCount(0);
      const before = await box.boundingBox();
      const firstLoad = scripts.length;

      await page.evaluate(() => (window as unknown as {releaseIntersections: () => void}).releaseIntersections());
      await expect(box.locator('[data-demo-loaded]')).toBeVisible({timeout: 30_000});
      await expect(box.locator('[data-demo-composition]')).toBeVisible({timeout: 30_000});
      // The demo, Remotion and the Player came in chunks of their own.
      expect(scripts.length).toBeGreaterThan(firstLoad);
      expect(await box.boundingBox()).toEqual(before);
      // The demo fills its box without spilling out of it.
      const fits = await box.locator('[data-demo-loaded]').evaluate((section) => section.scrollHeight <= section.clientHeight + 1);
      expect(fits).toBe(true);
    });

    test('every control changes the plot, the animation and the code', async ({tab: page}) => {
      test.slow();
      const box = await openDemo(page, name);
      const controls = box.locator('[data-form-control]');
      const labelsOf = () => controls.evaluateAll((list) => list.map((element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? ''));
      const defaults = await snapshot(box);
      const defaultLabels = await labelsOf();
      expect(defaultLabels.length).toBeGreaterThan(1);
      expect(defaultLabels.filter((label) => !/\S/.test(label)), 'every control has a label').toEqual([]);
      expect(new Set(defaultLabels).size, 'labels tell the controls apart').toBe(defaultLabels.length);

      const expectChangeBy = async (label: string) => {
        const before = await snapshot(box);
        const value = await change(controls.nth((await labelsOf()).indexOf(label)));
        const what = `${label} set to ${value}`;
        await expect.poll(async () => (await snapshot(box)).plot !== before.plot, {message: `${what}: the plot did not change`}).toBe(true);
        await expect.poll(async () => (await snapshot(box)).stage !== before.stage, {message: `${what}: the Player's frame did not change`}).toBe(true);
        await expect.poll(async () => (await snapshot(box)).code !== before.code, {message: `${what}: the code did not change`}).toBe(true);
      };
      // Each control is moved from the defaults, so one setting never hides
      // another's effect; a control that only appears with another (a fixed
      // duration, a bezier's points) is moved right after the one that shows it.
      for (const label of defaultLabels) {
        await box.locator('[data-demo-reset]').click();
        await expect.poll(() => snapshot(box)).toEqual(defaults);
        await expectChangeBy(label);
        for (const revealed of (await labelsOf()).filter((other) => !defaultLabels.includes(other))) {
          await expectChangeBy(revealed);
        }
      }
    });

    test('its controls are reached with the keyboard and show where the focus is', async ({tab: page}) => {
      const box = await openDemo(page, name);
      const controls = box.locator('[data-form-control]');
      await controls.first().focus();
      await page.keyboard.press('Tab');
      const second = controls.nth(1);
      await expect(second).toBeFocused();
      const outline = await second.evaluate((element) => {
        const style = getComputedStyle(element);
        return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
      await page.keyboard.press('Shift+Tab');
      await expect(controls.first()).toBeFocused();
    });

    test('never plays by itself, and axe finds nothing in it', async ({tab: page}) => {
      test.slow();
      await page.emulateMedia({reducedMotion: 'reduce'});
      const box = await openDemo(page, name);
      const frame = await snapshot(box);
      // A playing Player moves on with the frames the page paints (a 30 fps demo every second one at 60 Hz):
      // after 30 of them it would show another frame.
      await paintedFrames(page, 30);
      expect((await snapshot(box)).stage).toBe(frame.stage);
      expect(await axeViolations(page, {include: `[data-api-demo="${name}"]`})).toEqual([]);
    });
  });
}

test('a demo below the fold costs the first load nothing and arrives when the reader scrolls to it', async ({tab: page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  await gotoHydrated(page, DEMO_PAGES.interpolate);
  await page.waitForLoadState('networkidle');
  const box = page.locator('[data-api-demo="interpolate"]');
  expect((await box.boundingBox())!.y, 'the demo should start below the fold').toBeGreaterThan(720);
  await expect(box.locator('img')).toHaveCount(1);
  await expect(box.locator('[data-demo-loaded]')).toHaveCount(0);
  await page.mouse.wheel(0, 600);
  await expect(box.locator('[data-demo-loaded]')).toBeVisible({timeout: 30_000});
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('each demo page shows the plot of the default settings and says what the demo does', async ({page}) => {
    for (const [name, path] of Object.entries(DEMO_PAGES) as Array<[ApiDemoName, string]>) {
      await page.goto(path);
      const box = page.locator(`[data-api-demo="${name}"]`);
      const image = box.locator('img');
      await expect(image).toHaveAttribute('alt', API_DEMOS[name].fallbackAlt);
      expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth), path).toBeGreaterThan(0);
      await expect(box.locator('figcaption')).toHaveText(API_DEMOS[name].twin);
    }
  });
});

test("each demo page's Markdown twin carries the fallback image and the demo's description", async ({request}) => {
  for (const [name, path] of Object.entries(DEMO_PAGES) as Array<[ApiDemoName, string]>) {
    // Markdown escapes the `<` of a component's name.
    const twin = (await (await request.get(`${path}.md`)).text()).replace(/\\([<>])/g, '$1');
    expect(twin, path).toContain(`/img/api-demos/${name}.svg`);
    expect(twin, path).toContain(API_DEMOS[name].twin);
  }
});

test('every demo has a page', () => {
  expect(Object.keys(DEMO_PAGES).sort()).toEqual(Object.keys(API_DEMOS).sort());
});
