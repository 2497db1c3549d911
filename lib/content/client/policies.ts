import type { RequestPolicy } from '@urql/core';

/**
 * Client-side content policies (SPEC sections 7 and 9).
 *
 * One-off queries are cache-first (the spec's watched queries, polling
 * every 120000 ms, have no reader on this site: docs/decisions/no-watched-queries.md). Error policy "all": results keep partial `data`
 * together with their `error` (urql's default; the bounded cache stores such
 * results unchanged). Result cache size 20. Realtime socket: 5 retry attempts.
 */

/** One-off queries (and the client's default): answer from the cache when possible. */
export const ONE_OFF_REQUEST_POLICY = 'cache-first' as const satisfies RequestPolicy;

/** How many query results the client's document cache keeps (least recently used go first). */
export const RESULT_CACHE_SIZE = 20;

/** How many times the realtime WebSocket (graphql-transport-ws) reconnects before giving up. */
export const SOCKET_RETRY_ATTEMPTS = 5;
