import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { MAX_FIELD_LENGTH } from '@/lib/ops/log-once.mjs';
import PageCacheHandler, { storedKey } from './page-handler.mjs';

/**
 * The page cache with Next's own file-system cache under it, writing to a folder of the test's: a results state
 * whose segment is too long for a file name, and a disk that takes nothing.
 */
const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'page-handler-'));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

type Handler = {
  get(key: string, ctx: unknown): Promise<{ value?: { html?: string } } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
};
const handlerIn = (serverDistDir: string) =>
  new (PageCacheHandler as unknown as new (ctx: unknown) => Handler)({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir,
    revalidatedTags: [],
    maxMemoryCacheSize: 1024 * 1024,
  });
const memory = () => (PageCacheHandler as unknown as { memoryCache?: { remove(key: string): void } }).memoryCache;

const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('rsc'),
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const SET = {
  cacheControl: { revalidate: 300, expire: 3600 },
  isRoutePPREnabled: false,
  isFallback: false,
  fetchCache: false,
};
const GET = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const ROUTE = `/route-cache/APP_PAGE/${'a1'.repeat(32)}/$`;
/** A dozen filters ticked: the state segment of the results folder is several hundred characters (lib/results/segment.ts). */
const longState = (seed: string) =>
  `q${Buffer.from(`categories=${seed}&${'interests=boat-trips&'.repeat(20)}`).toString('base64url')}`;

describe('the key a page is kept under', () => {
  it('is its own while every part is short enough to be a file name', () => {
    expect(storedKey(`${ROUTE}/en/results/all/qbWluPTE`)).toBe(`${ROUTE}/en/results/all/qbWluPTE`);
    // Not a page of a route: Next's own keys, untouched.
    expect(storedKey(`/fetch/${'x'.repeat(400)}`)).toBe(`/fetch/${'x'.repeat(400)}`);
  });

  it('shortens a part too long to a prefix and its hash: the same each time, one per state, still a state segment', () => {
    const state = longState('beach');
    expect(state.length).toBeGreaterThan(400);
    const key = storedKey(`${ROUTE}/en/results/all/${state}`);
    const name = key.split('/').at(-1)!;
    expect(key.startsWith(`${ROUTE}/en/results/all/`)).toBe(true);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(160);
    expect(name.startsWith(state.slice(0, 64))).toBe(true);
    expect(name).toMatch(/^q[A-Za-z0-9_-]+$/);
    expect(storedKey(`${ROUTE}/en/results/all/${state}`)).toBe(key);
    expect(storedKey(key)).toBe(key);
    expect(storedKey(`${ROUTE}/en/results/all/${longState('family')}`)).not.toBe(key);
    // Letters of several bytes are counted as bytes.
    expect(
      Buffer.byteLength(
        storedKey(`${ROUTE}/en/${'ñ'.repeat(200)}`)
          .split('/')
          .at(-1)!,
      ),
    ).toBeLessThanOrEqual(160);
  });
});

describe('the page cache', () => {
  it('keeps a results state too long for a file name on disk, and reads it back, without a log line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = folder();
    const handler = handlerIn(server);
    const key = `${ROUTE}/en/results/all/${longState('beach')}`;
    await handler.set(key, page('<p>beach and boats</p>'), SET);
    const stored = join(server, storedKey(key));
    expect(existsSync(`${stored}.html`)).toBe(true);
    expect(existsSync(`${stored}.meta`)).toBe(true);
    // Out of memory: read from the disk, by the key Next asks with.
    memory()?.remove(storedKey(key));
    expect((await handler.get(key, GET))?.value?.html).toBe('<p>beach and boats</p>');
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('says a disk that takes nothing once per kind in a short line, never throws, and serves the page from memory', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = folder();
    // A file where the pages' folder goes: every write fails (ENOTDIR or EEXIST, by platform).
    writeFileSync(join(server, 'route-cache'), '');
    const handler = handlerIn(server);
    // Each part a file name, the whole address longer than a log line keeps.
    const long = `${ROUTE}/en/results/country/${'b'.repeat(150)}/q${'A'.repeat(150)}`;
    for (let round = 0; round < 5; round += 1) await handler.set(`${long}${round}`, page(`<p>${round}</p>`), SET);
    expect(errors).toHaveBeenCalledTimes(1);
    const line = String(errors.mock.calls[0]![0]);
    const logged = JSON.parse(line) as Record<string, string>;
    expect(logged).toMatchObject({ level: 'warn', event: 'page_not_stored' });
    expect(logged.reason).toMatch(/^E[A-Z]+$/);
    expect(logged.page!.startsWith('/en/results/country/bbbb')).toBe(true);
    expect(logged.page).toHaveLength(MAX_FIELD_LENGTH + 1);
    // No machine path, and short.
    expect(line).not.toContain(server);
    expect(line.length).toBeLessThan(600);
    expect((await handler.get(`${long}4`, GET))?.value?.html).toBe('<p>4</p>');
    expect(readdirSync(server)).toEqual(['route-cache']);
  });
});
