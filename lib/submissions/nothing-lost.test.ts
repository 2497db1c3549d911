import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { migrate, openStore } from '@/lib/db/store';
import { postgresAnswers, TEST_DATABASE_URL, testStore } from '@/lib/db/test-stores';
import { createLimiter } from '@/lib/limits/rate-limit';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/env', () => ({ env: () => ({ REDIS_KEY_PREFIX: 'test', SITE_URL: 'https://travel.example' }) }));

const { catalogueResponse, contactResponse, SUBMISSION_LIMIT } = await import('./routes');
const { createAccount, openSession } = await import('@/lib/accounts/accounts');

const postgres = await postgresAnswers();
if (!postgres)
  console.warn(
    `submission tests: no PostgreSQL server at ${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; they ran on PGlite only`,
  );

const SITE = 'https://travel.example';
const CATALOGUES = new Set(['catalogue-europe-2026', 'catalogue-cruises-2026']);

const post = (path: string, body: unknown, cookie?: string) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      host: 'travel.example',
      'x-forwarded-for': '198.51.100.9',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });

const contact = (index: number) => ({
  name: `Visitor ${index}`,
  email: `visitor${index}@example.com`,
  subject: `Question ${index}`,
  message: `A question about trip number ${index}.`,
  consent: true,
});
const catalogueRequest = (index: number) => ({
  companyName: `Agency ${index}`,
  email: `agency${index}@example.com`,
  address: `${index} Main Street`,
  zipCode: '10115',
  country: 'Germany',
  city: 'Berlin',
  state: 'Berlin',
  phone: '+49 30 1234567',
  catalogues: ['catalogue-europe-2026'],
});

/**
 * "Nothing lost": a series of submissions during which the store
 * goes away. Every answer that said "sent" is a stored row; every other
 * answer is a 503 that claims nothing (the form keeps what was typed, see
 * ContactForm and CatalogueRequest), and sending the same render again once
 * the store is back stores it exactly once.
 */
