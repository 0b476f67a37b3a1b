import {expect, test, type Page} from '@playwright/test';

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

test('the Player loads lazily, plays, and shows prop changes at once', async ({page}) => {
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
});

test('the home Player plays on its own and shows a changed prop in the frame', async ({page}) => {
  await page.goto('/');
  await expect(page.getByTestId('title-card-text')).toHaveText('Make videos programmatically');
  await expect(page.getByRole('button', {name: 'Pause video'})).toBeAttached();
  const frameTime = page.getByText(/^\d:\d\d \/ 0:04$/);
  const first = await frameTime.innerText();
  await expect(frameTime).not.toHaveText(first, {timeout: 5_000});
  await page.getByLabel('Text in the video').fill('Hello from the home page');
  await expect(page.getByTestId('title-card-text')).toHaveText('Hello from the home page');
});

test('with reduced motion the home Player waits for the visitor to press play', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto('/');
  await expect(page.getByTestId('title-card-text')).toBeVisible();
  // It waits on a settled frame, with the title fully in, not on frame 0.
  await expect
    .poll(() => page.getByTestId('title-card-text').evaluate((title) => Number(getComputedStyle(title).opacity)))
    .toBeGreaterThan(0.99);
  await expect(page.getByRole('button', {name: 'Play video'})).toBeAttached();
  await page.waitForTimeout(1200);
  await expect(page.getByRole('button', {name: 'Play video'})).toBeAttached();
});

test('the /player/ controls play, pause, seek, loop, mute, go fullscreen and change the rate', async ({page}) => {
  await page.goto('/player/');
  await expect(titleInFrame(page)).toBeVisible();
  const frame = page.getByTestId('playground-frame');
  const playback = page.getByRole('group', {name: 'Playback'});

  await playback.getByLabel('Frame').fill('30');
  await expect(frame).toHaveText('Frame 30 / 119');

  await playback.getByRole('button', {name: 'Play'}).click();
  await expect(playback.getByRole('button', {name: 'Pause'})).toBeVisible();
  await expect(frame).not.toHaveText('Frame 30 / 119');
  await playback.getByRole('button', {name: 'Pause'}).click();
  const pausedAt = await frame.innerText();
  await page.waitForTimeout(400);
  await expect(frame).toHaveText(pausedAt);

  // At 2× the same wall-clock time covers far more frames than at 0.5×.
  const framesPlayedIn = async (ms: number) => {
    await playback.getByLabel('Frame').fill('0');
    await expect(frame).toHaveText('Frame 0 / 119');
    await playback.getByRole('button', {name: 'Play'}).click();
    await page.waitForTimeout(ms);
    await playback.getByRole('button', {name: 'Pause'}).click();
    return Number((await frame.innerText()).match(/Frame (\d+)/)![1]);
  };
  await page.getByLabel('Playback rate').selectOption('0.5');
  const atHalfSpeed = await framesPlayedIn(1000);
  await page.getByLabel('Playback rate').selectOption('2');
  const atDoubleSpeed = await framesPlayedIn(1000);
  expect(atDoubleSpeed).toBeGreaterThan(atHalfSpeed * 1.8);

  // Without loop, playback ends after the last frame and goes back to the start.
  await page.getByLabel('Loop').uncheck();
  await playback.getByLabel('Frame').fill('100');
  await playback.getByRole('button', {name: 'Play'}).click();
  await expect(playback.getByRole('button', {name: 'Play'})).toBeVisible({timeout: 5_000});
  await expect(frame).toHaveText('Frame 0 / 119');
  await page.waitForTimeout(500);
  await expect(frame).toHaveText('Frame 0 / 119');

  const mute = playback.getByRole('button', {name: 'Mute'});
  await mute.click();
  await expect(playback.getByRole('button', {name: 'Unmute'})).toHaveAttribute('aria-pressed', 'true');

  await playback.getByRole('button', {name: 'Fullscreen'}).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.evaluate(() => document.exitFullscreen());
});
