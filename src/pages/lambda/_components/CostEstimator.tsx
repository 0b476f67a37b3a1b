import React, {useMemo, useState} from 'react';
import {
  LAMBDA_LIMITS,
  LAMBDA_PRICES,
  estimateLambdaPrice,
  planRender,
  type LambdaArchitecture,
  type LambdaRegion,
} from '@site/src/data/lambdaPricing';
import {NumberField, SelectField} from '@site/src/components/FormFields';
import HydratedFieldset from '@site/src/components/HydratedFieldset';
import styles from './CostEstimator.module.css';

const REGIONS = Object.keys(LAMBDA_PRICES) as LambdaRegion[];
const ARCHITECTURES: readonly LambdaArchitecture[] = ['arm64', 'x86_64'];

export default function CostEstimator(): React.JSX.Element {
  const [region, setRegion] = useState<LambdaRegion>('us-east-1');
  const [architecture, setArchitecture] = useState<LambdaArchitecture>('arm64');
  const [memorySizeInMb, setMemory] = useState<number>(LAMBDA_LIMITS.defaultMemoryMb);
  const [diskSizeInMb, setDisk] = useState<number>(LAMBDA_LIMITS.defaultDiskMb);
  const [seconds, setSeconds] = useState(60);
  const [fps, setFps] = useState(30);
  const [framesPerLambda, setFramesPerLambda] = useState<number>(LAMBDA_LIMITS.defaultFramesPerLambda);
  const [msPerFrame, setMsPerFrame] = useState(200);

  const plan = useMemo(
    () => planRender(seconds, fps, framesPerLambda, msPerFrame),
    [seconds, fps, framesPerLambda, msPerFrame],
  );
  const price = estimateLambdaPrice({
    region,
    architecture,
    memorySizeInMb,
    diskSizeInMb,
    durationInMiliseconds: plan.durationInMiliseconds,
    lambdasInvoked: plan.lambdasInvoked,
  });
  const tooManyFunctions = plan.chunks > LAMBDA_LIMITS.maxFunctionsPerRender;

  return (
    <form className={styles.estimator} onSubmit={(event) => event.preventDefault()} aria-label="Lambda cost estimator">
      <HydratedFieldset className={styles.inputs}>
        <SelectField layout="stacked" label="Region" value={region} options={REGIONS} onChange={setRegion} />
        <SelectField layout="stacked" label="Architecture" value={architecture} options={ARCHITECTURES} onChange={setArchitecture} />
        <NumberField layout="stacked" label="Memory (MB)" value={memorySizeInMb} onChange={setMemory} min={LAMBDA_LIMITS.minMemoryMb} max={LAMBDA_LIMITS.maxMemoryMb} step={64} />
        <NumberField layout="stacked" label="Disk (MB)" value={diskSizeInMb} onChange={setDisk} min={LAMBDA_LIMITS.minDiskMb} max={LAMBDA_LIMITS.maxDiskMb} step={512} />
        <NumberField layout="stacked" label="Video length (seconds)" value={seconds} onChange={setSeconds} min={1} max={3600} />
        <NumberField layout="stacked" label="Frames per second" value={fps} onChange={setFps} min={1} max={120} />
        <NumberField
          layout="stacked"
          label="Frames per Lambda"
          value={framesPerLambda}
          onChange={setFramesPerLambda}
          min={LAMBDA_LIMITS.minFramesPerLambda}
          max={100000}
        />
        <NumberField
          layout="stacked"
          label="Render time per frame (ms)"
          value={msPerFrame}
          onChange={setMsPerFrame}
          min={1}
          max={60000}
          hint="Depends on your composition: measure it with a test render."
        />
      </HydratedFieldset>
      <output className={styles.result} aria-live="polite" data-testid="lambda-estimate">
        <span className={styles.price}>${price.toFixed(5)}</span>
        <span>
          {plan.frames} frames in {plan.chunks} chunks, {plan.lambdasInvoked} invocations,{' '}
          {(plan.durationInMiliseconds / 1000).toFixed(1)} s of Lambda time
        </span>
        {tooManyFunctions && (
          <span className={styles.warning} role="alert">
            More than {LAMBDA_LIMITS.maxFunctionsPerRender} chunks: Remotion refuses this render. Raise the frames per
            Lambda.
          </span>
        )}
      </output>
    </form>
  );
}
