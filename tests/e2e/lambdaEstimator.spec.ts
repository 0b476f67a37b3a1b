import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test} from '@playwright/test';

type Prices = Record<string, Record<string, number>>;
const REFERENCE = resolve(__dirname, '../../../shared/reference/remotion-3.2-api.json');

/** The expected figure, computed here from the pricing facts of the reference. */
function expectedPrice(input: {
  region: string;
  architecture: 'arm64' | 'x86_64';
  memory: number;
  disk: number;
  seconds: number;
  fps: number;
  framesPerLambda: number;
  msPerFrame: number;
}): string {
  const prices = (JSON.parse(readFileSync(REFERENCE, 'utf8')) as {lambda: {pricingPerRegionUSD: Prices}}).lambda
    .pricingPerRegionUSD[input.region];
  const frames = input.seconds * input.fps;
  const chunks = Math.ceil(frames / input.framesPerLambda);
  const invocations = chunks + Math.round(Math.sqrt(chunks));
  const ms = frames * input.msPerFrame + chunks * 100;
  const duration = (input.architecture === 'x86_64' ? prices['Lambda Duration'] : prices['Lambda Duration-ARM']) * ((input.memory * ms) / 1000 / 1024);
  const disk = Math.max(0, input.disk - 512) * prices['Lambda Storage-Duration'] * (ms / 1000 / 1024);
  const requests = prices['Lambda Requests'] * invocations;
  return `$${Number((duration + disk + requests).toFixed(5)).toFixed(5)}`;
}

test('the Lambda cost estimator follows its inputs and matches the pricing facts', async ({page}) => {
  await page.goto('/lambda/');
  const estimate = page.getByTestId('lambda-estimate');
  const price = estimate.locator('span').first();
  await expect(price).toHaveText(
    expectedPrice({region: 'us-east-1', architecture: 'arm64', memory: 2048, disk: 2048, seconds: 60, fps: 30, framesPerLambda: 20, msPerFrame: 200}),
  );
  const before = await price.innerText();

  await page.getByLabel('Region').selectOption('eu-central-1');
  await page.getByLabel('Architecture').selectOption('x86_64');
  await page.getByLabel('Memory (MB)').fill('3008');
  await page.getByLabel('Video length (seconds)').fill('120');
  await page.getByLabel('Frames per Lambda').fill('40');
  await expect(price).not.toHaveText(before);
  await expect(price).toHaveText(
    expectedPrice({region: 'eu-central-1', architecture: 'x86_64', memory: 3008, disk: 2048, seconds: 120, fps: 30, framesPerLambda: 40, msPerFrame: 200}),
  );
  await expect(estimate).toContainText('3600 frames in 90 chunks');

  await page.getByLabel('Frames per Lambda').fill('4');
  await expect(estimate.getByRole('alert')).toContainText('More than 200 chunks');
});
