// prismLoader.ts for the browser: Prism and its grammars in a chunk of their
// own, loaded the first time a code block needs tokenizing. Blocks that the
// page's HTML holds never do (see renderedTokensOf), so a page opened
// directly runs no Prism: evaluating its grammars was a task of 60 to 70 ms
// at 4× CPU on every page with code. For the blocks that arrive with a
// client-side navigation, the chunk is prefetched with the routes, after the
// page's load event (src/clientModules/idlePrefetch.ts); until it has loaded,
// such a block shows as plain text.
import type Prism from './prismGrammars';

let prism: typeof Prism | undefined;

export const loadedPrism = (): typeof Prism | undefined => prism;

export const loadPrism = (): Promise<typeof Prism> =>
  import('./prismGrammars').then((module) => {
    prism = module.default;
    return prism;
  });
