import type {Page} from '@playwright/test';
import {expect, test} from './readerTab';
import {layoutShifts} from './layoutShifts';
import {paintedFrames} from './frames';
import {gotoHydrated} from './hydration';

const titleInFrame = (page: Page) => page.getByTestId('title-card-text');

/** Fails every script chunk that carries the Remotion composition. */
async function breakPlayerChunk(page: Page): Promise<{repair: () => void}> {
  let broken = true;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (broken && body.includes('title-card-text')) {
      await route.abort('failed');
      return;
    }
    await route.fulfill({response, body});
  });
  return {
    repair: () => {
      broken = false;
    },
  };
}

test('the Player loads lazily, plays, and shows prop changes at once', async ({tab: page}) => {
  await page.goto('/player/');
  await expect(titleInFrame(page)).toHaveText('Hello, Player');
  const timeLabel = page.getByText(/^\d:\d\d \/ 0:04$/);
  const pausedAt = await timeLabel.innerText();
  await page.getByRole('button', {name: 'Play video'}).click();
  await expect(page.getByRole('button', {name: 'Pause video'})).toBeVisible();
  await expect(timeLabel).not.toHaveText(pausedAt, {timeout: 5_000});

  await page.getByLabel('Title').fill('Rendered with React');
  await expect(titleInFrame(page)).toHaveText('Rendered with React');
});

