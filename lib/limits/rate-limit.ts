import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { env } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER, clientOf } from '@/lib/http/client-address.mjs';
import { countRateLimitRefusal, countRedisError } from '@/lib/ops/metrics.mjs';

/**
 * Limits on what visitors may try (the booking lookup, the AI search, sign-in):
 * `points` tries per `durationSeconds` and key; a key that runs out is blocked
 * for `blockSeconds`, doubled for each block it earned in the last day
 * (growing back-off, capped at `maxBlockSeconds`). In memory per instance by
 * default; in Redis when REDIS_URL is set, so the limit holds across
 * instances. If Redis is away, the same limits hold in memory (the
 * library's insurance limiter) and nothing fails.
 */
export type LimitRule = { points: number; durationSeconds: number; blockSeconds: number; maxBlockSeconds: number };

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type LimitRefusal = Extract<LimitAnswer, { allowed: false }>;
/** A limiter's answer; `tries`: how many the key has counted in its current period, this one included (the most of several keys). */
export type CountedAnswer = { allowed: true; tries: number } | LimitRefusal;

export interface Limiter {
  /** Counts one try for each key; refused when any key is out of tries (the longest wait is given). */
  consume(keys: readonly string[]): Promise<CountedAnswer>;
  /** Whether a key is out of tries, without counting one (`tries`: those counted so far, 0 for none). */
  check(key: string): Promise<CountedAnswer>;
  /** Blocks a key now, as if it had just run out of tries: the same growing back-off (lib/limits/guess-throttle.ts). */
  block(key: string): Promise<LimitRefusal>;
  /** Forgets a key's tries (a success: the visitor is no longer guessing). */
  reward(key: string): Promise<void>;
}

const DAY = 24 * 60 * 60;

const connect = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(200 * (retries + 1), 5000) },
  });
let redisClient: ReturnType<typeof connect> | null | undefined;
/** Settles once the connection is up, or after half a second: the first tries wait for Redis that long at most. */
let redisReady: Promise<unknown> = Promise.resolve();
let warned = false;

/** One Redis connection for every limiter of the process (REDIS_URL), or none. */
function redis() {
  if (redisClient !== undefined) return redisClient;
  const url = env().REDIS_URL;
  if (!url) return (redisClient = null);
  const client = connect(url);
  client.on('error', (error: unknown) => {
    countRedisError('limits');
    if (warned) return;
    warned = true;
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'limits_redis_unavailable',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  });
  client.on('ready', () => (warned = false));
  redisReady = Promise.race([
    client.connect().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 500).unref?.()),
  ]);
  return (redisClient = client);
}

function store(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  const client = redis();
  if (!client) return memory;
  return new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    keyPrefix: `${env().REDIS_KEY_PREFIX}:limit:${keyPrefix}`,
    points,
    duration,
    insuranceLimiter: memory,
  });
}

export function createLimiter(name: string, rule: LimitRule): Limiter {
  const tries = store(name, rule.points, rule.durationSeconds);
  // How many times a key was blocked in the last day: each block lasts twice the one before.
  const strikes = store(`${name}:strikes`, 1_000_000, DAY);
  const waitOf = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

  async function block(key: string): Promise<LimitRefusal> {
    const earned = await strikes
      .consume(key)
      .catch((error: unknown) => (error instanceof RateLimiterRes ? error : null));
    const count = Math.max(1, earned?.consumedPoints ?? 1);
    const seconds = Math.min(rule.maxBlockSeconds, rule.blockSeconds * 2 ** (count - 1));
    await tries.block(key, seconds);
    return { allowed: false, retryAfterSeconds: seconds };
  }

  async function consumeOne(key: string): Promise<CountedAnswer> {
    // Without it, the tries made while the connection opens would count in this instance's memory only.
    await redisReady;
    try {
      return { allowed: true, tries: (await tries.consume(key)).consumedPoints };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // Already blocked: say how long is left. Just ran out: block, longer each time.
      if (refusal.consumedPoints > rule.points + 1) return { allowed: false, retryAfterSeconds: waitOf(refusal) };
      return block(key);
    }
  }

  return {
    async consume(keys) {
      const answers = await Promise.all(keys.map(consumeOne));
      const refused = answers.filter((answer): answer is LimitRefusal => !answer.allowed);
      if (refused.length > 0) {
        countRateLimitRefusal(name);
        return { allowed: false, retryAfterSeconds: Math.max(...refused.map((answer) => answer.retryAfterSeconds)) };
      }
      return { allowed: true, tries: Math.max(0, ...answers.map((answer) => (answer.allowed ? answer.tries : 0))) };
    },
    async check(key) {
      await redisReady;
      // Every key here expires; one past its time is gone (in memory its timer may not have run yet).
      const counted = await tries.get(key);
      if (!counted || counted.msBeforeNext <= 0) return { allowed: true, tries: 0 };
      if (counted.consumedPoints > rule.points) {
        countRateLimitRefusal(name);
        return { allowed: false, retryAfterSeconds: waitOf(counted) };
      }
      return { allowed: true, tries: counted.consumedPoints };
    },
    async block(key) {
      await redisReady;
      countRateLimitRefusal(name);
      return block(key);
    },
    async reward(key) {
      await tries.delete(key).catch(() => undefined);
    },
  };
}

/**
 * The client's address for per-client limits: what the production server
 * worked out from the connection and TRUSTED_PROXY_HOPS
 * (lib/http/client-address.mjs; a client's own value is replaced there).
 * Without it (`next dev`, a handler called directly): the last address in
 * X-Forwarded-For (the one Next added from the connection), else "unknown".
 */
export function clientAddress(headers: Headers): string {
  const given = headers.get(CLIENT_ADDRESS_HEADER);
  if (given) return given;
  const forwarded = clientOf(headers.get('x-forwarded-for') ?? undefined, undefined, 0);
  return forwarded === 'unknown' ? (headers.get('x-real-ip') ?? 'unknown') : forwarded;
}
