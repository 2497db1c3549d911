/**
 * A same-site path to send a visitor to after an action (`/en/about-us/`),
 * or null: absolute URLs, protocol-relative `//host` and backslash tricks are
 * refused, so a link with `?path=` can never redirect off the site.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
