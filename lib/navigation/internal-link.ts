/**
 * Decides whether a click starts a client-side navigation inside the site:
 * a plain left click on a same-origin link that points somewhere else than the
 * current URL and is not meant for a new tab or a download. Returns the target
 * URL, or null when the browser (or nobody) handles the click.
 */
export function internalNavigationTarget(event: MouseEvent, location: Location = window.location): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

/** Path and query of a location: the route a page shows (a hash change is not a navigation). */
export function routeKey(location: Location = window.location): string {
  return location.pathname + location.search;
}
