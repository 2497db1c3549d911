import { env } from '@/lib/env';
import { dictionaries } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import { createTranslator } from '@/lib/i18n/translate';
import { waitText } from '@/lib/i18n/wait';
import { NextResponse } from 'next/server';
import { PRIVATE_NO_STORE } from '@/lib/http/body';
import { SELF_CLIENT } from '@/lib/http/client-address.mjs';
import { clientAddress, createLimiter, type Limiter } from '@/lib/limits/rate-limit';

/**
 * How many results pages one client may have the server find per minute.
 *
 * Every results address is a state of its own (destination, month, duration, budget, filters, sort: thousands of
 * them), and each new one is a render (about 100 ms of the server's main thread here); a client walking them one
 * after another held every other visitor's pages behind its renders. The page store answers a state it holds before
 * any of this runs (server.mjs), so what reaches the proxy is a state new to this instance in the last minute: each
 * is counted against the client's address (RESULTS_STATES_PER_MINUTE, default 60; a visitor ticking filters makes
 * one a second at most). Past it the answer is `429` with `Retry-After` and a line in the page's language, for
 * that client alone: the states stay cached, and every other visitor still gets them. Then a minute's wait, doubled
 * for each block that day (at most an hour), counted in the metrics as the `results-states` limiter
 * (`travel_rate_limit_refusals_total`); in memory, or Redis with REDIS_URL (lib/limits/rate-limit.ts).
 */
let limiter: Limiter | undefined;
const resultsStates = () =>
  (limiter ??= createLimiter('results-states', {
    points: env().RESULTS_STATES_PER_MINUTE,
    durationSeconds: 60,
    blockSeconds: 60,
    maxBlockSeconds: 3600,
  }));

/** Null when the client may have this results page; else its 429. */
export async function resultsStatesAnswer(headers: Headers, locale: Locale): Promise<NextResponse | null> {
  const client = clientAddress(headers);
  // The page store asking for its stale states again after a publish (server.mjs): the site's own work, not a client's.
  if (client === SELF_CLIENT) return null;
  const answer = await resultsStates().consume([client]);
  if (answer.allowed) return null;
  const t = createTranslator(locale, dictionaries[locale]);
  return new NextResponse(t('results.tooManyStates', { time: waitText(locale, answer.retryAfterSeconds) }), {
    status: 429,
    headers: {
      ...PRIVATE_NO_STORE,
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': String(answer.retryAfterSeconds),
    },
  });
}
