import { describe, expect, it } from 'vitest';
import { CONTENT_CACHE_LIFE, sharedRedirectCacheControl } from './lifetimes';

describe('a redirect’s Cache-Control', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('lets shared caches keep it as long as a page, browsers asking again each time', () => {
    expect(sharedRedirectCacheControl(null, now)).toBe(`public, max-age=0, s-maxage=${CONTENT_CACHE_LIFE.revalidate}`);
  });

  it('no longer than until the redirect ends; not at all in its last second', () => {
    expect(sharedRedirectCacheControl(now + 90_500, now)).toBe('public, max-age=0, s-maxage=90');
    expect(sharedRedirectCacheControl(now + 999, now)).toBe('private, no-store');
  });
});
