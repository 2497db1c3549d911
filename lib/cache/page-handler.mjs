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
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Node hands over the CommonJS exports (the class is `.default`); Vite (unit tests) the default itself.
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;

export const PAGE_POLICY_KEY = Symbol.for('travel-site.cached-page-policy');
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

export default class PageCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx);
    this.development = Boolean(ctx?.dev);
  }

  /** @param {[string, any]} args */
  async get(...args) {
    const entry = await super.get(...args);
    if (!this.development && entry?.value) withPagePolicy(entry.value);
    return entry;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (!this.development) withPagePolicy(data);
    return super.set(key, data, ctx);
  }
}
