// @ts-check
/**
 * A byte budget for the pages Next keeps on disk (lib/cache/page-handler.mjs).
 *
 * Next writes every page it renders into its page cache's folder and never
 * removes one: each distinct filter state of the results (`?min=1001`,
 * `?min=1002`, ...) is a page of its own, about 250 KB, so a crawler walking
 * the filters, or anyone with a loop, fills the disk. This keeps
 * an index of the pages written, their sizes and their last use, and removes
 * the least recently used when the total passes the budget
 * (PAGE_DISK_CACHE_MB): filtered results first, published pages without
 * query state only when no filtered result is left, since every visitor
 * reaches those and they were prerendered for that.
 *
 * A removed page is simply a miss: Next renders it again on its next request
 * (or reads its build-time copy). The index is this process's; files left by
 * an earlier run are found at start-up (`scan`) and counted, oldest first.
 */

/** PAGE_DISK_CACHE_MB's default (lib/env.ts validates the variable): a small server's disk, a few hundred published pages and room for filtered results. */
export const DEFAULT_PAGE_DISK_CACHE_MB = 256;

/**
 * @typedef {object} DiskBudgetOptions
 * @property {number} maxBytes the budget; 0 keeps nothing on disk past the page being written
 * @property {(key: string) => boolean} isFiltered whether a page holds a visitor's query state (it goes first)
 * @property {(key: string) => Promise<void>} remove deletes a page's files
 */

/** @param {DiskBudgetOptions} options */
export function createDiskBudget({ maxBytes, isFiltered, remove }) {
  /** Insertion order is use order: the first key of each is the least recently used. @type {Map<string, number>} */
  const filtered = new Map();
  /** @type {Map<string, number>} */
  const published = new Map();
  /** Removals under way, so a page written again waits until its old files are gone. @type {Map<string, Promise<void>>} */
  const removing = new Map();
  let total = 0;

  /** @param {string} key */
  const tierOf = (key) => (isFiltered(key) ? filtered : published);

  /** @param {string} key */
  const forget = (key) => {
    const tier = tierOf(key);
    const bytes = tier.get(key);
    if (bytes === undefined) return;
    tier.delete(key);
    total -= bytes;
  };

  /** @param {string} key */
  const evict = (key) => {
    forget(key);
    const done = remove(key)
      .catch(() => {})
      .finally(() => {
        if (removing.get(key) === done) removing.delete(key);
      });
    removing.set(key, done);
  };

  const shrink = () => {
    while (total > maxBytes) {
      const victim = filtered.keys().next().value ?? published.keys().next().value;
      if (victim === undefined) return;
      evict(victim);
    }
  };

  return {
    /** Bytes the indexed pages hold. */
    get total() {
      return total;
    },
    /** Pages indexed, filtered and published. */
    get counts() {
      return { filtered: filtered.size, published: published.size };
    },
    /**
     * A page written (or found on disk): counted as the most recently used, then the least recently used go
     * until the total is within the budget.
     * @param {string} key @param {number} bytes
     */
    record(key, bytes) {
      forget(key);
      tierOf(key).set(key, bytes);
      total += bytes;
      shrink();
    },
    /**
     * A page read: the most recently used of its tier. Whether the index holds it.
     * @param {string} key
     */
    touch(key) {
      const tier = tierOf(key);
      const bytes = tier.get(key);
      if (bytes === undefined) return false;
      tier.delete(key);
      tier.set(key, bytes);
      return true;
    },
    /** @param {string} key */
    has(key) {
      return tierOf(key).has(key);
    },
    /**
     * Settles when an earlier removal of the page's files is over (a write must not race it).
     * @param {string} key
     */
    settled(key) {
      return removing.get(key) ?? Promise.resolve();
    },
  };
}

/** The page files Next writes for one key (file-system-cache.js): the HTML, its metadata, its RSC payload and segments. */
export const PAGE_FILE_SUFFIXES = ['.html', '.meta', '.rsc', '.body', '.segments'];

/**
 * The key a page file belongs to, or null for a file that is not one of a page's.
 * @param {string} relativePath a path under the server folder, with forward slashes
 */
export function pageKeyOfFile(relativePath) {
  const path = `/${relativePath.replace(/^\/+/, '')}`;
  const segments = path.indexOf('.segments/');
  if (segments !== -1) return path.slice(0, segments);
  for (const suffix of PAGE_FILE_SUFFIXES) if (path.endsWith(suffix)) return path.slice(0, -suffix.length);
  return null;
}

/**
 * A stored page's size in bytes: its HTML, RSC payload and segments, as Next writes them.
 * @param {any} value a page cache entry's value
 */
export function storedPageBytes(value) {
  if (!value) return 0;
  const length = (/** @type {unknown} */ data) =>
    typeof data === 'string'
      ? Buffer.byteLength(data)
      : data && typeof data === 'object' && 'length' in data
        ? Number(data.length)
        : 0;
  let bytes = length(value.html) + length(value.rscData) + length(value.body) + length(value.postponed);
  if (value.segmentData) for (const [path, buffer] of value.segmentData) bytes += path.length + length(buffer);
  // The metadata file: headers (the page's policy among them) and status.
  return bytes + JSON.stringify(value.headers ?? {}).length + 200;
}
