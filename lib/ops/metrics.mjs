// @ts-check
/**
 * The process's Prometheus metrics (prom-client), read by an operator at
 * `/api/metrics/` with METRICS_TOKEN (app/api/metrics/route.ts).
 *
 * One registry per process, kept on `globalThis` under a registered symbol:
 * the production server (server.mjs), Next's page cache handler
 * (lib/cache/page-handler.mjs) and Next's bundles (route handlers, the
 * proxy) each load this file as a module of their own, and each must count
 * into the same series. Whichever loads first creates them.
 *
 * What is counted, and where:
 * - every request the production server answers, by route kind (`routeKind`)
 *   and status, and its duration: server.mjs (`observeRequest`); `next dev`
 *   has no such server and counts none;
 * - the page store's hits, misses, purges, bytes and entries: server.mjs and
 *   lib/cache/front-cache.mjs;
 * - cold renders (a page Next renders because its cache had none) and their
 *   duration: lib/cache/page-handler.mjs;
 * - content-service queries and their errors: lib/content/server.ts;
 * - image transforms by outcome and the queue's depth: lib/content/images.ts;
 * - form submissions stored: lib/submissions/routes.ts;
 * - rate-limit refusals: lib/limits/rate-limit.ts;
 * - requests the front door refuses before Next (a method a route does not
 *   take, a body too long): server.mjs (lib/http/front-door.mjs);
 * - data-store errors (lib/db) and Redis errors (the cache, the limits, the
 *   readiness probe).
 *
 * Counting costs a label lookup: each series' child is looked up once and
 * kept in a Map (no label string is built per event).
 */
import { subscribe } from 'node:diagnostics_channel';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const METRICS_KEY = Symbol.for('travel-site.metrics');

