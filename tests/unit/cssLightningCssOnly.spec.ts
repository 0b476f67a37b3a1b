import {expect, test} from '@playwright/test';
import cssLightningCssOnly from '../../src/plugins/css-lightningcss-only';

// The built stylesheet's prefixes are checked after the build, in tests/built/builtCss.spec.ts.
test('the style loaders keep their other PostCSS options but lose the preset and the config search', () => {
  const configurePostCss = cssLightningCssOnly().configurePostCss!;
  const upstream = {ident: 'postcss', plugins: [[require.resolve('postcss-preset-env'), {}]]};
  expect(configurePostCss(upstream)).toEqual({ident: 'postcss', config: false, plugins: []});
});

test('a PostCSS plugin that another plugin added is kept; only postcss-preset-env goes, in any of its forms', () => {
  const configurePostCss = cssLightningCssOnly().configurePostCss!;
  const rtl = {postcssPlugin: 'rtlcss'};
  const presetObject = {postcssPlugin: 'postcss-preset-env'};
  const upstream = {
    ident: 'postcss',
    plugins: [[require.resolve('postcss-preset-env'), {}], rtl, 'postcss-preset-env', presetObject, ['autoprefixer', {}]],
  };
  expect(configurePostCss(upstream).plugins).toEqual([rtl, ['autoprefixer', {}]]);
});
