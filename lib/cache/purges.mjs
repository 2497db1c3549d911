// @ts-check
/**
 * Who hears of this process's purges. The `'use cache'` handler
 * (handler.mjs) calls `notifyPurge` for every purge it applies: the webhook's
 * on this instance, or another instance's arriving through Redis. The proxy
 * listens (lib/routes/served-redirects.ts): it drops the redirect table it
 * keeps in memory and loads it again on its next request.
 *
 * The listeners live on `globalThis` under a registered symbol: Next loads
 * the cache handler and the proxy's bundle as separate modules of the same
 * process, so a module-level list would be two lists.
 */
const LISTENERS_KEY = Symbol.for('travel-site.purge-listeners');

/** @returns {Set<(tags: string[]) => void>} */
function listeners() {
  const holder = /** @type {Record<symbol, Set<(tags: string[]) => void> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (holder[LISTENERS_KEY] ??= new Set());
}

/**
 * Not a content tag: the proxy's redirect table was found outdated after a purge and replaced
 * (lib/routes/served-redirects.ts); the page store drops its answers, the proxy does not load the table again.
 */
export const REDIRECT_TABLE_CORRECTED = 'site:redirect-table-corrected';

/**
 * Calls `listener` with the purged tags after every purge of this process, until the returned function is called.
 * @param {(tags: string[]) => void} listener
 * @returns {() => void}
 */
export function onPurge(listener) {
  listeners().add(listener);
  return () => {
    listeners().delete(listener);
  };
}

/**
 * Tells every listener that these tags were purged. A listener that throws is logged and the others still run.
 * @param {string[]} tags
 */
export function notifyPurge(tags) {
  for (const listener of listeners()) {
    try {
      listener(tags);
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'purge_listener_failed',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  }
}
