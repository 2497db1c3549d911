// @ts-check
/**
 * Next's page cache (next.config.ts `cacheHandler`): Next's own file-system
 * cache, which also gives every cached page its Content-Security-Policy.
 *
 * A cached page's policy allows its inline scripts by their SHA-256 hashes
 * (lib/http/security-headers.ts). The hashes are computed from the page's
 * HTML when it enters the cache (a render after a miss or a purge: the
 * response of that render carries them too) or when a page prerendered by
 * `next build` is first read from disk, and are stored with the page among
 * the headers Next sends with it. Serving a cached page costs no render and
 * no hashing, and a CDN can keep the page with its header.
 *
 * The policy itself is composed by the running server
 * (`cachedPagePolicy`, registered by instrumentation.ts under
 * PAGE_POLICY_KEY): this file is loaded by Next as it is, without the
 * project's TypeScript.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
// The folder Next writes rendered pages into, under the server folder: its own name for it, not a copy.
import { ROUTE_CACHE_DIRECTORY as ROUTE_CACHE } from 'next/dist/server/lib/route-cache-key.js';
import { createLogOnce } from '../ops/log-once.mjs';
import { countColdRender } from '../ops/metrics.mjs';
import {
  createDiskBudget,
  DEFAULT_PAGE_DISK_CACHE_MB,
  PAGE_FILE_SUFFIXES,
  pageKeyOfFile,
  storedPageBytes,
} from './disk-budget.mjs';

// Node hands over the CommonJS exports (the class is `.default`); Vite (unit tests) the default itself.
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;

export const PAGE_POLICY_KEY = Symbol.for('travel-site.cached-page-policy');
/**
 * Where the running server registers which cache keys hold a visitor's query state (the results' filter states,
 * lib/routes/results.ts): those leave the disk first. Unregistered, every page counts alike.
 */
export const QUERY_STATE_PAGE_KEY = Symbol.for('travel-site.query-state-page');
const HEADER = 'content-security-policy';

/** Policies already made, per stored page (the memory cache hands out the same object while it keeps the page). */
const made = new WeakMap();

/**
 * Adds the page's policy to a stored page's headers (in place: Next sends what it stores).
 * @param {any} value a page cache entry's value
 */
export function withPagePolicy(value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html === '') return value;
  /** @type {((html: string) => string) | undefined} */
  const policyOf = /** @type {any} */ (globalThis)[PAGE_POLICY_KEY];
  if (!policyOf) return value;
  // A page with a dynamic hole would stream scripts that are not in its HTML: it gets no hash policy (none of this site's pages has one).
  if (value.postponed) return value;
  let policy = made.get(value);
  if (policy === undefined) {
    policy = policyOf(value.html);
    made.set(value, policy);
  }
  if (value.headers?.[HEADER] !== policy) value.headers = { ...value.headers, [HEADER]: policy };
  return value;
}

/** @param {string} key */
const holdsQueryState = (key) => {
  /** @type {((key: string) => boolean) | undefined} */
  const test = /** @type {any} */ (globalThis)[QUERY_STATE_PAGE_KEY];
  return test ? test(key) : false;
};

/** @param {string} key */
const isRoutePage = (key) => key.startsWith(`/${ROUTE_CACHE}/`);

/**
 * Longest file or folder name of a page's key given to Next to write. File systems take 255 bytes (ext4, XFS, APFS);
 * Next adds a suffix (`.segments`, `.html`, `.meta`) and, writing atomically, `.<uuid>.tmp`.
 */
const MAX_NAME_BYTES = 160;

/**
 * The key a page is kept under: its own, unless a part of it is too long to be a file name, which becomes its
 * first 64 characters, `_` and its SHA-256 (base64url: still a results state segment's characters, so such a page
 * leaves the disk first like any state: lib/routes/results.ts `queryStatePage`). A results state carries its
 * query in one segment (lib/results/segment.ts): a dozen filters ticked made a name Next could not write
 * (ENAMETOOLONG), logged with its absolute path on every render and never kept on disk.
 * @param {string} key
 */
export function storedKey(key) {
  if (!isRoutePage(key)) return key;
  const names = key.split('/');
  if (names.every((name) => Buffer.byteLength(name) <= MAX_NAME_BYTES)) return key;
  return names
    .map((name) => {
      if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name;
      let start = name.slice(0, 64);
      while (Buffer.byteLength(start) > 64) start = start.slice(0, -1);
      return `${start}_${createHash('sha256').update(name).digest('base64url')}`;
    })
    .join('/');
}

/** The address part of a page's key (`/en/results/all/q…`), for a log line. @param {string} key */
const pageOf = (key) => key.slice(key.indexOf('/$') + 2) || key;

/**
 * A page the disk did not take (full, read-only, ...) is still served from memory, and rendered again once gone
 * from there. One short line per kind of failure every ten minutes (lib/ops/log-once.mjs) instead of Next's own,
 * which was a few KB with the machine's paths on every render.
 */
const logOnce = createLogOnce();

