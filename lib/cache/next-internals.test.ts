/**
 * The Next files the cache handlers take from `next/dist/` (no public API offers them: README, "Maintenance
 * notes", "Next's private files"). Each is checked for the shape the handlers use, so that a Next upgrade that
 * moves or changes one fails here, by name, before it fails a page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import defaultHandlerModule from 'next/dist/server/lib/cache-handlers/default.js';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { ROUTE_CACHE_DIRECTORY } from 'next/dist/server/lib/route-cache-key.js';

const text = (value: string) =>
  new ReadableStream<Uint8Array>({
    start: (controller) => (controller.enqueue(new TextEncoder().encode(value)), controller.close()),
  });

describe("Next's private files the cache handlers use", () => {
  it('cache-handlers/default.js: createDefaultCacheHandler(bytes) gives a working handler (lib/cache/handler.mjs)', async () => {
    const { createDefaultCacheHandler } = defaultHandlerModule as unknown as {
      createDefaultCacheHandler: (bytes: number) => Record<string, (...args: never[]) => unknown>;
    };
    expect(typeof createDefaultCacheHandler).toBe('function');
    const handler = createDefaultCacheHandler(1024 * 1024) as unknown as {
      get(
        key: string,
        softTags: string[],
      ): Promise<{ value: ReadableStream<Uint8Array>; revalidate: number } | undefined>;
      set(key: string, entry: Promise<unknown>): Promise<void>;
      refreshTags(): Promise<void>;
      getExpiration(tags: string[]): Promise<number> | number;
      updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
    };
    for (const method of ['get', 'set', 'refreshTags', 'getExpiration', 'updateTags'] as const)
      expect(typeof handler[method], method).toBe('function');
    await handler.set(
      'k',
      Promise.resolve({
        value: text('kept'),
        tags: ['shape:tag'],
        stale: 300,
        timestamp: Date.now() - 1000,
        expire: 3600,
        revalidate: 3600,
      }),
    );
    const hit = await handler.get('k', []);
    expect(hit && (await new Response(hit.value).text())).toBe('kept');
    await handler.updateTags(['shape:tag'], { expire: 0 });
    // Purged: gone, or handed back only to be made again (a negative revalidate), never as fresh.
    const purged = (await handler.get('k', [])) as { revalidate: number } | undefined;
    expect(purged === undefined || purged.revalidate < 0).toBe(true);
  });

  it('incremental-cache/tags-manifest.external.js: the tags manifest (a Map of tag states) and areTagsExpired (lib/cache/handler.mjs)', async () => {
    const { tagsManifest, areTagsExpired } = tagsManifestModule as unknown as {
      tagsManifest: Map<string, { stale?: number; expired?: number }>;
      areTagsExpired: (tags: string[], timestamp: number) => boolean;
    };
    expect(tagsManifest).toBeInstanceOf(Map);
    const made = Date.now() - 1000;
    expect(areTagsExpired(['shape:manifest'], made)).toBe(false);
    tagsManifest.set('shape:manifest', { expired: Date.now() });
    expect(areTagsExpired(['shape:manifest'], made)).toBe(true);
    // The default handler's purge writes the same manifest (the page cache and the shared handler read it).
    const { createDefaultCacheHandler } = defaultHandlerModule as unknown as {
      createDefaultCacheHandler: (bytes: number) => {
        updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
      };
    };
    await createDefaultCacheHandler(1024).updateTags(['shape:written'], { expire: 0 });
    expect(tagsManifest.get('shape:written')?.expired).toBeGreaterThan(made);
  });

  it('incremental-cache/file-system-cache.js: the page cache class, with get, set and its memory cache (lib/cache/page-handler.mjs)', () => {
    const FileSystemCache = ((fileSystemCacheModule as { default?: unknown }).default ?? fileSystemCacheModule) as {
      new (ctx: Record<string, unknown>): { get: unknown; set: unknown };
      memoryCache?: unknown;
    };
    expect(typeof FileSystemCache).toBe('function');
    for (const method of ['get', 'set'] as const)
      expect(typeof FileSystemCache.prototype[method], method).toBe('function');
    const folder = mkdtempSync(join(tmpdir(), 'next-shape-'));
    try {
      const cache = new FileSystemCache({
        fs: { readFile: () => Promise.reject(new Error('none')) },
        flushToDisk: false,
        serverDistDir: folder,
        revalidatedTags: [],
        maxMemoryCacheSize: 1024 * 1024,
      });
      expect(typeof cache.get).toBe('function');
      // Made with its first instance: page-handler.mjs drops an evicted page from it.
      expect(typeof (FileSystemCache.memoryCache as { remove?: unknown } | undefined)?.remove).toBe('function');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('route-cache-key.js: the folder rendered pages are kept in (lib/cache/page-handler.mjs)', () => {
    expect(ROUTE_CACHE_DIRECTORY).toMatch(/^[\w-]+$/);
  });
});
