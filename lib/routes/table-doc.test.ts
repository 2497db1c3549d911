import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { routeTable, screenIds } from './table';

/**
 * docs/architecture.md "Routing in four languages" shows the route table for readers; this keeps it the table's
 * copy: a screen added, removed or renamed in lib/routes/table.ts fails here until the document says so too.
 */
const doc = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');

/** The document's screens table: each row's screen id and its four paths, in the header's language order. */
function documentedScreens(): { languages: string[]; rows: Map<string, string[]> } {
  const lines = doc.split('\n');
  const header = lines.findIndex((line) => line.startsWith('| screen |'));
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/^`|`$/g, ''));
  const languages = cells(lines[header]!).slice(1, 1 + locales.length);
  const rows = new Map<string, string[]>();
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [screen, ...paths] = cells(line);
    rows.set(screen!, paths.slice(0, locales.length));
  }
  return { languages, rows };
}

describe('the route table in docs/architecture.md', () => {
  it('has one row per screen, with each language’s path as lib/routes/table.ts builds it', () => {
    const { languages, rows } = documentedScreens();
    expect(languages.toSorted()).toEqual([...locales].toSorted());
    expect([...rows.keys()].toSorted()).toEqual([...screenIds].toSorted());
    for (const screen of screenIds) {
      const templates = routeTable[screen] as Record<string, string>;
      const expected = languages.map((language) => (templates[language] ? `/${templates[language]}/` : '/'));
      expect(rows.get(screen), screen).toEqual(expected);
    }
  });
});
