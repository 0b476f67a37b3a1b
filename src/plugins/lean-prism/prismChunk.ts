/**
 * The name of the browser's chunk with Prism and its grammars: the lean-prism
 * plugin gathers them into it, and src/clientModules/idlePrefetch.ts
 * prefetches it by this name.
 */
export const PRISM_CHUNK_NAME = 'prism-grammars';
