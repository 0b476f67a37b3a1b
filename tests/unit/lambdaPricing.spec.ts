import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test} from '@playwright/test';
// The function's own module rather than the package's entry: the entry loads
// Lambda's copy of remotion (3.2.30), and Remotion refuses to run when a
// second copy loads in the same process, as the site's 3.2.31 does for the
// API demos' tests in the same Playwright worker.
import {estimatePrice} from '@remotion/lambda/dist/api/estimate-price';
import {OVERHEAD_TIME_PER_LAMBDA} from '@remotion/lambda/dist/shared/get-most-expensive-chunks';
import {LAMBDA_PRICES, OVERHEAD_PER_CHUNK_MS, estimateLambdaPrice, planRender, type LambdaRegion} from '../../src/data/lambdaPricing';

const REFERENCE = resolve(__dirname, '../../../shared/reference/remotion-3.2-api.json');

test('the prices are the ones of @remotion/lambda 3.2', () => {
  const reference = JSON.parse(readFileSync(REFERENCE, 'utf8')) as {
    lambda: {pricingPerRegionUSD: Record<string, Record<string, number>>};
  };
  const regions = Object.keys(reference.lambda.pricingPerRegionUSD).sort();
  expect(Object.keys(LAMBDA_PRICES).sort()).toEqual(regions);
  for (const region of regions) {
    const facts = reference.lambda.pricingPerRegionUSD[region];
    expect(LAMBDA_PRICES[region as LambdaRegion]).toEqual({
      durationX86: facts['Lambda Duration'],
      durationArm: facts['Lambda Duration-ARM'],
      storage: facts['Lambda Storage-Duration'],
      request: facts['Lambda Requests'],
    });
  }
});

test('the estimate equals estimatePrice() of @remotion/lambda for every region and architecture', () => {
  for (const region of Object.keys(LAMBDA_PRICES) as LambdaRegion[]) {
    for (const architecture of ['arm64', 'x86_64'] as const) {
      for (const [memorySizeInMb, diskSizeInMb, durationInMiliseconds, lambdasInvoked] of [
        [2048, 2048, 820_000, 83],
        [512, 512, 12_000, 2],
        [10240, 10240, 3_600_000, 200],
      ]) {
        const input = {region, architecture, memorySizeInMb, diskSizeInMb, durationInMiliseconds, lambdasInvoked};
        expect(estimateLambdaPrice(input), JSON.stringify(input)).toBe(estimatePrice(input));
      }
    }
  }
});

test("a render's plan follows launch() of @remotion/lambda 3.2: a chunk per framesPerLambda frames, √chunks invokers, a fixed overhead per chunk", () => {
  // launch.js imports Lambda's copy of remotion (see above), so its rules are read from its source.
  const launch = readFileSync(require.resolve('@remotion/lambda/dist/functions/launch.js'), 'utf8');
  expect(launch).toContain('const chunkCount = Math.ceil(frameCount.length / framesPerLambda);');
  expect(launch).toContain('const invokers = Math.round(Math.sqrt(chunks.length));');
  expect(OVERHEAD_PER_CHUNK_MS).toBe(OVERHEAD_TIME_PER_LAMBDA);

  // 60 s at 30 fps, 20 frames per Lambda, 200 ms per frame.
  expect(planRender(60, 30, 20, 200)).toEqual({frames: 1800, chunks: 90, lambdasInvoked: 90 + 9, durationInMiliseconds: 1800 * 200 + 90 * 100});
  // A last, shorter chunk still counts; a video shorter than a frame still renders one.
  expect(planRender(1, 30, 4, 10)).toMatchObject({frames: 30, chunks: 8, lambdasInvoked: 8 + 3});
  expect(planRender(0.01, 30, 20, 10)).toMatchObject({frames: 1, chunks: 1, lambdasInvoked: 2});
});
