// @ts-check
/**
 * Who a request comes from, for the per-client limits (lib/limits/rate-limit.ts).
 * The production server (server.mjs) works it out from the connection and
 * `X-Forwarded-For` and passes it on in CLIENT_ADDRESS_HEADER, replacing any
 * value a client sent: with no proxy in front (TRUSTED_PROXY_HOPS=0, the
 * default) the client is the connection's peer and `X-Forwarded-For` is only
 * what the client claims; behind N proxies that each append the address they
 * were reached from, the client is the address the outermost one added.
 * The forms' Origin check (lib/http/origin.ts) trusts `X-Forwarded-Host` on
 * the same terms: only behind TRUSTED_PROXY_HOPS proxies.
 */

/** The header the production server puts the client's address in. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The client of the server's own requests to itself (the page store's refreshes after a purge: server.mjs), which
 * no per-client limit counts: a publish refreshes every stored results state at once.
 */
export const SELF_CLIENT = 'self';

/**
 * The client's address behind `hops` trusted proxies: of the `X-Forwarded-For`
 * entries followed by the connection's peer, the one `hops` from the end (the
 * first when the list is shorter); "unknown" without any.
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} peer
 * @param {number} hops
 */
export function clientOf(forwardedFor, peer, hops) {
  const claimed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = peer ? [...claimed, peer] : claimed;
  if (chain.length === 0) return 'unknown';
  return chain[Math.max(0, chain.length - 1 - hops)] ?? 'unknown';
}
