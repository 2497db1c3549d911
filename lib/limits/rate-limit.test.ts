import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redisAnswers } from '@/lib/cache/redis-answers';
import { clientOf } from '@/lib/http/client-address.mjs';

vi.mock('server-only', () => ({}));
const settings: { REDIS_URL?: string; REDIS_KEY_PREFIX: string } = {
  REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}`,
};
vi.mock('@/lib/env', () => ({ env: () => settings }));

const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) console.warn(`limits tests: no Redis server at ${REDIS_URL}; the shared limits were not tested`);

const rule = { points: 2, durationSeconds: 60, blockSeconds: 10, maxBlockSeconds: 25 };

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

describe('limits in memory', () => {
  it('refuses the try past the limit, and each block that day lasts twice the one before, up to the cap', async () => {
    vi.useFakeTimers({ now: new Date('2027-01-01T10:00:00Z'), toFake: ['Date'] });
    const { createLimiter } = await import('./rate-limit');
    const limiter = createLimiter(`memory-${Math.random()}`, rule);
    expect(await limiter.consume(['a'])).toEqual({ allowed: true, tries: 1 });
    expect(await limiter.consume(['a'])).toEqual({ allowed: true, tries: 2 });
    expect(await limiter.consume(['a'])).toEqual({ allowed: false, retryAfterSeconds: 10 });
    // While blocked: how long is left.
    vi.setSystemTime(new Date('2027-01-01T10:00:04Z'));
    expect(await limiter.consume(['a'])).toEqual({ allowed: false, retryAfterSeconds: 6 });
    // Another key is not held back.
    expect(await limiter.consume(['b'])).toEqual({ allowed: true, tries: 1 });
    // After the wait, the next block is 20 s, then the cap (25 s).
    for (const [at, seconds] of [
      ['10:01:00', 20],
      ['10:02:00', 25],
    ] as const) {
      vi.setSystemTime(new Date(`2027-01-01T${at}Z`));
      await limiter.consume(['a']);
      await limiter.consume(['a']);
      expect(await limiter.consume(['a'])).toEqual({ allowed: false, retryAfterSeconds: seconds });
    }
  });

  it('a reward forgets the key’s tries; several keys answer with the longest wait', async () => {
    const { createLimiter } = await import('./rate-limit');
    const limiter = createLimiter(`memory-${Math.random()}`, rule);
    await limiter.consume(['a']);
    await limiter.consume(['a']);
    await limiter.reward('a');
    expect(await limiter.consume(['a'])).toEqual({ allowed: true, tries: 1 });
    await limiter.consume(['c']);
    await limiter.consume(['c']);
    expect(await limiter.consume(['a', 'c'])).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('checks a key without counting a try, and blocks one on demand with the same growing back-off', async () => {
    vi.useFakeTimers({ now: new Date('2027-01-01T10:00:00Z'), toFake: ['Date'] });
    const { createLimiter } = await import('./rate-limit');
    const limiter = createLimiter(`memory-${Math.random()}`, rule);
    expect(await limiter.check('a')).toEqual({ allowed: true, tries: 0 });
    await limiter.consume(['a']);
    expect(await limiter.check('a')).toEqual({ allowed: true, tries: 1 });
    expect(await limiter.check('a')).toEqual({ allowed: true, tries: 1 });
    expect(await limiter.block('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(await limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(await limiter.consume(['a'])).toEqual({ allowed: false, retryAfterSeconds: 10 });
    // Once the block is over the key starts afresh; the next block that day lasts twice as long.
    vi.setSystemTime(new Date('2027-01-01T10:00:11Z'));
    expect(await limiter.check('a')).toEqual({ allowed: true, tries: 0 });
    expect(await limiter.block('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it('reads the client’s address from the last X-Forwarded-For entry (the nearest proxy’s)', async () => {
    const { clientAddress } = await import('./rate-limit');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientAddress(new Headers())).toBe('unknown');
  });

  it('takes the address the production server worked out from the connection over anything X-Forwarded-For claims', async () => {
    const { clientAddress } = await import('./rate-limit');
    expect(clientAddress(new Headers({ 'x-client-address': '192.0.2.10', 'x-forwarded-for': '203.0.113.7' }))).toBe(
      '192.0.2.10',
    );
  });
});

describe('the client behind its proxies (lib/http/client-address.mjs, server.mjs)', () => {
  it('is the connection’s peer with nothing in front: a claimed X-Forwarded-For changes nothing', () => {
    expect(clientOf(undefined, '192.0.2.10', 0)).toBe('192.0.2.10');
    expect(clientOf('203.0.113.1, 203.0.113.2', '192.0.2.10', 0)).toBe('192.0.2.10');
  });

  it('is the address the outermost trusted proxy added, whatever the client put before it', () => {
    // Client 198.51.100.4 claims 6.6.6.6; a CDN appends the client, the load balancer appends the CDN and connects.
    expect(clientOf('6.6.6.6, 198.51.100.4, 203.0.113.50', '10.0.0.2', 2)).toBe('198.51.100.4');
    expect(clientOf('198.51.100.4', '10.0.0.2', 1)).toBe('198.51.100.4');
    expect(clientOf(['6.6.6.6', '198.51.100.4'], '10.0.0.2', 1)).toBe('198.51.100.4');
    // Fewer entries than proxies (a request past them): the first there is.
    expect(clientOf(undefined, '10.0.0.2', 3)).toBe('10.0.0.2');
    expect(clientOf(undefined, undefined, 0)).toBe('unknown');
  });
});

describe.skipIf(!redisUp)('limits in Redis (REDIS_URL)', () => {
  it('hold across instances: what one counted, another refuses', async () => {
    settings.REDIS_URL = REDIS_URL;
    const name = `shared-${Math.random()}`;
    const first = (await import('./rate-limit')).createLimiter(name, rule);
    vi.resetModules();
    // A second instance: its own module, its own Redis connection, the same server.
    const second = (await import('./rate-limit')).createLimiter(name, rule);
    expect(await first.consume(['ref'])).toEqual({ allowed: true, tries: 1 });
    expect(await second.consume(['ref'])).toEqual({ allowed: true, tries: 2 });
    expect(await first.consume(['ref'])).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect((await second.consume(['ref'])).allowed).toBe(false);
    // A check and a block on demand hold across instances too.
    expect(await second.check('other')).toEqual({ allowed: true, tries: 0 });
    await first.consume(['other']);
    expect(await second.check('other')).toEqual({ allowed: true, tries: 1 });
    expect(await first.block('other')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect((await second.check('other')).allowed).toBe(false);
    settings.REDIS_URL = undefined;
  });
});
