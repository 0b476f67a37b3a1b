import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

export default {
  mainSidebar: [
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: [
        'getting-started',
        'the-fundamentals',
        'animating-properties',
        'reusability',
        'preview',
        'render',
      ],
    },
    {
      type: 'category',
      label: 'Migration guides',
      items: ['3-0-migration', '2-0-migration'],
    },
    {
      type: 'category',
      label: 'Media and assets',
      items: ['assets', 'fonts', 'using-audio', 'using-video', 'stills', 'animated-gifs'],
    },
    {
      type: 'category',
      label: 'Graphics and effects',
      items: [
        'lottie-animations',
        'svg-paths',
        'noise-visuals',
        'applying-motion-blur',
        'drawing-with-skia',
        'three-js',
      ],
    },
    {
      type: 'category',
      label: 'Rendering',
      items: ['encoding', 'performance'],
    },
    {
      type: 'category',
      label: 'Cloud rendering',
      items: ['lambda'],
    },
    {
      type: 'category',
      label: 'Player',
      items: ['player/overview'],
    },
    {
      type: 'category',
      label: 'Troubleshooting',
      items: ['troubleshooting/timeout', 'troubleshooting/flickering'],
    },
    'license',
  ],
  apiSidebar: [
    {
      type: 'category',
      label: 'Core',
      collapsed: false,
      items: ['remotion'],
    },
    {
      type: 'category',
      label: 'Rendering',
      items: ['cli/overview', 'renderer/overview', 'bundler'],
    },
    {
      type: 'category',
      label: 'Lambda',
      items: ['lambda/api', 'lambda/cli'],
    },
    {
      type: 'category',
      label: 'Companion packages',
      items: [
        'gif/overview',
        'lottie/overview',
        'media-utils',
        'motion-blur/overview',
        'noise/overview',
        'paths/overview',
        'preload/overview',
        'skia/overview',
        'three',
      ],
    },
  ],
} satisfies SidebarsConfig;
