/**
 * Wraps theme-classic's CodeBlock/Line in memo. A line depends only on its
 * props, which the highlighter keeps stable while the code and the theme
 * stay the same, so the block's render after hydration (when it finds out
 * whether the code overflows and shows its wrap button) skips every line.
 */
import {memo} from 'react';
import CodeBlockLine from '@theme-original/CodeBlock/Line';

export default memo(CodeBlockLine);
