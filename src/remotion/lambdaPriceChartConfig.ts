import type {CompositionConfig} from './compositions';
import type {LambdaPriceChartProps} from './LambdaPriceChart';

/** The Lambda price chart's video settings, readable without loading Remotion. */
export const LAMBDA_PRICE_CHART = {
  durationInFrames: 150,
  fps: 30,
  width: 1280,
  height: 720,
  // Every bar has grown and every price is shown.
  initialFrame: 120,
  defaultProps: {title: 'AWS Lambda price per GB-second', accentColor: '#4ba3ff'},
} as const satisfies CompositionConfig<LambdaPriceChartProps>;
