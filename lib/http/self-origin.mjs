// @ts-check
/**
 * The address this process's own server answers on, for the requests the site sends itself (the proxy's redirect
 * table and status pages, the page store's refreshes): set by the production server (server.mjs) once it listens,
 * `http://127.0.0.1:{port}`. Never the address a request came in on: its scheme and host are the client's (or a
 * proxy's) to say, and one request's `X-Forwarded-Proto: https` once made the proxy load its redirect table over
 * https from itself, fail, and answer every CMS redirect with a 404 the page store kept.
 *
 * Kept on `globalThis` under a registered symbol: server.mjs and Next's bundle of the proxy each load this file as a
 * module of their own. Under `next dev` (no server.mjs) it is `http://127.0.0.1:{PORT}`, the port Next listens on.
 */
const KEY = Symbol.for('travel-site.self-origin');

/** @param {number} port */
export function setSelfOrigin(port) {
  /** @type {Record<symbol, string>} */ (/** @type {unknown} */ (globalThis))[KEY] = `http://127.0.0.1:${port}`;
}

/** @returns {string} */
export function selfOrigin() {
  return (
    /** @type {Record<symbol, string | undefined>} */ (/** @type {unknown} */ (globalThis))[KEY] ??
    `http://127.0.0.1:${process.env.PORT || 3000}`
  );
}
