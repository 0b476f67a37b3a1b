import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {expect, test} from '@playwright/test';
import {UPSTREAM_REACT_UTILS} from '../../src/plugins/react-utils-without-collator';

// Local plugins stand in for files of our dependencies. Each guard
// records the hash of the installed upstream file its replacement was last
// checked against: after an upgrade that changes the file, the guard fails
// and says what to compare before recording the new hash.
const require = createRequire(__filename);

const GUARDS = [
  {
    upstream: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    ours: 'src/plugins/split-client-startup/clientEntry.tsx',
    recheck: 'copy any change of the start-up sequence into our entry, keeping its steps in tasks of their own (React DOM, client modules, routes and preload, layout, app)',
  },
  {
    upstream: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
    ours: 'src/plugins/lazy-route-components/ComponentCreator.tsx',
    recheck: 'check that the signature (path, hash) and the returned component, with its preload(), are unchanged',
  },
  {
    upstream: '@docusaurus/core/lib/client/exports/Head.js',
    sha256: 'cffe1438651ffcd100c4389ef8c04a522ef911827ec4ac4c4a3c231c0cc754af',
    ours: 'src/plugins/head-after-hydration/Head.tsx',
    recheck: 'check that Head still only renders react-helmet-async\'s Helmet with its props',
  },
  {
    upstream: 'react-helmet-async/lib/index.module.js',
    sha256: 'dd24f7f1c989b2d59ec9ed1ac16a1727d3d134fb480856be78630c6592aeef2c',
    ours: 'src/plugins/head-after-hydration/Head.tsx',
    recheck: 'if HelmetDispatcher now registers in componentDidMount instead of render, drop the plugin (tests/e2e/startup.spec.ts shows whether the stale tags come back)',
  },
  {
    upstream: 'prism-react-renderer/dist/index.mjs',
    sha256: '813d689971589fa1d93ad48c4d554cd50527d5dcf56970bcde20befef1ce3202',
    ours: 'src/plugins/lean-prism/prismReactRenderer.tsx',
    recheck: "compare Highlight, its token normalisation and theme folding, and the grammar list and order (tests/unit/leanPrism.spec.ts renders every docs block both ways)",
  },
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    ours: 'src/plugins/lean-prism/index.ts',
    recheck: 'make sure the lean Prism still registers everything this module did before the plugin drops it',
  },
  {
    upstream: '@docusaurus/utils-common/lib/index.js',
    sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
    ours: 'src/plugins/lean-utils-common/utilsCommon.ts',
    recheck: 'export the same names from the same files, still without tslib',
  },
  {
    upstream: UPSTREAM_REACT_UTILS,
    sha256: 'a683742dac1a155bbd1c355601dedc1eeb7cc5edd7331cab26043c74233dca11',
    ours: 'src/plugins/react-utils-without-collator/reactUtils.tsx',
    recheck: 'copy any change into our file, keeping useShallowMemoObject() free of localeCompare()',
  },
  {
    upstream: '@docusaurus/bundler/lib/loaders/styleLoader.js',
    sha256: '5038e82473c981de039db3008a8f63455cc154f954ae34731e19d49ce2b4ae68',
    ours: 'src/plugins/css-lightningcss-only/index.ts',
    recheck: 'check that postcss-preset-env is still the only PostCSS plugin the style loaders get; keep any other plugin or option they now add',
  },
  {
    upstream: '@docusaurus/bundler/lib/minification.js',
    sha256: 'eab700507706bb78b9e68fbce81708720fa8b1a54ebcc9ce2aa03ffab7e8e23f',
    ours: 'src/plugins/css-lightningcss-only/index.ts',
    recheck: 'check that Rspack builds still minify CSS with Lightning CSS for the browserslist targets, which is what prefixes the stylesheets once the preset is gone',
  },
];

for (const guard of GUARDS) {
  test(`${guard.ours} still mirrors ${guard.upstream.replace(/.*node_modules\//, '')}`, () => {
    const path = require.resolve(guard.upstream);
    const actual = createHash('sha256').update(readFileSync(path)).digest('hex');
    expect(
      actual,
      `${guard.upstream} changed upstream (${path}). Re-check ${guard.ours}: ${guard.recheck}. Then record its new sha256 here.`,
    ).toBe(guard.sha256);
  });
}
