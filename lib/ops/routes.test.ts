import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const settings: Record<string, string | undefined> = {};
vi.mock('@/lib/env', () => ({ env: () => ({ CONTENT_SOURCE: 'embedded', ...settings }) }));
vi.mock('@/lib/build-id', () => ({ currentBuildId: () => 'build-under-test' }));
// The embedded content service, in-process: answers the probe's query, or fails as told.
const contentAnswer = { status: 200, body: { data: { __typename: 'Query' } } as unknown };
vi.mock('@/lib/content/embedded', () => ({
  embeddedContentService: () => ({
    handle: async () => Response.json(contentAnswer.body, { status: contentAnswer.status }),
  }),
}));
const execute = vi.fn(async () => ({ rows: [{ '?column?': 1 }] }));
vi.mock('@/lib/db', () => ({
  store: async () => ({
    db: {
      getExecutor: () => ({
        transformQuery: (node: unknown) => node,
        compileQuery: () => ({ sql: 'select 1', parameters: [] }),
        executeQuery: execute,
      }),
    },
  }),
}));

const { healthResponse, metricsResponse, readyResponse: readyAnswer } = await import('./routes');

const TOKEN = 'metrics-token-for-the-unit-tests-0123456789';
const scrape = (authorization?: string) =>
  metricsResponse(
    new Request('http://localhost/api/metrics/', { headers: authorization === undefined ? {} : { authorization } }),
  );
const askReady = (authorization?: string) =>
  readyAnswer(
    new Request('http://localhost/api/ready/', { headers: authorization === undefined ? {} : { authorization } }),
  );
/** The operator's readiness: with the metrics token, every part. */
const readyResponse = () => askReady(`Bearer ${TOKEN}`);

describe('the health endpoint', () => {
  it('answers 200 JSON that no cache keeps', async () => {
    const response = healthResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toMatchObject({ status: 'up' });
  });
});

describe('the readiness endpoint', () => {
  // Each test reads a fresh result: the last one is kept for a second.
  vi.useFakeTimers({ toFake: ['Date'] });
  beforeEach(() => {
    vi.setSystemTime(Date.now() + 5000);
    for (const name of Object.keys(settings)) delete settings[name];
    settings.METRICS_TOKEN = TOKEN;
    contentAnswer.status = 200;
    execute.mockClear();
  });
  afterAll(() => vi.useRealTimers());

  it('is 200 with every part when the build and the content answer, and unconfigured parts off', async () => {
    const response = await readyResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('vary')).toBe('Authorization');
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'ready',
      ready: true,
      down: [],
      parts: {
        build: { status: 'up', detail: 'build-under-test' },
        content: { status: 'up' },
        dataStore: { status: 'off' },
        redis: { status: 'off' },
      },
    });
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['the token without its scheme', TOKEN],
    ['another scheme', `Basic ${TOKEN}`],
  ])('says only its status to %s: no build, no parts, no stores', async (_case, authorization) => {
    const response = await askReady(authorization);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('vary')).toBe('Authorization');
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('says only its status to anyone while METRICS_TOKEN is unset, whatever the request carries', async () => {
    delete settings.METRICS_TOKEN;
    expect(await (await askReady(`Bearer ${TOKEN}`)).json()).toEqual({ status: 'ready' });
    expect(await (await askReady('Bearer ')).json()).toEqual({ status: 'ready' });
  });

  it('says not_ready with 503 alone to anyone when a part is down, and which one with the token', async () => {
    settings.REDIS_URL = 'redis://127.0.0.1:1';
    const anonymous = await askReady();
    expect(anonymous.status).toBe(503);
    expect(await anonymous.json()).toEqual({ status: 'not_ready' });
    const detailed = await readyResponse();
    expect(detailed.status).toBe(503);
    expect(await detailed.json()).toMatchObject({ status: 'not_ready', down: ['redis'] });
  });

  it('is 503 draining once the server received SIGTERM, though every part answers', async () => {
    const { startDraining } = await import('./draining.mjs');
    const key = Symbol.for('travel-site.draining');
    startDraining();
    try {
      const response = await readyResponse();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        status: 'draining',
        ready: false,
        draining: true,
        down: [],
        parts: { build: { status: 'up' } },
      });
      const anonymous = await askReady();
      expect(anonymous.status).toBe(503);
      expect(await anonymous.json()).toEqual({ status: 'draining' });
    } finally {
      delete (globalThis as Record<symbol, unknown>)[key];
    }
    expect((await readyResponse()).status).toBe(200);
  });

  it('asks PostgreSQL when DATABASE_URL is set', async () => {
    settings.DATABASE_URL = 'postgres://site@127.0.0.1:5432/site';
    const body = await (await readyResponse()).json();
    expect(execute).toHaveBeenCalled();
    expect(body.parts.dataStore).toMatchObject({ status: 'up', detail: 'postgres' });
  });

  it('is 503 naming the data store when PostgreSQL does not answer', async () => {
    settings.DATABASE_URL = 'postgres://site@127.0.0.1:5432/site';
    execute.mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const response = await readyResponse();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      ready: false,
      down: ['dataStore'],
      parts: { dataStore: { status: 'down', detail: 'connect ECONNREFUSED 127.0.0.1:5432' } },
    });
  });

  it('is 503 naming Redis when REDIS_URL is set and nothing answers there', async () => {
    settings.REDIS_URL = 'redis://127.0.0.1:1';
    const response = await readyResponse();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      ready: false,
      down: ['redis'],
      parts: { redis: { status: 'down', detail: 'not connected: connect ECONNREFUSED 127.0.0.1:1' } },
    });
  });

  it('names the content source when it fails, ready or not depending on the cached pages there are', async () => {
    contentAnswer.status = 500;
    const body = await (await readyResponse()).json();
    expect(body.parts.content).toMatchObject({ status: 'down', detail: 'embedded answered 500' });
    // Without a build (no prerendered pages) and no page store, nothing could be served.
    expect(body.ready).toBe(body.cachedPages > 0);
  });
});

describe('the metrics endpoint', () => {
  beforeEach(() => {
    settings.METRICS_TOKEN = TOKEN;
  });

  it('does not exist without METRICS_TOKEN', async () => {
    delete settings.METRICS_TOKEN;
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['a longer token', `Bearer ${TOKEN}0`],
    ['the token without its scheme', TOKEN],
    ['another scheme', `Basic ${TOKEN}`],
  ])('refuses %s with 401', async (_case, authorization) => {
    const response = await scrape(authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.text()).not.toContain('travel_');
  });

  it('answers the right token with the metrics as Prometheus text, never stored', async () => {
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE travel_http_requests_total counter');
    expect(text).toContain('# TYPE travel_page_store_hits_total counter');
  });
});
