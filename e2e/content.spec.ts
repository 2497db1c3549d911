import { expect, test } from '@playwright/test';
import { EMBEDDED_SPACE, contentApiPath } from '@/lib/content/endpoint';

const endpoint = contentApiPath(EMBEDDED_SPACE.spaceId, EMBEDDED_SPACE.environmentId);
const continents = '{ continentCollection(locale: "it-IT", order: [name_ASC]) { total items { name photo { url(transform: { width: 80, height: 80, resizeStrategy: THUMB, format: WEBP }) } } } }';

test.describe('the embedded content service over HTTP', () => {
  test('answers GraphQL with the delivery token, in the requested language', async ({ request }) => {
    const response = await request.post(endpoint, {
      headers: { Authorization: `Bearer ${EMBEDDED_SPACE.deliveryToken}` },
      data: { query: continents },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.continentCollection.total).toBeGreaterThanOrEqual(6);
    expect(body.data.continentCollection.items.map((item: { name: string }) => item.name)).toContain('Europa');
  });

  test('answers GET requests too', async ({ request }) => {
    const response = await request.get(`${endpoint}?query=${encodeURIComponent('{ catalogueCollection { total } }')}`, {
      headers: { Authorization: `Bearer ${EMBEDDED_SPACE.deliveryToken}` },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).data.catalogueCollection.total).toBeGreaterThanOrEqual(4);
  });

  test('refuses requests without a token with Contentful’s error shape', async ({ request }) => {
    const response = await request.post(endpoint, { data: { query: continents } });
    expect(response.status()).toBe(401);
    expect((await response.json()).errors[0].extensions.contentful.code).toBe('ACCESS_TOKEN_MISSING');
  });

  test('knows no other space', async ({ request }) => {
    const response = await request.post(contentApiPath('other-space', 'master'), {
      headers: { Authorization: `Bearer ${EMBEDDED_SPACE.deliveryToken}` },
      data: { query: continents },
    });
    expect(response.status()).toBe(404);
    expect((await response.json()).errors[0].extensions.contentful.code).toBe('UNKNOWN_SPACE');
  });

  test('serves the generated images with the Images API parameters and long-lived caching', async ({ request }) => {
    const response = await request.post(endpoint, {
      headers: { Authorization: `Bearer ${EMBEDDED_SPACE.deliveryToken}` },
      data: { query: continents },
    });
    const url: string = (await response.json()).data.continentCollection.items[0].photo.url;
    expect(url).toMatch(/^\/content\/images\/ventura\/.+\.webp\?w=80&h=80&fit=thumb&fm=webp$/);
    const image = await request.get(url);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = await image.body();
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const bad = await request.get(url.replace('w=80', 'w=-3'));
    expect(bad.status()).toBe(400);
  });
});