/** Seconds: from a cached page (well under a millisecond) to a slow render. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * @typedef {{ entries: number, bytes: number, stale: number }} PageStoreStats
 * @typedef {{ running: number, waiting: number }} QueueStats
 */

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  /** Where gauges read what other modules hold (set by `registerPageStore`, `registerImageQueue`). */
  const sources = {
    /** @type {(() => PageStoreStats) | undefined} */
    pageStore: undefined,
    /** @type {(() => QueueStats) | undefined} */
    imageQueue: undefined,
  };
  const metrics = {
    registry,
    sources,
    requests: new Counter({
      name: 'travel_http_requests_total',
      help: 'Requests answered by the production server, by route kind and status.',
      labelNames: ['kind', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'travel_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route kind.',
      labelNames: ['kind'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    pageStoreHits: new Counter({
      name: 'travel_page_store_hits_total',
      help: 'Requests the page store answered from memory.',
      registers,
    }),
    pageStoreMisses: new Counter({
      name: 'travel_page_store_misses_total',
      help: 'Requests the page store could have answered but held nothing for (they went to Next).',
      registers,
    }),
    pageStorePurges: new Counter({
      name: 'travel_page_store_purges_total',
      help: 'Purges that made every stored page stale (or dropped it).',
      registers,
    }),
    pageStoreBytes: new Gauge({
      name: 'travel_page_store_bytes',
      help: 'Bytes the page store holds (each page with its compressed copies).',
      registers,
      collect() {
        this.set(sources.pageStore?.().bytes ?? 0);
      },
    }),
    pageStoreEntries: new Gauge({
      name: 'travel_page_store_entries',
      help: 'Answers the page store holds.',
      registers,
      collect() {
        this.set(sources.pageStore?.().entries ?? 0);
      },
    }),
    pageStoreStale: new Gauge({
      name: 'travel_page_store_stale_entries',
      help: 'Pages the page store answers stale after a purge while it asks Next for them again.',
      registers,
      collect() {
        this.set(sources.pageStore?.().stale ?? 0);
      },
    }),
    coldRenders: new Counter({
      name: 'travel_page_cold_renders_total',
      help: 'Pages Next rendered because its page cache held none (first request, or after a purge or eviction).',
      registers,
    }),
    coldRenderSeconds: new Histogram({
      name: 'travel_page_cold_render_duration_seconds',
      help: 'Time from the page cache miss to the rendered page being stored.',
      buckets: RENDER_BUCKETS,
      registers,
    }),
    contentQueries: new Counter({
      name: 'travel_content_queries_total',
      help: 'Queries sent to the content service (cached results are not queries), by source.',
      labelNames: ['source'],
      registers,
    }),
    contentErrors: new Counter({
      name: 'travel_content_errors_total',
      help: 'Content queries that failed, by source and kind (unavailable: no answer or 5xx; query: an error answer).',
      labelNames: ['source', 'kind'],
      registers,
    }),
    imageTransforms: new Counter({
      name: 'travel_image_transforms_total',
      help: 'Image transforms, by outcome (done, refused: queue full or waited too long, timeout, failed).',
      labelNames: ['outcome'],
      registers,
    }),
    imageQueueDepth: new Gauge({
      name: 'travel_image_queue_depth',
      help: 'Image transforms waiting for a turn.',
      registers,
      collect() {
        this.set(sources.imageQueue?.().waiting ?? 0);
      },
    }),
    imageTransformsRunning: new Gauge({
      name: 'travel_image_transforms_running',
      help: 'Image transforms running now.',
      registers,
      collect() {
        this.set(sources.imageQueue?.().running ?? 0);
      },
    }),
    submissionsStored: new Counter({
      name: 'travel_form_submissions_stored_total',
      help: 'Form submissions stored (a render sent again is not counted twice), by form.',
      labelNames: ['form'],
      registers,
    }),
    frontDoorRefusals: new Counter({
      name: 'travel_front_door_refusals_total',
      help: 'Requests the production server refused before Next, by reason (method, body_too_large).',
      labelNames: ['reason'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'travel_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limiter.',
      labelNames: ['limiter'],
      registers,
    }),
    dataStoreErrors: new Counter({
      name: 'travel_data_store_errors_total',
      help: 'Data store failures (queries and openings), by store kind.',
      labelNames: ['store'],
      registers,
    }),
    redisErrors: new Counter({
      name: 'travel_redis_errors_total',
      help: 'Redis errors, by client (cache, limits, readiness).',
      labelNames: ['client'],
      registers,
    }),
  };
  return metrics;
}

/** @typedef {ReturnType<typeof create>} Metrics */

/** This process's metrics, created on first use. @returns {Metrics} */
export function metrics() {
  const holder = /** @type {Record<symbol, Metrics | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[METRICS_KEY] ??= create());
}

/**
 * A counter's child per label value, looked up once. @template {string} T
 * @param {Counter<T>} counter @returns {(value: string) => { inc(by?: number): void }}
 */
function childrenOf(counter) {
  /** @type {Map<string, { inc(by?: number): void }>} */
  const children = new Map();
  return (value) => {
    let child = children.get(value);
    if (!child) children.set(value, (child = counter.labels(value)));
    return child;
  };
}

/**
 * Kinds of route, from the path alone (a few prefix tests, no allocation).
 * @param {string | undefined} url
 * @returns {'static' | 'image' | 'content' | 'ops' | 'api' | 'build' | 'page'}
 */
export function routeKind(url) {
  if (!url) return 'page';
  if (url.startsWith('/_next/')) return 'static';
  if (url.startsWith('/content/images/')) return 'image';
  if (url.startsWith('/content/')) return 'content';
  if (url.startsWith('/api/')) {
    return url.startsWith('/api/health') || url.startsWith('/api/ready') || url.startsWith('/api/metrics')
      ? 'ops'
      : 'api';
  }
  if (url.startsWith('/builds/')) return 'build';
  return 'page';
}

/** @type {Map<string, Map<number, { inc(): void }>>} */
const requestChildren = new Map();
/** @type {Map<string, { observe(value: number): void }>} */
const latencyChildren = new Map();
/** The requests being answered: their route kind and when they arrived, by their response. @type {WeakMap<object, { kind: string, started: number }>} */
const observed = new WeakMap();
let listening = false;

/** @param {unknown} message the channel's `{ request, response, socket, server }` */
function requestFinished(message) {
  const { response } = /** @type {{ response: import('node:http').ServerResponse }} */ (message);
  const request = observed.get(response);
  if (!request) return;
  const seconds = (performance.now() - request.started) / 1000;
  const { requests, requestSeconds } = metrics();
  let byStatus = requestChildren.get(request.kind);
  if (!byStatus) requestChildren.set(request.kind, (byStatus = new Map()));
  let counter = byStatus.get(response.statusCode);
  if (!counter)
    byStatus.set(response.statusCode, (counter = requests.labels(request.kind, String(response.statusCode))));
  counter.inc();
  let histogram = latencyChildren.get(request.kind);
  if (!histogram) latencyChildren.set(request.kind, (histogram = requestSeconds.labels(request.kind)));
  histogram.observe(seconds);
}

/**
 * Counts a request of the production server once its answer is sent: its route kind, status and duration.
 *
 * Told by Node's `http.server.response.finish` channel, not by a `finish` listener of each response: in the
 * production server one more `finish` listener per response cost 12 µs of CPU per request (a quarter of a cached
 * page's answer from the page store: /proc CPU time over 40,000 requests, interleaved), the channel none measurable.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 */
export function observeRequest(request, response) {
  if (!listening) {
    listening = true;
    subscribe('http.server.response.finish', requestFinished);
  }
  observed.set(response, { kind: routeKind(request.url), started: performance.now() });
}

/**
 * The page store's counters (for createFrontCache) and its size (read when metrics are collected).
 * @param {() => PageStoreStats} stats
 */
export function pageStoreMetrics(stats) {
  const m = metrics();
  m.sources.pageStore = stats;
  return {
    hit: () => m.pageStoreHits.inc(),
    miss: () => m.pageStoreMisses.inc(),
    purge: () => m.pageStorePurges.inc(),
  };
}

/** What the page store holds now, when a production server registered one (undefined under `next dev`). */
export function pageStoreStats() {
  return metrics().sources.pageStore?.();
}

/** A page Next rendered after a miss of its page cache, and how long from the miss to the page stored. @param {number} seconds */
export function countColdRender(seconds) {
  const m = metrics();
  m.coldRenders.inc();
  m.coldRenderSeconds.observe(seconds);
}

/** @type {ReturnType<typeof childrenOf> | undefined} */
let contentQueriesOf;
/** @type {ReturnType<typeof childrenOf> | undefined} */
let imageTransformsOf;
/** @type {ReturnType<typeof childrenOf> | undefined} */
let submissionsOf;
/** @type {ReturnType<typeof childrenOf> | undefined} */
let refusalsOf;
/** @type {ReturnType<typeof childrenOf> | undefined} */
let frontDoorRefusalsOf;
/** @type {ReturnType<typeof childrenOf> | undefined} */
let dataStoreErrorsOf;
/** @type {ReturnType<typeof childrenOf> | undefined} */
let redisErrorsOf;

/** One query sent to the content service. @param {string} source */
export function countContentQuery(source) {
  (contentQueriesOf ??= childrenOf(metrics().contentQueries))(source).inc();
}

/** A failed content query (rare: its labels are looked up each time). @param {string} source @param {'unavailable' | 'query'} kind */
export function countContentError(source, kind) {
  metrics().contentErrors.labels(source, kind).inc();
}

/** An image transform's outcome. @param {'done' | 'refused' | 'timeout' | 'failed'} outcome */
export function countImageTransform(outcome) {
  (imageTransformsOf ??= childrenOf(metrics().imageTransforms))(outcome).inc();
}

/** Where the image queue's depth is read from. @param {() => QueueStats} stats */
export function registerImageQueue(stats) {
  metrics().sources.imageQueue = stats;
}

/** A form submission stored (a new row). @param {string} form */
export function countSubmissionStored(form) {
  (submissionsOf ??= childrenOf(metrics().submissionsStored))(form).inc();
}

/** A request refused by a rate limit. @param {string} limiter */
export function countRateLimitRefusal(limiter) {
  (refusalsOf ??= childrenOf(metrics().rateLimitRefusals))(limiter).inc();
}

/** A request the front door refused before Next. @param {'method' | 'body_too_large'} reason */
export function countFrontDoorRefusal(reason) {
  (frontDoorRefusalsOf ??= childrenOf(metrics().frontDoorRefusals))(reason).inc();
}

/** A data store failure. @param {string} store 'pglite' or 'postgres' */
export function countDataStoreError(store) {
  (dataStoreErrorsOf ??= childrenOf(metrics().dataStoreErrors))(store).inc();
}

/** A Redis error. @param {'cache' | 'limits' | 'readiness'} client */
export function countRedisError(client) {
  (redisErrorsOf ??= childrenOf(metrics().redisErrors))(client).inc();
}

/** The metrics in Prometheus' text format, and its content type. */
export async function metricsText() {
  const { registry } = metrics();
  return { contentType: registry.contentType, text: await registry.metrics() };
}
