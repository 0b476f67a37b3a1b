/**
 * Ejected from @docusaurus/theme-classic 3.10 to render a line's tokens as
 * one HTML string instead of one React element (CodeBlock/Line/Token) per
 * token. A docs page holds hundreds to thousands of tokens: as elements,
 * each was a component to render on the server and a fiber to hydrate and
 * keep in the browser; as the line's inner HTML, the server writes a string
 * and hydration adopts the server's DOM as it is. The markup is the same
 * (tests/unit/codeBlockLine.spec.ts renders both and compares them), so the
 * blocks that hydrate from their HTML (src/plugins/lean-prism) read their
 * tokens from it as before.
 *
 * A line depends only on its props, which the highlighter keeps stable while
 * the code and the theme stay the same; memo lets the block's render after
 * hydration (when it finds out whether the code overflows) skip every line.
 */
import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import {tokensHtml} from './tokensHtml';
import styles from './styles.module.css';

// Replaces single lines with '\n' by '' so that we don't end up with
// duplicate line breaks (the '\n' + the line's <br/>)
// see also https://github.com/facebook/docusaurus/pull/11565
function fixLineBreak(line: Props['line']): Props['line'] {
  const singleLineBreakToken = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }
  return line;
}

function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers && styles.codeLine),
  });
  const tokens = tokensHtml(line, getTokenProps);
  // The <br/> keeps a line with no content from collapsing.
  if (!showLineNumbers) return <div {...lineProps} dangerouslySetInnerHTML={{__html: `${tokens}<br/>`}} />;
  return (
    <div {...lineProps}>
      <span className={styles.codeLineNumber} />
      <span className={styles.codeLineContent} dangerouslySetInnerHTML={{__html: tokens}} />
      <br />
    </div>
  );
}

export default memo(CodeBlockLine);
