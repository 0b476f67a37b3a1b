// npm run check:guards — shows that every patch of framework code
// (src/plugins/upstreamManifest.ts) has a guard that fails without it; how,
// the text it writes to BENCHMARKS.md ("Patch guards") says. The builds are
// bench:patches's (`--reuse` keeps them). Guards that test our module alone
// (tests/unit) cannot see a switched-off build and are not run. Not part of
// npm test: a build per patch takes most of a minute.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';
import {writeBenchmarkSection} from './benchmarks.mjs';
import {patchVariantBuild} from './stockBaseline.mjs';
import {countPlaywrightReport} from './testCounts.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const REPORT = resolve(ROOT, 'test-results', 'guards.json');
const {values: options} = parseArgs({options: {reuse: {type: 'boolean', default: false}, patches: {type: 'string'}, port: {type: 'string', default: '4500'}}});
const {PATCH_NAMES, PATCHES} = createJiti(import.meta.filename)('../src/plugins/upstreamManifest.ts');
const names = options.patches ? options.patches.split(',') : [...PATCH_NAMES];

const rows = [];
let unguarded = 0;
for (const [index, name] of names.entries()) {
  const guards = PATCHES[name].guards.filter((file) => file.startsWith('tests/e2e/'));
  if (guards.length === 0) {
    unguarded += 1;
    rows.push({name, guards, failed: [], verdict: '**no guard reads a build**'});
    continue;
  }
  const dir = patchVariantBuild(`without-${name}`, name, {reuse: options.reuse});
  rmSync(REPORT, {force: true});
  // Playwright serves the build on a port of its own; no retries, so a failure is the patch's absence.
  const {CI: _ci, ...env} = process.env;
  spawnSync('npx', ['playwright', 'test', '--project', 'chromium', '--reporter', 'json', ...guards], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...env, E2E_BUILD_DIR: dir, E2E_PORT: String(Number(options.port) + index * 4), PLAYWRIGHT_JSON_OUTPUT_FILE: REPORT},
  });
  const {failures} = existsSync(REPORT) ? countPlaywrightReport(JSON.parse(readFileSync(REPORT, 'utf8'))) : {failures: ['no report']};
  if (failures.length === 0) unguarded += 1;
  rows.push({name, guards, failed: failures, verdict: failures.length ? 'fails without it' : '**passes without it**'});
  console.log(`${name}: ${failures.length} guard test(s) failed without it`);
}

writeBenchmarkSection(
  'Patch guards',
  [
    `\`npm run check:guards\`, ${new Date().toISOString().slice(0, 10)}: each patch switched off alone (\`DISABLED_PATCHES\`), its guards in tests/e2e run`,
    'against that build. A guard that cannot fail without its patch guards nothing.',
    '',
    '| Patch | Guards run | Tests that failed without the patch | |',
    '| --- | --- | --- | --- |',
    ...rows.map(({name, guards, failed, verdict}) => `| \`${name}\` | ${guards.map((file) => `\`${file.replace('tests/e2e/', '')}\``).join(', ') || 'none'} | ${failed.map((line) => line.replace(/ \(unexpected\)$/, '').replace(/\|/g, '\\|')).join('<br>') || 'none'} | ${verdict} |`),
  ].join('\n'),
);
console.log(unguarded ? `${unguarded} patch(es) without a guard that fails without them.` : 'Every patch has a guard that fails without it.');
process.exitCode = unguarded ? 1 : 0;
