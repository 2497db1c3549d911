/**
 * Password reset timing benchmark: the reset request's handler in
 * this process (origin, limits, schema, the store), on the embedded PGlite
 * and on the PostgreSQL server (DATABASE_URL, else the local one; skipped
 * when none answers).
 *
 *   npm run bench:reset
 *
 * TRIES requests (100 by default) for an e-mail that has an account and as
 * many for one that has not, interleaved so a slow moment touches both,
 * after 20 warm-up rounds. What the route leaves for after its answer (the
 * link's row, the mail) runs between tries, as Next's `after` runs it once
 * the answer has gone, outside the time measured. Target: their medians
 * within 0.5 ms of each other (the answer's time does not tell whether an
 * e-mail has an account), and the same answer byte for byte. Prints the
 * figures and adds them to bench/RESULTS.md; exits 1 when a target is missed.
 */
import { createAccount } from '@/lib/accounts/accounts';
import { ACCOUNT_LIMITS, resetRequestResponse, type AccountDeps } from '@/lib/accounts/routes';
import { benchStoreKinds, testStore } from '@/lib/db/test-stores';
import { createLimiter } from '@/lib/limits/rate-limit';
import { median } from './page-audit';
import { machine, recordResults, today } from './results';

const TRIES = Number(process.env.RESET_TRIES ?? 100);
const SAME_TIME_MS = 0.5;
const SITE = 'http://localhost:3000';
const KNOWN = 'bench-reset@example.com';
const UNKNOWN = 'nobody-bench@example.com';

const request = (email: string) =>
  new Request(`${SITE}/api/account/reset/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      host: 'localhost:3000',
      'x-forwarded-for': '203.0.113.9',
    },
    body: JSON.stringify({ email, locale: 'en' }),
  });

async function measure(kind: 'pglite' | 'postgres') {
  const store = await testStore(kind);
  try {
    if (!('created' in (await createAccount(store.db, KNOWN, 'a bench password', { log2N: 10, r: 8, p: 1 }))))
      throw new Error('no account');
    const unlimited = createLimiter(`bench-${Math.random()}`, { ...ACCOUNT_LIMITS.perClient, points: 1_000_000 });
    const pending: (() => Promise<void>)[] = [];
    const deps: AccountDeps = {
      database: async () => store.db,
      // The reset route uses the per-client and the reset limiters only.
      limits: () => ({
        client: unlimited,
        reset: unlimited,
        signIn: { attempt: async () => ({ allowed: false, retryAfterSeconds: 1 }) },
      }),
      mailer: async () => async () => undefined,
      siteUrl: () => SITE,
      afterAnswer: (task) => void pending.push(task),
    };
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const bodies = new Set<string>();
    const send = async (name: 'known' | 'unknown', timed: boolean) => {
      const started = performance.now();
      const response = await resetRequestResponse(request(name === 'known' ? KNOWN : UNKNOWN), deps);
      const body = await response.text();
      const took = performance.now() - started;
      if (response.status !== 202) throw new Error(`${name}: ${response.status}`);
      bodies.add(body);
      if (timed) times[name].push(took);
      // After the answer: the link's row and the mail (none for the unknown e-mail), outside the time measured.
      await Promise.all(pending.splice(0).map((task) => task()));
    };
    for (let run = 0; run < 20; run += 1) for (const name of ['known', 'unknown'] as const) await send(name, false);
    for (let run = 0; run < TRIES; run += 1) {
      // Alternate which goes first, so neither always follows the other's after-work.
      for (const name of run % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const))
        await send(name, true);
    }
    const rows = await store.db
      .selectFrom('password_resets')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return {
      known: median(times.known),
      unknown: median(times.unknown),
      sameBody: bodies.size === 1,
      links: Number(rows.count),
    };
  } finally {
    await store.close();
  }
}

async function main() {
  const kinds = await benchStoreKinds();
  const rows: string[][] = [];
  let missed = false;
  for (const kind of kinds) {
    const result = await measure(kind);
    const gap = Math.abs(result.known - result.unknown);
    const ok = gap <= SAME_TIME_MS && result.sameBody && result.links === TRIES + 20;
    missed ||= !ok;
    console.log(
      `${kind}: known e-mail p50 ${result.known.toFixed(3)} ms, unknown p50 ${result.unknown.toFixed(3)} ms, gap ${gap.toFixed(3)} ms (${ok ? 'ok' : 'MISSED'}, target ${SAME_TIME_MS} ms); ` +
        `answers ${result.sameBody ? 'the same' : 'DIFFERENT'}; ${result.links} links stored`,
    );
    rows.push([
      today(),
      kind,
      String(TRIES),
      result.known.toFixed(3),
      result.unknown.toFixed(3),
      gap.toFixed(3),
      machine(),
    ]);
  }
  recordResults({
    heading: 'Password reset: known and unknown e-mails (`npm run bench:reset`)',
    intro: `The reset request's handler in-process (origin, limits in memory, schema, the store), ${TRIES} requests for an e-mail with an account and as many for one without, interleaved, after 20 warm-up rounds; the link's row and the mail run after each answer, outside the time. Medians in ms; target: within ${SAME_TIME_MS} ms of each other.`,
    columns: ['date', 'store', 'tries', 'known p50', 'unknown p50', 'gap', 'machine'],
    rows,
  });
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
