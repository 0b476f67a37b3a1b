/**
 * AWS Lambda prices in USD that @remotion/lambda 3.2.30 ships with and
 * `estimatePrice()` uses: duration per GB-second, ephemeral storage per
 * GB-second above the free 512 MB, and per request. Storage costs the same on
 * both architectures in every region of this snapshot.
 */
type RegionPrices = {durationX86: number; durationArm: number; storage: number; request: number};

export const LAMBDA_PRICES = {
  'us-east-1': {durationX86: 0.0000166667, durationArm: 0.0000133334, storage: 0.0000000309, request: 0.0000002},
  'us-east-2': {durationX86: 0.0000166667, durationArm: 0.0000133334, storage: 0.0000000309, request: 0.0000002},
  'us-west-2': {durationX86: 0.0000166667, durationArm: 0.0000133334, storage: 0.0000000309, request: 0.0000002},
  'eu-central-1': {durationX86: 0.0000166667, durationArm: 0.0000133334, storage: 0.0000000367, request: 0.0000002},
  'eu-west-1': {durationX86: 0.0000166667, durationArm: 0.0000133334, storage: 0.000000034, request: 0.0000002},
  'eu-west-2': {durationX86: 0.0000166667, durationArm: 0.0000133334, storage: 0.0000000358, request: 0.0000002},
  'ap-south-1': {durationX86: 0.0000166667, durationArm: 0.0000133334, storage: 0.0000000352, request: 0.0000002},
  'ap-southeast-1': {durationX86: 0.0000166667, durationArm: 0.0000133334, storage: 0.000000037, request: 0.0000002},
  'ap-southeast-2': {durationX86: 0.0000166667, durationArm: 0.0000133334, storage: 0.000000037, request: 0.0000002},
  'ap-northeast-1': {durationX86: 0.0000166667, durationArm: 0.0000133334, storage: 0.000000037, request: 0.0000002},
} satisfies Record<string, RegionPrices>;

export type LambdaRegion = keyof typeof LAMBDA_PRICES;
export type LambdaArchitecture = 'arm64' | 'x86_64';

/** Limits of Remotion Lambda 3.2 that bound the estimator's inputs. */
export const LAMBDA_LIMITS = {
  minMemoryMb: 512,
  maxMemoryMb: 10240,
  defaultMemoryMb: 2048,
  minDiskMb: 512,
  maxDiskMb: 10240,
  defaultDiskMb: 2048,
  freeDiskMb: 512,
  minFramesPerLambda: 4,
  defaultFramesPerLambda: 20,
  maxFunctionsPerRender: 200,
} as const;

export type PriceInput = {
  region: LambdaRegion;
  durationInMiliseconds: number;
  memorySizeInMb: number;
  diskSizeInMb: number;
  architecture: LambdaArchitecture;
  lambdasInvoked: number;
};

/** The same computation as `estimatePrice()` of @remotion/lambda 3.2.30. */
export function estimateLambdaPrice({
  region,
  durationInMiliseconds,
  memorySizeInMb,
  diskSizeInMb,
  architecture,
  lambdasInvoked,
}: PriceInput): number {
  const prices = LAMBDA_PRICES[region];
  const durationPrice = architecture === 'x86_64' ? prices.durationX86 : prices.durationArm;
  const duration = durationPrice * ((memorySizeInMb * durationInMiliseconds) / 1000 / 1024);
  const chargedDisk = Math.max(0, diskSizeInMb - LAMBDA_LIMITS.freeDiskMb);
  const disk = chargedDisk * prices.storage * (durationInMiliseconds / 1000 / 1024);
  const requests = prices.request * lambdasInvoked;
  return Number((duration + disk + requests).toFixed(5));
}

/** Remotion adds this much time per chunk to the measured render time (OVERHEAD_TIME_PER_LAMBDA in 3.2.30). */
export const OVERHEAD_PER_CHUNK_MS = 100;

export type RenderPlan = {
  frames: number;
  chunks: number;
  lambdasInvoked: number;
  durationInMiliseconds: number;
};

/**
 * How Remotion Lambda 3.2 bills a render: one renderer invocation per chunk
 * of frames, plus about √chunks invocations that start them, and each chunk's
 * render time plus a fixed overhead.
 */
export function planRender(seconds: number, fps: number, framesPerLambda: number, msPerFrame: number): RenderPlan {
  const frames = Math.max(1, Math.round(seconds * fps));
  const chunks = Math.ceil(frames / framesPerLambda);
  return {
    frames,
    chunks,
    lambdasInvoked: chunks + Math.round(Math.sqrt(chunks)),
    durationInMiliseconds: frames * msPerFrame + chunks * OVERHEAD_PER_CHUNK_MS,
  };
}
