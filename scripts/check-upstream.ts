// npm run check:upstream: the guards of every patch of framework code and
// every ejected theme component (src/plugins/upstreamManifest.ts), without
// a build. `-- --write` rewrites the table of patches in ARCHITECTURE.md
// from the manifest.
import {readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {checkUpstream, withPatchesTable} from './upstreamCheck';

/** The document that holds the table of patches, between its markers. */
const TABLE_FILE = 'ARCHITECTURE.md';

const siteDir = resolve(__dirname, '..');
const tablePath = resolve(siteDir, TABLE_FILE);
const document = readFileSync(tablePath, 'utf8');
const generated = withPatchesTable(document);
const write = process.argv.includes('--write');
if (write && generated) writeFileSync(tablePath, generated);

const problems = checkUpstream(siteDir);
if (!generated) problems.push(`${TABLE_FILE} has no table of patches: add the patches:start and patches:end markers.`);
else if (!write && generated !== document) {
  problems.push(`${TABLE_FILE}: the table of patches differs from the manifest. Run npm run check:upstream -- --write.`);
}
for (const problem of problems) console.error(`FAIL ${problem}`);
console.log(problems.length === 0 ? 'check:upstream: every upstream file of every patch, ejected component and local plugin is as recorded' : `check:upstream: ${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
