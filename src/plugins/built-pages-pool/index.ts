import {availableParallelism} from 'node:os';
import {join} from 'node:path';

const WORKER_FILE = join(__dirname, 'worker.cjs');

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
