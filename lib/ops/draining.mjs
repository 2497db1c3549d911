// @ts-check
/**
 * Whether this process is draining: it received SIGTERM (server.mjs) and answers every request it gets, while
 * `/api/ready/` says 503 `draining` so that a load balancer stops sending before the listener closes
 * (SHUTDOWN_DRAIN_SECONDS). On `globalThis` under a registered symbol: server.mjs and Next's bundle of the route
 * are separate modules of one process.
 */
const DRAINING_KEY = Symbol.for('travel-site.draining');

/** From now on this process is draining. */
export function startDraining() {
  /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (globalThis))[DRAINING_KEY] = true;
}

/** @returns {boolean} */
export function isDraining() {
  return (
    /** @type {Record<symbol, boolean | undefined>} */ (/** @type {unknown} */ (globalThis))[DRAINING_KEY] === true
  );
}
