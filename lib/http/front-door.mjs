// @ts-check
/**
 * What the production server (server.mjs) settles about a request before the page store or Next sees it, each in a
 * few comparisons:
 *
 * - **Methods.** A page takes GET and HEAD; a POST to a page is one of Next's server actions (its `Next-Action`
 *   header) or nothing: a form POST to any page used to go through Next's router and render it every time, past
 *   the page store. The routes (`/api/`, `/content/`, ...) take GET, HEAD, POST and OPTIONS; no route takes any
 *   other (`TRACE` answered 500). Anything else is `405` with `Allow`, counted in the metrics
 *   (`travel_front_door_refusals_total{reason="method"}`).
 * - **Bodies** longer than any route takes: `413`, declared or chunked (lib/http/request-size.mjs).
 * - **Headers only a proxy may set.** `X-Forwarded-For`, `-Host`, `-Proto`, `-Port` and `Forwarded` count only
 *   behind TRUSTED_PROXY_HOPS proxies; with none (the default) they are removed, so nothing downstream (Next's idea
 *   of the request's scheme and host, the forms' Origin check, secure cookies) takes a client's word for them.
 * - **Framework and route misses.** A 404 for an unknown `/_next/`, `/api/` or `/builds/` address is nobody's to
 *   keep: Next answers those with its prerendered not-found page and `s-maxage=31536000`, which a CDN would keep a
 *   year (and serve in place of a file a later build adds). They answer `private, no-store`.
 */
import { countFrontDoorRefusal, routeKind } from '../ops/metrics.mjs';
import { CLIENT_ADDRESS_HEADER, clientOf } from './client-address.mjs';
import { onWriteHead } from './on-write-head.mjs';
import { hasUndeclaredBody, readUndeclaredBody, refuseOversizedBody } from './request-size.mjs';

/** What a page takes; a POST with Next's server-action header too. */
export const PAGE_METHODS = Object.freeze(['GET', 'HEAD']);
/** What the routes take (each route refuses what it does not itself handle). */
export const ROUTE_METHODS = Object.freeze(['GET', 'HEAD', 'POST', 'OPTIONS']);
/** The header of a request for one of Next's server actions (a POST to the page that calls it). */
export const SERVER_ACTION_HEADER = 'next-action';
/** Request headers only a proxy in front may set. */
export const FORWARDED_HEADERS = Object.freeze([
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
]);

/** Route kinds whose 404s no shared cache keeps (routeKind, lib/ops/metrics.mjs). */
const UNSHARED_MISSES = new Set(['static', 'api', 'build']);

/**
 * The methods a request's address takes.
 * @param {import('node:http').IncomingMessage} request
 * @returns {readonly string[]}
 */
export function allowedMethods(request) {
  if (routeKind(request.url) !== 'page') return ROUTE_METHODS;
  return request.headers[SERVER_ACTION_HEADER] === undefined ? PAGE_METHODS : [...PAGE_METHODS, 'POST'];
}

/**
 * Answers 405 (a method the address does not take) or 413 (a declared body too long), counted; false to let it in.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 * @returns {boolean} whether the request was answered
 */
export function refuseAtFrontDoor(request, response) {
  const allowed = allowedMethods(request);
  if (!allowed.includes(request.method ?? '')) {
    const body = JSON.stringify({
      error: `This address does not take ${String(request.method).slice(0, 20)}: use ${allowed.join(', ')}.`,
    });
    response.writeHead(405, {
      allow: allowed.join(', '),
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'private, no-store',
      // Its body, if any, is not read: the connection closes after the answer.
      ...(request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined
        ? { connection: 'close' }
        : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    countFrontDoorRefusal('method');
    return true;
  }
  return refuseOversizedBody(request, response);
}

/**
 * Removes the headers only a proxy may set unless `trustedHops` proxies are in front (TRUSTED_PROXY_HOPS).
 * @param {import('node:http').IncomingMessage} request @param {number} trustedHops
 */
export function keepTrustedForwarding(request, trustedHops) {
  if (trustedHops > 0) return;
  for (const name of FORWARDED_HEADERS) delete request.headers[name];
}

/**
 * Makes a 404 for an unknown framework, route or build address `private, no-store` (see above).
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 */
export function unsharedMisses(request, response) {
  if (!UNSHARED_MISSES.has(routeKind(request.url))) return;
  onWriteHead(response, (status) => {
    if (status === 404) response.setHeader('cache-control', 'private, no-store');
  });
}

/**
 * The front door, in server.mjs's order: answers 405 or 413 (false), or lets the request in (true) with its
 * client's address worked out (CLIENT_ADDRESS_HEADER, replacing any a client sent: lib/http/client-address.mjs),
 * the forwarding headers only a trusted proxy may set, and framework misses unshared.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 * @param {number} trustedHops TRUSTED_PROXY_HOPS
 */
export function admit(request, response, trustedHops) {
  if (refuseAtFrontDoor(request, response)) return false;
  request.headers[CLIENT_ADDRESS_HEADER] = clientOf(
    request.headers['x-forwarded-for'],
    request.socket.remoteAddress,
    trustedHops,
  );
  keepTrustedForwarding(request, trustedHops);
  unsharedMisses(request, response);
  return true;
}

/**
 * Calls `serve` with the request, or, when its body came without a length, with a copy holding the whole body once
 * read (not at all when it was too long: answered 413).
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} serve
 */
export function withWholeBody(request, response, serve) {
  if (!hasUndeclaredBody(request)) return serve(request, response);
  void readUndeclaredBody(request, response).then((whole) => whole && serve(whole, response));
}
