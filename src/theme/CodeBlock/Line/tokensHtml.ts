import type {CSSProperties} from 'react';
import type {Props} from '@theme/CodeBlock/Line';
import {escapeHtml} from '../../../utils/escapeHtml';

type Token = Props['line'][number];

/** A style object as React writes it into a `style` attribute: `font-style:italic;color:#fff`. */
export function styleAttribute(style: CSSProperties | undefined): string {
  if (!style) return '';
  return Object.entries(style)
    .filter(([, value]) => value != null && value !== '')
    .map(([name, value]) => `${name.replace(/[A-Z]/g, '-$&').toLowerCase()}:${value}`)
    .join(';');
}

/**
 * A line's tokens as the HTML that React renders for them, one
 * `<span class style>` per token (the markup of theme-classic's
 * CodeBlock/Line/Token). Server only (lineContent.ts).
 */
export function tokensHtml(line: readonly Token[], getTokenProps: Props['getTokenProps']): string {
  let html = '';
  for (const token of line) {
    const {className, style, children} = getTokenProps({token}) as {className?: string; style?: CSSProperties; children?: string};
    const styleText = styleAttribute(style);
    html += `<span${className ? ` class="${escapeHtml(className)}"` : ''}${styleText ? ` style="${escapeHtml(styleText)}"` : ''}>${escapeHtml(children ?? token.content)}</span>`;
  }
  return html;
}
