// npm run bench:build — times the production build twice: cold (after
// `docusaurus clear` removed the generated files and the bundler's cache) and
// warm (straight after, with the cache in place), and writes the times with
// the size of the output to BENCHMARKS.md.
import {spawnSync} from 'node:child_process';
import {readdirSync, statSync} from 'node:fs';
import {cpus, totalmem} from 'node:os';
import {join, resolve} from 'node:path';
import {writeBenchmarkSection} from './benchmarks.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const BUILD = resolve(ROOT, 'build');

function docusaurus(...args) {
  const started = performance.now();
  const result = spawnSync('npx', ['docusaurus', ...args], {cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) {
    console.error(`docusaurus ${args.join(' ')} failed`);
    process.exit(1);
  }
  return (performance.now() - started) / 1000;
}

function filesUnder(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

docusaurus('clear');
const cold = docusaurus('build');
const warm = docusaurus('build');

const files = filesUnder(BUILD);
const pages = files.filter((file) => file.endsWith('.html')).length;
const megabytes = files.reduce((sum, file) => sum + statSync(file).size, 0) / 1024 / 1024;

const body = [
  `Measured on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} CPU cores, ` +
    `${Math.round(totalmem() / 1024 ** 3)} GiB memory, Docusaurus 3.10 with @docusaurus/faster (Rspack, SWC).`,
  '',
  '| Build | Time |',
  '| --- | --- |',
  `| Cold (after \`docusaurus clear\`) | ${cold.toFixed(1)} s |`,
  `| Warm (bundler cache in place) | ${warm.toFixed(1)} s |`,
  '',
  `Output: ${pages} HTML pages, ${files.length} files, ${megabytes.toFixed(1)} MB (uncompressed).`,
  'Both builds include the post-build step that writes the search index.',
].join('\n');
writeBenchmarkSection('Production build', body);
console.log(`cold build ${cold.toFixed(1)} s, warm build ${warm.toFixed(1)} s, ${pages} pages, ${megabytes.toFixed(1)} MB`);