describe.each([
  { kind: 'pglite' as const, available: true },
  { kind: 'postgres' as const, available: postgres },
])('nothing lost on $kind', { timeout: 30_000 }, ({ kind, available }) => {
  let store: Awaited<ReturnType<typeof testStore>>;
  let token = '';
  beforeAll(async () => {
    if (!available) return;
    store = await testStore(kind);
    const outcome = await createAccount(store.db, 'agency@example.com', 'a test password', { log2N: 10, r: 8, p: 1 });
    if (!('created' in outcome)) throw new Error('no account');
    token = await openSession(store.db, outcome.created.id);
  });
  afterAll(async () => {
    await store?.close();
  });

  it.skipIf(!available)(
    'every success shown is a stored row, every failure a 503 whose values can be sent again, once',
    async () => {
      // A store of its own (a PGlite folder, a PostgreSQL schema) that the series closes after five sends (PGlite's
      // handle closed, the PostgreSQL pool ended) and opens again after nine, as a restarted server would.
      const place =
        kind === 'pglite'
          ? { dataDir: mkdtempSync(join(tmpdir(), 'nothing-lost-')) }
          : { dataDir: '', databaseUrl: TEST_DATABASE_URL, searchPath: `test_${randomBytes(6).toString('hex')}` };
      const { Client } = await import('pg');
      const admin = kind === 'postgres' ? new Client({ connectionString: TEST_DATABASE_URL }) : null;
      await admin?.connect();
      if (place.searchPath) await admin?.query(`create schema ${place.searchPath}`);
      const open = async () => {
        const opened = await openStore(place);
        await migrate(opened.db, opened.schema);
        return opened.db;
      };
      let db: Kysely<Database> = await open();
      const outcome = await createAccount(db, 'agency@example.com', 'a test password', { log2N: 10, r: 8, p: 1 });
      if (!('created' in outcome)) throw new Error('no account');
      const token = await openSession(db, outcome.created.id);
      const deps = {
        // What the site's store() hands out: the handle it has, working or not.
        database: async () => db,
        limiter: (() => {
          const limiter = createLimiter(`s${Math.random()}`, { ...SUBMISSION_LIMIT, points: 1000 });
          return () => limiter;
        })(),
        siteUrl: () => SITE,
        catalogueIds: async () => CATALOGUES,
      };
      const answers: { form: 'contact' | 'catalogue'; key: string; status: number; body: Record<string, unknown> }[] =
        [];
      for (let index = 0; index < 12; index += 1) {
        if (index === 5) await db.destroy();
        if (index === 9) db = await open();
        const key = randomUUID();
        const form = index % 2 === 0 ? 'contact' : 'catalogue';
        const response =
          form === 'contact'
            ? await contactResponse(
                post('/api/contact/', { ...contact(index), idempotencyKey: key, locale: 'en' }),
                deps,
              )
            : await catalogueResponse(
                post(
                  '/api/catalogue-request/',
                  { ...catalogueRequest(index), idempotencyKey: key, locale: 'it' },
                  `token=${token}`,
                ),
                deps,
              );
        answers.push({ form, key, status: response.status, body: (await response.json()) as Record<string, unknown> });
      }
      const sent = answers.filter((answer) => answer.status === 201);
      const failed = answers.filter((answer) => answer.status !== 201);
      expect(sent.length).toBe(8);
      expect(failed.map((answer) => [answer.status, answer.body])).toEqual(
        Array.from({ length: 4 }, () => [503, { error: 'unavailable' }]),
      );

      const rows = async () => ({
        contact: (await db.selectFrom('contact_requests').select('idempotency_key').execute())
          .map((row) => row.idempotency_key)
          .sort(),
        catalogue: (await db.selectFrom('catalogue_requests').select('idempotency_key').execute())
          .map((row) => row.idempotency_key)
          .sort(),
      });
      const keysOf = (list: typeof answers, form: 'contact' | 'catalogue') =>
        list
          .filter((answer) => answer.form === form)
          .map((answer) => answer.key)
          .sort();
      expect(await rows()).toEqual({ contact: keysOf(sent, 'contact'), catalogue: keysOf(sent, 'catalogue') });

      // The visitors whose sends failed try again with what they had typed (the same render's key): each is stored once,
      // and a double submit of one of them adds nothing.
      for (const answer of failed) {
        const index = answers.indexOf(answer);
        const again = () =>
          answer.form === 'contact'
            ? contactResponse(
                post('/api/contact/', { ...contact(index), idempotencyKey: answer.key, locale: 'en' }),
                deps,
              )
            : catalogueResponse(
                post(
                  '/api/catalogue-request/',
                  { ...catalogueRequest(index), idempotencyKey: answer.key, locale: 'it' },
                  `token=${token}`,
                ),
                deps,
              );
        const [first, second] = await Promise.all([again(), again()]);
        expect([first.status, second.status].sort()).toEqual([200, 201]);
      }
      expect(await rows()).toEqual({ contact: keysOf(answers, 'contact'), catalogue: keysOf(answers, 'catalogue') });
      const stored = await db
        .selectFrom('catalogue_requests')
        .selectAll()
        .where('idempotency_key', '=', answers[1]!.key)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ company_name: 'Agency 1', locale: 'it', catalogues: ['catalogue-europe-2026'] });
      await db.destroy();
      if (place.searchPath) await admin?.query(`drop schema ${place.searchPath} cascade`);
      await admin?.end();
      if (kind === 'pglite') rmSync(place.dataDir, { recursive: true, force: true });
    },
  );

  it.skipIf(!available)(
    'a catalogue request needs a session (401) and only the catalogues the CMS offers (400)',
    async () => {
      const deps = {
        database: async () => store.db,
        limiter: () => createLimiter(`s${Math.random()}`, SUBMISSION_LIMIT),
        siteUrl: () => SITE,
        catalogueIds: async () => CATALOGUES,
      };
      const signedOut = await catalogueResponse(
        post('/api/catalogue-request/', { ...catalogueRequest(1), idempotencyKey: randomUUID() }),
        deps,
      );
      expect(signedOut.status).toBe(401);
      expect(await signedOut.json()).toEqual({ error: 'sign_in_required' });
      const revoked = await catalogueResponse(
        post(
          '/api/catalogue-request/',
          { ...catalogueRequest(1), idempotencyKey: randomUUID() },
          'token=not-a-real-token',
        ),
        deps,
      );
      expect(revoked.status).toBe(401);
      const unknown = await catalogueResponse(
        post(
          '/api/catalogue-request/',
          { ...catalogueRequest(1), catalogues: ['catalogue-unknown'], idempotencyKey: randomUUID() },
          `token=${token}`,
        ),
        deps,
      );
      expect(unknown.status).toBe(400);
      const none = await catalogueResponse(
        post(
          '/api/catalogue-request/',
          { ...catalogueRequest(1), catalogues: [], idempotencyKey: randomUUID() },
          `token=${token}`,
        ),
        deps,
      );
      expect((await none.json()).issues).toEqual([{ path: 'catalogues', message: 'catalogue.chooseOne' }]);
      // The CMS down: which catalogues it offers is unknown, so nothing is stored and the form is told to try again (503, not 500).
      const key = randomUUID();
      const cmsDown = { ...deps, catalogueIds: async () => Promise.reject(new Error('Content service unavailable')) };
      const down = await catalogueResponse(
        post('/api/catalogue-request/', { ...catalogueRequest(1), idempotencyKey: key }, `token=${token}`),
        cmsDown,
      );
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ error: 'unavailable' });
      expect(
        await store.db
          .selectFrom('catalogue_requests')
          .select('id')
          .where('idempotency_key', '=', key)
          .executeTakeFirst(),
      ).toBeUndefined();
    },
  );
});
