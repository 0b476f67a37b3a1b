import {memo} from 'react';
import Line from '@theme-original/CodeBlock/Line';

// A code block renders again once it is hydrated, when it finds out whether
// its code overflows (that decides the word-wrap button). A line depends only
// on its props, which the highlighter keeps stable while the code and theme
// stay the same, so memo lets that render skip every line of every block.
export default memo(Line);
