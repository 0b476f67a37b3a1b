// Keeps BENCHMARKS.md: one "## <name>" section per benchmark, replaced in
// place when that benchmark runs again.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';

const FILE = resolve(import.meta.dirname, '..', 'BENCHMARKS.md');
const HEADER = '# Benchmarks\n\nWritten by the `npm run bench:*` scripts; each section is replaced when its script runs.\n';

export function writeBenchmarkSection(name, body) {
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const sections = current.split(/^(?=## )/m);
  const heading = `## ${name}\n`;
  const section = `${heading}\n${body.trim()}\n\n`;
  const position = sections.findIndex((part) => part.startsWith(heading));
  if (position === -1) sections.push(section);
  else sections[position] = section;
  writeFileSync(FILE, sections.map((part) => `${part.trim()}\n`).join('\n'));
}
