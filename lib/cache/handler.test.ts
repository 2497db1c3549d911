import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { onPurge } from './purges.mjs';
import { createSharedCacheHandler } from './handler.mjs';
import { redisAnswers } from './redis-answers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const hasRedis = await redisAnswers(REDIS_URL);
if (!hasRedis)
  console.warn(`lib/cache/handler.test.ts: no Redis server at ${REDIS_URL}; the shared-cache tests are skipped`);

const text = (value: string) =>
  new ReadableStream<Uint8Array>({
    start: (controller) => (controller.enqueue(new TextEncoder().encode(value)), controller.close()),
  });
const entry = (value: string, tags: string[] = []) => ({
  value: text(value),
  tags,
  stale: 300,
  timestamp: Date.now(),
  expire: 3600,
  revalidate: 3600,
});
const read = async (found: { value: ReadableStream<Uint8Array> } | undefined) =>
  found ? new Response(found.value).text() : undefined;
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
    expect(JSON.parse(log.mock.calls[0]![0] as string)).toMatchObject({
      level: 'error',
      event: 'cache_redis_unavailable',
    });
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
    expect(received.map((message) => JSON.parse(message))).toEqual([
      expect.objectContaining({ tags: ['entry:journey-x'], durations: { expire: 0 } }),
    ]);
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

/** A Redis server of this test's own on a free port, which it can stop and start again (`redis-server` on the PATH). */
const redisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!redisServer) console.warn('lib/cache/handler.test.ts: no redis-server to start; the outage test is skipped');

describe.skipIf(!redisServer)('a purge made while Redis is away', () => {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let attempt = 0; attempt < 50 && !(await redisAnswers(url)); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
  };
  const stop = async () => {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGKILL');
    await exited;
  };
  afterAll(() => server?.kill('SIGKILL'));

  it('reaches the other instances once Redis is back: written to the purges it keeps and published', async () => {
    await start();
    const prefix = `outage-${randomUUID()}`;
    const log = vi.fn();
    const handler = createSharedCacheHandler({ url, prefix, log });
    await settle();
    await stop();
    await settle();
    await handler.updateTags(['entry:published-in-the-outage'], { expire: 0 });
    await start();
    const observer = createClient({ url });
    await observer.connect();
    let stored: string | undefined;
    for (let attempt = 0; attempt < 100 && !stored; attempt += 1) {
      stored = (await observer.hGet(`${prefix}:tags`, 'entry:published-in-the-outage')) ?? undefined;
      if (!stored) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stored && JSON.parse(stored).expired).toBeGreaterThan(Date.now() - 20_000);
    expect(log.mock.calls.map(([line]) => JSON.parse(line as string).event)).toContain('cache_purge_shared_late');
    await observer.quit();
  }, 30_000);
});
