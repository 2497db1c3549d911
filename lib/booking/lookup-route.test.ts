import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seed, seedBookings } from '@/lib/db/seed';
import { testStore } from '@/lib/db/test-stores';
import { createGuessThrottle } from '@/lib/limits/guess-throttle';
import { createLimiter, type LimitRule } from '@/lib/limits/rate-limit';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/env', () => ({ env: () => ({ REDIS_KEY_PREFIX: 'test', SITE_URL: 'https://travel.example' }) }));

const { lookupResponse, LOOKUP_LIMITS, MAX_LOOKUP_BYTES } = await import('./lookup-route');

let store: Awaited<ReturnType<typeof testStore>>;
beforeAll(async () => {
  store = await testStore('pglite');
  await seed(store.db);
});
afterAll(async () => {
  await store.close();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A short guard delay, so that a test can tell it was waited without waiting a second per try. */
const GUARD_DELAY_MS = 40;

/** Fresh limiters per test (memory: no REDIS_URL), with the site's rules unless told otherwise. */
function deps(rules: Record<keyof typeof LOOKUP_LIMITS, LimitRule> = LOOKUP_LIMITS) {
  const reference = createGuessThrottle({
    fromClient: createLimiter(`a${Math.random()}`, rules.perReferenceAndClient),
    target: createLimiter(`r${Math.random()}`, rules.perReference),
    guardDelayMs: GUARD_DELAY_MS,
  });
  const limits = { reference, client: createLimiter(`c${Math.random()}`, rules.perClient) };
  return { database: async () => store.db, limits: () => limits };
}

const post = (body: unknown, { contentType = 'application/json', client = '203.0.113.7' } = {}) =>
  new Request('http://localhost/api/booking-lookup/', {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const emma = seedBookings[0]!;
const lucia = seedBookings.find((booking) => booking.market === 'ES')!;
const pablo = seedBookings.find((booking) => booking.reference === 'TCS-400121')!;

/** A lookup of `reference` from `client`, with the booking's e-mail or a guess. */
const lookUp = (
  site: ReturnType<typeof deps>,
  client: string,
  { reference = pablo.reference, email = 'guess@example.com' } = {},
) => lookupResponse(post({ reference, email, consent: true }, { client }), site);
/** What a client can see of an answer: its status, headers and body. */
const seen = async (response: Response) => ({
  status: response.status,
  headers: [...response.headers],
  body: await response.text(),
});

describe('the booking lookup route', () => {
  it('finds a booking by reference and e-mail (any case, the prefix in lower case too), privately', async () => {
    const response = await lookupResponse(
      post({ reference: emma.reference.toLowerCase(), email: emma.email.toUpperCase(), consent: true }),
      deps(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { booking } = (await response.json()) as { booking: Record<string, unknown> };
    expect(booking).toMatchObject({
      reference: emma.reference,
      leadFirstName: emma.leadFirstName,
      packageName: emma.packageName,
    });
    expect(JSON.stringify(booking)).not.toContain(emma.email);
  });

  it('answers a wrong e-mail and an unknown reference alike: 404, the same body', async () => {
    const wrongEmail = await lookupResponse(
      post({ reference: emma.reference, email: lucia.email, consent: true }),
      deps(),
    );
    const unknown = await lookupResponse(
      post({ reference: 'TCS-987654321', email: emma.email, consent: true }),
      deps(),
    );
    expect([wrongEmail.status, unknown.status]).toEqual([404, 404]);
    expect(await wrongEmail.text()).toBe(await unknown.text());
  });

  it('refuses what is not a lookup: not JSON, too big, fields missing or malformed, no consent', async () => {
    expect(
      (await lookupResponse(post('reference=TCS-1', { contentType: 'application/x-www-form-urlencoded' }), deps()))
        .status,
    ).toBe(415);
    expect((await lookupResponse(post('x'.repeat(MAX_LOOKUP_BYTES + 1)), deps())).status).toBe(413);
    expect((await lookupResponse(post('{"reference":'), deps())).status).toBe(400);
    const invalid = await lookupResponse(post({ reference: 'ABC-12', email: 'emma@', consent: false }), deps());
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: expect.any(String),
      issues: [
        { path: 'reference', message: 'booking.referenceInvalid' },
        { path: 'email', message: 'booking.emailFormat' },
        { path: 'consent', message: 'booking.consentRequired' },
      ],
    });
  });

  it('stops the one client guessing a reference; the owner, from another address, finds the booking at once (no lockout)', async () => {
    const site = deps();
    const guesses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) guesses.push(await lookUp(site, '203.0.113.66'));
    expect(guesses.map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 429]);
    expect(guesses[5]!.headers.get('retry-after')).toBe(String(LOOKUP_LIMITS.perReferenceAndClient.blockSeconds));
    expect(await guesses[5]!.json()).toEqual({ error: 'rate_limited', retryAfter: 60 });
    const started = performance.now();
    const owner = await lookUp(site, '198.51.100.10', { email: pablo.email });
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({
      booking: { reference: pablo.reference, leadFirstName: pablo.leadFirstName },
    });
    // Six failures do not put the reference under guard: the owner is not even slowed.
    expect(performance.now() - started).toBeLessThan(GUARD_DELAY_MS);
    // The guessing client waits, even with the right e-mail; other references are still answered for it.
    expect((await lookUp(site, '203.0.113.66', { email: pablo.email })).status).toBe(429);
    expect((await lookUp(site, '203.0.113.66', { reference: lucia.reference, email: lucia.email })).status).toBe(200);
  });

  it("a guessing client's wait grows per block that day; a found booking forgets the client's tries on it", async () => {
    vi.useFakeTimers({ now: new Date('2027-01-01T10:00:00Z'), toFake: ['Date'] });
    const site = deps();
    const { points, blockSeconds } = LOOKUP_LIMITS.perReferenceAndClient;
    for (let attempt = 0; attempt < points; attempt += 1) expect((await lookUp(site, '203.0.113.66')).status).toBe(404);
    expect((await lookUp(site, '203.0.113.66')).headers.get('retry-after')).toBe(String(blockSeconds));
    vi.setSystemTime(new Date('2027-01-01T10:00:20Z'));
    expect((await lookUp(site, '203.0.113.66')).headers.get('retry-after')).toBe(String(blockSeconds - 20));
    // After the wait the client has its tries again; running out of them again blocks it twice as long.
    vi.setSystemTime(new Date('2027-01-01T10:01:01Z'));
    for (let attempt = 0; attempt < points; attempt += 1) expect((await lookUp(site, '203.0.113.66')).status).toBe(404);
    expect((await lookUp(site, '203.0.113.66')).headers.get('retry-after')).toBe(String(2 * blockSeconds));

    // A client mistypes a few times, then finds the booking: its tries are forgotten, and it has all of them again.
    const owner = deps();
    for (let attempt = 0; attempt < points - 1; attempt += 1)
      expect((await lookUp(owner, '198.51.100.10')).status).toBe(404);
    expect((await lookUp(owner, '198.51.100.10', { email: pablo.email })).status).toBe(200);
    for (let attempt = 0; attempt < points; attempt += 1)
      expect((await lookUp(owner, '198.51.100.10')).status).toBe(404);
    expect((await lookUp(owner, '198.51.100.10')).status).toBe(429);
  });

  it('many clients guessing put the reference under guard: those that tried are stopped, a new one is slowed and answered, the owner finds the booking', async () => {
    const site = deps();
    // 100 wrong lookups from 25 addresses, 4 each: under the per-address limits, so only the reference's count sees them.
    const answers = [];
    for (let round = 0; round < 4; round += 1) {
      for (let bot = 0; bot < 25; bot += 1) answers.push((await lookUp(site, `192.0.2.${bot}`)).status);
    }
    const failures = answers.filter((status) => status === 404).length;
    // The guard starts past 10 failures: from then on, each address that had tried is blocked at its next try.
    expect(failures).toBeGreaterThan(LOOKUP_LIMITS.perReference.points);
    expect(failures).toBeLessThanOrEqual(25 + LOOKUP_LIMITS.perReference.points);
    expect(answers.filter((status) => status !== 404 && status !== 429)).toEqual([]);
    const stopped = await lookUp(site, '192.0.2.1', { email: pablo.email });
    expect(stopped.status).toBe(429);
    expect(stopped.headers.get('retry-after')).toBe(String(LOOKUP_LIMITS.perReferenceAndClient.blockSeconds));

    const started = performance.now();
    expect((await lookUp(site, '198.51.100.10', { email: pablo.email })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(GUARD_DELAY_MS - 1);
    // A new address gets its one try (slowed), then waits like the others.
    expect((await lookUp(site, '203.0.113.200')).status).toBe(404);
    expect((await lookUp(site, '203.0.113.200')).status).toBe(429);
    // The owner's find left nothing counted against their address: looking it up again works.
    expect((await lookUp(site, '198.51.100.10', { email: pablo.email })).status).toBe(200);
    // Another reference is not under guard.
    expect((await lookUp(site, '192.0.2.1', { reference: lucia.reference, email: lucia.email })).status).toBe(200);
  });

  it('counts a burst of lookups sent at once from one client: under guard only one of them is tried', async () => {
    const site = deps();
    for (let bot = 0; bot <= LOOKUP_LIMITS.perReference.points; bot += 1) await lookUp(site, `192.0.2.${bot}`);
    const burst = await Promise.all(Array.from({ length: 10 }, () => lookUp(site, '203.0.113.99')));
    expect(burst.map((response) => response.status).sort()).toEqual([404, ...Array(9).fill(429)]);
  });

  it('limits a reference that has a booking and one that has none alike: the same answers, step by step', async () => {
    const tries = async (reference: string) => {
      const site = deps();
      const steps = [];
      // One client past its tries, then many past the guard, then a new client.
      for (let attempt = 0; attempt < 7; attempt += 1)
        steps.push(await seen(await lookUp(site, '203.0.113.66', { reference })));
      for (let bot = 0; bot < 12; bot += 1) steps.push(await seen(await lookUp(site, `192.0.2.${bot}`, { reference })));
      for (let attempt = 0; attempt < 2; attempt += 1)
        steps.push(await seen(await lookUp(site, '203.0.113.200', { reference })));
      return steps;
    };
    const known = await tries(pablo.reference);
    expect(known.map((step) => step.status)).toEqual([
      ...Array(5).fill(404),
      429,
      429,
      ...Array(12).fill(404),
      404,
      429,
    ]);
    expect(await tries('TCS-987654321')).toEqual(known);
  });

  it('limits tries per client address across references', async () => {
    const rules = {
      ...LOOKUP_LIMITS,
      perClient: { points: 2, durationSeconds: 60, blockSeconds: 300, maxBlockSeconds: 3600 },
    };
    const site = deps(rules);
    const guess = (n: number) =>
      lookupResponse(post({ reference: `TCS-${n}`, email: 'guess@example.com', consent: true }), site);
    expect((await guess(1)).status).toBe(404);
    expect((await guess(2)).status).toBe(404);
    const limited = await guess(3);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(300);
    // Another client is not held back.
    expect(
      (
        await lookupResponse(
          post({ reference: 'TCS-4', email: 'guess@example.com', consent: true }, { client: '198.51.100.1' }),
          site,
        )
      ).status,
    ).toBe(404);
  });

  it('fuzz: 1,000 random and malformed bodies get a 4xx with a JSON error, never a 5xx, and change nothing', async () => {
    const before = await sql<{
      digest: string;
    }>`select md5(string_agg(b::text, ',' order by reference)) as digest from bookings b`.execute(store.db);
    const generous = Object.fromEntries(
      Object.entries(LOOKUP_LIMITS).map(([name, rule]) => [name, { ...rule, points: 1_000_000 }]),
    ) as Record<keyof typeof LOOKUP_LIMITS, LimitRule>;
    const site = deps(generous);
    const body = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.json().map((json) => json),
      fc.anything().map((value) => {
        try {
          return JSON.stringify(value) ?? 'null';
        } catch {
          return 'null';
        }
      }),
      fc
        .record(
          {
            reference: fc.oneof(
              fc.string(),
              fc.constantFrom('TCS-', 'TCS-1', "TCS-1' or 1=1 --", 'tcs-42', emma.reference),
            ),
            email: fc.oneof(fc.string(), fc.emailAddress()),
            consent: fc.oneof(fc.boolean(), fc.string(), fc.integer()),
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''),
        async (text, contentType) => {
          const response = await lookupResponse(post(text, { contentType }), site);
          const answer = (await response.json()) as { error?: string; booking?: unknown };
          // A random body may name a real booking with its e-mail only by chance: then it is found.
          if (response.status === 200) return answer.booking !== undefined;
          return (
            response.status >= 400 &&
            response.status < 500 &&
            typeof answer.error === 'string' &&
            answer.error.length > 0
          );
        },
      ),
      { numRuns: 1000 },
    );
    const after = await sql<{
      digest: string;
    }>`select md5(string_agg(b::text, ',' order by reference)) as digest from bookings b`.execute(store.db);
    expect(after.rows[0]!.digest).toBe(before.rows[0]!.digest);
  });
});
