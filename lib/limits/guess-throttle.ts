import type { LimitRefusal, LimitRule, Limiter } from './rate-limit';

/**
 * Throttling of guesses at what only a target's owner knows (an account's
 * password, the e-mail of a booking reference) that stops the guessing
 * without letting a stranger lock the owner out (OWASP ASVS 5.0 6.1.1 and
 * 6.3.1: controls against brute force that do not allow malicious lockout).
 * Failures are counted per target and client address together:
 *
 * - `fromClient`, per target and address: `points` tries in its period, then
 *   that address waits (`blockSeconds`, doubled per block that day). A right
 *   guess forgets the address's tries on the target. One address guessing is
 *   stopped here, and nobody else is held back by it.
 * - `target`, per target from every address: its failures (more than
 *   `points` in its period) put the target under guard (`blockSeconds`,
 *   doubled per guard that day). A guard blocks no one by itself: it is how
 *   many addresses guessing a few times each (a botnet) are noticed. While it
 *   lasts, an address that has already tried the target in its `fromClient`
 *   period is blocked at once (the `fromClient` back-off), and an address
 *   that has not is slowed (`guardDelayMs`) and gets its try. The owner, at
 *   an address the guessing did not come from, gets in during the attack;
 *   one who had mistyped just before waits out one block.
 *
 * Every try is counted before the guess is checked and a success gives it
 * back, so a burst of tries sent at once from one address is counted as such
 * (read-then-write would let them all through). The caller keys a target as
 * typed, whether it exists or not, so the counting does not tell which do.
 * Both limiters are lib/limits/rate-limit.ts's (memory, or Redis with
 * REDIS_URL). Built on by lib/accounts/sign-in-throttle.ts (sign-in) and
 * lib/booking/lookup-route.ts (the booking lookup).
 */
export type GuessThrottle = {
  /** Counts a try at `target` from `address`: refused (wait `retryAfterSeconds`), or allowed, to be told how it went. */
  attempt(target: string, address: string): Promise<LimitRefusal | GuessAttempt>;
};

export type GuessAttempt = {
  allowed: true;
  /** The right guess: the address's tries on the target are forgotten. */
  succeeded(): Promise<void>;
  /** A wrong guess (or an unknown target): one more failure on the target. */
  failed(): Promise<void>;
};

const DAY = 24 * 60 * 60;

/**
 * The rules of the two limiters: an address gets 5 tries on a target in 15
 * minutes, then waits 1 minute; more than 10 failures on a target in an hour
 * put it under guard for 15 minutes; each doubled per block that day, up to a day.
 */
export const GUESS_LIMITS = {
  fromClient: { points: 5, durationSeconds: 15 * 60, blockSeconds: 60, maxBlockSeconds: DAY },
  target: { points: 10, durationSeconds: 60 * 60, blockSeconds: 15 * 60, maxBlockSeconds: DAY },
} as const satisfies Record<string, LimitRule>;

/** How long an address that has not tried a guarded target waits before its guess is checked. */
export const GUARD_DELAY_MS = 1000;

export function createGuessThrottle({
  fromClient,
  target,
  guardDelayMs = GUARD_DELAY_MS,
}: {
  fromClient: Limiter;
  target: Limiter;
  guardDelayMs?: number;
}): GuessThrottle {
  return {
    async attempt(key, address) {
      const pair = `${key} ${address}`;
      const [tried, guard] = await Promise.all([fromClient.consume([pair]), target.check(key)]);
      if (!tried.allowed) return tried;
      if (!guard.allowed) {
        // Under guard, an address that has tried this target before is the guessing: it waits; a new one is slowed.
        if (tried.tries > 1) return fromClient.block(pair);
        await new Promise((resolve) => setTimeout(resolve, guardDelayMs));
      }
      return {
        allowed: true,
        succeeded: () => fromClient.reward(pair),
        failed: async () => void (await target.consume([key])),
      };
    },
  };
}
