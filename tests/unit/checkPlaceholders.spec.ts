import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {test, expect} from '@playwright/test';

const SCRIPT = join(__dirname, '../../scripts/check-placeholders.mjs');

/** Writes the pages into a fresh folder and runs the check on it. */
function checkPages(pages: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'check-placeholders-'));
  try {
    for (const [file, body] of Object.entries(pages)) {
      mkdirSync(dirname(join(dir, file)), {recursive: true});
      writeFileSync(join(dir, file), `<!doctype html><html><head><title>Page</title></head><body>${body}</body></html>`);
    }
    const result = spawnSync(process.execPath, [SCRIPT, '--dir', dir], {encoding: 'utf8'});
    return {status: result.status, output: result.stdout + result.stderr};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('names every page with placeholder text and fails', () => {
  const {status, output} = checkPages({
    'clean.html': '<p>Render a video with renderMedia().</p>',
    'soon.html': '<h1>Lambda</h1><p>Coming soon.</p>',
    'docs/todo.html': '<pre><code>// TODO: handle errors\nrenderMedia();</code></pre>',
    // Adjacent cells must not run together into "PriceTBD".
    'table.html': '<table><tr><td>Price</td><td>TBD</td></tr></table>',
  });
  expect(status).toBe(1);
  expect(output).toContain('soon.html');
  expect(output).toContain('"Coming soon"');
  expect(output).toContain(join('docs', 'todo.html'));
  expect(output).toContain('"TODO"');
  expect(output).toContain('table.html');
  expect(output).not.toMatch(/^clean\.html$/m);
  expect(output).toContain('check:placeholders: 4 pages, 3 with placeholder text');
});

test('passes pages whose words only resemble placeholders', () => {
  const {status, output} = checkPages({
    'index.html':
      '<p>Today we finish the todos. Tbd is lowercase here, and so is "xxx".</p>' +
      // Script and style content is not visible text.
      '<script>// TODO: remove</script><style>/* FIXME */</style>',
  });
  expect(status).toBe(0);
  expect(output).toContain('check:placeholders: 1 pages, 0 with placeholder text');
});

test('fails when there are no pages to check', () => {
  const {status, output} = checkPages({});
  expect(status).toBe(1);
  expect(output).toContain('no HTML files');
});
