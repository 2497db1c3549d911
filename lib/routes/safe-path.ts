/**
 * A same-site address to send a visitor to after an action
 * (`/en/about-us/?q=1#part`), or null: absolute URLs, protocol-relative
 * `//host`, backslash tricks and paths that only become `//host` once dot
 * segments are resolved (`/.//host`, `/%2e//host`) are refused, so a link
 * with `?path=` or `?next=` can never redirect off the site. What comes back
 * is the URL parser's serialisation, percent-encoded ASCII: it always fits a
 * `Location` header.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === 'http://site.invalid' && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
