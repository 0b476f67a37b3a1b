export type ShowcaseTag = 'template' | 'open-source' | 'data-driven' | 'audio';

export type ShowcaseEntry = {
  /** Stable identifier, also used as the React key and the card's anchor. */
  id: string;
  title: string;
  /** One or two sentences, 40 to 240 characters. */
  description: string;
  /** Public page where the project can be seen or its source read. */
  url: string;
  tags: readonly ShowcaseTag[];
};

export const SHOWCASE_TAG_LABELS: Record<ShowcaseTag, string> = {
  template: 'Template',
  'open-source': 'Open source',
  'data-driven': 'Data-driven',
  audio: 'Audio',
};

export const showcaseEntries: readonly ShowcaseEntry[] = [
  {
    id: 'github-unwrapped',
    title: 'GitHub Unwrapped',
    description:
      'A personalised year-in-review video for GitHub users, generated from their public activity and rendered with Remotion.',
    url: 'https://github.com/remotion-dev/github-unwrapped',
    tags: ['open-source', 'data-driven'],
  },
  {
    id: 'template-audiogram',
    title: 'Audiogram template',
    description:
      'A starter that turns a podcast clip into a shareable video with a waveform visualisation and captions.',
    url: 'https://github.com/remotion-dev/template-audiogram',
    tags: ['template', 'open-source', 'audio'],
  },
  {
    id: 'template-helloworld',
    title: 'Hello World template',
    description:
      'The default project that `npm init video` creates: an animated title sequence that shows the core animation primitives.',
    url: 'https://github.com/remotion-dev/template-helloworld',
    tags: ['template', 'open-source'],
  },
  {
    id: 'remotion-trailer',
    title: 'Remotion trailer',
    description:
      'The launch trailer of Remotion itself, written as a Remotion project and published with its source.',
    url: 'https://github.com/remotion-dev/trailer',
    tags: ['open-source'],
  },
];
