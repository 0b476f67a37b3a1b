import React, {useId, useMemo, useState} from 'react';
import {
  LAMBDA_LIMITS,
  LAMBDA_PRICES,
  estimateLambdaPrice,
  type LambdaArchitecture,
  type LambdaRegion,
} from '@site/src/data/lambdaPricing';
import formControls from '@site/src/css/formControls.module.css';
import HydratedFieldset from '@site/src/components/HydratedFieldset';
import styles from './CostEstimator.module.css';

/** Remotion adds this much time per chunk to the measured render time (3.2.30). */
const OVERHEAD_PER_CHUNK_MS = 100;

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

const REGIONS = Object.keys(LAMBDA_PRICES) as LambdaRegion[];

function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  hint,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max?: number;
  step?: number;
  hint?: string;
}): React.JSX.Element {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={formControls.control}
        type="number"
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (Number.isFinite(next)) onChange(Math.min(max ?? Infinity, Math.max(min, next)));
        }}
      />
      {hint && <small>{hint}</small>}
    </div>
  );
}

export default function CostEstimator(): React.JSX.Element {
  const [region, setRegion] = useState<LambdaRegion>('us-east-1');
  const [architecture, setArchitecture] = useState<LambdaArchitecture>('arm64');
  const [memorySizeInMb, setMemory] = useState<number>(LAMBDA_LIMITS.defaultMemoryMb);
  const [diskSizeInMb, setDisk] = useState<number>(LAMBDA_LIMITS.defaultDiskMb);
  const [seconds, setSeconds] = useState(60);
  const [fps, setFps] = useState(30);
  const [framesPerLambda, setFramesPerLambda] = useState<number>(LAMBDA_LIMITS.defaultFramesPerLambda);
  const [msPerFrame, setMsPerFrame] = useState(200);
  const regionId = useId();
  const architectureId = useId();

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
        <div className={styles.field}>
          <label htmlFor={regionId}>Region</label>
          <select id={regionId} className={formControls.control} value={region} onChange={(event) => setRegion(event.target.value as LambdaRegion)}>
            {REGIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={architectureId}>Architecture</label>
          <select
            id={architectureId}
            className={formControls.control}
            value={architecture}
            onChange={(event) => setArchitecture(event.target.value as LambdaArchitecture)}>
            <option value="arm64">arm64</option>
            <option value="x86_64">x86_64</option>
          </select>
        </div>
        <NumberField label="Memory (MB)" value={memorySizeInMb} onChange={setMemory} min={LAMBDA_LIMITS.minMemoryMb} max={LAMBDA_LIMITS.maxMemoryMb} step={64} />
        <NumberField label="Disk (MB)" value={diskSizeInMb} onChange={setDisk} min={LAMBDA_LIMITS.minDiskMb} max={LAMBDA_LIMITS.maxDiskMb} step={512} />
        <NumberField label="Video length (seconds)" value={seconds} onChange={setSeconds} min={1} max={3600} />
        <NumberField label="Frames per second" value={fps} onChange={setFps} min={1} max={120} />
        <NumberField
          label="Frames per Lambda"
          value={framesPerLambda}
          onChange={setFramesPerLambda}
          min={LAMBDA_LIMITS.minFramesPerLambda}
          max={100000}
        />
        <NumberField
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
