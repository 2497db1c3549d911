import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresAnswers, TEST_DATABASE_URL, testStore } from '@/lib/db/test-stores';
import { createLimiter, type LimitRule } from '@/lib/limits/rate-limit';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));
vi.mock('@/lib/env', () => ({ env: () => ({ REDIS_KEY_PREFIX: 'test', SITE_URL: 'https://www.ventura.example' }) }));

const { contactResponse, MAX_SUBMISSION_BYTES, SUBMISSION_LIMIT } = await import('./routes');

const postgres = await postgresAnswers();
if (!postgres)
  console.warn(
    `contact route tests: no PostgreSQL server at ${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; they ran on PGlite only`,
  );

const SITE = 'https://www.ventura.example';

const valid = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '+44 20 7946 0000',
  subject: 'Honeymoon in Japan',
  message: 'We would like to travel in April for two weeks.',
  consent: true,
};

const post = (
  body: unknown,
  {
    contentType = 'application/json',
    origin = SITE,
    client = '203.0.113.7',
  }: { contentType?: string; origin?: string | null; client?: string } = {},
) =>
  new Request(`${SITE}/api/contact/`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'x-forwarded-for': client,
      host: 'www.ventura.example',
      ...(origin ? { origin } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const sendable = (fields: Record<string, unknown> = {}) => ({
  ...valid,
  locale: 'it',
  idempotencyKey: randomUUID(),
  homepage: '',
  ...fields,
});

describe.each([
  { kind: 'pglite' as const, available: true },
  { kind: 'postgres' as const, available: postgres },
])('POST /api/contact/ on $kind', ({ kind, available }) => {
  let store: Awaited<ReturnType<typeof testStore>>;
  beforeAll(async () => {
    if (available) store = await testStore(kind);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  /** The site's dependencies on this test's store, with a fresh limiter (the site's rule unless told otherwise). */
  const deps = (rule: LimitRule = SUBMISSION_LIMIT) => {
    const limiter = createLimiter(`contact-test-${randomUUID()}`, rule);
    return {
      database: async () => store.db,
      limiter: () => limiter,
      siteUrl: () => SITE,
      catalogueIds: async () => new Set<string>(),
    };
  };
  const rows = (key: string) =>
    store.db.selectFrom('contact_requests').selectAll().where('idempotency_key', '=', key).execute();

  it.skipIf(!available)(
    '201: the message is a stored row (the e-mail lower-cased, the page’s language kept), answered privately',
    async () => {
      const body = sendable();
      const response = await contactResponse(post(body), deps());
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ sent: true });
      const [row, ...others] = await rows(body.idempotencyKey);
      expect(others).toHaveLength(0);
      expect(row).toMatchObject({
        locale: 'it',
        name: valid.name,
        email: 'ada@example.com',
        phone: valid.phone,
        subject: valid.subject,
        message: valid.message,
        consent: true,
      });
    },
  );

  it.skipIf(!available)('the same render sent twice is one row: 201, then 200', async () => {
    const body = sendable({ phone: '' });
    const site = deps();
    expect((await contactResponse(post(body), site)).status).toBe(201);
    const again = await contactResponse(post({ ...body, message: 'Sent twice by a double click.' }), site);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ sent: true });
    const stored = await rows(body.idempotencyKey);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ message: valid.message, phone: null });
  });

  it.skipIf(!available)('400 with each field’s message key, and nothing stored', async () => {
    const body = sendable({
      name: ' ',
      email: 'ada@',
      phone: 'call me',
      message: 'Too short',
      consent: false,
      subject: undefined,
    });
    const response = await contactResponse(post(body), deps());
    expect(response.status).toBe(400);
    const { issues } = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      name: 'forms.required',
      email: 'forms.email',
      phone: 'forms.phone',
      subject: 'forms.required',
      message: 'contact.messageLength',
      consent: 'forms.consent',
    });
    expect(await rows(body.idempotencyKey)).toHaveLength(0);
  });

  it.skipIf(!available)(
    '400 for a control character in a text field (NUL, which the store refuses, included), never a 503; line breaks stay in the message',
    async () => {
      for (const character of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) {
        const body = sendable({
          name: `Ada${character}`,
          subject: `Japan${character}`,
          message: `We would like to travel${character} in April.`,
        });
        const response = await contactResponse(post(body), deps());
        expect(response.status, JSON.stringify(character)).toBe(400);
        const { issues } = (await response.json()) as { issues: { path: string; message: string }[] };
        expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
          name: 'forms.controlCharacters',
          subject: 'forms.controlCharacters',
          message: 'forms.controlCharacters',
        });
        expect(await rows(body.idempotencyKey)).toHaveLength(0);
      }
      // A line break in a one-line field is refused; in the message it is the visitor's.
      expect((await contactResponse(post(sendable({ subject: 'Japan\nin April' })), deps())).status).toBe(400);
      const lines = sendable({ message: 'Two adults,\r\ntwo weeks\nin April.' });
      expect((await contactResponse(post(lines), deps())).status).toBe(201);
      expect((await rows(lines.idempotencyKey))[0]).toMatchObject({ message: 'Two adults,\r\ntwo weeks\nin April.' });
    },
  );

  it.skipIf(!available)(
    '400 for a name with a text direction override or a zero-width character, nothing stored',
    async () => {
      for (const name of ['Ada \u202Eecalevol\u202C', 'Ada\u200BLovelace', 'Ada\u2066Lovelace\u2069']) {
        const body = sendable({ name });
        const response = await contactResponse(post(body), deps());
        expect(response.status, JSON.stringify(name)).toBe(400);
        expect(((await response.json()) as { issues: unknown[] }).issues).toEqual([
          { path: 'name', message: 'forms.invisibleCharacters' },
        ]);
        expect(await rows(body.idempotencyKey)).toHaveLength(0);
      }
    },
  );

  it.skipIf(!available)('400 without an idempotency key, nothing stored', async () => {
    const before = await store.db
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await contactResponse(post(sendable({ idempotencyKey: 'not-a-uuid' })), deps())).status).toBe(400);
    const after = await store.db
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.skipIf(!available)('403 for a page of another site (CSRF), nothing stored', async () => {
    const body = sendable();
    const response = await contactResponse(post(body, { origin: 'https://evil.example' }), deps());
    expect(response.status).toBe(403);
    expect(await rows(body.idempotencyKey)).toHaveLength(0);
  });

  it.skipIf(!available)('413 for a body over the limit, 415 for one that is not JSON or a form', async () => {
    const big = sendable({ message: 'x'.repeat(MAX_SUBMISSION_BYTES) });
    expect((await contactResponse(post(big), deps())).status).toBe(413);
    expect(await rows(big.idempotencyKey)).toHaveLength(0);
    const text = await contactResponse(post(JSON.stringify(sendable()), { contentType: 'text/plain' }), deps());
    expect(text.status).toBe(415);
  });

  it.skipIf(!available)(
    '429 with Retry-After once a client has used its tries; another client is still answered',
    async () => {
      const site = deps({ points: 2, durationSeconds: 60, blockSeconds: 120, maxBlockSeconds: 3600 });
      expect((await contactResponse(post(sendable()), site)).status).toBe(201);
      expect((await contactResponse(post(sendable()), site)).status).toBe(201);
      const body = sendable();
      const limited = await contactResponse(post(body), site);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('120');
      expect(await limited.json()).toEqual({ error: 'rate_limited', retryAfter: 120 });
      expect(await rows(body.idempotencyKey)).toHaveLength(0);
      expect((await contactResponse(post(sendable(), { client: '198.51.100.1' }), site)).status).toBe(201);
    },
  );

  it.skipIf(!available)('a filled honeypot (a bot): 201 as if sent, and no row', async () => {
    const body = sendable({ homepage: 'https://spam.example' });
    const response = await contactResponse(post(body), deps());
    expect(response.status).toBe(201);
    expect(await rows(body.idempotencyKey)).toHaveLength(0);
  });

  it.skipIf(!available)(
    'a store that fails: 503, no row and the key not claimed, so the same render sent again is stored',
    async () => {
      const broken = await testStore('pglite');
      await broken.close();
      const body = sendable();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failed = await contactResponse(post(body), { ...deps(), database: async () => broken.db });
      expect(failed.status).toBe(503);
      expect(failed.headers.get('retry-after')).toBe('5');
      expect(await failed.json()).toEqual({ error: 'unavailable' });
      const unreachable = await contactResponse(post(body), {
        ...deps(),
        database: async () => Promise.reject(new Error('connect ECONNREFUSED')),
      });
      expect(unreachable.status).toBe(503);
      // The log line says what failed, never what was typed.
      expect(errors).toHaveBeenCalled();
      expect(JSON.stringify(errors.mock.calls)).not.toContain(valid.message);
      expect(JSON.stringify(errors.mock.calls)).not.toContain('ada@example.com');
      expect(await rows(body.idempotencyKey)).toHaveLength(0);
      // Back up: the retry of the same render is the first stored.
      const retried = await contactResponse(post(body), deps());
      expect(retried.status).toBe(201);
      expect(await rows(body.idempotencyKey)).toHaveLength(1);
    },
    60_000,
  );
});

