/**
 * Pictures of one story test get URLs of their own (`...&story=<test id>`):
 * Chromium shows a larger srcset candidate it already holds in its memory
 * cache, so without this a story's pixels would depend on which stories (and
 * test files, in whatever order they ran) came before it. vitest.setup.ts sets
 * the scope; in Storybook's UI there is none and the URLs are the site's. The
 * Images API ignores the extra parameter.
 */
const KEY = '__storyImageScope';
type ScopeHolder = { [KEY]?: string };

export function setImageScope(scope: string | undefined): void {
  (globalThis as ScopeHolder)[KEY] = scope;
}

export function scopedImageUrl(url: string): string {
  const scope = (globalThis as ScopeHolder)[KEY];
  return scope ? `${url}${url.includes('?') ? '&' : '?'}story=${encodeURIComponent(scope)}` : url;
}
