const DAY = 24 * 60 * 60;

/**
 * How long published content is kept (next.config.ts `cacheLife.content`, used through CONTENT_CACHE_PROFILE):
 * purged by the CMS webhook when it changes; refreshed in the background after an hour as a safety net; served
 * stale while a refresh is tried for up to 30 days (a CMS outage keeps pages up).
 */
export const CONTENT_CACHE_LIFE = { stale: 300, revalidate: 60 * 60, expire: 30 * DAY } as const;

/**
 * The Cache-Control of a redirect that depends only on its address and the published content (the redirect table,
 * a trailing slash, an entry's current slug): shared caches keep it as long as a page (every purge drops it with the
 * pages, lib/cache/front-cache.mjs), and no longer than `until` (a dated redirect's end, or the start of the next
 * one at its address). Browsers ask again each time (`max-age=0`), so an editor's change reaches them.
 */
export function sharedRedirectCacheControl(until: number | null, now: number): string {
  const seconds =
    until === null
      ? CONTENT_CACHE_LIFE.revalidate
      : Math.min(CONTENT_CACHE_LIFE.revalidate, Math.floor((until - now) / 1000));
  return seconds >= 1 ? `public, max-age=0, s-maxage=${seconds}` : 'private, no-store';
}
