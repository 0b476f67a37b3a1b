import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {expect, test} from '@playwright/test';

// What src/plugins/css-lightningcss-only leaves to Lightning CSS, checked in its output.
const BUILT_CSS_DIR = resolve(__dirname, '../../build/assets/css');

test('the built stylesheet still has the prefixes the browser targets need, added by Lightning CSS', () => {
  const css = readdirSync(BUILT_CSS_DIR)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(BUILT_CSS_DIR, file), 'utf8'))
    .join('\n');
  // Our sources and Infima write these unprefixed; Safari versions within
  // ">0.5%, not dead" need the -webkit- forms.
  expect(css).toMatch(/-webkit-mask:[^;}]+;mask:/);
  expect(css).toMatch(/-webkit-user-select:none;user-select:none/);
});
