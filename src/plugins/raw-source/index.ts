import type {Plugin} from '@docusaurus/types';

/**
 * Lets client code import a file of the site as a string, read at build
 * time: `import('!!./File.tsx?raw')`. The `?raw` query makes the module's
 * type `asset/source`; the `!!` prefix keeps the site's JavaScript loader
 * from compiling the file first, so the string is the source as written.
 * The showcase shows its compositions' code this way, so it cannot drift.
 */
export default function rawSourcePlugin(): Plugin {
  return {
    name: 'raw-source',
    configureWebpack() {
      return {
        module: {
          rules: [{resourceQuery: /^\?raw$/, type: 'asset/source'}],
        },
      };
    },
  };
}
