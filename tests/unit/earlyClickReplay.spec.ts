import {expect, test, type Page} from '@playwright/test';
import earlyClickReplayPlugin, {
  clickReplayScript,
  HOLD_LIMIT_MS,
  RELEASED_EVENT,
  REPLAYED_EVENT,
} from '../../src/plugins/early-click-replay';

// A stand-in for a server-rendered page: the script in <head>, controls in
// the body, and a "hydrate" step that attaches the handlers and sets the
// attribute, as React and Docusaurus do.
const PAGE = `<!doctype html>
<html data-has-hydrated="false">
<head><script>${clickReplayScript()}</script></head>
<body>
  <button type="button" id="toggle">Toggle</button>
  <button type="button" id="other">Other</button>
  <a href="#" role="button" id="dropdown">More</a>
  <ul role="tablist"><li role="tab" id="tab0">npm</li><li role="tab" id="tab">yarn</li></ul>
  <a href="#target" role="button" id="link">A page</a>
  <form action="javascript:void 0"><button id="submit">Send</button><input id="field"></form>
  <div id="target"></div>
</body>
</html>`;

/**
 * With `tabsAfterHydration`, the tab list is replaced by a new one holding
 * these tabs, as Docusaurus mounts its tabs anew once in the browser, and a
 * button appears before it, as code blocks gain theirs.
 */
async function hydrate(page: Page, tabsAfterHydration?: string[]): Promise<number> {
  return page.evaluate(
    ({tabs, replayedEvent}) => {
      if (tabs) {
        const list = document.createElement('ul');
        list.setAttribute('role', 'tablist');
        for (const [i, text] of tabs.entries()) {
          const tab = list.appendChild(document.createElement('li'));
          tab.setAttribute('role', 'tab');
          tab.id = `new-tab-${i}`;
          tab.textContent = text;
        }
        const copyButton = document.createElement('button');
        copyButton.type = 'button';
        copyButton.id = 'copy';
        document.querySelector('[role="tablist"]')!.replaceWith(copyButton, list);
      }
      const log: string[] = ((window as unknown as {clicks: string[]}).clicks = []);
      // The search bar's shortcut listener (useSearchShortcuts) is on window.
      window.addEventListener('keydown', (event) => {
        log.push(`key:${event.ctrlKey ? 'Ctrl+' : ''}${event.metaKey ? 'Meta+' : ''}${event.key}`);
      });
      for (const control of Array.from(document.querySelectorAll('button, a, li'))) {
        control.addEventListener('click', (event: Event) => {
          log.push(control.id);
          if (control.tagName === 'A' && control.getAttribute('href') === '#') event.preventDefault();
        });
      }
      // Resolves with the number of clicks the script replayed, once it says it is done.
      const replayed = new Promise<number>((resolve) =>
        document.addEventListener(replayedEvent, (event) => resolve((event as CustomEvent<{replayed: number}>).detail.replayed), {once: true}),
      );
      document.documentElement.setAttribute('data-has-hydrated', 'true');
      return replayed;
    },
    {tabs: tabsAfterHydration, replayedEvent: REPLAYED_EVENT},
  );
}

const clicks = (page: Page) => page.evaluate(() => (window as unknown as {clicks: string[]}).clicks);

test('clicks before hydration are replayed once it is done, once per control, in the order of its last click', async ({page}) => {
  await page.setContent(PAGE);
  await page.click('#other');
  await page.click('#toggle');
  await page.click('#other');
  await page.click('#dropdown');
  await page.click('#tab');
  expect(page.url()).not.toContain('#');
  expect(await hydrate(page)).toBe(4);
  expect(await clicks(page)).toEqual(['toggle', 'other', 'dropdown', 'tab']);
});

test('a control that hydration replaced is found at its place, and clicked only if its text is the same', async ({page}) => {
  await page.setContent(PAGE);
  await page.click('#tab');
  expect(await hydrate(page, ['npm', 'yarn'])).toBe(1);
  expect(await clicks(page)).toEqual(['new-tab-1']);

  await page.setContent(PAGE);
  await page.click('#tab');
  expect(await hydrate(page, ['npm', 'pnpm'])).toBe(0);
  expect(await clicks(page)).toEqual([]);
});

test('after hydration clicks reach the page directly, with nothing held or replayed', async ({page}) => {
  await page.setContent(PAGE);
  await hydrate(page);
  await page.click('#toggle');
  await page.click('#toggle');
  await expect.poll(() => clicks(page)).toEqual(['toggle', 'toggle']);
});

