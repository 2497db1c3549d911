// @ts-check
/**
 * The `'use cache'` handler (next.config.ts `cacheHandlers.default`).
 *
 * Without REDIS_URL it is Next's own in-memory handler. With REDIS_URL,
 * several instances share the cache and its purges:
 *
 * - entries are kept in memory (first) and in Redis (shared, with the entry's
 *   `expire` as TTL), so a content query answered on one instance is not
 *   asked of the CMS again by the others;
 * - a purge (`revalidateTag` from the CMS webhook) is applied here, written to
 *   a Redis hash and published on a Redis channel; every other instance
 *   applies it to its own memory at once. Next's page cache reads the same
 *   tag state (Next's tags manifest), so the other instances' cached pages
 *   are purged too and render again on their next request;
 * - an instance that starts, or comes back after Redis was away, reads the
 *   purges it missed from the hash;
 * - a purge made while Redis was away (a publish during an outage) is kept,
 *   and written and published once Redis is back, so it still reaches every
 *   instance.
 *
 * Every purge applied here, local or from another instance, also drops the
 * production server's stored pages and tells the proxy to load its redirect
 * table again (purges.mjs).
 *
 * If Redis goes away the site keeps serving from memory: commands fail at
 * once instead of queueing, one error line is logged per outage, and the
 * client reconnects by itself.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { notifyPurge } from './purges.mjs';
import { countRedisError } from '../ops/metrics.mjs';
import defaultHandlerModule from 'next/dist/server/lib/cache-handlers/default.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

const { createDefaultCacheHandler } = defaultHandlerModule;
const { tagsManifest, areTagsExpired } = tagsManifestModule;

/** Memory for cache entries per instance, as Next's default. */
const MEMORY_BYTES = 50 * 1024 * 1024;
/** How long the purges are kept in Redis after the last one: longer than any entry lives (cacheLife `content`). */
const PURGES_KEPT_SECONDS = 31 * 24 * 60 * 60;
/** A Redis command that takes longer than this counts as failed: the page is served from memory or rendered. */
const COMMAND_TIMEOUT_MS = 500;

/** @param {ArrayBufferView | Uint8Array} bytes */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * @param {{ url?: string, prefix?: string, memoryBytes?: number, log?: (line: string) => void }} options
 */
