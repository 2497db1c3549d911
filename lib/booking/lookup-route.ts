import 'server-only';
import type { Kysely } from 'kysely';
import { store } from '@/lib/db';
import { findBooking, type BookingView } from '@/lib/db/bookings';
import type { Database } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { isJsonRequest, privateJson, readLimitedBody } from '@/lib/http/body';
import { fromOwnSite } from '@/lib/http/origin';
import { createGuessThrottle, GUESS_LIMITS, type GuessThrottle } from '@/lib/limits/guess-throttle';
import { clientAddress, createLimiter, type Limiter } from '@/lib/limits/rate-limit';
import { bookingLookupSchema } from '@/schemas/booking-lookup';

/** A lookup body is well under 1 KB; anything much bigger is not one. */
export const MAX_LOOKUP_BYTES = 4 * 1024;

/**
 * How many lookups may be tried (OWASP ASVS 6.3.1), so that guessing a
 * booking's e-mail stops but a stranger cannot lock its owner out
 * (lib/limits/guess-throttle.ts, as sign-in):
 *
 * - `perReferenceAndClient`: one client address gets 5 tries on a reference
 *   in 15 minutes, then waits 1 minute, doubled for each block that day (up
 *   to a day). A found booking forgets that address's tries on it.
 * - `perReference`: more than 10 failed lookups of a reference in an hour,
 *   from all addresses, put it under guard for 15 minutes (doubled per guard
 *   that day). The guard stops no one by itself: an address that has already
 *   tried the reference is blocked at its next try, one that has not is
 *   slowed (GUARD_DELAY_MS) and gets its try. So the right e-mail from an
 *   address that was not guessing finds the booking during an attack.
 * - `perClient`: one client address across references, 20 in 15 minutes,
 *   then 5 minutes, doubled likewise.
 *
 * A reference is counted as typed, whether a booking has it or not: the
 * counting does not tell which references exist.
 */
export const LOOKUP_LIMITS = {
  perReferenceAndClient: GUESS_LIMITS.fromClient,
  perReference: GUESS_LIMITS.target,
  perClient: { points: 20, durationSeconds: 15 * 60, blockSeconds: 5 * 60, maxBlockSeconds: 24 * 60 * 60 },
} as const;

type LookupLimits = { reference: GuessThrottle; client: Limiter };
export type LookupDeps = {
  database: () => Promise<Kysely<Database>>;
  limits: () => LookupLimits;
  siteUrl?: () => string;
};

let limiters: LookupLimits | undefined;
/** The site's: this process's store, and one set of limiters per process (shared through Redis with REDIS_URL). */
const siteDeps: LookupDeps = {
  database: async () => (await store()).db,
  limits: () =>
    (limiters ??= {
      reference: createGuessThrottle({
        fromClient: createLimiter('booking-reference-address', LOOKUP_LIMITS.perReferenceAndClient),
        target: createLimiter('booking-reference-guard', LOOKUP_LIMITS.perReference),
      }),
      client: createLimiter('booking-client', LOOKUP_LIMITS.perClient),
    }),
  siteUrl: () => env().SITE_URL,
};

export type LookupAnswer =
  | { status: 200; body: { booking: BookingView } }
  | { status: 404; body: { error: 'not_found' } }
  | { status: 400 | 403 | 413 | 415; body: { error: string; issues?: { path: string; message: string }[] } }
  | { status: 429; body: { error: 'rate_limited'; retryAfter: number } }
  | { status: 503; body: { error: 'unavailable' } };

/**
 * POST /api/booking-lookup/: `{ reference, email, consent }` as JSON,
 * validated with the form's own schema. A wrong reference and a wrong e-mail
 * get the same 404 after the same work (lib/db/bookings.ts); tries are
 * limited per reference and client, per reference from all clients (a guard)
 * and per client (LOOKUP_LIMITS; 429 with Retry-After). Nothing of the
 * body reaches a log line; every answer is private, no-store.
 */
export async function lookupResponse(request: Request, deps: LookupDeps = siteDeps): Promise<Response> {
  const answer = await lookup(request, deps);
  return privateJson(
    answer.body,
    answer.status,
    answer.status === 429 ? { 'Retry-After': String(answer.body.retryAfter) } : {},
  );
}

async function lookup(request: Request, { database, limits, siteUrl }: LookupDeps): Promise<LookupAnswer> {
  if (siteUrl && !fromOwnSite(request.headers, siteUrl()))
    return { status: 403, body: { error: 'The lookup must be sent from this site.' } };
  if (!isJsonRequest(request))
    return { status: 415, body: { error: 'The body must be JSON (Content-Type: application/json).' } };
  const read = await readLimitedBody(request, MAX_LOOKUP_BYTES);
  if (!read.ok)
    return read.reason === 'too_large'
      ? { status: 413, body: { error: `The body must be at most ${MAX_LOOKUP_BYTES} bytes.` } }
      : { status: 400, body: { error: 'The body could not be read.' } };
  let json: unknown;
  try {
    json = JSON.parse(read.text);
  } catch {
    return { status: 400, body: { error: 'The body is not valid JSON.' } };
  }
  const parsed = bookingLookupSchema.safeParse(json);
  if (!parsed.success) {
    // The messages are the form's dictionary keys (booking.referenceInvalid, ...): the form shows them in its language.
    return {
      status: 400,
      body: {
        error: 'The lookup needs a reference, an e-mail and the declaration.',
        issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      },
    };
  }
  const { reference, email } = parsed.data;
  const { reference: guesses, client: perClient } = limits();
  const address = clientAddress(request.headers);
  const [attempt, byClient] = await Promise.all([guesses.attempt(reference, address), perClient.consume([address])]);
  if (!attempt.allowed || !byClient.allowed) {
    const waits = [attempt, byClient].map((answer) => (answer.allowed ? 0 : answer.retryAfterSeconds));
    return { status: 429, body: { error: 'rate_limited', retryAfter: Math.max(...waits) } };
  }
  let booking: BookingView | null;
  try {
    booking = await findBooking(await database(), reference, email);
  } catch (error) {
    // Neither a failure nor a success: the try stays counted for the address, the reference's count is unchanged.
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'booking_store_unavailable',
        message: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      }),
    );
    return { status: 503, body: { error: 'unavailable' } };
  }
  // A wrong e-mail and an unknown reference alike: one more failure on the reference, the same work.
  if (!booking) {
    await attempt.failed();
    return { status: 404, body: { error: 'not_found' } };
  }
  await attempt.succeeded();
  return { status: 200, body: { booking } };
}
