// Type-checks every ts/tsx/js/jsx code block of the docs, the blog and the
// success stories against the real Remotion 3.2 packages. A block that is
// deliberately partial says so in its metastring: skip-check="<reason>".
//
// The same pass reads, from the language service that checks them, the
// hover types of every checked sample (scripts/snippetTypes.mjs) and
// compares them with src/plugins/snippet-types/snippetTypes.json, which the
// build serves to the pages: `npm run check:snippets -- --write` writes it.
//
// The blocks are checked with the React types Remotion 3.2 was built against
// (@types/react 18.0, installed as @types/react-remotion-3.2): under newer
// React types, remotion's <Audio> and <Video> props wrongly demand extra
// attributes, which would fail code that is correct for its readers.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';
import ts from 'typescript';
import {contentFiles, extractBlocks} from './markdownBlocks.mjs';
import {sampleTypes} from './snippetTypes.mjs';

const {CHECKED_LANGUAGES, SNIPPET_TYPES_FILE, sampleHash} = createJiti(import.meta.filename)('../src/plugins/snippet-types/data.ts');
const {values: flags} = parseArgs({options: {write: {type: 'boolean', default: false}}});

const ROOT = resolve(import.meta.dirname, '..');
// Writers can check a draft folder before it lands: SNIPPET_DIRS=/path/a,/path/b
const CONTENT_DIRS = process.env.SNIPPET_DIRS?.split(',') ?? ['docs', 'blog', 'success-stories'];
// One folder per run, so parallel runs never delete each other's files.
const OUT_DIR = join(ROOT, 'node_modules', '.cache', 'snippets', String(process.pid));
const MIN_COVERAGE = 0.9;
const TYPES_DIR = join(ROOT, 'node_modules', '@types');
const REACT_TYPES = join(TYPES_DIR, 'react-remotion-3.2');

const SKIP_CHECK = /\bskip-check="([^"]*)"/;

// Packages the samples import but the site does not depend on (see its
// package.json for why they live apart). Installed on first use, and again
// whenever its lockfile names other versions than the installed ones.
const SNIPPET_DEPS = join(ROOT, 'scripts', 'snippet-deps');
const SNIPPET_DEP_NAMES = ['@remotion/skia', '@shopify/react-native-skia'];

function installedVersion(name) {
  const manifest = join(SNIPPET_DEPS, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

function ensureSnippetDeps() {
  const lock = JSON.parse(readFileSync(join(SNIPPET_DEPS, 'package-lock.json'), 'utf8'));
  const stale = SNIPPET_DEP_NAMES.some((name) => installedVersion(name) !== lock.packages[`node_modules/${name}`].version);
  if (!stale) return;
  console.log(`Installing ${SNIPPET_DEP_NAMES.join(', ')} for the samples that use them…`);
  // npm's warnings go to stderr, which callers read as type errors: show its
  // output only when the install fails.
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: SNIPPET_DEPS, encoding: 'utf8'});
  if (install.status !== 0) {
    throw new Error(`npm ci in ${relative(ROOT, SNIPPET_DEPS)} failed:\n${install.stdout}${install.stderr}`);
  }
}

function moduleSource(code) {
  // Blocks without import/export would share the global scope; make each one
  // a module of its own so two pages may both declare `Title`.
  return /^\s*(import|export)\s/m.test(code) ? code : `${code}\nexport {};\n`;
}

const snippets = [];
const skipped = [];
const invalidSkips = [];
for (const dir of CONTENT_DIRS) {
  for (const file of contentFiles(resolve(ROOT, dir))) {
    const page = relative(ROOT, file);
    extractBlocks(readFileSync(file, 'utf8')).forEach((block, index) => {
      if (!CHECKED_LANGUAGES.has(block.language)) return;
      const skip = SKIP_CHECK.exec(block.meta);
      if (skip) {
        if (skip[1].trim().length < 10) invalidSkips.push(`${page}:${block.startLine - 1}`);
        skipped.push({page, line: block.startLine - 1, reason: skip[1]});
        return;
      }
      const name = `${page.replace(/[^\w]+/g, '_')}__${index}.${block.language}`;
      snippets.push({...block, page, path: join(OUT_DIR, name)});
    });
  }
}

ensureSnippetDeps();
rmSync(OUT_DIR, {recursive: true, force: true});
mkdirSync(OUT_DIR, {recursive: true});
// A type root of its own, so `/// <reference types="react" />` in any package
// also finds the React 18.0 types instead of the site's newer ones.
const typeRoot = join(OUT_DIR, 'types');
mkdirSync(typeRoot);
symlinkSync(REACT_TYPES, join(typeRoot, 'react'));
symlinkSync(join(TYPES_DIR, 'node'), join(typeRoot, 'node'));
for (const snippet of snippets) {
  writeFileSync(snippet.path, moduleSource(snippet.code));
}

