// @ts-check
/**
 * `/api/ready/`'s last answer, kept by the production server (server.mjs) and answered from memory: a load balancer
 * polling every instance every second, while the instance serves its pages at full load, gets its answer without
 * a trip through Next's router (under 5 ms p99 at full load). For `ttlMs` (a second, as the readiness
 * check keeps its result: lib/ops/readiness.ts) the answer is fresh; for as long again it is still answered while
 * one request of the server's own (`refresh`, marked with REFRESH_HEADER) asks Next again in the background; older
 * than that, Next answers the request itself. A draining instance (lib/ops/draining.mjs) is always asked afresh,
 * so it says so at once.
 *
 * Only the anonymous answer is kept and given: a request with an Authorization header (the operator's, with the
 * metrics token, gets the whole readiness: lib/ops/routes.ts) is always Next's, and its answer is never kept, so
 * the detail never reaches a request without the token, nor `{ status }` alone one that carries it. The server's
 * own refresh carries none.
 */
import { onBodyChunk, onWriteHead } from '../http/on-write-head.mjs';
import { isDraining } from './draining.mjs';

/** The readiness route, with and without its final slash (trailingSlash: the site's routes end with one). */
const READY = /^\/api\/ready\/?(?:\?.*)?$/;
/** Headers of one answer on the wire (the body kept is the uncompressed one). */
const WIRE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/** The header of the server's own refresh: it always reaches Next. */
export const REFRESH_HEADER = 'x-ready-refresh';

/**
 * Whether a request is one whose answer is kept and given from memory: a GET of the route without credentials.
 * @param {import('node:http').IncomingMessage} request
 */
const isAnonymousPoll = (request) =>
  request.method === 'GET' && READY.test(request.url ?? '') && request.headers.authorization === undefined;

/**
 * @param {{ ttlMs?: number, now?: () => number, refresh?: () => Promise<unknown> }} [options]
 *   `refresh`: asks this server's /api/ready/ with REFRESH_HEADER (none: an answer past `ttlMs` is not given)
 */
export function createReadyAnswers({ ttlMs = 1000, now = Date.now, refresh } = {}) {
  /** @type {{ at: number, status: number, headers: Record<string, string | string[] | number>, body: Buffer } | undefined} */
  let last;
  let refreshing = false;
  return {
    /**
     * Answers an anonymous GET of /api/ready/ from the last answer if it is recent; false when Next must answer.
     * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
     */
    answer(request, response) {
      if (!isAnonymousPoll(request) || request.headers[REFRESH_HEADER] !== undefined || !last || isDraining())
        return false;
      const age = now() - last.at;
      if (age >= ttlMs) {
        if (!refresh || age >= 2 * ttlMs) return false;
        if (!refreshing) {
          refreshing = true;
          refresh()
            .catch(() => undefined)
            .finally(() => (refreshing = false));
        }
      }
      response.writeHead(last.status, { ...last.headers, 'content-length': String(last.body.length) });
      response.end(last.body);
      return true;
    },
    /**
     * Keeps Next's answer to an anonymous GET of /api/ready/ once it is sent (installed inside any compression step).
     * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
     */
    keep(request, response) {
      if (!isAnonymousPoll(request)) return;
      const startedAt = now();
      /** @type {Buffer[]} */
      const chunks = [];
      // Headers given to writeHead join the response's own, so that getHeaders() sees them when it is kept.
      onWriteHead(response, () => {});
      onBodyChunk(response, (bytes) => chunks.push(bytes));
      response.once('finish', () => {
        if (response.statusCode !== 200 && response.statusCode !== 503) return;
        /** @type {Record<string, string | string[] | number>} */
        const headers = {};
        for (const [name, value] of Object.entries(response.getHeaders()))
          if (value !== undefined && !WIRE_HEADERS.has(name)) headers[name] = value;
        last = { at: startedAt, status: response.statusCode, headers, body: Buffer.concat(chunks) };
      });
    },
  };
}
