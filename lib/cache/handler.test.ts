import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { onPurge } from './purges.mjs';
import { createSharedCacheHandler } from './handler.mjs';
import { redisAnswers } from './redis-answers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const hasRedis = await redisAnswers(REDIS_URL);
if (!hasRedis) console.warn(`lib/cache/handler.test.ts: no Redis server at ${REDIS_URL}; the shared-cache tests are skipped`);

const text = (value: string) => new ReadableStream<Uint8Array>({ start: (controller) => (controller.enqueue(new TextEncoder().encode(value)), controller.close()) });
const entry = (value: string, tags: string[] = []) => ({ value: text(value), tags, stale: 300, timestamp: Date.now(), expire: 3600, revalidate: 3600 });
const read = async (found: { value: ReadableStream<Uint8Array> } | undefined) => (found ? new Response(found.value).text() : undefined);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** The production server's page store, listening to the purges as server.mjs has it (one at a time): counts its purges. */
let stopListening: (() => void) | undefined;
function registeredStore() {
  const store = { purge: vi.fn() };
  stopListening?.();
  stopListening = onPurge(() => store.purge());
  return store;
}
afterAll(() => stopListening?.());

describe('the content cache handler', () => {
  it('is memory alone without REDIS_URL', async () => {
    const handler = createSharedCacheHandler({});
    await handler.set('k', Promise.resolve(entry('hello')));
    expect(await read(await handler.get('k', []))).toBe('hello');
  });

  it("drops the page store's pages when tags are purged", async () => {
    const store = registeredStore();
    const handler = createSharedCacheHandler({});
    await handler.set('k', Promise.resolve(entry('hello', ['entry:x'])));
    expect(store.purge).not.toHaveBeenCalled();
    await handler.updateTags(['entry:x'], { expire: 0 });
    expect(store.purge).toHaveBeenCalledTimes(1);
  });

  it('keeps serving from memory when Redis is away, and logs one line for it', async () => {
    const log = vi.fn();
    const handler = createSharedCacheHandler({ url: 'redis://127.0.0.1:1', prefix: `test-${randomUUID()}`, log });
    await handler.set('k', Promise.resolve(entry('still here', ['content:page'])));
    await settle();
    expect(await read(await handler.get('k', []))).toBe('still here');
    await handler.updateTags(['content:other']);
    expect(await read(await handler.get('missing', []))).toBeUndefined();
    await settle();
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.parse(log.mock.calls[0]![0] as string)).toMatchObject({ level: 'error', event: 'cache_redis_unavailable' });
  });
});

describe.skipIf(!hasRedis)('the content cache handler shared through Redis', () => {
  const prefix = `test-${randomUUID()}`;
  const observer = createClient({ url: REDIS_URL });
  afterAll(async () => {
    const keys = await observer.keys(`${prefix}*`);
    if (keys.length) await observer.del(keys);
    await observer.quit();
  });

  it('gives one instance what another cached', async () => {
    const first = createSharedCacheHandler({ url: REDIS_URL, prefix });
    const second = createSharedCacheHandler({ url: REDIS_URL, prefix });
    await settle();
    await first.set('shared', Promise.resolve(entry('from the first instance', ['entry:x'])));
    expect(await read(await second.get('shared', []))).toBe('from the first instance');
  });

  it('publishes a purge to the other instances and keeps it for those that start later', async () => {
    await observer.connect();
    const subscriber = observer.duplicate();
    await subscriber.connect();
    const received: string[] = [];
    await subscriber.subscribe(`${prefix}:purges`, (message) => received.push(message));
    const handler = createSharedCacheHandler({ url: REDIS_URL, prefix });
    await settle();
    await handler.updateTags(['entry:journey-x'], { expire: 0 });
    await settle();
    expect(received.map((message) => JSON.parse(message))).toEqual([expect.objectContaining({ tags: ['entry:journey-x'], durations: { expire: 0 } })]);
    const stored = JSON.parse((await observer.hGet(`${prefix}:tags`, 'entry:journey-x'))!);
    expect(stored.expired).toBeGreaterThan(Date.now() - 5000);
    await subscriber.quit();
  });

  it("drops the other instances' stored pages when one instance purges", async () => {
    // A prefix of its own: the handlers of the other tests are still subscribed to theirs.
    const own = `${prefix}-store`;
    const purging = createSharedCacheHandler({ url: REDIS_URL, prefix: own });
    createSharedCacheHandler({ url: REDIS_URL, prefix: own });
    await settle();
    // One process holds both handlers here, so both purge the one registered store: once for the purge made here,
    // once when the other handler receives it from Redis (without that, once).
    const store = registeredStore();
    await purging.updateTags(['entry:z'], { expire: 0 });
    await settle();
    expect(store.purge).toHaveBeenCalledTimes(2);
  });

  it('does not serve from Redis what was purged after it was cached', async () => {
    const first = createSharedCacheHandler({ url: REDIS_URL, prefix });
    await settle();
    await first.set('purged', Promise.resolve({ ...entry('old', ['entry:y']), timestamp: Date.now() - 1000 }));
    await first.updateTags(['entry:y']);
    const later = createSharedCacheHandler({ url: REDIS_URL, prefix });
    await settle();
    expect(await later.get('purged', [])).toBeUndefined();
  });
});
