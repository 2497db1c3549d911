import { expect, test, type APIRequestContext } from '@playwright/test';
import { locales } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import { FROM_CACHE, settled } from './support';

/**
 * Serving from cache: every page that depends only on published
 * content answers from Next's cache with headers a CDN can keep; anything in
 * preview is private.
 */

const cdnCacheable = /^s-maxage=\d+(, stale-while-revalidate=\d+)?$/;

/** One address of every template that shows only published content. */
const templates: Record<string, string> = {
  home: hrefFor('en', 'home', {}),
  'content page': '/it/chi-siamo/',
  'content subpage': '/en/help/booking-conditions/',
  event: '/en/events/rio-carnival-2027/',
  'special journey': '/pt/viagemespecial/journey-iceland-fire-and-ice/',
  'destinations index': hrefFor('es', 'destinations', {}),
  'destination by continent': hrefFor('en', 'destinationByContinent', { continent: 'europe', id: 'continent-europe' }),
  'destination by country': hrefFor('it', 'destinationByCountry', {
    continent: 'europa',
    country: 'italia',
    id: 'country-italy',
  }),
  'destination by city': hrefFor('en', 'destinationByCity', {
    continent: 'europe',
    country: 'italy',
    city: 'rome',
    id: 'city-rome',
  }),
  'package results': hrefFor('en', 'packageResults', {}),
  'package results by country': hrefFor('pt', 'packageResultsByCountry', { country: 'italia' }),
  // Not prerendered: rendered on its first request, then served from the cache (the query is part of the cached address).
  'filtered results': `${hrefFor('en', 'packageResults', {})}?categories=beach&sort=duration&utm_source=e2e`,
  contact: hrefFor('es', 'contact', {}),
};

async function cached(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return {
    status: response.status(),
    cacheControl: response.headers()['cache-control'],
    cache: response.headers()['x-nextjs-cache'],
  };
}

test.describe('cached pages', () => {
  for (const [template, path] of Object.entries(templates)) {
    test(`${template} (${path}) comes from the cache with CDN headers`, async ({ request }) => {
      const first = await cached(request, path);
      expect(first.status).toBe(200);
      expect(first.cacheControl).toMatch(cdnCacheable);
      expect((await cached(request, path)).cache).toMatch(FROM_CACHE);
    });
  }

  test('the 404 page in every language is cached too, and answers 404', async ({ request }) => {
    for (const locale of locales) {
      const unknown = await cached(request, `/${locale}/no-such-page-${locale}/`);
      expect(unknown.status).toBe(404);
      expect(unknown.cacheControl).toMatch(cdnCacheable);
      expect(unknown.cache).toBe('HIT');
    }
  });

  test('a garbage Cache-Control or Pragma header neither forces a render nor bypasses the cache', async ({
    request,
  }) => {
    const path = templates.home!;
    await cached(request, path);
    const attempts: Record<string, string>[] = [
      { 'cache-control': 'no-cache, no-store, max-age=0' },
      { pragma: 'no-cache' },
      { 'cache-control': 'garbage=;;,"' },
    ];
    for (const headers of attempts) {
      const answer = await cached(request, path, headers);
      expect(answer.status).toBe(200);
      expect(answer.cache, JSON.stringify(headers)).toMatch(FROM_CACHE);
      expect(answer.cacheControl).toMatch(cdnCacheable);
    }
  });

  test("the production server's page store answers a visited page from memory, compressed once, and after a publish still answers it while Next is asked again", async ({
    request,
  }) => {
    const path = templates['destination by city']!;
    await request.get(path);
    // Compressed off the request path: Brotli is there within a moment of the first answer.
    await expect
      .poll(
        async () => (await request.get(path, { headers: { 'accept-encoding': 'br' } })).headers()['content-encoding'],
        { timeout: 5000 },
      )
      .toBe('br');
    const stored = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(stored.headers()).toMatchObject({
      'content-encoding': 'gzip',
      'x-nextjs-cache': expect.stringMatching(FROM_CACHE),
      vary: expect.stringContaining('Accept-Encoding'),
    });
    expect(Number(stored.headers().age)).toBeGreaterThanOrEqual(0);
    expect(await stored.text()).toContain('<html');
    // An editor's request (draft mode's cookie) and Next's client navigation never get the stored page.
    const navigation = await request.get(path, { headers: { rsc: '1' } });
    expect(navigation.headers()['content-type']).toContain('text/x-component');
    expect(navigation.headers().age).toBeUndefined();
    // A publish of something the page does not show still makes every stored page stale: the next request is answered
    // from memory (an Age) while the store asks Next for it again, and Next's own cache answers that. A catalogue:
    // only the catalogue page lists them, so the tests beside this one that expect other templates from Next's cache
    // are not purged under them (a landing's publish would purge home and every event page).
    const purged = await request.post('/api/revalidate/', {
      headers: { 'x-revalidate-secret': process.env.E2E_REVALIDATE_SECRET!, 'content-type': 'application/json' },
      data: { sys: { type: 'Entry', id: 'catalogue-winter-2026-27', contentType: { sys: { id: 'catalogue' } } } },
    });
    expect(purged.status()).toBe(200);
    const afterPurge = await request.get(path);
    expect(afterPurge.status()).toBe(200);
    expect(afterPurge.headers().age).toBeDefined();
    expect(afterPurge.headers()['x-nextjs-cache']).toMatch(FROM_CACHE);
    expect((await settled(request, path)).headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('draft mode is private and never cached', async ({ page }) => {
    await page.goto(`/api/draft/?secret=${process.env.E2E_PREVIEW_SECRET}&path=/en/about-us/`);
    const response = await page.reload();
    expect(response?.headers()['cache-control']).toMatch(/private/);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByTestId('preview-banner')).toBeVisible();
  });
});
