import {existsSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import {join} from 'node:path';
import {twinPath} from '../markdown-twins/twinPath';
import type {BuiltPage, BuiltPageFile} from './readBuiltPage';

const WORKER_FILE = join(__dirname, 'worker.cjs');
const READ_MODULE = join(__dirname, 'readBuiltPage.ts');

/**
 * Calls `exportName` of the TypeScript module at `modulePath` once per input,
 * spread over worker threads, one per core, and resolves with the results in
 * the order of the inputs. Inputs and results cross threads by structured
 * clone, so they are plain data: pass a built page's file name, not its HTML.
 *
 * The post-build steps that read every built page (the search index, the
 * Markdown twins) parse 21 MB of HTML, and on the build's main thread they
 * were a quarter of a cold build. Spread over the two cores here, the two
 * steps take 0.86× the time (medians of 3 runs, alternated with the main
 * thread): V8 already collects garbage on the second core, so the gain is
 * less than twofold. Docusaurus renders the pages with the same library,
 * tinypool.
 */
export async function mapInWorkerThreads<Input, Output>(
  modulePath: string,
  exportName: string,
  inputs: readonly Input[],
): Promise<Output[]> {
  const {default: Tinypool} = await import('tinypool');
  const threads = Math.max(1, Math.min(availableParallelism(), inputs.length));
  const pool = new Tinypool({filename: WORKER_FILE, minThreads: threads, maxThreads: threads, isolateWorkers: false});
  try {
    return await Promise.all(inputs.map((input) => pool.run({modulePath, exportName, input}) as Promise<Output>));
  } finally {
    await pool.destroy();
  }
}

/** The built HTML file of a route, as Docusaurus writes it. */
function htmlFileOf(outDir: string, route: string): string | null {
  const candidates = [join(outDir, route, 'index.html'), join(outDir, `${route.replace(/\/$/, '')}.html`)];
  return candidates.find((file) => existsSync(file)) ?? null;
}

const passes = new Map<string, Promise<Map<string, BuiltPage>>>();

/**
 * Every built page's search records and Markdown twin, by route, from one
 * pass over the build that the search index and the twins plugins share:
 * the first plugin to ask starts it, the other gets the same promise. Each
 * page is read and parsed once, into the tree the twin needs. The two steps
 * used to read the pages each in their own pool, the search index with
 * cheerio: the shared pass takes 0.61× their time (medians of 5 runs,
 * alternated, on all 327 built pages).
 */
export function readBuiltPages(outDir: string, routes: readonly string[], siteUrl: string): Promise<Map<string, BuiltPage>> {
  let pass = passes.get(outDir);
  if (!pass) {
    const files = [...new Set(routes)].flatMap((route) => {
      const htmlFile = htmlFileOf(outDir, route);
      return htmlFile ? [{route, htmlFile, pageUrl: `${siteUrl}${route}`, twinFile: join(outDir, twinPath(route))}] : [];
    });
    pass = mapInWorkerThreads<BuiltPageFile, BuiltPage>(READ_MODULE, 'readBuiltPage', files).then(
      (pages) => new Map(files.map(({route}, position) => [route, pages[position]!])),
    );
    passes.set(outDir, pass);
  }
  return pass;
}
