import type {ComponentType} from 'react';

/**
 * What a page needs before its demo loads. Each demo's entry is a module of
 * its own (demos/<name>/entry.ts) that its page imports, so a page's
 * first-load JavaScript holds its own entry alone; the demo itself, with
 * Remotion and the Player, is a chunk of its own.
 */
export type ApiDemoEntry = {
  /** The demo's id: its folder in demos/ and its image in static/img/api-demos/. */
  name: string;
  /** The demo's accessible name. */
  label: string;
  /** The live demo, loaded once its box comes on screen. */
  load: () => Promise<{default: ComponentType}>;
  /** Describes the fallback image: the plot at the default settings. */
  fallbackAlt: string;
  /** One line for the page's Markdown twin. */
  twin: string;
};
