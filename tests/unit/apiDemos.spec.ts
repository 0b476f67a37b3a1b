import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {DEMO_MODELS} from '../../src/components/ApiDemo/models';
import {API_DEMOS} from '../apiDemos';
import {DEMO_SAMPLES} from './apiDemoSamples';

const ROOT = join(__dirname, '..', '..');
const FALLBACK_DIR = join(ROOT, 'static', 'img', 'api-demos');

test('every demo a page can show has a model, and every model a demo', () => {
  expect(Object.keys(DEMO_MODELS).sort()).toEqual(Object.keys(API_DEMOS).sort());
});

test('each demo says what its fallback image shows and what the demo does', () => {
  for (const [name, entry] of Object.entries(API_DEMOS)) {
    expect(entry.name).toBe(name);
    expect(entry.label, name).toMatch(/\S/);
    expect(entry.fallbackAlt.length, `${name}: fallbackAlt`).toBeGreaterThan(40);
    expect(entry.twin.length, `${name}: twin`).toBeGreaterThan(40);
  }
});

test('each fallback image is the demo at its default settings (npm run demos:fallbacks redraws them)', () => {
  expect(readdirSync(FALLBACK_DIR).sort()).toEqual(Object.keys(DEMO_MODELS).map((name) => `${name}.svg`).sort());
  for (const [name, model] of Object.entries(DEMO_MODELS)) {
    const saved = readFileSync(join(FALLBACK_DIR, `${name}.svg`), 'utf8');
    expect(saved, `static/img/api-demos/${name}.svg is stale: run npm run demos:fallbacks`).toBe(model.fallbackSvg());
    expect(saved).toMatch(/<path d="M/);
  }
});

test('the code each demo shows type-checks against the 3.2 packages, for its defaults and every sample', () => {
  // check:snippets builds a whole TypeScript program over the Remotion packages.
  test.slow();
  const blocks = Object.entries(DEMO_MODELS).flatMap(([name, model]) =>
    [model.defaults, ...DEMO_SAMPLES[name as keyof typeof DEMO_SAMPLES]].map((settings, index) => ({label: `${name} #${index}`, code: model.code(settings)})),
  );
  expect(new Set(blocks.map((block) => block.code)).size, 'each sample should show code of its own').toBe(
    blocks.length - Object.keys(DEMO_MODELS).length,
  );
  // The same check as `npm run check:snippets`, run on a page of the demos' code.
  const dir = mkdtempSync(join(tmpdir(), 'api-demo-code-'));
  try {
    const page = blocks.map((block) => `## ${block.label}\n\n\`\`\`tsx\n${block.code}\n\`\`\`\n`).join('\n');
    writeFileSync(join(dir, 'demos.md'), page);
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'check-snippets.mjs')], {
      cwd: ROOT,
      env: {...process.env, SNIPPET_DIRS: dir},
      encoding: 'utf8',
    });
    expect(run.stdout).toContain(`${blocks.length} type-checked`);
    expect(`${run.stderr}`.trim(), page).toBe('');
    expect(run.status).toBe(0);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
