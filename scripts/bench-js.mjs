// npm run bench:js — the JavaScript of a docs page's first load, each script
// counted at brotli 11 so that the figure does not depend on how the local
// server compresses on the fly. `--dir` and `--label` measure another build,
// e.g. one of an earlier commit, so "before" and "after" sit side by side.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {firstLoadJavaScript, launchChromium, serveDir, writeBenchmarkSection} from './benchmarks.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BENCHMARKS = resolve(ROOT, 'BENCHMARKS.md');
const SECTION = 'Docs page JavaScript';
const PAGES = ['/docs/the-fundamentals', '/docs/interpolate', '/docs/lambda/rendermediaonlambda'];
const {values: options} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    label: {type: 'string', default: 'current'},
    port: {type: 'string', default: '4177'},
  },
});
const origin = `http://127.0.0.1:${options.port}`;

const server = await serveDir(options.port, options.dir);
const browser = await launchChromium();
const results = [];
try {
  for (const path of PAGES) results.push({path, ...(await firstLoadJavaScript(browser, `${origin}${path}`))});
} finally {
  await browser.close();
  server.kill();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
// The HTML of every docs page together: what a feature that renders into the pages adds to them.
const docsHtmlBytes = readdirSync(resolve(ROOT, options.dir, 'docs'), {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
const rowsByLabel = new Map();
if (existsSync(BENCHMARKS)) {
  const existing = readFileSync(BENCHMARKS, 'utf8').split(/^## /m).find((part) => part.startsWith(SECTION));
  for (const line of existing?.split('\n') ?? []) {
    const label = line.match(/^\| ([^|]+?) \| \//)?.[1];
    if (label) rowsByLabel.set(`${label}|${line.split('|')[2].trim()}`, line);
  }
}
for (const {path, files, bytes} of results) {
  rowsByLabel.set(`${options.label}|${path}`, `| ${options.label} | ${path} | ${files} | ${kb(bytes)} | ${(docsHtmlBytes / 1024 / 1024).toFixed(2)} MB |`);
}
const body = [
  'Compressed JavaScript transferred on the first load of a docs page (every script the page requests until the network is idle),',
  'measured in headless Chromium against each build served by `scripts/serve.mjs`, each script counted at its size with brotli',
  'at quality 11 (a host that compresses ahead of time). Budget: at most 150 KB. The last column is the HTML of all docs pages',
  'of that build together, uncompressed (rows older than #33 do not have it).',
  '',
  '| Build | Page | Script files | Transferred | HTML of all docs pages |',
  '| --- | --- | --- | --- | --- |',
  ...rowsByLabel.values(),
  '',
  `Latest run (${options.label}): largest page ${kb(Math.max(...results.map((result) => result.bytes)))}, ` +
    (Math.max(...results.map((result) => result.bytes)) <= 150 * 1024 ? 'within the 150 KB budget.' : '**over the 150 KB budget**.'),
].join('\n');
writeBenchmarkSection(SECTION, body);
for (const {path, files, bytes} of results) console.log(`${options.label} ${path}: ${files} scripts, ${kb(bytes)}`);
