import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {expect, test} from '@playwright/test';
import ts from 'typescript';
import * as listModule from '../../src/data/externalLinks';
import {PROJECT_LINKS, REMOTION_LINKS, SERVICE_LINKS, SITE_URL} from '../../src/data/externalLinks';

const SITE_ROOT = join(__dirname, '..', '..');
const LIST_MODULE = join(SITE_ROOT, 'src/data/externalLinks.ts');
/** Every address the list module exports, each export an address or a group of them. */
const EXTERNAL_LINKS: readonly string[] = Object.values(listModule).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)));

const ALLOWED_HOSTS = new Set(['www.remotion.dev', 'remotion.dev', 'github.com', 'twitter.com', 'www.algolia.com']);
const REPOSITORY_PATH = '/remotion-dev/remotion';
/** The pages of the Remotion repository that certainly exist; nothing inside its folders does. */
const REPOSITORY_PAGES = ['', '/releases', '/issues', '/issues/new'].map((page) => `${REPOSITORY_PATH}${page}`);
/** A string that starts like a web address is a link, except these XML namespaces. */
const NAMESPACES = new Set(['http://www.w3.org/2000/svg']);

/** Why the address may not be linked, or null if it may. */
function problemWith(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'not an absolute URL';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (!ALLOWED_HOSTS.has(url.hostname)) return `host ${url.hostname} is not one the site links to`;
  if (url.search || url.hash) return 'carries a query or a fragment';
  if (address.includes('packages/docs')) return "points into packages/docs, where this site's files are not published";
  if (url.hostname === 'github.com') {
    const path = url.pathname.replace(/\/$/, '');
    const isRepositoryPage = REPOSITORY_PAGES.includes(path);
    const isProjectRoot = (Object.values(PROJECT_LINKS) as string[]).includes(address) && /^\/remotion-dev\/[\w.-]+$/.test(path);
    if (!isRepositoryPage && !isProjectRoot) return `GitHub path ${path} is neither a listed page of the repository nor a project's root`;
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every string or template literal (comments aside) that starts with a web
 * address, with its file. A template that builds the host from a variable
 * is an API endpoint, not a link, and is left out.
 */
function addressesWritten(files: string[]): Array<{file: string; address: string}> {
  return files.flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const found: Array<{file: string; address: string}> = [];
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
        const address = /^https?:\/\/[^\s/$]+[^\s$]*/.exec(node.text)?.[0];
        if (address) found.push({file: relative(SITE_ROOT, file), address});
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

test('the list holds every address once, grouped as the module exports them', () => {
  const grouped = [SITE_URL, ...Object.values(REMOTION_LINKS), ...Object.values(PROJECT_LINKS), ...Object.values(SERVICE_LINKS)];
  expect(EXTERNAL_LINKS.length).toBeGreaterThan(0);
  expect([...EXTERNAL_LINKS].sort()).toEqual(grouped.sort());
  expect(new Set(EXTERNAL_LINKS).size).toBe(EXTERNAL_LINKS.length);
});

test('every address is https, on a host the site links to, and a page that certainly exists', () => {
  const problems = EXTERNAL_LINKS.map((address) => ({address, problem: problemWith(address)})).filter(({problem}) => problem);
  expect(problems).toEqual([]);
});

test('the check refuses the kinds of address the site must not link to', () => {
  // Without this, a check that accepted everything would pass the test above.
  for (const address of [
    'http://remotion.dev/discord',
    'https://example.com/',
    'https://github.com/remotion-dev/remotion/blob/main/packages/docs/src/data/experts.ts',
    'https://github.com/remotion-dev/remotion/tree/main/packages/example',
    'https://github.com/remotion-dev/remotion/edit/main/README.md',
    'https://github.com/remotion-dev/not-a-listed-project',
    'https://github.com/remotion-dev/remotion/issues/new?title=x',
  ]) {
    expect(problemWith(address), address).not.toBeNull();
  }
});

test('no page, data module or config writes an address of its own: all come from the list', () => {
  const files = [
    ...sourceFiles(join(SITE_ROOT, 'src')).filter((file) => file !== LIST_MODULE),
    join(SITE_ROOT, 'docusaurus.config.ts'),
    join(SITE_ROOT, 'sidebars.ts'),
  ];
  expect(files.length).toBeGreaterThan(20);
  const written = addressesWritten(files).filter(({address}) => !NAMESPACES.has(address));
  expect(written).toEqual([]);
  // Nor does any path into the repository's folders hide in a longer string.
  const intoRepositoryFolders = files.filter((file) => /github\.com\/remotion-dev\/remotion\/(blob|tree|edit)\//.test(readFileSync(file, 'utf8')));
  expect(intoRepositoryFolders.map((file) => relative(SITE_ROOT, file))).toEqual([]);
});

test('the address scan finds addresses where they are written', () => {
  // The list module itself writes its addresses as literals: the scan must see them.
  const found = addressesWritten([LIST_MODULE]).map(({address}) => address);
  expect(found).toEqual(expect.arrayContaining([REMOTION_LINKS.repository, REMOTION_LINKS.discord, ...Object.values(PROJECT_LINKS)]));
});
