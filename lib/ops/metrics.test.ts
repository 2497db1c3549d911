import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countColdRender,
  countContentError,
  countContentQuery,
  countDataStoreError,
  countImageTransform,
  countRateLimitRefusal,
  countRedisError,
  countSubmissionStored,
  metrics,
  metricsText,
  observeRequest,
  pageStoreMetrics,
  registerImageQueue,
  routeKind,
} from './metrics.mjs';

/** A server that observes every request as the production server does, and answers the status its path asks for (`/418/...`). */
const server = createServer((request, response) => {
  observeRequest(request, response);
  response.writeHead(Number(/\/(\d{3})\//.exec(request.url ?? '')?.[1] ?? 200)).end();
});
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request the server answered with `status` (observeRequest counts it once its answer is sent). */
async function answered(path: string, status: number) {
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${path.replace(/^\/([a-z]+)\//, `/$1/${status}/`)}`);
  expect(response.status).toBe(status);
  await response.arrayBuffer();
}

/** A series' value in the text format, e.g. `travel_page_store_hits_total` or `travel_http_requests_total{kind="page",status="200"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('sorts requests by route kind from the path alone', () => {
    expect(routeKind('/en/')).toBe('page');
    expect(routeKind('/it/destinazione/europa/')).toBe('page');
    expect(routeKind('/_next/static/chunks/a.js')).toBe('static');
    expect(routeKind('/content/images/ventura/a/b/c.webp?w=80')).toBe('image');
    expect(routeKind('/content/v1/spaces/ventura/environments/master')).toBe('content');
    expect(routeKind('/api/contact/')).toBe('api');
    expect(routeKind('/api/ready/')).toBe('ops');
    expect(routeKind('/api/health/')).toBe('ops');
    expect(routeKind('/api/metrics/')).toBe('ops');
    expect(routeKind('/builds/latest.json')).toBe('build');
  });

  it('is one registry per process, whichever copy of the module asks', async () => {
    const again = await import(/* @vite-ignore */ `./metrics.mjs?copy=${Date.now()}`);
    expect(again.metrics()).toBe(metrics());
  });

  it('writes every named series in the Prometheus text format after the events it counts', async () => {
    const before = (await metricsText()).text;
    await answered('/en/', 200);
    await answered('/en/', 200);
    await answered('/en/nowhere/', 404);
    await answered('/api/contact/', 429);
    const stored = { entries: 2, bytes: 5000, stale: 1 };
    const pageStore = pageStoreMetrics(() => stored);
    pageStore.hit();
    pageStore.hit();
    pageStore.miss();
    pageStore.purge();
    countColdRender(0.12);
    countContentQuery('embedded');
    countContentError('embedded', 'unavailable');
    countImageTransform('done');
    countImageTransform('refused');
    registerImageQueue(() => ({ running: 2, waiting: 7 }));
    countSubmissionStored('contact');
    countRateLimitRefusal('submission-client');
    countDataStoreError('postgres');
    countRedisError('cache');

    const { contentType, text } = await metricsText();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    // How much each counted series grew with the events above (other tests of the process may have counted before).
    const grown: Record<string, number> = {
      'travel_http_requests_total{kind="page",status="200"}': 2,
      'travel_http_requests_total{kind="page",status="404"}': 1,
      'travel_http_requests_total{kind="api",status="429"}': 1,
      'travel_http_request_duration_seconds_count{kind="page"}': 3,
      travel_page_store_hits_total: 2,
      travel_page_store_misses_total: 1,
      travel_page_store_purges_total: 1,
      travel_page_cold_renders_total: 1,
      travel_page_cold_render_duration_seconds_count: 1,
      'travel_page_cold_render_duration_seconds_bucket{le="0.25"}': 1,
      'travel_content_queries_total{source="embedded"}': 1,
      'travel_content_errors_total{source="embedded",kind="unavailable"}': 1,
      'travel_image_transforms_total{outcome="done"}': 1,
      'travel_image_transforms_total{outcome="refused"}': 1,
      'travel_form_submissions_stored_total{form="contact"}': 1,
      'travel_rate_limit_refusals_total{limiter="submission-client"}': 1,
      'travel_data_store_errors_total{store="postgres"}': 1,
      'travel_redis_errors_total{client="cache"}': 1,
    };
    for (const [series, by] of Object.entries(grown))
      expect((valueOf(text, series) ?? 0) - (valueOf(before, series) ?? 0), series).toBe(by);
    expect(text).toContain('travel_http_request_duration_seconds_bucket{le="0.005",kind="page"}');
    // Gauges: what the registered sources hold when the metrics are read.
    const gauges = [
      'travel_page_store_bytes',
      'travel_page_store_entries',
      'travel_page_store_stale_entries',
      'travel_image_queue_depth',
      'travel_image_transforms_running',
    ];
    expect(gauges.map((series) => valueOf(text, series))).toEqual([5000, 2, 1, 7, 2]);
    // The process's own: memory, CPU, event loop.
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });
});
