import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {test, expect} from '@playwright/test';
import {themes} from 'prism-react-renderer';
import {contrastRatio, darkCodeTheme, HIGHLIGHTED_LINE_TINT, lightCodeTheme, tintedBackground} from '../../src/codeThemes';

// These tests are the contrast check of code tokens: the site crawl leaves
// the text inside code blocks out of its axe run (it was half of the crawl's
// time, the same colours on the same backgrounds on every page), and checks
// everything else on every page.
const CUSTOM_CSS = readFileSync(resolve(__dirname, '../../src/css/custom.css'), 'utf8');

/** The highlighted-line tint a colour mode's block of custom.css sets (`rgb(r g b / a%)`). */
function highlightedLineTint(mode: 'light' | 'dark'): number[] {
  const block = mode === 'light' ? /^:root \{([\s\S]*?)^\}/m : /^\[data-theme='dark'\] \{([\s\S]*?)^\}/m;
  const tint = /--docusaurus-highlighted-code-line-bg: rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)/.exec(block.exec(CUSTOM_CSS)![1])!;
  return [Number(tint[1]), Number(tint[2]), Number(tint[3]), Number(tint[4]) / 100];
}

for (const [name, theme, original] of [
  ['light', lightCodeTheme, themes.github],
  ['dark', darkCodeTheme, themes.dracula],
] as const) {
  test(`every token colour of the ${name} code theme reads at 4.5:1 or more`, () => {
    const background = theme.plain.backgroundColor!;
    expect(contrastRatio(theme.plain.color!, background)).toBeGreaterThanOrEqual(4.5);
    for (const {types, style} of theme.styles) {
      if (style.color) expect(contrastRatio(style.color, background), types.join(', ')).toBeGreaterThanOrEqual(4.5);
      expect(style.opacity, types.join(', ')).toBeUndefined();
    }
  });

  test(`every token colour of the ${name} code theme reads at 4.5:1 or more on a highlighted line too`, () => {
    expect(highlightedLineTint(name), 'custom.css tints highlighted lines as the themes assume').toEqual([...HIGHLIGHTED_LINE_TINT[name]]);
    const background = tintedBackground(theme.plain.backgroundColor!, HIGHLIGHTED_LINE_TINT[name]);
    expect(background).not.toBe(theme.plain.backgroundColor);
    expect(contrastRatio(theme.plain.color!, background)).toBeGreaterThanOrEqual(4.5);
    for (const {types, style} of theme.styles) {
      if (style.color) expect(contrastRatio(style.color, background), types.join(', ')).toBeGreaterThanOrEqual(4.5);
    }
  });

  test(`the ${name} code theme keeps its original colours where they were readable`, () => {
    const backgrounds = [original.plain.backgroundColor!, tintedBackground(original.plain.backgroundColor!, HIGHLIGHTED_LINE_TINT[name])];
    original.styles.forEach(({style}, index) => {
      if (style.color && backgrounds.every((background) => contrastRatio(style.color!, background) >= 4.9)) {
        expect(theme.styles[index].style.color).toBe(style.color);
      }
    });
    expect(theme.plain).toEqual(original.plain);
  });
}

test('the contrast ratio matches WCAG for known pairs', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  expect(contrastRatio('#0b84f3', '#ffffff')).toBeCloseTo(3.74, 2);
});
