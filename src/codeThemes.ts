import {themes, type PrismTheme} from 'prism-react-renderer';

// The code block colour themes: GitHub's and Dracula's, with every token
// colour that falls short of WCAG AA (4.5:1 against the block's background)
// moved toward black or white until it passes, on the block's background and
// on the tinted background of a highlighted line alike. Stock GitHub draws
// comments at 2.7:1 and strings at 4.3:1; Dracula's comments are at 3:1.
const TARGET_CONTRAST = 4.9;

/**
 * The tint of highlighted lines per colour mode, `[red, green, blue, alpha]`:
 * src/css/custom.css sets it as `--docusaurus-highlighted-code-line-bg`, and
 * a unit test holds the two to the same values.
 */
export const HIGHLIGHTED_LINE_TINT = {light: [11, 132, 243, 0.12], dark: [75, 163, 255, 0.18]} as const;

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb {
  const hex = color.match(/^#([\da-f]{3}|[\da-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16)) as Rgb;
  }
  const rgb = color.match(/^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour in a code theme: ${color}`);
}

function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(parseColor(foreground)), luminance(parseColor(background))].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** A highlighted line's background: the tint laid over the block's background. */
export function tintedBackground(background: string, [red, green, blue, alpha]: readonly number[]): string {
  const under = parseColor(background);
  return toHex([red, green, blue].map((channel, i) => channel * alpha + under[i] * (1 - alpha)) as Rgb);
}

/** The colour, mixed with black (on light backgrounds) or white until readable on each background. */
function readableOn(color: string, backgrounds: string[]): string {
  const readable = (candidate: string) => backgrounds.every((background) => contrastRatio(candidate, background) >= TARGET_CONTRAST);
  if (readable(color)) return color;
  const towards = luminance(parseColor(backgrounds[0])) > 0.18 ? 0 : 255;
  const original = parseColor(color);
  for (let amount = 0.05; amount <= 1; amount += 0.05) {
    const mixed = toHex(original.map((channel) => channel + (towards - channel) * amount) as Rgb);
    if (readable(mixed)) return mixed;
  }
  return toHex([towards, towards, towards]);
}

function withReadableColors(theme: PrismTheme, highlightTint: readonly number[]): PrismTheme {
  const background = theme.plain.backgroundColor!;
  const backgrounds = [background, tintedBackground(background, highlightTint)];
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      // Opacity below 1 would undo the contrast worked out here.
      const {opacity: _opacity, ...style} = entry.style;
      return {...entry, style: style.color ? {...style, color: readableOn(style.color, backgrounds)} : style};
    }),
  };
}

export const lightCodeTheme = withReadableColors(themes.github, HIGHLIGHTED_LINE_TINT.light);
export const darkCodeTheme = withReadableColors(themes.dracula, HIGHLIGHTED_LINE_TINT.dark);