/** @param {string} key @param {unknown} error */
function notWritten(key, error) {
  const { code, syscall } = /** @type {{ code?: unknown, syscall?: unknown }} */ (error ?? {});
  const reason = typeof code === 'string' ? code : 'error';
  logOnce(`page_not_stored:${reason}`, {
    event: 'page_not_stored',
    reason,
    ...(typeof syscall === 'string' ? { syscall } : {}),
    page: pageOf(key),
    message:
      'a page could not be written to the page cache folder: it is served from memory until evicted, then rendered again',
  });
}

/** @type {ReturnType<typeof createDiskBudget> | undefined} */
let diskBudget;

/**
 * Pages Next found no copy of, by cache key, with when it looked: the render that follows stores the page, and
 * counts as a cold render with its duration (lib/ops/metrics.mjs). A render that fails stores nothing, so at most
 * this many are remembered (the oldest are forgotten first).
 * @type {Map<string, number>}
 */
const missedAt = new Map();
const MAX_MISSES_REMEMBERED = 1000;

/** @param {string} key */
function rememberMiss(key) {
  if (missedAt.size >= MAX_MISSES_REMEMBERED) missedAt.delete(/** @type {string} */ (missedAt.keys().next().value));
  missedAt.set(key, performance.now());
}

/** @param {string} key */
function countRenderOf(key) {
  const since = missedAt.get(key);
  if (since === undefined) return;
  missedAt.delete(key);
  countColdRender((performance.now() - since) / 1000);
}

/**
 * The process's disk budget for the folder under `serverDistDir` (created with the first handler, which Next makes
 * per request): the pages an earlier run left are counted first, oldest first.
 * @param {string} serverDistDir
 */
function budgetFor(serverDistDir) {
  if (diskBudget) return diskBudget;
  const megabytes = Number(process.env.PAGE_DISK_CACHE_MB || DEFAULT_PAGE_DISK_CACHE_MB);
  diskBudget = createDiskBudget({
    maxBytes: megabytes * 1024 * 1024,
    isFiltered: holdsQueryState,
    remove: async (key) => {
      FileSystemCache.memoryCache?.remove(key);
      const base = join(serverDistDir, key);
      await Promise.all(PAGE_FILE_SUFFIXES.map((suffix) => rm(`${base}${suffix}`, { recursive: true, force: true })));
    },
  });
  for (const { key, bytes } of pagesOnDisk(serverDistDir)) diskBudget.record(key, bytes);
  return diskBudget;
}

/**
 * The pages in the route cache folder, least recently written first.
 * @param {string} serverDistDir
 */
export function pagesOnDisk(serverDistDir) {
  /** @type {Map<string, { bytes: number; modified: number }>} */
  const pages = new Map();
  /** @param {string} folder */
  const walk = (folder) => {
    let names;
    try {
      names = readdirSync(join(serverDistDir, folder), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of names) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        walk(relative);
        continue;
      }
      const key = pageKeyOfFile(relative);
      if (key === null) continue;
      const { size, mtimeMs } = statSync(join(serverDistDir, relative));
      const page = pages.get(key) ?? { bytes: 0, modified: 0 };
      pages.set(key, { bytes: page.bytes + size, modified: Math.max(page.modified, mtimeMs) });
    }
  };
  walk(ROUTE_CACHE);
  return [...pages].sort(([, a], [, b]) => a.modified - b.modified).map(([key, { bytes }]) => ({ key, bytes }));
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx);
    this.development = Boolean(ctx?.dev);
    /** Pages on disk stay within PAGE_DISK_CACHE_MB (production only: `next dev` keeps nothing for long). */
    this.budget =
      !this.development && ctx?.flushToDisk !== false && ctx?.serverDistDir ? budgetFor(ctx.serverDistDir) : undefined;
  }

  /** @param {[string, ...any[]]} args */
  async get(...args) {
    const [asked, ...rest] = args;
    const key = storedKey(asked);
    const entry = await super.get(key, ...rest);
    if (!this.development && entry?.value) withPagePolicy(entry.value);
    if (!this.development && !entry?.value && isRoutePage(key)) rememberMiss(key);
    // A page read is the most recently used; one Next took from its build-time copy has just been written.
    if (this.budget && entry?.value && isRoutePage(key) && !this.budget.touch(key))
      this.budget.record(key, storedPageBytes(entry.value));
    return entry;
  }

  /** @param {string} asked @param {any} data @param {any} ctx */
  async set(asked, data, ctx) {
    const key = storedKey(asked);
    if (!this.development) withPagePolicy(data);
    if (data && isRoutePage(key)) countRenderOf(key);
    if (!this.budget || !data || !isRoutePage(key)) {
      await this.writePage(key, data, ctx);
      return;
    }
    await this.budget.settled(key);
    if (await this.writePage(key, data, ctx)) this.budget.record(key, storedPageBytes(data));
  }

  /**
   * Next's write (to its memory cache, then to disk), and whether the disk took it: a route page's failure is
   * logged here, bounded, and not thrown (Next would log it again, whole).
   * @param {string} key @param {any} data @param {any} ctx
   */
  async writePage(key, data, ctx) {
    try {
      await super.set(key, data, ctx);
      return true;
    } catch (error) {
      if (!isRoutePage(key)) throw error;
      notWritten(key, error);
      return false;
    }
  }
}
