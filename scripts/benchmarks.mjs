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

/** The middle value of a run's measurements (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
