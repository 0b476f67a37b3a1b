/**
 * Ejected from @docusaurus/theme-classic 3.10 so that the server renders a
 * line's tokens as one HTML string instead of one React element
 * (CodeBlock/Line/Token) per token: the site's pages hold about 150,000
 * tokens, each a component for every page's static rendering to render.
 * The browser renders the same spans as elements (lineContent.browser.tsx),
 * which hydrate against the server's markup as before: the two must write
 * the same markup (tests/unit/codeBlockLine.spec.ts renders both and
 * compares them), and the blocks that hydrate from their HTML
 * (src/plugins/lean-prism) read their tokens from it.
 *
 * A line depends only on its props, which the highlighter keeps stable while
 * the code and the theme stay the same; memo lets the block's render after
 * hydration (when it finds out whether the code overflows) skip every line.
 */
import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import {lineContent} from './lineContent';
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
  // The <br/> keeps a line with no content from collapsing.
  if (!showLineNumbers) return <div {...lineProps} {...lineContent(line, getTokenProps, true)} />;
  return (
    <div {...lineProps}>
      <span className={styles.codeLineNumber} />
      <span className={styles.codeLineContent} {...lineContent(line, getTokenProps, false)} />
      <br />
    </div>
  );
}

export default memo(CodeBlockLine);
