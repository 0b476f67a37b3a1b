import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserAliasPlugin} from '../browser-alias';

/**
 * Points the browser bundle's `@docusaurus/Head` at Head.tsx, which waits for
 * hydration before it renders Helmet.
 *
 * react-helmet-async registers each Helmet while it renders, not when React
 * commits it, and forgets it only on unmount. Docusaurus hydrates in a
 * transition, and a click during hydration makes React throw that render
 * away and start again: the Helmets of the discarded render stay registered
 * for the rest of the visit, so every later page keeps the first page's
 * `<link rel="alternate">` tags, breadcrumbs and Markdown twin link next to
 * its own. Stock Docusaurus 3.10 does the same. The server bundle keeps
 * upstream's Head, and the HTML it renders already holds every tag, so
 * nothing changes in the head until the Helmets render after hydration.
 */
export default function headAfterHydrationPlugin(): Plugin {
  return browserAliasPlugin({
    name: 'head-after-hydration',
    request: '@docusaurus/Head',
    replacement: join(__dirname, 'Head.tsx'),
  });
}
