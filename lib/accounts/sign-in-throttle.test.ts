import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { redisAnswers } from '@/lib/cache/redis-answers';
import type { LimitRefusal } from '@/lib/limits/rate-limit';
import { createSignInThrottle, SIGN_IN_LIMITS, type SignInAttempt, type SignInThrottle } from './sign-in-throttle';

vi.mock('server-only', () => ({}));
const settings: { REDIS_URL?: string; REDIS_KEY_PREFIX: string } = {
  REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}`,
};
vi.mock('@/lib/env', () => ({ env: () => settings }));

const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp)
  console.warn(`sign-in throttle tests: no Redis server at ${REDIS_URL}; they ran with the limits in memory only`);

/** A short guard delay, so that a test can tell it was waited without waiting a second per try. */
const GUARD_DELAY_MS = 40;

const OWNER = '198.51.100.10';
const EMAIL = 'owner@example.com';

/** What the sign-in route does with an attempt: a wrong password is a failure, the right one a success. */
async function signIn(
  throttle: SignInThrottle,
  address: string,
  right: boolean,
): Promise<'signed in' | 'wrong' | number> {
  const attempt = await throttle.attempt(EMAIL, address);
  if (!attempt.allowed) return attempt.retryAfterSeconds;
  await (right ? attempt.succeeded() : attempt.failed());
  return right ? 'signed in' : 'wrong';
}

afterAll(() => {
  settings.REDIS_URL = undefined;
});

describe.each([
  { store: 'memory', available: true },
  { store: 'Redis', available: redisUp },
])('sign-in throttling with the limits in $store', ({ store, available }) => {
  /** A throttle with the site's rules on fresh keys (in Redis: a module of its own, connected to the server). */
  async function throttle(): Promise<SignInThrottle> {
    vi.resetModules();
    settings.REDIS_URL = store === 'Redis' ? REDIS_URL : undefined;
    const { createLimiter } = await import('@/lib/limits/rate-limit');
    const name = `sign-in-${randomBytes(4).toString('hex')}`;
    return createSignInThrottle({
      fromAddress: createLimiter(`${name}-address`, SIGN_IN_LIMITS.fromAddress),
      account: createLimiter(`${name}-account`, SIGN_IN_LIMITS.account),
      guardDelayMs: GUARD_DELAY_MS,
    });
  }

  it.skipIf(!available)(
    'stops one address after 5 tries on an account; the owner, at another address, signs in at once',
    async () => {
      const site = await throttle();
      const answers = [];
      for (let attempt = 0; attempt < 100; attempt += 1) answers.push(await signIn(site, '203.0.113.66', false));
      expect(answers.slice(0, SIGN_IN_LIMITS.fromAddress.points)).toEqual(
        Array(SIGN_IN_LIMITS.fromAddress.points).fill('wrong'),
      );
      expect(answers.slice(SIGN_IN_LIMITS.fromAddress.points).every((answer) => typeof answer === 'number')).toBe(true);
      expect(answers[SIGN_IN_LIMITS.fromAddress.points]).toBe(SIGN_IN_LIMITS.fromAddress.blockSeconds);
      const started = performance.now();
      expect(await signIn(site, OWNER, true)).toBe('signed in');
      // Five failures do not put the account under guard: the owner is not even slowed.
      expect(performance.now() - started).toBeLessThan(GUARD_DELAY_MS);
    },
  );

  it.skipIf(!available)(
    'many addresses failing put the account under guard: those that tried are blocked, a new one is slowed and tried, the owner signs in',
    async () => {
      const site = await throttle();
      // 100 failures from 25 addresses, 4 each: under the per-address limit, so only the account's count sees them.
      const answers = [];
      for (let round = 0; round < 4; round += 1) {
        for (let bot = 0; bot < 25; bot += 1) answers.push(await signIn(site, `192.0.2.${bot}`, false));
      }
      const failures = answers.filter((answer) => answer === 'wrong').length;
      // The guard starts past 10 failures: from then on, each address that had tried is blocked at its next try.
      expect(failures).toBeGreaterThan(SIGN_IN_LIMITS.account.points);
      expect(failures).toBeLessThanOrEqual(25 + SIGN_IN_LIMITS.account.points);
      expect(await signIn(site, '192.0.2.1', false)).toBeTypeOf('number');

      const started = performance.now();
      expect(await signIn(site, OWNER, true)).toBe('signed in');
      expect(performance.now() - started).toBeGreaterThanOrEqual(GUARD_DELAY_MS - 1);
      // A new address gets its one try (slowed), then waits like the others.
      expect(await signIn(site, '203.0.113.200', false)).toBe('wrong');
      expect(await signIn(site, '203.0.113.200', false)).toBe(SIGN_IN_LIMITS.fromAddress.blockSeconds);
      // The owner's success left nothing counted against their address: signing in again works.
      expect(await signIn(site, OWNER, true)).toBe('signed in');
    },
  );

  it.skipIf(!available)('an owner who mistyped just before the guard waits one block (a minute), no more', async () => {
    const site = await throttle();
    expect(await signIn(site, OWNER, false)).toBe('wrong');
    for (let bot = 0; bot <= SIGN_IN_LIMITS.account.points; bot += 1) await signIn(site, `192.0.2.${bot}`, false);
    expect(await signIn(site, OWNER, true)).toBe(SIGN_IN_LIMITS.fromAddress.blockSeconds);
    expect(SIGN_IN_LIMITS.fromAddress.blockSeconds).toBeLessThanOrEqual(60);
  });

  it.skipIf(!available)(
    'counts a burst of tries sent at once from one address: under guard only one of them is checked',
    async () => {
      const site = await throttle();
      for (let bot = 0; bot <= SIGN_IN_LIMITS.account.points; bot += 1) await signIn(site, `192.0.2.${bot}`, false);
      const burst: (LimitRefusal | SignInAttempt)[] = await Promise.all(
        Array.from({ length: 10 }, () => site.attempt(EMAIL, '203.0.113.99')),
      );
      expect(burst.filter((attempt) => attempt.allowed)).toHaveLength(1);
    },
  );
});
