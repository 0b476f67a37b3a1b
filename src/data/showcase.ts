import type {CompositionId} from '../remotion/compositions';
import {PROJECT_LINKS} from './externalLinks';

export type ShowcaseTag = 'animation' | 'data-driven' | 'template' | 'open-source' | 'audio';

export const SHOWCASE_TAG_LABELS: Record<ShowcaseTag, string> = {
  animation: 'Animation',
  'data-driven': 'Data-driven',
  template: 'Template',
  'open-source': 'Open source',
  audio: 'Audio',
};

type ShowcaseItem = {
  /** Stable identifier, unique across both lists: the React key and the anchor on the page. */
  id: string;
  /** At most 60 characters. */
  title: string;
  /** One or two factual sentences, 40 to 240 characters. */
  description: string;
  tags: readonly ShowcaseTag[];
};

/**
 * A composition of this website, shown as a card that plays it. The card
 * also shows its source, read from src/remotion/ when the site is built
 * (see src/remotion/sources.ts).
 */
export type ShowcaseComposition = ShowcaseItem & {
  /** The composition a live Player shows on the card. */
  preview: {composition: CompositionId};
};

/** A public project, listed with its link: there is no picture of it to show. */
export type OpenSourceProject = ShowcaseItem & {
  /** The root of its public repository, from src/data/externalLinks.ts. */
  url: string;
};

export const showcaseCompositions: readonly ShowcaseComposition[] = [
  {
    id: 'title-card',
    title: 'Title card',
    description:
      'A title springs into place over an accent bar that grows beneath it, then fades out. The home page and the Player page play it, with a title and an accent color you can change.',
    tags: ['animation'],
    preview: {composition: 'title-card'},
  },
  {
    id: 'lambda-prices',
    title: 'Lambda price chart',
    description:
      'A bar chart of the AWS Lambda price per GB-second on arm64 in each region, over outlines of the x86_64 price. It reads the same price table as the cost estimator on the Lambda page.',
    tags: ['data-driven', 'animation'],
    preview: {composition: 'lambda-prices'},
  },
  {
    id: 'countdown',
    title: 'Countdown',
    description:
      'A film-leader countdown from three, one digit per second, each inside a ring that sweeps around it, ending on the title "Rendered with Remotion".',
    tags: ['animation'],
    preview: {composition: 'countdown'},
  },
];

export const openSourceProjects: readonly OpenSourceProject[] = [
  {
    id: 'github-unwrapped',
    title: 'GitHub Unwrapped',
    description:
      'A personalized year-in-review video for GitHub users, generated from their public activity and rendered with Remotion.',
    url: PROJECT_LINKS.githubUnwrapped,
    tags: ['open-source', 'data-driven'],
  },
  {
    id: 'template-audiogram',
    title: 'Audiogram template',
    description:
      'A starter that turns a podcast clip into a shareable video with a waveform visualization and captions.',
    url: PROJECT_LINKS.templateAudiogram,
    tags: ['template', 'open-source', 'audio'],
  },
  {
    id: 'template-helloworld',
    title: 'Hello World template',
    description:
      'The default project that the npm init video command creates: an animated title sequence that shows the core animation primitives.',
    url: PROJECT_LINKS.templateHelloWorld,
    tags: ['template', 'open-source'],
  },
  {
    id: 'remotion-trailer',
    title: 'Remotion trailer',
    description:
      'The launch trailer of Remotion itself, written as a Remotion project and published with its source.',
    url: PROJECT_LINKS.trailer,
    tags: ['open-source'],
  },
];
