/**
 * The category of the relevance suite that nobody on the team wrote: every
 * export with a page, every parameter and prop, every PlayerRef method,
 * every CLI and Lambda CLI flag and every config setter of the Remotion 3.2
 * reference (../shared/reference, read from the npm packages), typed as a
 * developer types it, expecting the page that defines it.
 * - an export: its name, written as code every other time (`<Player>`, `spring()`);
 * - a parameter or prop: the export and the member (`renderMedia crf`);
 * - a method: the object and the method (`PlayerRef seekTo`, `playerRef.seekTo`);
 * - a flag: the flag alone; right on the page of any command that takes it;
 * - a config setter: with its namespace or alone (`setImageFormat()`).
 * Queries that read the same (a flag of two CLIs) are one case, right on each page.
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import type {RelevanceCase} from './relevance.cases';

const REFERENCE = resolve(__dirname, '../../../shared/reference');

type Export = {name: string; kind: string; fields?: string[]; props?: string[]; methods?: string[]};
type Flag = {name: string; commands: string[]};
type Reference = {
  packages: Record<string, {exports: Export[]}>;
  cli: {flags: Flag[]};
  lambda: {flags: Flag[]};
  config: {name: string; setter: string}[];
};
type ApiPage = {package: string; export: string | null; url: string};

/** The member name of a field, prop or method signature: `options.easing?: …` → `easing`; the names of a "one of" prop. */
export function memberNames(signature: string): string[] {
  if (signature.startsWith('(one of:')) return [...signature.matchAll(/\{(\w+)\??:/g)].map(([, name]) => name);
  const name = /^(?:\w+\.)?(\w+)\??:/.exec(signature)?.[1];
  return name ? [name] : [];
}

/** A flag's first spelling: `--quiet / -q` → `--quiet`. */
const flagName = (flag: Flag) => flag.name.split(' / ')[0];

function exportQuery({name, kind}: Export, n: number): string {
  if (n % 2 === 1) return name;
  if (kind === 'component') return `<${name}>`;
  if (kind === 'function') return `${name}()`;
  return name;
}

export function referenceCases(): RelevanceCase[] {
  const reference = JSON.parse(readFileSync(`${REFERENCE}/remotion-3.2-api.json`, 'utf8')) as Reference;
  const {pages} = JSON.parse(readFileSync(`${REFERENCE}/api-pages.json`, 'utf8')) as {pages: ApiPage[]};
  const pageOf = (key: string) => pages.find((page) => page.export === key)?.url;
  const pagesByQuery = new Map<string, Set<string>>();
  const add = (query: string, url: string | undefined) => {
    if (!url) return;
    pagesByQuery.set(query, (pagesByQuery.get(query) ?? new Set()).add(url));
  };

  let n = 0;
  for (const {exports} of Object.values(reference.packages)) {
    for (const entry of exports) {
      const url = pageOf(entry.name);
      if (!url) continue;
      add(exportQuery(entry, n++), url);
      // A type's fields are the parameters of its function, which are asked for by the function's name.
      if (entry.kind !== 'type') {
        for (const member of [...(entry.fields ?? []), ...(entry.props ?? [])].flatMap(memberNames)) {
          add(n++ % 2 === 0 && entry.kind === 'component' ? `<${entry.name}> ${member}` : `${entry.name} ${member}`, url);
        }
      }
      for (const method of (entry.methods ?? []).flatMap(memberNames)) {
        add(n++ % 2 === 0 ? `${entry.name} ${method}` : `playerRef.${method}`, url);
      }
    }
  }

  // A flag of every command is defined on the CLI's overview and on each command's page.
  const cliPages = (cli: 'cli' | 'lambda') =>
    pages.filter((page) => page.package === `@remotion/${cli}` && (page.url.endsWith('/cli') || page.export?.startsWith('command:'))).map(({url}) => url);
  const commandPages = (command: string, cli: 'cli' | 'lambda'): (string | undefined)[] => {
    if (command === 'all') return cliPages(cli);
    if (command === 'lambda subcommands') return cliPages('lambda');
    if (command.startsWith('lambda ')) return commandPages(command.slice('lambda '.length), 'lambda');
    return [pageOf(`command:${cli === 'lambda' ? `lambda ${command.split(' ')[0]}` : command}`)];
  };
  for (const cli of ['cli', 'lambda'] as const) {
    for (const flag of reference[cli].flags) {
      for (const command of flag.commands) for (const url of commandPages(command, cli)) add(flagName(flag), url);
    }
  }

  const configPage = pageOf('Config');
  for (const setter of reference.config) add(n++ % 2 === 0 ? setter.name : `${setter.setter}()`, configPage);

  return [...pagesByQuery].map(([query, urls]) => {
    const [expected, ...alsoExpected] = [...urls];
    return {category: 'reference', query, expected, alsoExpected};
  });
}
