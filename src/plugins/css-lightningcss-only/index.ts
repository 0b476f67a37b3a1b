import type {Plugin} from '@docusaurus/types';

/**
 * Takes postcss-preset-env and the search for a PostCSS config file out of
 * the style loaders. With `future.faster`, Lightning CSS already prefixes and
 * lowers the CSS for the browserslist targets when it minifies it, so the
 * preset repeated that work. Without it the stylesheet loses only what the
 * targets do not need: a duplicated `-webkit-mask`, `-webkit-text-decoration`
 * for single keywords, a `font-feature-settings` fallback. Loading the preset
 * and looking for a config file beside every stylesheet took about 2 s of the
 * bundler's main thread, which a cold build waits on (CPU profile of
 * `docusaurus build`: postcss-loader 2.1 s before, 0.06 s after).
 */
export default function cssLightningCssOnlyPlugin(): Plugin {
  return {
    name: 'css-lightningcss-only',
    configurePostCss(postCssOptions) {
      return {...postCssOptions, config: false, plugins: []};
    },
  };
}
