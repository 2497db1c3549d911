import { describe, expect, it } from 'vitest';
import { createLogOnce, MAX_FIELD_LENGTH } from './log-once.mjs';

describe('a log line per kind per interval', () => {
  const logger = () => {
    let time = 1_000_000;
    const lines: Record<string, unknown>[] = [];
    const log = createLogOnce({ intervalMs: 60_000, now: () => time, write: (line) => lines.push(JSON.parse(line)) });
    return { log, lines, later: (ms: number) => (time += ms) };
  };

  it('writes the first of a kind, leaves out the rest within the interval, then says how many it left out', () => {
    const { log, lines, later } = logger();
    expect(log('page_not_stored:ENOSPC', { event: 'page_not_stored', page: '/en/a/' })).toBe(true);
    for (let repeat = 0; repeat < 3; repeat += 1)
      expect(log('page_not_stored:ENOSPC', { event: 'page_not_stored', page: `/en/${repeat}/` })).toBe(false);
    // Another kind has its own interval.
    expect(log('page_not_stored:EACCES', { event: 'page_not_stored' })).toBe(true);
    later(60_000);
    expect(log('page_not_stored:ENOSPC', { event: 'page_not_stored', page: '/en/b/' })).toBe(true);
    expect(lines).toEqual([
      { level: 'warn', event: 'page_not_stored', page: '/en/a/' },
      { level: 'warn', event: 'page_not_stored' },
      { level: 'warn', event: 'page_not_stored', page: '/en/b/', repeats: 3 },
    ]);
  });

  it('cuts every text to a bounded length', () => {
    const { log, lines } = logger();
    log('long', { event: 'bad_address', page: `/en/results/all/q${'a'.repeat(3000)}`, level: 'error' });
    const page = lines[0]!.page as string;
    expect(page.length).toBe(MAX_FIELD_LENGTH + 1);
    expect(page.endsWith('…')).toBe(true);
    expect(lines[0]!.level).toBe('error');
  });

  it('remembers a bounded number of kinds', () => {
    const { log, lines } = logger();
    for (let kind = 0; kind < 150; kind += 1) log(`kind-${kind}`, {});
    // The first kinds were forgotten to make room: they are logged again.
    expect(log('kind-0', {})).toBe(true);
    expect(log('kind-149', {})).toBe(false);
    expect(lines).toHaveLength(151);
  });
});
