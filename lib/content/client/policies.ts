import type { RequestPolicy } from '@urql/core';

/**
 * Client-side content policies (SPEC sections 7 and 9).
 *
 * Watched queries poll every 120000 ms with cache-and-network; one-off
 * queries are cache-first. Error policy "all": results keep partial `data`
 * together with their `error` (urql's default; the bounded cache stores such
 * results unchanged). Result cache size 20. Realtime socket: 5 retry attempts.
 */

/** How often a watched query re-executes while mounted, visible and not paused. */
export const WATCH_POLL_INTERVAL_MS = 120_000;

/** Watched queries: serve what is cached, then refresh it from the network. */
export const WATCHED_REQUEST_POLICY = 'cache-and-network' as const satisfies RequestPolicy;

/** One-off queries (and the client's default): answer from the cache when possible. */
export const ONE_OFF_REQUEST_POLICY = 'cache-first' as const satisfies RequestPolicy;

/** How many query results the client's document cache keeps (least recently used go first). */
export const RESULT_CACHE_SIZE = 20;

/** How many times the realtime WebSocket (graphql-transport-ws) reconnects before giving up. */
export const SOCKET_RETRY_ATTEMPTS = 5;
