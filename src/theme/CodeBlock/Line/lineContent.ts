import type {Props} from '@theme/CodeBlock/Line';
import {tokensHtml} from './tokensHtml';

/**
 * The content of a line's element, on the server: its tokens as one HTML
 * string. The browser bundle gets lineContent.browser.tsx instead
 * (docusaurus.config.ts), which renders the same spans as React elements,
 * so hydration adopts this markup span by span as it always did.
 */
export function lineContent(line: Props['line'], getTokenProps: Props['getTokenProps'], lineBreak: boolean) {
  const html = tokensHtml(line, getTokenProps);
  return {dangerouslySetInnerHTML: {__html: lineBreak ? `${html}<br/>` : html}};
}
