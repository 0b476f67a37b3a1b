// How Highlight gets Prism. On the server, and in Node, Prism loads with the
// page; the lean-prism plugin gives the browser bundle prismLoader.browser.ts.
import Prism from './prismGrammars';

/** Prism, when it is loaded. */
export const loadedPrism = (): typeof Prism | undefined => Prism;

export const loadPrism = (): Promise<typeof Prism> => Promise.resolve(Prism);
