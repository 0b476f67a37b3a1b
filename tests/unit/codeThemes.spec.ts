import {test, expect} from '@playwright/test';
import {themes} from 'prism-react-renderer';
import {contrastRatio, darkCodeTheme, lightCodeTheme} from '../../src/codeThemes';

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

  test(`the ${name} code theme keeps its original colours where they were readable`, () => {
    const background = original.plain.backgroundColor!;
    original.styles.forEach(({style}, index) => {
      if (style.color && contrastRatio(style.color, background) >= 4.9) {
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