export function createSharedCacheHandler({
  url,
  prefix = 'next-cache',
  memoryBytes = MEMORY_BYTES,
  log = (line) => console.error(line),
} = {}) {
  const memory = createDefaultCacheHandler(memoryBytes);
  // Every purge is told to this process's listeners (purges.mjs): the production server drops its stored pages
  // (server.mjs; Next's page cache decides what renders again), the proxy its redirect table (loaded again on the next request).
  const local = {
    ...memory,
    /** @param {string[]} tags @param {{ expire?: number }} [durations] */
    async updateTags(tags, durations) {
      await memory.updateTags(tags, durations);
      notifyPurge(tags);
    },
  };
  if (!url) return local;

  const instance = randomUUID();
  const keys = {
    entry: (/** @type {string} */ key) => `${prefix}:entry:${key}`,
    tags: `${prefix}:tags`,
    channel: `${prefix}:purges`,
  };
  let ready = false;
  let reported = false;

  /** @param {string} event @param {unknown} error */
  const reportOnce = (event, error) => {
    countRedisError('cache');
    if (reported) return;
    reported = true;
    log(JSON.stringify({ level: 'error', event, message: error instanceof Error ? error.message : String(error) }));
  };

  const socket = {
    connectTimeout: 2000,
    reconnectStrategy: (/** @type {number} */ retries) => Math.min(200 * (retries + 1), 5000),
  };
  const client = createClient({ url, disableOfflineQueue: true, socket });
  const subscriber = client.duplicate();

  /** A purge another instance made: applied to this instance's memory and page cache. */
  const onPurge = (/** @type {string} */ message) => {
    try {
      const { from, tags, durations } = JSON.parse(message);
      if (from !== instance && Array.isArray(tags)) void local.updateTags(tags, durations ?? undefined);
    } catch (error) {
      reportOnce('cache_purge_unreadable', error);
    }
  };

  /**
   * Purges made while this instance was away: the latest state of each tag, merged into Next's tags manifest. Only
   * the tags that moved on are told to the listeners (each tell drops every stored page).
   */
  const catchUp = async () => {
    const stored = await client.hGetAll(keys.tags);
    /** @type {string[]} */
    const moved = [];
    for (const [tag, value] of Object.entries(stored)) {
      const remote = JSON.parse(value);
      const current = tagsManifest.get(tag) ?? {};
      const stale = Math.max(current.stale ?? 0, remote.stale ?? 0);
      const expired = Math.max(current.expired ?? 0, remote.expired ?? 0);
      if (stale === (current.stale ?? 0) && expired === (current.expired ?? 0)) continue;
      moved.push(tag);
      tagsManifest.set(tag, { ...current, ...(stale > 0 ? { stale } : {}), ...(expired > 0 ? { expired } : {}) });
    }
    if (moved.length > 0) notifyPurge(moved);
  };

  /** Purges this instance applied while Redis was away, by tag: shared once it is back (`flush`). @type {Map<string, { expire?: number } | undefined>} */
  const unshared = new Map();

  /** Writes the tags' states to the hash and tells the other instances. @param {string[]} tags @param {{ expire?: number } | undefined} durations */
  const share = (tags, durations) => {
    const states = Object.fromEntries(tags.map((tag) => [tag, JSON.stringify(tagsManifest.get(tag) ?? {})]));
    return bounded(
      client
        .multi()
        .hSet(keys.tags, states)
        .expire(keys.tags, PURGES_KEPT_SECONDS)
        .publish(keys.channel, JSON.stringify({ from: instance, tags, durations: durations ?? null }))
        .exec(),
    );
  };

  /** The purges made during an outage, shared now that Redis answers again (kept for the next try if it fails). */
  const flush = async () => {
    if (unshared.size === 0) return;
    const waiting = [...unshared];
    unshared.clear();
    try {
      await share(
        waiting.map(([tag]) => tag),
        waiting.find(([, durations]) => durations)?.[1],
      );
      log(JSON.stringify({ level: 'info', event: 'cache_purge_shared_late', tags: waiting.length }));
    } catch (error) {
      for (const [tag, durations] of waiting) if (!unshared.has(tag)) unshared.set(tag, durations);
      reportOnce('cache_purge_not_shared', error);
    }
  };

  for (const connection of [client, subscriber])
    connection.on('error', (/** @type {unknown} */ error) => reportOnce('cache_redis_unavailable', error));
  client.on('ready', () => {
    ready = true;
    reported = false;
    catchUp()
      .then(flush)
      .catch((error) => reportOnce('cache_redis_unavailable', error));
  });
  // Back on the channel after an outage: what was published before it subscribed again is read from the hash
  // (another instance may have shared its outage's purges between this one's catch-up and its subscription).
  subscriber.on('ready', () => {
    setTimeout(() => {
      if (ready) catchUp().catch((error) => reportOnce('cache_redis_unavailable', error));
    }, 1000).unref();
  });
  client.on('end', () => (ready = false));
  client.on('reconnecting', () => (ready = false));
  client.connect().catch((error) => reportOnce('cache_redis_unavailable', error));
  subscriber
    .connect()
    .then(() => subscriber.subscribe(keys.channel, onPurge))
    .catch((error) => reportOnce('cache_redis_unavailable', error));

  /** @template T @param {Promise<T>} command @returns {Promise<T>} */
  const bounded = (command) =>
    Promise.race([
      command,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`Redis took over ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS).unref(),
      ),
    ]);

  return {
    /** @param {string} cacheKey @param {string[]} softTags */
    async get(cacheKey, softTags) {
      const hit = await local.get(cacheKey, softTags);
      if (hit || !ready) return hit;
      try {
        const stored = await bounded(client.get(keys.entry(cacheKey)));
        if (!stored) return undefined;
        const { value, ...entry } = JSON.parse(stored);
        // As Next's own handler: not past its revalidate time, not purged since it was made.
        if (Date.now() > entry.timestamp + entry.revalidate * 1000 || areTagsExpired(entry.tags, entry.timestamp))
          return undefined;
        const bytes = Buffer.from(value, 'base64');
        await local.set(cacheKey, Promise.resolve({ ...entry, value: streamOf(bytes) }));
        return local.get(cacheKey, softTags);
      } catch (error) {
        reportOnce('cache_redis_unavailable', error);
        return undefined;
      }
    },

    /** @param {string} cacheKey @param {Promise<any>} pendingEntry */
    async set(cacheKey, pendingEntry) {
      const entry = await pendingEntry;
      const bytes = new Uint8Array(await new Response(entry.value).arrayBuffer());
      const { value: _value, ...metadata } = entry;
      await local.set(cacheKey, Promise.resolve({ ...metadata, value: streamOf(bytes) }));
      if (!ready || !(entry.expire > 0)) return;
      try {
        const stored = JSON.stringify({ ...metadata, value: Buffer.from(bytes).toString('base64') });
        await bounded(
          client.set(keys.entry(cacheKey), stored, {
            expiration: { type: 'PX', value: Math.round(entry.expire * 1000) },
          }),
        );
      } catch (error) {
        reportOnce('cache_redis_unavailable', error);
      }
    },

    // Other instances' purges arrive on the channel as they happen: nothing to fetch per request.
    async refreshTags() {},

    /** @param {string[]} tags */
    getExpiration(tags) {
      return local.getExpiration(tags);
    },

    /** @param {string[]} tags @param {{ expire?: number }} [durations] */
    async updateTags(tags, durations) {
      await local.updateTags(tags, durations);
      /** Kept until Redis is back (`flush`). @param {unknown} error */
      const keep = (error) => {
        for (const tag of tags) unshared.set(tag, durations);
        reportOnce('cache_purge_not_shared', error);
      };
      if (!ready)
        return keep(
          new Error(
            `Redis is unavailable: the purge of ${tags.join(', ')} reaches the other instances when it is back`,
          ),
        );
      try {
        await share(tags, durations);
      } catch (error) {
        keep(error);
      }
    },
  };
}

export default createSharedCacheHandler({
  url: process.env.REDIS_URL || undefined,
  prefix: process.env.REDIS_KEY_PREFIX || undefined,
});
