import type {SampleTypes} from '../../plugins/snippet-types/data';

/** Injected by the bundler: the site's base URL, where the build's assets live. */
declare const __webpack_public_path__: string;

const loads = new Map<string, Promise<SampleTypes>>();

/** A sample's types (src/plugins/snippet-types serves them), fetched once per page view. */
export function loadSampleTypes(hash: string): Promise<SampleTypes> {
  let load = loads.get(hash);
  if (!load) {
    load = fetch(`${__webpack_public_path__}assets/types/${hash}.json`).then((response) => {
      if (!response.ok) throw new Error(`types of sample ${hash}: HTTP ${response.status}`);
      return response.json() as Promise<SampleTypes>;
    });
    // A failed fetch may be retried on the next hover.
    load.catch(() => loads.delete(hash));
    loads.set(hash, load);
  }
  return load;
}

/** The names of a sample with what the compiler says about each, once per name and type, in the order they first appear. */
export function namesWithTypes(code: string, {infos, spans}: SampleTypes): {name: string; signature: string; documentation: string}[] {
  const lines = code.split('\n');
  const seen = new Set<string>();
  const entries: {name: string; signature: string; documentation: string}[] = [];
  for (const [line, column, length, info] of spans) {
    const name = lines[line]?.slice(column, column + length) ?? '';
    const key = `${name}\0${info}`;
    if (!name || seen.has(key)) continue;
    seen.add(key);
    const [signature, documentation] = infos[info]!;
    entries.push({name, signature, documentation});
  }
  return entries;
}
