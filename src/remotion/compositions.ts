import type {CountdownProps} from './Countdown';
import type {LambdaPriceChartProps} from './LambdaPriceChart';
import type {TitleCardProps} from './TitleCard';
import {COUNTDOWN} from './countdownConfig';
import {LAMBDA_PRICE_CHART} from './lambdaPriceChartConfig';
import {TITLE_CARD} from './titleCardConfig';

/** What a Player needs to know about a composition besides its component. */
export type CompositionConfig<Props> = {
  durationInFrames: number;
  fps: number;
  width: number;
  height: number;
  /** The frame a Player shows before it first plays: one that says what the composition is about. */
  initialFrame: number;
  defaultProps: Props;
};

/** The props of every composition on this site, by the id the Player knows it by. */
export type CompositionPropsById = {
  'title-card': TitleCardProps;
  'lambda-prices': LambdaPriceChartProps;
  countdown: CountdownProps;
};

export type CompositionId = keyof CompositionPropsById;

/**
 * Every composition's settings, free of Remotion code so that any page can
 * read them; the components themselves are only in the Player's lazy chunk.
 */
export const COMPOSITION_CONFIGS: {[Id in CompositionId]: CompositionConfig<CompositionPropsById[Id]>} = {
  'title-card': TITLE_CARD,
  'lambda-prices': LAMBDA_PRICE_CHART,
  countdown: COUNTDOWN,
};
