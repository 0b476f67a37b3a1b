import type {Plugin} from '@docusaurus/types';

/**
 * Takes postcss-preset-env and the search for a PostCSS config file out of
 * the style loaders. With `future.faster`, Lightning CSS already prefixes and
 * lowers the CSS for the browserslist targets when it minifies it, so the
 * preset repeated that work. Without it the stylesheet loses only what the
 * targets do not need: a duplicated `-webkit-mask`, `-webkit-text-decoration`
 * for single keywords, a `font-feature-settings` fallback. Loading the preset
 * and looking for a config file beside every stylesheet kept the bundler's
 * main thread busy, and a cold build waits on that thread: postcss-loader
 * took 2.1 s of it before and 0.06 s after (CPU profiles of `docusaurus
 * build`), and bundling took 13.7 s instead of 16.3 s (medians of 3 cold
 * builds each, alternated).
 */

/** Whether a PostCSS plugin entry (a path, `[path, options]` or a plugin object) is postcss-preset-env. */
function isPresetEnv(plugin: unknown): boolean {
  const entry = Array.isArray(plugin) ? plugin[0] : plugin;
  if (typeof entry === 'string') return /(^|[\\/])postcss-preset-env([\\/]|$)/.test(entry);
  return (entry as {postcssPlugin?: unknown} | null)?.postcssPlugin === 'postcss-preset-env';
}

export default function cssLightningCssOnlyPlugin(): Plugin {
  return {
    name: 'css-lightningcss-only',
    configurePostCss(postCssOptions) {
      // Only the preset goes: a plugin that another plugin added (RTL, say) stays.
      const plugins = (postCssOptions.plugins as unknown[]).filter((plugin) => !isPresetEnv(plugin));
      return {...postCssOptions, config: false, plugins} as typeof postCssOptions;
    },
  };
}
