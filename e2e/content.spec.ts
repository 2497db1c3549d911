import { expect, test, type APIRequestContext } from '@playwright/test';
import { EMBEDDED_SPACE, contentApiPath } from '@/lib/content/endpoint';
import { translator } from './support';

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

test.describe('content on the site', () => {
  test('the destinations index lists the CMS’s continents in the visitor’s language, linking to their pages', async ({ page }) => {
    const response = await page.goto('/it/destinazione/');
    expect(response?.status()).toBe(200);
    const grid = page.getByTestId('destination-grid');
    await expect(grid.getByRole('heading', { name: 'Europa' })).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(6);
    await grid.getByRole('link', { name: /Europa/ }).click();
    await expect(page).toHaveURL(/\/it\/destinazione\/europa\/continent-europe\/$/);
    const photo = page.getByTestId('destination-detail').getByRole('img');
    await expect(photo).toHaveAttribute('src', /^\/content\/images\/ventura\/.+\.webp\?w=1200&h=800&fit=fill&fm=webp&q=75$/);
    await expect(photo).toHaveAttribute('srcset', /w=640&h=427&fit=fill&fm=webp&q=75 640w/);
    // The browser picks a width from the srcset; the Images API delivers exactly that width.
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth > 0 && image.naturalWidth === Number(new URL(image.currentSrc).searchParams.get('w'))))
      .toBe(true);
  });

  test('a continent id the CMS does not know is a 404', async ({ request }) => {
    const response = await request.get('/en/destinations/europe/continent-atlantis/');
    expect(response.status()).toBe(404);
  });
});

test.describe('when the CMS is unreachable', () => {
  // One CMS stand-in for the outage server (e2e/cms-switch.ts): these tests take turns with it.
  test.describe.configure({ mode: 'serial' });
  const outage = process.env.E2E_OUTAGE_URL!;
  const cms = process.env.E2E_CMS_SWITCH_URL!;
  const switchCms = async (request: APIRequestContext, state: 'up' | 'down') => {
    expect((await request.post(`${cms}/__cms/${state}`)).status()).toBe(204);
  };

  test.afterEach(async ({ request }) => {
    await switchCms(request, 'up');
  });

  test('a page rendered before keeps being served from the cache', async ({ page, request }) => {
    expect((await page.goto(`${outage}/en/destinations/`))?.status()).toBe(200);
    await switchCms(request, 'down');
    const response = await page.goto(`${outage}/en/destinations/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('destination-grid').getByRole('heading', { name: 'Europe' })).toBeVisible();
  });

  test('a page with no cached copy shows the technical-issues page and nothing technical', async ({ page, request }) => {
    await switchCms(request, 'down');
    // Requested nowhere else, so no server has cached its content.
    const response = await page.goto(`${outage}/pt/destinos/oceania/continent-oceania/`);
    expect(response?.status()).toBe(500);
    await expect(page.getByTestId('error-status')).toHaveText('503');
    const t = translator('pt');
    await expect(page.getByText(t('errors.unavailable.title'))).toBeVisible();
    await expect(page.getByText(t('errors.unavailable.subtitle'))).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('link')).toHaveCount(0);
    expect(await page.content()).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fetch failed|graphql/i);
  });
});
