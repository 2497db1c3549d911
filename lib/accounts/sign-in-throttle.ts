import { createGuessThrottle, GUESS_LIMITS, type GuessAttempt, type GuessThrottle } from '@/lib/limits/guess-throttle';
import type { Limiter } from '@/lib/limits/rate-limit';

/**
 * Sign-in throttling that stops guessing without letting a stranger lock the
 * owner out (OWASP ASVS 5.0 6.1.1 and 6.3.1; README, "Accounts, catalogues
 * and contact"): lib/limits/guess-throttle.ts with the account as the target,
 * its failures counted per account and client address together:
 *
 * - `fromAddress`, per account and address: 5 tries in 15 minutes, then that
 *   address waits (a minute, doubled per block that day). A right password
 *   forgets the address's tries on the account. One address guessing one
 *   password is stopped here, and nobody else is held back by it.
 * - `account`, per account from every address: its failures (10 in an hour)
 *   put the account under guard (15 minutes, doubled per guard that day). A
 *   guard blocks no one by itself: while it lasts, an address that has
 *   already tried the account in its 15 minutes is blocked at once, and an
 *   address that has not is slowed (`guardDelayMs`) and gets its try. The
 *   owner, at an address the guessing did not come from, signs in with the
 *   right password during the attack; one who had mistyped just before
 *   waits out one block (a minute).
 * - Per client address across accounts (credential stuffing, one password
 *   tried on many accounts): the account forms' own per-client limit
 *   (lib/http/form-post.ts, 30 posts in 15 minutes).
 *
 * Keys are the e-mail as typed (lower-cased by the schema), whether it has an
 * account or not: the answers do not tell which e-mails have one.
 */
export type SignInThrottle = GuessThrottle;
export type SignInAttempt = GuessAttempt;

/** The rules of the two limiters above (`account`: more than `points` failures in its period start a guard of `blockSeconds`). */
export const SIGN_IN_LIMITS = { fromAddress: GUESS_LIMITS.fromClient, account: GUESS_LIMITS.target } as const;

export function createSignInThrottle({
  fromAddress,
  account,
  guardDelayMs,
}: {
  fromAddress: Limiter;
  account: Limiter;
  guardDelayMs?: number;
}): SignInThrottle {
  return createGuessThrottle({ fromClient: fromAddress, target: account, guardDelayMs });
}