describe('POST /api/contact/ while the store closes in the middle of a series of sends (PGlite in a folder)', () => {
  it('every "sent" is a stored row; every failure is a 503 whose same render, sent again, is stored once', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { migrate, openStore } = await import('@/lib/db/store');
    const folder = mkdtempSync(join(tmpdir(), 'contact-series-'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const first = await openStore({ dataDir: folder });
      await migrate(first.db);
      const limiter = createLimiter(`contact-series-${randomUUID()}`, { ...SUBMISSION_LIMIT, points: 1_000 });
      const site = {
        database: async () => first.db,
        limiter: () => limiter,
        siteUrl: () => SITE,
        catalogueIds: async () => new Set<string>(),
      };
      const bodies = Array.from({ length: 24 }, (_, index) => sendable({ subject: `Question ${index}` }));
      // One after another, as visitors send; the store closes as the ninth is on its way.
      const statuses: number[] = [];
      let closing: Promise<void> | undefined;
      for (const [index, body] of bodies.entries()) {
        if (index === 8) closing = first.db.destroy();
        statuses.push((await contactResponse(post(body), site)).status);
      }
      await closing;
      expect(
        statuses.every((status) => status === 201 || status === 503),
        statuses.join(' '),
      ).toBe(true);
      expect(statuses).toContain(201);
      expect(statuses).toContain(503);

      const reopened = await openStore({ dataDir: folder });
      const keysOf = async () =>
        new Set(
          (await reopened.db.selectFrom('contact_requests').select('idempotency_key').execute()).map(
            (row) => row.idempotency_key,
          ),
        );
      const stored = await keysOf();
      bodies.forEach((body, index) => {
        if (statuses[index] === 201)
          expect(stored.has(body.idempotencyKey), `send ${index} was answered "sent"`).toBe(true);
      });
      // What failed is sent again by the form (it kept the values and the key): now stored, once.
      const again = { ...site, database: async () => reopened.db };
      for (const [index, body] of bodies.entries()) {
        if (statuses[index] === 503) expect([200, 201]).toContain((await contactResponse(post(body), again)).status);
      }
      const count = await reopened.db
        .selectFrom('contact_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(bodies.length);
      await reopened.db.destroy();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
