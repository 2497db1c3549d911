import { expect, test, type APIRequestContext } from '@playwright/test';
import { hrefFor } from '@/lib/routes/href';

/**
 * Operations: the endpoints a load balancer and a metrics scraper
 * ask (README, "Operations"), against the production server (server.mjs,
 * with its page store) started with METRICS_TOKEN (playwright.config.ts).
 */

const TOKEN = process.env.E2E_METRICS_TOKEN!;

/** The metrics as the scraper reads them. */
async function scrape(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/metrics/', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** A series' value in Prometheus' text format (0 when it has not been written yet). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

test.describe('operations', () => {
  test('/api/health/ answers 200 JSON that no cache keeps', async ({ request }) => {
    for (let round = 0; round < 2; round += 1) {
      const response = await request.get('/api/health/');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(response.headers()['cache-control']).toContain('no-store');
      // Never from the page store.
      expect(response.headers()['x-nextjs-cache']).toBeUndefined();
      expect(await response.json()).toMatchObject({ status: 'up' });
    }
  });

  test('/api/ready/ answers 200 and its status alone to anyone: no build, no parts', async ({ request }) => {
    for (let round = 0; round < 2; round += 1) {
      // The second from the server's memory (lib/ops/ready-answers.mjs), the same.
      const response = await request.get('/api/ready/');
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toContain('no-store');
      expect(await response.json()).toEqual({ status: 'ready' });
    }
    const wrong = await request.get('/api/ready/', { headers: { authorization: `Bearer ${TOKEN.slice(0, -2)}00` } });
    expect(await wrong.json()).toEqual({ status: 'ready' });
  });

  test('/api/ready/ answers the metrics token with each part: the build and the content up, the rest as configured', async ({
    request,
  }) => {
    const response = await request.get('/api/ready/', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'ready',
      ready: true,
      down: [],
      parts: {
        build: { status: 'up' },
        content: { status: 'up', detail: 'embedded' },
        dataStore: { status: 'off' },
        redis: { status: 'off' },
      },
    });
    // The build's prerendered pages could be served if the content source went away.
    expect(body.cachedPages).toBeGreaterThan(0);
    // And the next anonymous poll still gets the status alone.
    expect(await (await request.get('/api/ready/')).json()).toEqual({ status: 'ready' });
  });

  test('/api/metrics/ refuses a request without the token, or with a wrong one', async ({ request }) => {
    const without = await request.get('/api/metrics/');
    expect(without.status()).toBe(401);
    expect(without.headers()['www-authenticate']).toMatch(/^Bearer/);
    expect(await without.text()).not.toContain('travel_');
    const wrong = await request.get('/api/metrics/', { headers: { authorization: `Bearer ${TOKEN.slice(0, -2)}00` } });
    expect(wrong.status()).toBe(401);
  });

  test('/api/metrics/ answers the token with Prometheus text, never stored', async ({ request }) => {
    const response = await request.get('/api/metrics/', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers()['cache-control']).toContain('no-store');
    const text = await response.text();
    for (const series of [
      'travel_http_requests_total',
      'travel_http_request_duration_seconds',
      'travel_page_store_hits_total',
      'travel_page_store_misses_total',
      'travel_page_store_bytes',
      'travel_page_store_purges_total',
      'travel_page_cold_renders_total',
      'travel_content_queries_total',
      'travel_image_queue_depth',
      'travel_form_submissions_stored_total',
      'travel_rate_limit_refusals_total',
      'travel_data_store_errors_total',
      'travel_redis_errors_total',
    ]) {
      expect(text, series).toContain(`# TYPE ${series} `);
    }
  });

  test('a page served from the page store raises its hit counter, and the request counter counts it', async ({
    request,
  }) => {
    const page = hrefFor('en', 'destinations', {});
    const before = await scrape(request);
    // The first request may go to Next (the store keeps its answer once sent; Next's own cache also says HIT); the next
    // ones come from memory, with the page store's Age.
    await expect
      .poll(async () => (await request.get(page)).headers().age, { message: `${page} comes from the page store` })
      .toBeDefined();
    const after = await scrape(request);
    expect(valueOf(after, 'travel_page_store_hits_total')).toBeGreaterThan(
      valueOf(before, 'travel_page_store_hits_total'),
    );
    expect(valueOf(after, 'travel_page_store_bytes')).toBeGreaterThan(0);
    const pagesAnswered = 'travel_http_requests_total{kind="page",status="200"}';
    expect(valueOf(after, pagesAnswered)).toBeGreaterThan(valueOf(before, pagesAnswered));
  });
});
