import { mkdtempSync, mkdirSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { queryStatePage } from '@/lib/routes/results';
import { resultsStateSegment } from '@/lib/results/segment';
import { createDiskBudget, pageKeyOfFile, storedPageBytes } from './disk-budget.mjs';
import { pagesOnDisk } from './page-handler.mjs';

const KB = 1024;
const page = (path: string) => `/route-cache/app-page/0f3a/$${path}`;
const filtered = (min: number) => page(`/en/results/all/${resultsStateSegment(`?min=${min}`)}`);

function budget(maxBytes: number) {
  const removed: string[] = [];
  const remove = vi.fn(async (key: string) => void removed.push(key));
  return { removed, budget: createDiskBudget({ maxBytes, isFiltered: (key) => queryStatePage.test(key), remove }) };
}

describe('the page cache’s disk budget', () => {
  it('tells filtered results from published pages by their folder, in every language and by country', () => {
    expect(queryStatePage.test(filtered(1001))).toBe(true);
    expect(queryStatePage.test(page(`/pt/results/country/brasil/${resultsStateSegment('?month=5')}`))).toBe(true);
    // The results without a filter, and pages whose last segment merely starts with a q, are published pages.
    expect(queryStatePage.test(page('/en/results/all/q'))).toBe(false);
    expect(queryStatePage.test(page('/en/destinations/asia/qatar'))).toBe(false);
    expect(queryStatePage.test(page('/en'))).toBe(false);
  });

  it('lets the least recently used filtered results go first, and published pages only when none is left', () => {
    const { budget: disk, removed } = budget(950 * KB);
    disk.record(page('/en'), 300 * KB);
    disk.record(page('/it'), 300 * KB);
    for (let min = 1; min <= 3; min += 1) disk.record(filtered(min), 100 * KB);
    disk.touch(filtered(1));
    // 900 KB in all; one more filtered state pushes out the least recently used one (min=2: min=1 was read since).
    disk.record(filtered(4), 100 * KB);
    expect(removed).toEqual([filtered(2)]);
    expect(disk.total).toBe(900 * KB);
    // A large published page makes room by dropping every filtered state before the other published pages.
    disk.record(page('/pt'), 350 * KB);
    expect(removed).toEqual([filtered(2), filtered(3), filtered(1), filtered(4)]);
    expect(disk.counts).toEqual({ filtered: 0, published: 3 });
    disk.record(page('/es'), 100 * KB);
    expect(removed.at(-1)).toBe(page('/en'));
    expect(disk.total).toBe(750 * KB);
  });

  it('10,000 distinct filter states stay within the budget', () => {
    const { budget: disk } = budget(64 * 1024 * KB);
    disk.record(page('/en'), 250 * KB);
    for (let min = 1; min <= 10_000; min += 1) {
      disk.record(filtered(min), 250 * KB);
      expect(disk.total).toBeLessThanOrEqual(64 * 1024 * KB);
    }
    expect(disk.has(page('/en'))).toBe(true);
    expect(disk.counts.filtered).toBe(Math.floor((64 * 1024 - 250) / 250));
  });

  it('a page written again waits for its old files to be removed', async () => {
    let finish = () => {};
    const disk = createDiskBudget({
      maxBytes: 100,
      isFiltered: () => true,
      remove: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    disk.record('a', 80);
    disk.record('b', 80);
    let settled = false;
    void disk.settled('a').then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await disk.settled('a');
    expect(settled).toBe(true);
  });

  it('reads the files Next writes for a page, and finds an earlier run’s pages oldest first', () => {
    expect(pageKeyOfFile('route-cache/app-page/ab/$/en.html')).toBe('/route-cache/app-page/ab/$/en');
    expect(pageKeyOfFile('route-cache/app-page/ab/$/en.segments/_tree.segment.rsc')).toBe(
      '/route-cache/app-page/ab/$/en',
    );
    expect(pageKeyOfFile('route-cache/app-page/ab/$/en.meta')).toBe('/route-cache/app-page/ab/$/en');
    expect(storedPageBytes({ kind: 'APP_PAGE', html: 'é'.repeat(10), rscData: Buffer.alloc(30), headers: {} })).toBe(
      20 + 30 + 2 + 200,
    );

    const server = mkdtempSync(join(tmpdir(), 'page-cache-'));
    const folder = join(server, 'route-cache/app-page/ab/$/en/results/all');
    mkdirSync(join(folder, 'q.segments'), { recursive: true });
    const write = (name: string, bytes: number, when: number) => {
      writeFileSync(join(folder, name), Buffer.alloc(bytes));
      utimesSync(join(folder, name), when, when);
    };
    write('qbWluPTE.html', 500, 2000);
    write('qbWluPTE.meta', 50, 2000);
    write('q.html', 300, 1000);
    write('q.segments/_tree.segment.rsc', 20, 1000);
    expect(pagesOnDisk(server)).toEqual([
      { key: '/route-cache/app-page/ab/$/en/results/all/q', bytes: 320 },
      { key: '/route-cache/app-page/ab/$/en/results/all/qbWluPTE', bytes: 550 },
    ]);
  });
});
