import {expect, test} from '@playwright/test';
import cssLightningCssOnly from '../../src/plugins/css-lightningcss-only';

// The built stylesheet's prefixes are checked after the build, in tests/built/builtCss.spec.ts.
test('the style loaders keep their other PostCSS options but lose the preset and the config search', () => {
  const configurePostCss = cssLightningCssOnly().configurePostCss!;
  const upstream = {ident: 'postcss', plugins: [[require.resolve('postcss-preset-env'), {}]]};
  expect(configurePostCss(upstream)).toEqual({ident: 'postcss', config: false, plugins: []});
});
