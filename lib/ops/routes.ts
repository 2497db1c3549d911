import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createClient } from 'redis';
import { bearerToken } from '@travel/http/auth';
import { currentBuildId } from '@/lib/build-id';
import { embeddedContentService } from '@/lib/content/embedded';
import { contentEndpoint } from '@/lib/content/endpoint';
import { store } from '@/lib/db';
import { env, type Env } from '@/lib/env';
import { privateJson } from '@/lib/http/body';
import { sameSecret } from '@/lib/secrets';
import { isDraining } from './draining.mjs';
import { countRedisError, metricsText, pageStoreStats } from './metrics.mjs';
import { createReadinessCheck, PROBE_TIMEOUT_MS, type ReadinessProbes } from './readiness';

/**
 * The operator's endpoints (README, "Operations"): `/api/health/` (the
 * process answers), `/api/ready/` (it may take traffic: lib/ops/readiness.ts)
 * and `/api/metrics/` (Prometheus' text format, with METRICS_TOKEN). Every
 * answer is `private, no-store`, so neither the page store nor a CDN keeps
 * one, and none of them counts against a rate limit.
 */

/** `/api/health/`: this process answers. Nothing is probed. */
export function healthResponse(): Response {
  return privateJson({ status: 'up', uptimeSeconds: Math.round(process.uptime()) }, 200);
}

let prerendered: number | undefined;

/** Pages `next build` prerendered (served from the build's copy while the content source is down); 0 under `next dev`. */
function prerenderedPages(): number {
  if (prerendered !== undefined) return prerendered;
  try {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as {
      routes?: object;
    };
    prerendered = Object.keys(manifest.routes ?? {}).length;
  } catch {
    prerendered = 0;
  }
  return prerendered;
}

const PROBE_QUERY = JSON.stringify({ query: '{ __typename }' });

/** One tiny query to the configured content source (in-process for the embedded one), within the probe's time. */
async function contentAnswers(config: Env): Promise<string> {
  const endpoint = contentEndpoint(config);
  const init: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${endpoint.deliveryToken}` },
    body: PROBE_QUERY,
  };
  const response =
    endpoint.source === 'embedded'
      ? await embeddedContentService().handle(new Request(new URL(endpoint.url, 'http://embedded.invalid'), init))
      : await fetch(endpoint.url, { ...init, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${endpoint.source} answered ${response.status}`);
  const body = (await response.json()) as { errors?: { message?: string }[] };
  if (body.errors?.length) throw new Error(`${endpoint.source}: ${body.errors[0]?.message ?? 'error'}`);
  return endpoint.source;
}

type ProbeClient = ReturnType<typeof createClient>;
let redisProbe: ProbeClient | undefined;
/** Why the probe's connection failed last (cleared when it is up again). */
let redisFailure: string | undefined;

/** A connection of its own (so a probe never waits behind the cache's commands), opened on the first probe. */
async function redisAnswers(url: string): Promise<void> {
  if (!redisProbe) {
    const client: ProbeClient = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: PROBE_TIMEOUT_MS,
        reconnectStrategy: (retries: number) => Math.min(200 * (retries + 1), 2000),
      },
    });
    // Counted; the readiness answer says what failed, and the client reconnects by itself.
    client.on('error', (error: unknown) => {
      countRedisError('readiness');
      redisFailure = error instanceof Error ? error.message : String(error);
    });
    client.on('ready', () => (redisFailure = undefined));
    redisProbe = client;
    // The first probe waits for the first outcome (connect() itself keeps retrying; the probe's time bounds the wait).
    const outcome = new Promise((resolve) => (client.once('ready', resolve), client.once('error', resolve)));
    void client.connect().catch(() => undefined);
    await outcome;
  }
  if (!redisProbe.isReady) throw new Error(redisFailure ? `not connected: ${redisFailure}` : 'not connected');
  const answer = await redisProbe.ping();
  if (answer !== 'PONG') throw new Error(`PING answered ${answer}`);
}

/** The site's probes, from this process's configuration. */
export function siteProbes(config: Env = env()): ReadinessProbes {
  return {
    build: () => {
      const id = currentBuildId();
      if (id === 'development' && process.env.NODE_ENV === 'production')
        throw new Error('no build: .next/BUILD_ID is missing');
      return id;
    },
    content: () => contentAnswers(config),
    cachedPages: () => (pageStoreStats()?.entries ?? 0) + prerenderedPages(),
    ...(config.DATABASE_URL
      ? {
          dataStore: async () => {
            await sql`select 1`.execute((await store()).db);
            return 'postgres';
          },
        }
      : {}),
    ...(config.REDIS_URL ? { redis: () => redisAnswers(config.REDIS_URL!) } : {}),
    offDetail: {
      dataStore: 'embedded PGlite in this process (DATABASE_URL unset), opened on first use',
      redis: 'REDIS_URL unset: this instance keeps its own cache',
    },
  };
}

const readiness = createReadinessCheck(() => siteProbes());

/** What `/api/ready/` says to anyone: whether a load balancer may send to this instance, and if not, whether it is leaving. */
export type ReadyStatus = 'ready' | 'not_ready' | 'draining';

/**
 * `/api/ready/`: 200 when this instance may take traffic, else 503. A draining instance (SIGTERM received,
 * SHUTDOWN_DRAIN_SECONDS not over) is not ready whatever its parts say.
 *
 * To anyone, the body is `{ status }` alone: what a load balancer needs. Which build is served, which stores are
 * configured and what failed (the parts, `down`, `cachedPages`) is for the operator: the whole readiness, for a
 * request with `Authorization: Bearer` METRICS_TOKEN, as `/api/metrics/` asks (none without METRICS_TOKEN).
 * `Vary: Authorization`: the answers differ by it (server.mjs keeps only the anonymous one: lib/ops/ready-answers.mjs).
 */
export async function readyResponse(request: Request): Promise<Response> {
  const result = await readiness();
  const draining = isDraining();
  const ready = result.ready && !draining;
  const status: ReadyStatus = draining ? 'draining' : ready ? 'ready' : 'not_ready';
  const code = ready ? 200 : 503;
  const headers = { Vary: 'Authorization' };
  if (!carriesMetricsToken(request)) return privateJson({ status }, code, headers);
  return privateJson({ status, ...result, ready, draining }, code, headers);
}

/** Whether a request carries `Authorization: Bearer` with METRICS_TOKEN (compared in constant time); never while it is unset. */
export function carriesMetricsToken(request: Request): boolean {
  return sameSecret(bearerToken(request.headers.get('authorization')), env().METRICS_TOKEN);
}

/**
 * `/api/metrics/`: the process's metrics in Prometheus' text format, for a request that carries
 * `Authorization: Bearer` with METRICS_TOKEN (compared in constant time). Without METRICS_TOKEN the route does not
 * exist (404); a missing or wrong token is 401.
 */
export async function metricsResponse(request: Request): Promise<Response> {
  if (!env().METRICS_TOKEN) return privateJson({ error: 'Not found' }, 404);
  if (!carriesMetricsToken(request)) {
    return privateJson({ error: 'Unauthorized: send Authorization: Bearer <METRICS_TOKEN>' }, 401, {
      'WWW-Authenticate': 'Bearer realm="metrics"',
    });
  }
  const { contentType, text } = await metricsText();
  return new Response(text, {
    status: 200,
    headers: { 'Content-Type': contentType, 'Cache-Control': 'private, no-store' },
  });
}
