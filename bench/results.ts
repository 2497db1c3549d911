import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, hostname } from 'node:os';
import { join } from 'node:path';

const RESULTS = join(process.cwd(), 'bench/RESULTS.md');

/** The machine a figure was measured on, for the results table. */
export function machine(): string {
  return `${hostname()}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
}

export const today = () => new Date().toISOString().slice(0, 10);

/**
 * Adds rows to the table under `## {heading}` in bench/RESULTS.md (newest
 * last), creating the section with its introduction and header when absent.
 */
export function recordResults({
  heading,
  intro,
  columns,
  rows,
}: {
  heading: string;
  intro: string;
  columns: string[];
  rows: string[][];
}): void {
  const text = readFileSync(RESULTS, 'utf8');
  const lines = text.split('\n');
  const toRow = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = toRow(columns);
  // The last section of this heading whose table has these columns: a bench that gained a column starts a new one.
  const sectionEnd = (start: number) => {
    let end = start + 1;
    while (end < lines.length && !lines[end]!.startsWith('## ')) end += 1;
    return end;
  };
  const start = lines.findLastIndex(
    (line, index) => line === `## ${heading}` && lines.slice(index, sectionEnd(index)).includes(header),
  );
  if (start === -1) {
    const section = ['', `## ${heading}`, '', intro, '', header, toRow(columns.map(() => '---')), ...rows.map(toRow)];
    writeFileSync(RESULTS, `${text.replace(/\n+$/, '')}\n${section.join('\n')}\n`);
    return;
  }
  const end = sectionEnd(start);
  // Insert after the section's last table row.
  let last = end - 1;
  while (last > start && !lines[last]!.startsWith('|')) last -= 1;
  lines.splice(last + 1, 0, ...rows.map(toRow));
  writeFileSync(RESULTS, lines.join('\n'));
}
