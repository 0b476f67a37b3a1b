import type {CSSProperties} from 'react';
import type {Props} from '@theme/CodeBlock/Line';
import {escapeHtml} from '../../../utils/escapeHtml';

/** A style object as React writes it into a `style` attribute: `font-style:italic;color:#fff`. */
export function styleAttribute(style: CSSProperties | undefined): string {
  if (!style) return '';
  return Object.entries(style)
    .filter(([, value]) => value != null && value !== '')
    .map(([name, value]) => `${name.replace(/[A-Z]/g, '-$&').toLowerCase()}:${value}`)
    .join(';');
}

/**
 * The content of a line's element, on the server: its tokens as one HTML
 * string, the `<span class style>` per token that React renders for
 * theme-classic's CodeBlock/Line/Token. The browser bundle gets
 * lineContent.browser.tsx instead (docusaurus.config.ts), which renders the
 * same spans as React elements, so hydration adopts this markup span by span
 * as it always did.
 */
export function lineContent(line: Props['line'], getTokenProps: Props['getTokenProps'], lineBreak: boolean) {
  let html = '';
  for (const token of line) {
    const {className, style, children} = getTokenProps({token}) as {className?: string; style?: CSSProperties; children?: string};
    const styleText = styleAttribute(style);
    html += `<span${className ? ` class="${escapeHtml(className)}"` : ''}${styleText ? ` style="${escapeHtml(styleText)}"` : ''}>${escapeHtml(children ?? token.content)}</span>`;
  }
  return {dangerouslySetInnerHTML: {__html: lineBreak ? `${html}<br/>` : html}};
}
