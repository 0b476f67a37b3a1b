// `npm start`: the Docusaurus development server, with search. Search records
// are read from built pages, so the first start on a fresh clone runs one
// production build to produce them; later starts reuse the last build's index.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SEARCH_INDEX = resolve(ROOT, 'build', 'search-index.json');

function docusaurus(args) {
  const {status} = spawnSync('npx', ['docusaurus', ...args], {cwd: ROOT, stdio: 'inherit'});
  if (status !== 0) process.exit(status ?? 1);
}

if (!existsSync(SEARCH_INDEX)) {
  console.log('Building the site once to produce its search index…');
  docusaurus(['build']);
}
docusaurus(['start', ...process.argv.slice(2)]);
