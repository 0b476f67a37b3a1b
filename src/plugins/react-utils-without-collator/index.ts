import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserAliasPlugin} from '../browser-alias';

/** theme-common's reactUtils module; the package exports none of its files by path. */
const UPSTREAM_REACT_UTILS = join(dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

/**
 * Points the browser bundle's copy of theme-common's reactUtils at
 * reactUtils.tsx, whose useShallowMemoObject() sorts keys without
 * localeCompare(). Every code block (through useCodeWordWrap) and every
 * docs page (through the mobile sidebar's secondary menu) calls it while
 * the page hydrates, and the page's first localeCompare() makes Chromium
 * build an ICU collator: 56 ms of one hydration task on the home page at
 * Lighthouse's 4× CPU slowdown, for a sort of two to four ASCII keys.
 */
export default function reactUtilsWithoutCollatorPlugin(): Plugin {
  return browserAliasPlugin({
    name: 'react-utils-without-collator',
    request: UPSTREAM_REACT_UTILS,
    replacement: join(__dirname, 'reactUtils.tsx'),
  });
}
