import type { LimitRefusal, LimitRule, Limiter } from '@/lib/limits/rate-limit';

/**
 * Sign-in throttling that stops guessing without letting a stranger lock the
 * owner out (OWASP ASVS 5.0 6.1.1 and 6.3.1: controls against brute force and
 * credential stuffing that do not allow malicious account lockout; README,
 * "Accounts, catalogues and contact"). Failures are counted per account and
 * per client address together:
 *
 * - `fromAddress`, per account and address: 5 tries in 15 minutes, then that
 *   address waits (a minute, doubled per block that day). A right password
 *   forgets the address's tries on the account. One address guessing one
 *   password is stopped here, and nobody else is held back by it.
 * - `account`, per account from every address: its failures (10 in an hour)
 *   put the account under guard (15 minutes, doubled per guard that day). A
 *   guard blocks no one by itself: it is how many addresses guessing a few
 *   times each (a botnet) are noticed. While it lasts, an address that has
 *   already tried the account in its 15 minutes is blocked at once (the
 *   `fromAddress` back-off), and an address that has not is slowed
 *   (`guardDelayMs`) and gets its try. The owner, at an address the guessing
 *   did not come from, signs in with the right password during the attack;
 *   one who had mistyped just before waits out one block (a minute).
 * - Per client address across accounts (credential stuffing, one password
 *   tried on many accounts): the account forms' own per-client limit
 *   (lib/http/form-post.ts, 30 posts in 15 minutes).
 *
 * Every try is counted before the password is checked and a success gives
 * it back, so a burst of tries sent at once from one address is counted as
 * such (read-then-write would let them all through). Keys are the e-mail as
 * typed (lower-cased by the schema), whether it has an account or not: the
 * answers do not tell which e-mails have one. Both limiters are
 * lib/limits/rate-limit.ts's (memory, or Redis with REDIS_URL).
 */
export type SignInThrottle = {
  /** Counts a try of `email` from `address`: refused (wait `retryAfterSeconds`), or allowed, to be told how it went. */
  attempt(email: string, address: string): Promise<LimitRefusal | SignInAttempt>;
};

export type SignInAttempt = {
  allowed: true;
  /** The right password: the address's tries on the account are forgotten. */
  succeeded(): Promise<void>;
  /** A wrong password (or an unknown e-mail): one more failure on the account. */
  failed(): Promise<void>;
};

const DAY = 24 * 60 * 60;

/** The rules of the two limiters above (`account`: more than `points` failures in its period start a guard of `blockSeconds`). */
export const SIGN_IN_LIMITS = {
  fromAddress: { points: 5, durationSeconds: 15 * 60, blockSeconds: 60, maxBlockSeconds: DAY },
  account: { points: 10, durationSeconds: 60 * 60, blockSeconds: 15 * 60, maxBlockSeconds: DAY },
} as const satisfies Record<string, LimitRule>;

/** How long an address that has not tried a guarded account waits before its password is checked. */
export const GUARD_DELAY_MS = 1000;

export function createSignInThrottle({ fromAddress, account, guardDelayMs = GUARD_DELAY_MS }: { fromAddress: Limiter; account: Limiter; guardDelayMs?: number }): SignInThrottle {
  return {
    async attempt(email, address) {
      const pair = `${email} ${address}`;
      const [tried, guard] = await Promise.all([fromAddress.consume([pair]), account.check(email)]);
      if (!tried.allowed) return tried;
      if (!guard.allowed) {
        // Under guard, an address that has tried this account before is the guessing: it waits; a new one is slowed.
        if (tried.tries > 1) return fromAddress.block(pair);
        await new Promise((resolve) => setTimeout(resolve, guardDelayMs));
      }
      return {
        allowed: true,
        succeeded: () => fromAddress.reward(pair),
        failed: async () => void (await account.consume([email])),
      };
    },
  };
}
