import { env } from '@/lib/env';

/**
 * CSRF (OWASP: verify the origin with standard headers): a browser's POST
 * carries `Origin`, which must be the site's own; without `Origin`,
 * `Sec-Fetch-Site` must not name another site. A client that sends neither
 * is not a browser, and has no visitor's cookies to abuse. Every POST route
 * of the site checks it.
 *
 * The site's own host is SITE_URL's, or the one the request was asked on
 * (another name of the same server: `next dev` on another port, a preview
 * address), which is:
 *
 * - with nothing in front of the server (TRUSTED_PROXY_HOPS=0, the default),
 *   the `Host` header: a browser sets it to the server it connects to, and
 *   a page cannot change it. `X-Forwarded-Host` is then only what the client
 *   claims (no proxy wrote it): it is not read, else a hostile `Origin` sent
 *   with an `X-Forwarded-Host` of the same host would pass;
 * - behind TRUSTED_PROXY_HOPS proxies (lib/http/client-address.mjs), the
 *   `X-Forwarded-Host` the outermost one gave (an entry that many from the
 *   end of the list, as with `X-Forwarded-For`: what a client put before it
 *   is skipped), else `Host` when the proxies pass it on unchanged.
 */
/** Whether a request was sent by one of the site's own pages, or by something that is not a browser. */
export function fromOwnSite(
  headers: Headers,
  siteUrl: string,
  trustedProxyHops: number = Number(env().TRUSTED_PROXY_HOPS) || 0,
): boolean {
  const origin = headers.get('origin');
  if (origin) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    return host === new URL(siteUrl).host || host === askedHost(headers, trustedProxyHops);
  }
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

/** The host the request was asked on (see above); null when no header says. */
export function askedHost(headers: Headers, trustedProxyHops: number): string | null {
  if (trustedProxyHops > 0) {
    const forwarded = (headers.get('x-forwarded-host') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const given = forwarded[Math.max(0, forwarded.length - trustedProxyHops)];
    if (given) return given;
  }
  return headers.get('host');
}
