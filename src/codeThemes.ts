import {themes, type PrismTheme} from 'prism-react-renderer';

// The code block colour themes: GitHub's and Dracula's, with every token
// colour that falls short of WCAG AA (4.5:1 against the block's background)
// moved toward black or white until it passes. Stock GitHub draws comments
// at 2.7:1 and strings at 4.3:1; Dracula's comments are at 3:1. The target
// leaves headroom for the tinted background of highlighted lines.
const TARGET_CONTRAST = 4.9;

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

/** The colour, mixed with black (on light backgrounds) or white until readable. */
function readableOn(color: string, background: string): string {
  if (contrastRatio(color, background) >= TARGET_CONTRAST) return color;
  const towards = luminance(parseColor(background)) > 0.18 ? 0 : 255;
  const original = parseColor(color);
  for (let amount = 0.05; amount <= 1; amount += 0.05) {
    const mixed = toHex(original.map((channel) => channel + (towards - channel) * amount) as Rgb);
    if (contrastRatio(mixed, background) >= TARGET_CONTRAST) return mixed;
  }
  return toHex([towards, towards, towards]);
}

function withReadableColors(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor!;
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      // Opacity below 1 would undo the contrast worked out here.
      const {opacity: _opacity, ...style} = entry.style;
      return {...entry, style: style.color ? {...style, color: readableOn(style.color, background)} : style};
    }),
  };
}

export const lightCodeTheme = withReadableColors(themes.github);
export const darkCodeTheme = withReadableColors(themes.dracula);