test('links to a page and submit buttons keep their native behaviour before hydration', async ({page}) => {
  await page.setContent(PAGE);
  const submitted = page.evaluate(
    () => new Promise<boolean>((resolve) => document.querySelector('form')!.addEventListener('submit', () => resolve(true))),
  );
  await page.click('#submit');
  expect(await submitted).toBe(true);
  await page.click('#link');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#target');
  expect(await hydrate(page)).toBe(0);
  expect(await clicks(page)).toEqual([]);
});

test('when hydration never comes, held clicks are let go after the limit and clicks act natively again', async ({page}) => {
  await page.clock.install();
  await page.setContent(PAGE);
  // Time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const released = page.evaluate(
    (event) => new Promise<number>((resolve) => document.addEventListener(event, (e) => resolve((e as CustomEvent<{dropped: number}>).detail.dropped))),
    RELEASED_EVENT,
  );
  await page.click('#dropdown');
  await page.click('#toggle');
  expect(page.url()).not.toContain('#');
  await page.clock.runFor(HOLD_LIMIT_MS - 1);
  await page.click('#dropdown');
  expect(page.url(), 'still held just before the limit').not.toContain('#');
  await page.clock.runFor(1);
  expect(await released).toBe(2);
  await page.click('#dropdown');
  expect(page.url()).toMatch(/#$/);
});

/**
 * Starts listening for the next keydown of `key` (not of its modifiers) on
 * window; what it returns then tells whether that keydown arrived with its
 * default prevented. The listener is in place before the key is pressed.
 */
async function watchKeydown(page: Page, key: string): Promise<() => Promise<boolean>> {
  await page.evaluate((expected) => {
    (window as unknown as {nextKeydown: Promise<boolean>}).nextKeydown = new Promise<boolean>((resolve) =>
      window.addEventListener('keydown', (event) => {
        if (event.key.toLowerCase() === expected) resolve(event.defaultPrevented);
      }),
    );
  }, key);
  return () => page.evaluate(() => (window as unknown as {nextKeydown: Promise<boolean>}).nextKeydown);
}

test('a search shortcut pressed before hydration is pressed again once it is done, once however often it was pressed', async ({page}) => {
  await page.setContent(PAGE);
  const defaultPrevented = await watchKeydown(page, 'k');
  await page.keyboard.press('Control+k');
  // Held: the browser's own Ctrl+K (focus the address bar) does not happen either.
  expect(await defaultPrevented()).toBe(true);
  await page.keyboard.press('Control+k');
  expect(await hydrate(page)).toBe(1);
  expect(await clicks(page)).toEqual(['key:Ctrl+k']);

  await page.setContent(PAGE);
  await page.keyboard.press('Meta+K');
  expect(await hydrate(page)).toBe(1);
  expect(await clicks(page)).toEqual(['key:Meta+K']);
});

test('"/" is held outside a text field only, other keys never, and Escape drops a held shortcut', async ({page}) => {
  await page.setContent(PAGE);
  await page.keyboard.press('/');
  await page.keyboard.press('a');
  expect(await hydrate(page)).toBe(1);
  expect(await clicks(page)).toEqual(['key:/']);

  await page.setContent(PAGE);
  await page.click('#field');
  await page.keyboard.type('a/b');
  expect(await hydrate(page)).toBe(0);
  await expect(page.locator('#field')).toHaveValue('a/b');

  await page.setContent(PAGE);
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Escape');
  expect(await hydrate(page)).toBe(0);
  expect(await clicks(page)).toEqual([]);
});

test('when hydration never comes, a held shortcut is dropped at the limit too', async ({page}) => {
  await page.clock.install();
  await page.setContent(PAGE);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.evaluate((event) => {
    (window as unknown as {released: Promise<number>}).released = new Promise<number>((resolve) =>
      document.addEventListener(event, (e) => resolve((e as CustomEvent<{dropped: number}>).detail.dropped)),
    );
  }, RELEASED_EVENT);
  await page.keyboard.press('Control+k');
  await page.clock.runFor(HOLD_LIMIT_MS);
  expect(await page.evaluate(() => (window as unknown as {released: Promise<number>}).released)).toBe(1);
  const prevented = await watchKeydown(page, '/');
  await page.keyboard.press('/');
  expect(await prevented()).toBe(false);
});

test('the plugin puts the script in <head>', () => {
  const tags = earlyClickReplayPlugin().injectHtmlTags!({content: undefined});
  expect(tags).toEqual({headTags: [{tagName: 'script', innerHTML: clickReplayScript()}]});
});
