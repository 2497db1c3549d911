/**
 * CSRF (OWASP: verify the origin with standard headers): a browser's POST
 * carries `Origin`, which must be the site's own (the host it was asked on,
 * or SITE_URL's); without `Origin`, `Sec-Fetch-Site` must not name another
 * site. A client that sends neither is not a browser, and has no visitor's
 * cookies to abuse. Every POST route of the site checks it.
 */
/** Whether a request was sent by one of the site's own pages, or by something that is not a browser. */
export function fromOwnSite(headers: Headers, siteUrl: string): boolean {
  const origin = headers.get('origin');
  if (origin) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    const asked = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
    return host === asked || host === new URL(siteUrl).host;
  }
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

