/**
 * Booking lookup benchmark: the lookup's handler in this process
 * (validation, limits, the store), on the embedded PGlite and on the
 * PostgreSQL server (DATABASE_URL, else the local one; skipped when none
 * answers).
 *
 *   npm run bench:booking
 *
 * Measures, over TRIES lookups each, interleaved so a slow moment touches all three:
 * - a found booking: p50 (target <= 50 ms);
 * - a wrong e-mail for a right reference and an unknown reference: their
 *   medians must be within 5 ms of each other (OWASP ASVS: a guess learns
 *   nothing from the time taken), and their answers byte for byte the same.
 * Prints the figures and adds them to bench/RESULTS.md; exits 1 when a target is missed.
 */
import { seed, seedBookings } from '@/lib/db/seed';
import { benchStoreKinds, testStore } from '@/lib/db/test-stores';
import { createGuessThrottle } from '@/lib/limits/guess-throttle';
import { createLimiter } from '@/lib/limits/rate-limit';
import { lookupResponse, LOOKUP_LIMITS } from '@/lib/booking/lookup-route';
import { median } from './page-audit';
import { machine, recordResults, today } from './results';

const TRIES = Number(process.env.LOOKUP_TRIES ?? 200);
const P50_TARGET_MS = 50;
const SAME_TIME_MS = 5;

const unlimited = () => {
  const rule = { ...LOOKUP_LIMITS.perClient, points: 1_000_000 };
  const reference = createGuessThrottle({
    fromClient: createLimiter(`bench-a-${Math.random()}`, rule),
    target: createLimiter(`bench-r-${Math.random()}`, rule),
  });
  return { reference, client: createLimiter(`bench-c-${Math.random()}`, rule) };
};

async function measure(kind: 'pglite' | 'postgres') {
  const store = await testStore(kind);
  try {
    await seed(store.db);
    const limits = unlimited();
    const deps = { database: async () => store.db, limits: () => limits };
    const [booking, other] = seedBookings;
    const bodies = {
      found: { reference: booking!.reference, email: booking!.email, consent: true },
      wrongEmail: { reference: booking!.reference, email: other!.email, consent: true },
      unknown: { reference: 'TCS-987654321', email: booking!.email, consent: true },
    };
    const times: Record<keyof typeof bodies, number[]> = { found: [], wrongEmail: [], unknown: [] };
    const answers: Record<keyof typeof bodies, Set<string>> = {
      found: new Set(),
      wrongEmail: new Set(),
      unknown: new Set(),
    };
    // Warm-up: the first queries plan and cache.
    for (let run = 0; run < 20; run += 1)
      for (const body of Object.values(bodies)) await (await lookupResponse(request(body), deps)).text();
    for (let run = 0; run < TRIES; run += 1) {
      for (const name of Object.keys(bodies) as (keyof typeof bodies)[]) {
        const started = performance.now();
        const response = await lookupResponse(request(bodies[name]), deps);
        const text = await response.text();
        times[name].push(performance.now() - started);
        answers[name].add(`${response.status} ${text}`);
      }
    }
    const sameAnswer =
      answers.wrongEmail.size === 1 &&
      answers.unknown.size === 1 &&
      [...answers.wrongEmail][0] === [...answers.unknown][0];
    return {
      found: median(times.found),
      wrongEmail: median(times.wrongEmail),
      unknown: median(times.unknown),
      sameAnswer,
    };
  } finally {
    await store.close();
  }
}

const request = (body: unknown) =>
  new Request('http://localhost/api/booking-lookup/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify(body),
  });

async function main() {
  const kinds = await benchStoreKinds();
  const rows: string[][] = [];
  let missed = false;
  for (const kind of kinds) {
    const result = await measure(kind);
    const gap = Math.abs(result.wrongEmail - result.unknown);
    const ok = { p50: result.found <= P50_TARGET_MS, gap: gap <= SAME_TIME_MS, same: result.sameAnswer };
    missed ||= Object.values(ok).includes(false);
    const mark = (pass: boolean) => (pass ? 'ok' : 'MISSED');
    console.log(
      `${kind}: found p50 ${result.found.toFixed(2)} ms (${mark(ok.p50)}); wrong e-mail ${result.wrongEmail.toFixed(2)} ms, unknown reference ${result.unknown.toFixed(2)} ms, gap ${gap.toFixed(2)} ms (${mark(ok.gap)}); same answer: ${result.sameAnswer} (${mark(ok.same)})`,
    );
    rows.push([
      today(),
      kind,
      result.found.toFixed(2),
      result.wrongEmail.toFixed(2),
      result.unknown.toFixed(2),
      gap.toFixed(2),
      String(result.sameAnswer),
      machine(),
    ]);
  }
  recordResults({
    heading: 'Booking lookup (`npm run bench:booking`)',
    intro: `The lookup's handler in-process (validation, limits in memory, the store), ${TRIES} lookups of each kind, interleaved, after 20 warm-up rounds. Medians in ms: a found booking (target <= ${P50_TARGET_MS}), a wrong e-mail for a right reference and an unknown reference (their gap: target <= ${SAME_TIME_MS}); "same" = the two failures answered byte for byte alike.`,
    columns: ['date', 'store', 'found p50', 'wrong e-mail p50', 'unknown p50', 'gap', 'same', 'machine'],
    rows,
  });
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
