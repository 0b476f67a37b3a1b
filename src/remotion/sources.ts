import type {CompositionId} from './compositions';

export type SourceFile = {
  /** The file's name in this folder, src/remotion/. */
  file: string;
  /** The file's text as it is in the source, bundled at build time in a chunk of its own. */
  load: () => Promise<{default: string}>;
};

/**
 * The files that make up each composition: its component, then its settings.
 * The showcase shows them on the composition's card when asked to.
 */
export const COMPOSITION_SOURCES: {[Id in CompositionId]: readonly SourceFile[]} = {
  'title-card': [
    {file: 'TitleCard.tsx', load: () => import('!!./TitleCard.tsx?raw')},
    {file: 'titleCardConfig.ts', load: () => import('!!./titleCardConfig.ts?raw')},
  ],
  'lambda-prices': [
    {file: 'LambdaPriceChart.tsx', load: () => import('!!./LambdaPriceChart.tsx?raw')},
    {file: 'lambdaPriceChartConfig.ts', load: () => import('!!./lambdaPriceChartConfig.ts?raw')},
  ],
  countdown: [
    {file: 'Countdown.tsx', load: () => import('!!./Countdown.tsx?raw')},
    {file: 'countdownConfig.ts', load: () => import('!!./countdownConfig.ts?raw')},
  ],
};
