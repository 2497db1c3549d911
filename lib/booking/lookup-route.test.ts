import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seed, seedBookings } from '@/lib/db/seed';
import { testStore } from '@/lib/db/test-stores';
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

/** Fresh limiters per test (memory: no REDIS_URL), with the site's rules unless told otherwise. */
function deps(rules: { perReference: LimitRule; perClient: LimitRule } = LOOKUP_LIMITS) {
  const limits = { reference: createLimiter(`r${Math.random()}`, rules.perReference), client: createLimiter(`c${Math.random()}`, rules.perClient) };
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

describe('the booking lookup route', () => {
  it('finds a booking by reference and e-mail (any case, the prefix in lower case too), privately', async () => {
    const response = await lookupResponse(post({ reference: emma.reference.toLowerCase(), email: emma.email.toUpperCase(), consent: true }), deps());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { booking } = (await response.json()) as { booking: Record<string, unknown> };
    expect(booking).toMatchObject({ reference: emma.reference, leadFirstName: emma.leadFirstName, packageName: emma.packageName });
    expect(JSON.stringify(booking)).not.toContain(emma.email);
  });

  it('answers a wrong e-mail and an unknown reference alike: 404, the same body', async () => {
    const wrongEmail = await lookupResponse(post({ reference: emma.reference, email: lucia.email, consent: true }), deps());
    const unknown = await lookupResponse(post({ reference: 'TCS-987654321', email: emma.email, consent: true }), deps());
    expect([wrongEmail.status, unknown.status]).toEqual([404, 404]);
    expect(await wrongEmail.text()).toBe(await unknown.text());
  });

  it('refuses what is not a lookup: not JSON, too big, fields missing or malformed, no consent', async () => {
    expect((await lookupResponse(post('reference=TCS-1', { contentType: 'application/x-www-form-urlencoded' }), deps())).status).toBe(415);
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

  it('limits tries per reference, with a growing wait, and says how long in Retry-After', async () => {
    const rules = { ...LOOKUP_LIMITS, perReference: { points: 3, durationSeconds: 60, blockSeconds: 30, maxBlockSeconds: 3600 } };
    const site = deps(rules);
    const wrong = () => lookupResponse(post({ reference: emma.reference, email: 'guess@example.com', consent: true }), site);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await wrong()).status).toBe(404);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(await limited.json()).toEqual({ error: 'rate_limited', retryAfter: 30 });
    // Even the right e-mail waits now: the limit is on the reference.
    expect((await lookupResponse(post({ reference: emma.reference, email: emma.email, consent: true }), site)).status).toBe(429);
    // Another reference from the same client is still answered.
    expect((await lookupResponse(post({ reference: lucia.reference, email: lucia.email, consent: true }), site)).status).toBe(200);
  });

  it('limits tries per client address across references', async () => {
    const rules = { ...LOOKUP_LIMITS, perClient: { points: 2, durationSeconds: 60, blockSeconds: 300, maxBlockSeconds: 3600 } };
    const site = deps(rules);
    const guess = (n: number) => lookupResponse(post({ reference: `TCS-${n}`, email: 'guess@example.com', consent: true }), site);
    expect((await guess(1)).status).toBe(404);
    expect((await guess(2)).status).toBe(404);
    const limited = await guess(3);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(300);
    // Another client is not held back.
    expect((await lookupResponse(post({ reference: 'TCS-4', email: 'guess@example.com', consent: true }, { client: '198.51.100.1' }), site)).status).toBe(404);
  });

  it('fuzz: 1,000 random and malformed bodies get a 4xx with a JSON error, never a 5xx, and change nothing', async () => {
    const before = await sql<{ digest: string }>`select md5(string_agg(b::text, ',' order by reference)) as digest from bookings b`.execute(store.db);
    const generous = { perReference: { ...LOOKUP_LIMITS.perReference, points: 1_000_000 }, perClient: { ...LOOKUP_LIMITS.perClient, points: 1_000_000 } };
    const site = deps(generous);
    const body = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.json().map((json) => json),
      fc.anything().map((value) => { try { return JSON.stringify(value) ?? 'null'; } catch { return 'null'; } }),
      fc.record({ reference: fc.oneof(fc.string(), fc.constantFrom('TCS-', 'TCS-1', "TCS-1' or 1=1 --", 'tcs-42', emma.reference)), email: fc.oneof(fc.string(), fc.emailAddress()), consent: fc.oneof(fc.boolean(), fc.string(), fc.integer()) }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''), async (text, contentType) => {
        const response = await lookupResponse(post(text, { contentType }), site);
        const answer = (await response.json()) as { error?: string; booking?: unknown };
        // A random body may name a real booking with its e-mail only by chance: then it is found.
        if (response.status === 200) return answer.booking !== undefined;
        return response.status >= 400 && response.status < 500 && typeof answer.error === 'string' && answer.error.length > 0;
      }),
      { numRuns: 1000 },
    );
    const after = await sql<{ digest: string }>`select md5(string_agg(b::text, ',' order by reference)) as digest from bookings b`.execute(store.db);
    expect(after.rows[0]!.digest).toBe(before.rows[0]!.digest);
  });
});