const options = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
  checkJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  esModuleInterop: true,
  resolveJsonModule: true,
  isolatedModules: false,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  typeRoots: [typeRoot],
  paths: {
    react: [REACT_TYPES],
    'react/*': [`${REACT_TYPES}/*`],
    ...Object.fromEntries(
      SNIPPET_DEP_NAMES.flatMap((name) => [
        [name, [join(SNIPPET_DEPS, 'node_modules', name)]],
        [`${name}/*`, [join(SNIPPET_DEPS, 'node_modules', name, '*')]],
      ]),
    ),
    // Apps import Skia's web loader from its TypeScript source, which imports
    // react-native; its declarations describe the same exports without it.
    '@shopify/react-native-skia/src/*': [join(SNIPPET_DEPS, 'node_modules/@shopify/react-native-skia/lib/typescript/src/*')],
  },
};

const files = snippets.map((snippet) => snippet.path);
const service = ts.createLanguageService(
  {
    getScriptFileNames: () => files,
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => (ts.sys.fileExists(file) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(file)) : undefined),
    getCurrentDirectory: () => ROOT,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  },
  ts.createDocumentRegistry(),
);
const program = service.getProgram();
const byPath = new Map(snippets.map((snippet) => [snippet.path, snippet]));
const failures = new Map();
const failingSamples = new Set();
for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
  const snippet = diagnostic.file && byPath.get(resolve(diagnostic.file.fileName));
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!snippet) {
    console.error(`error outside the snippets: ${message}`);
    failures.set('(global)', [...(failures.get('(global)') ?? []), message]);
    continue;
  }
  failingSamples.add(snippet.path);
  const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  const where = `${snippet.page}:${snippet.startLine + line}`;
  failures.set(where, [...(failures.get(where) ?? []), message]);
}

for (const [where, messages] of failures) {
  console.error(`✘ ${where}\n    ${messages.join('\n    ')}`);
}
for (const where of invalidSkips) {
  console.error(`✘ ${where}: skip-check needs a reason of at least 10 characters`);
}

// Types only for samples that check: a failing one would show a reader wrong types.
const typesProblems = [];
if (!process.env.SNIPPET_DIRS) {
  const samples = {};
  for (const snippet of snippets) {
    if (failingSamples.has(snippet.path)) continue;
    const types = sampleTypes(service, program, snippet.path, snippet.code);
    if (types) samples[sampleHash(snippet.code)] = types;
  }
  const version = (name) => JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  const versions = Object.fromEntries(
    ['typescript', 'remotion', '@remotion/player', '@remotion/renderer', '@remotion/lambda', '@remotion/bundler', '@remotion/cli'].map((name) => [name, version(name)]),
  );
  const sorted = Object.keys(samples).sort();
  // One sample per line, so that a changed sample is a changed line.
  const text = `{"versions":${JSON.stringify(versions)},"samples":{\n${sorted.map((hash) => `${JSON.stringify(hash)}:${JSON.stringify(samples[hash])}`).join(',\n')}\n}}\n`;
  const committed = existsSync(SNIPPET_TYPES_FILE) ? readFileSync(SNIPPET_TYPES_FILE, 'utf8') : '';
  if (flags.write) {
    if (committed !== text) writeFileSync(SNIPPET_TYPES_FILE, text);
    console.log(`Hover types of ${sorted.length} samples written to ${relative(ROOT, SNIPPET_TYPES_FILE)}.`);
  } else if (committed !== text) {
    typesProblems.push(`${relative(ROOT, SNIPPET_TYPES_FILE)} is out of date (a sample or a package changed): run npm run check:snippets -- --write`);
  }
}
for (const problem of typesProblems) console.error(`✘ ${problem}`);

const total = snippets.length + skipped.length;
const coverage = total === 0 ? 1 : snippets.length / total;
console.log(
  `Code blocks: ${total} found, ${snippets.length} type-checked, ${skipped.length} skipped ` +
    `(${(coverage * 100).toFixed(1)}% checked), ${failures.size} failing location(s).`,
);
if (coverage < MIN_COVERAGE) {
  console.error(`✘ Coverage ${(coverage * 100).toFixed(1)}% is below ${MIN_COVERAGE * 100}%.`);
}
ensureSnippetDeps();
rmSync(OUT_DIR, {recursive: true, force: true});
process.exit(failures.size === 0 && invalidSkips.length === 0 && typesProblems.length === 0 && coverage >= MIN_COVERAGE ? 0 : 1);
