// npm run check:upstream: the guards of every patch of framework code and
// every ejected theme component (src/plugins/upstreamManifest.ts), without
// a build. `-- --write-readme` rewrites the README's table from the manifest.
import {readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {checkUpstream, readmeWithTable} from './upstreamCheck';

const siteDir = resolve(__dirname, '..');
const readmePath = resolve(siteDir, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const generated = readmeWithTable(readme);
if (process.argv.includes('--write-readme') && generated) writeFileSync(readmePath, generated);

const problems = checkUpstream(siteDir);
if (!generated) problems.push('README.md has no table of patches: add the patches:start and patches:end markers.');
else if (!process.argv.includes('--write-readme') && generated !== readme) {
  problems.push('README.md: the table of patches differs from the manifest. Run npm run check:upstream -- --write-readme.');
}
for (const problem of problems) console.error(`FAIL ${problem}`);
console.log(problems.length === 0 ? 'check:upstream: every upstream file of every patch and ejected component is as recorded' : `check:upstream: ${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