test('the docs never load Remotion', async ({page}) => {
  const scriptChecks: Promise<string | null>[] = [];
  const checkScript = (response: import('@playwright/test').Response) => {
    if (!response.url().endsWith('.js')) return;
    scriptChecks.push(
      response
        .text()
        .then((body) => (body.includes('__remotion-player') ? response.url() : null))
        .catch(() => null),
    );
  };
  page.on('response', checkScript);
  await page.goto('/docs/the-fundamentals');
  await expect(page.locator('article h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', checkScript);
  const remotionChunks = (await Promise.all(scriptChecks)).filter(Boolean);
  expect(scriptChecks.length).toBeGreaterThan(0);
  expect(remotionChunks).toEqual([]);
});

test('a Player chunk that fails to load shows the error with Retry, and Retry recovers', async ({page}) => {
  const chunk = await breakPlayerChunk(page);
  await page.goto('/player/');
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/chunk/i);
  await expect(titleInFrame(page)).toHaveCount(0);
  chunk.repair();
  await retry.click();
  await expect(titleInFrame(page)).toHaveText('Hello, Player');
  await expect(retry).toHaveCount(0);
  // A chunk prefetched while the test ends would find its response disposed.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

// Remotion 3.2's <Player> suspends on its first render (its composition is a
// React.lazy made in a useMemo). Rendered in a Suspense retry, React restarted
// that render for up to half a second, each time with a new lazy and new DOM
// (RetryingLazy says why), and the discarded <audio> elements made the page's
// first major GC 50-70 ms long, a 220 ms task in Lighthouse's simulation.
// Every <audio> the page creates must still be in it once the Player is up.
for (const {path, player} of [
  {path: '/player/', player: 'section[aria-labelledby="try"]'},
  {path: '/docs/spring', player: '[data-api-demo]'},
]) {
  test(`the Player of ${path} is rendered once, not restarted until it commits`, async ({page}) => {
    await page.addInitScript(() => {
      const created: HTMLElement[] = [];
      (window as unknown as {createdAudio: HTMLElement[]}).createdAudio = created;
      const createElement = Document.prototype.createElement;
      Document.prototype.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
        const element = createElement.call(this, tagName, options);
        if (tagName.toLowerCase() === 'audio') created.push(element);
        return element;
      } as typeof Document.prototype.createElement;
    });
    await gotoHydrated(page, path);
    const section = page.locator(player);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', {name: 'Play video'})).toBeAttached();
    const audio = await page.evaluate(() => {
      const created = (window as unknown as {createdAudio: HTMLElement[]}).createdAudio;
      return {created: created.length, discarded: created.filter((element) => !element.isConnected).length};
    });
    // Remotion mounts five shared <audio> elements per Player.
    expect(audio.created).toBeGreaterThanOrEqual(5);
    expect(audio.discarded).toBe(0);
  });
}

/** The home page's Player loads once its section comes near the viewport. */
async function scrollToHomePlayer(page: Page) {
  await page.locator('#live').scrollIntoViewIfNeeded();
}

for (const {path, viewport} of [
  {path: '/player/', viewport: {width: 412, height: 823}},
  {path: '/', viewport: {width: 1280, height: 800}},
]) {
  test(`the Player of ${path} arrives without moving anything on the page (${viewport.width} px wide)`, async ({page}) => {
    await page.setViewportSize(viewport);
    // A slow phone's CPU, so that a frame gets painted between the Player's
    // first render and the next, as it does for visitors on one.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(path);
    await expect(titleInFrame(page)).toBeVisible({timeout: 30_000});
    await expect(page.getByRole('button', {name: /(Play|Pause) video/})).toBeVisible();
    // Let it render a few more frames.
    await paintedFrames(page, 30);
    // The Player loads only after hydration; what a slow parse may move at
    // the top of the page is navbar.spec.ts's to check.
    expect(await layoutShifts(page, {afterParsing: true})).toEqual([]);
  });
}

test('the home Player waits below the fold until the visitor scrolls near it', async ({tab: page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('title-card-text')).toHaveCount(0);
  await scrollToHomePlayer(page);
  await expect(page.getByTestId('title-card-text')).toHaveText('Make videos programmatically');
});

test('the home Player plays on its own and shows a changed prop in the frame', async ({page}) => {
  await page.goto('/');
  await scrollToHomePlayer(page);
  await expect(page.getByTestId('title-card-text')).toHaveText('Make videos programmatically');
  await expect(page.getByRole('button', {name: 'Pause video'})).toBeAttached();
  const frameTime = page.getByText(/^\d:\d\d \/ 0:04$/);
  const first = await frameTime.innerText();
  await expect(frameTime).not.toHaveText(first, {timeout: 5_000});
  await page.getByLabel('Text in the video').fill('Hello from the home page');
  await expect(page.getByTestId('title-card-text')).toHaveText('Hello from the home page');
});

/**
 * Moves the page's paused clock on by `ms`, one display frame at a time. The
 * Player adds the frames due at each animation frame to the frame React last
 * rendered, so React must render between two animation frames, as it does in
 * a real browser; one long jump would run them all back to back.
 */
async function advanceClock(page: Page, ms: number) {
  const DISPLAY_FRAME = 16;
  for (let elapsed = 0; elapsed < ms; elapsed += DISPLAY_FRAME) {
    await page.clock.runFor(Math.min(DISPLAY_FRAME, ms - elapsed));
  }
}

test('with reduced motion the home Player waits for the visitor to press play', async ({page}) => {
  await page.clock.install();
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto('/');
  await scrollToHomePlayer(page);
  const title = page.getByTestId('title-card-text');
  await expect(title).toBeVisible();
  // It waits on a settled frame, with the title fully in, not on frame 0.
  await expect.poll(() => title.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeGreaterThan(0.99);
  const frameTime = page.getByText(/^\d:\d\d \/ 0:04$/);
  const shownAt = await frameTime.innerText();
  // Two seconds of the page's clock: an autoplaying Player would be on another frame.
  await advanceClock(page, 2000);
  await expect(page.getByRole('button', {name: 'Play video'})).toBeAttached();
  await expect(frameTime).toHaveText(shownAt);
});

// Remotion's spaceKeyToPlayOrPause moves the focus to the Player's own play
// button when the Player mounts and whenever playback starts or stops. The
// site's Players mount after the page has loaded and play on their own or
// from the page's controls, so a reader typing or pressing a button lost
// the focus to them (seen as search tests whose keys went nowhere on /).
test('the home Player arriving and starting to play leaves the focus in the field the reader is typing in', async ({tab: page}) => {
  // On a phone the Player is below the fold: it arrives once the reader is there.
  await page.setViewportSize({width: 412, height: 823});
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  await expect(titleInFrame(page)).toHaveCount(0);
  const field = page.getByLabel('Text in the video');
  // Focusing the field scrolls the Player next to it near the viewport: it loads, mounts and plays.
  await field.focus();
  await expect(page.getByRole('button', {name: 'Pause video'})).toBeAttached();
  await expect(field).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await expect(field).toHaveValue('Make videos programmatically!');
  await expect(titleInFrame(page)).toHaveText('Make videos programmatically!');
});

test("the /player/ page's Play button keeps the focus when playback starts and stops", async ({tab: page}) => {
  await gotoHydrated(page, '/player/');
  const playback = page.getByRole('group', {name: 'Playback'});
  const play = playback.getByRole('button', {name: 'Play'});
  // Enabled once the Player has mounted.
  await expect(play).toBeEnabled();
  await play.focus();
  await page.keyboard.press('Enter');
  const pause = playback.getByRole('button', {name: 'Pause'});
  await expect(page.getByRole('button', {name: 'Pause video'})).toBeAttached();
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', {name: 'Play video'})).toBeAttached();
  await expect(play).toBeFocused();
});

// The /player/ page shows the Player's frame, so it renders again on every
// frame while the Player plays. Remotion's Player is not memoized: without
// React.memo on LazyPlayer each of those renders ran the whole Player again
// (a fifth more script time while playing, measured). A stand-in for React
// DevTools' hook sees each commit: in those that change the page's frame
// counter, the Player's container must not have rendered.
type PlayerCommit = {counterChanged: boolean; playerRendered: boolean};

test("the /player/ page's frame counter follows playback without rendering the Player again", async ({page}) => {
  await page.addInitScript(() => {
    type Fiber = {stateNode: unknown; child: Fiber | null; sibling: Fiber | null};
    const commits: PlayerCommit[] = [];
    (window as unknown as {playerCommits: PlayerCommit[]}).playerCommits = commits;
    let lastCounter: string | null = null;
    let lastContainerFiber: Fiber | null = null;
    const find = (root: Fiber, element: Element): Fiber | null => {
      const stack: Fiber[] = [root];
      while (stack.length > 0) {
        const fiber = stack.pop()!;
        if (fiber.stateNode === element) return fiber;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      return null;
    };
    (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_id: number, root: {current: Fiber}) => {
        const counterElement = document.querySelector('[data-testid="playground-frame"]');
        // LazyPlayer's box: the first child of the column that holds the counter.
        const container = counterElement?.closest('.col')?.firstElementChild;
        const counter = counterElement?.textContent ?? null;
        if (!container) return;
        const fiber = find(root.current, container);
        if (lastContainerFiber) commits.push({counterChanged: counter !== lastCounter, playerRendered: fiber !== lastContainerFiber});
        lastContainerFiber = fiber;
        lastCounter = counter;
      },
    };
  });
  await gotoHydrated(page, '/player/');
  const playback = page.getByRole('group', {name: 'Playback'});
  await expect(playback.getByRole('button', {name: 'Play'})).toBeEnabled();
  await playback.getByRole('button', {name: 'Play'}).click();
  await expect(page.getByTestId('playground-frame')).not.toHaveText('Frame 0 / 119');
  await paintedFrames(page, 30);
  const commits = await page.evaluate(() => (window as unknown as {playerCommits: PlayerCommit[]}).playerCommits);
  const counterCommits = commits.filter((commit) => commit.counterChanged);
  expect(counterCommits.length).toBeGreaterThan(10);
  // The page's render of a frame may land in one commit with the Player's
  // own render of the next frame now and then; without the memo it is every one.
  expect(counterCommits.filter((commit) => commit.playerRendered).length).toBeLessThan(counterCommits.length / 2);
});

test('the /player/ controls play, pause, seek, loop, mute, go fullscreen and change the rate', async ({page}) => {
  // Several seconds of clock, advanced a frame at a time so React renders in between.
  test.slow();
  // The page's clock only moves when the test moves it, so the frames played follow from time.
  await page.clock.install();
  await page.goto('/player/');
  await expect(titleInFrame(page)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const frame = page.getByTestId('playground-frame');
  const playback = page.getByRole('group', {name: 'Playback'});
  const play = playback.getByRole('button', {name: 'Play'});
  const pause = playback.getByRole('button', {name: 'Pause'});

  await playback.getByLabel('Frame').fill('30');
  await expect(frame).toHaveText('Frame 30 / 119');

  const shownFrame = async () => Number((await frame.innerText()).match(/Frame (\d+)/)![1]);
  /** Plays from `from` for `ms` of the page's clock, pauses, and returns the frames played. */
  const framesPlayedIn = async (from: number, ms: number) => {
    await playback.getByLabel('Frame').fill(String(from));
    await expect(frame).toHaveText(`Frame ${from} / 119`);
    await play.click();
    await expect(pause).toBeVisible();
    await advanceClock(page, ms);
    await pause.click();
    await expect(play).toBeVisible();
    return (await shownFrame()) - from;
  };
  // The card runs at 30 fps. The last display frame inside a second may come
  // just before the 30th video frame is due, hence one frame of tolerance.
  const oneSecondAt1x = await framesPlayedIn(30, 1000);
  expect(oneSecondAt1x).toBeGreaterThanOrEqual(29);
  expect(oneSecondAt1x).toBeLessThanOrEqual(30);
  // Paused, the clock moves on and the frame does not.
  const pausedAt = await shownFrame();
  await advanceClock(page, 1000);
  expect(await shownFrame()).toBe(pausedAt);

  await page.getByLabel('Playback rate').selectOption('0.5');
  const oneSecondAtHalf = await framesPlayedIn(0, 1000);
  expect(oneSecondAtHalf).toBeGreaterThanOrEqual(14);
  expect(oneSecondAtHalf).toBeLessThanOrEqual(15);
  await page.getByLabel('Playback rate').selectOption('2');
  const oneSecondAtDouble = await framesPlayedIn(0, 1000);
  expect(oneSecondAtDouble).toBeGreaterThanOrEqual(59);
  expect(oneSecondAtDouble).toBeLessThanOrEqual(60);

  // Without loop, playback ends after the last frame and goes back to the start.
  await page.getByLabel('Playback rate').selectOption('1');
  await page.getByLabel('Loop').uncheck();
  await playback.getByLabel('Frame').fill('100');
  await play.click();
  await expect(pause).toBeVisible();
  await advanceClock(page, 1000);
  await expect(play).toBeVisible();
  await expect(frame).toHaveText('Frame 0 / 119');
  await advanceClock(page, 1000);
  await expect(frame).toHaveText('Frame 0 / 119');

  // The card's chime is an <audio> element; Mute silences it, Unmute gives the sound back.
  const chime = page.locator('audio[src$="/audio/title-card-chime.wav"]');
  await expect(chime).toHaveCount(1);
  expect(await chime.evaluate((audio: HTMLAudioElement) => audio.muted)).toBe(false);
  await playback.getByRole('button', {name: 'Mute'}).click();
  await expect(playback.getByRole('button', {name: 'Unmute'})).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => chime.evaluate((audio: HTMLAudioElement) => audio.muted)).toBe(true);
  await playback.getByRole('button', {name: 'Unmute'}).click();
  await expect.poll(() => chime.evaluate((audio: HTMLAudioElement) => audio.muted)).toBe(false);

  await playback.getByRole('button', {name: 'Fullscreen'}).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.evaluate(() => document.exitFullscreen());
});
