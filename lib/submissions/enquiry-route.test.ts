import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail } from '@/lib/accounts/mail';
import { postgresAnswers, TEST_DATABASE_URL, testStore } from '@/lib/db/test-stores';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { createLimiter, type LimitRule } from '@/lib/limits/rate-limit';

vi.mock('server-only', () => ({}));
vi.mock('next/server', () => ({ after: (task: () => unknown) => void task() }));
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

const { packageEnquiryResponse, SUBMISSION_LIMIT } = await import('./routes');
const { storeEnquiry } = await import('./store');
const { plainFormKey } = await import('./enquiry');

const postgres = await postgresAnswers();
if (!postgres)
  console.warn(
    `enquiry route tests: no PostgreSQL server at ${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; they ran on PGlite only`,
  );

const SITE = 'https://www.ventura.example';
const AMALFI = {
  id: 'package-amalfi-coast-classic',
  slug: 'costiera-amalfitana-classica',
  name: 'Costiera Amalfitana classica',
};
const AGENCY = { it: 'info@ventura.example.it', en: 'hello@ventura.example' } as Record<string, string>;

/** Next month and the one after, as the form offers them. */
const month = (() => {
  const day = new Date();
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 2, 1)).toISOString().slice(0, 7);
})();

const valid = {
  packageId: AMALFI.id,
  packageSlug: AMALFI.slug,
  month,
  flexibility: 'week',
  adults: 2,
  children: [{ age: 4 }, { age: 9 }],
  name: 'Giulia Romano',
  email: 'Giulia@Example.it',
  phone: '+39 06 1234 5678',
  message: 'Vorremmo partire con i bambini in primavera.',
  consent: true,
};
const sendable = (fields: Record<string, unknown> = {}) => ({
  ...valid,
  locale: 'it',
  idempotencyKey: randomUUID(),
  homepage: '',
  ...fields,
});

const post = (
  body: unknown,
  {
    contentType = 'application/json',
    origin = SITE,
    client = '203.0.113.7',
    referer = `${SITE}/it/pacchetti/${AMALFI.slug}/`,
  }: { contentType?: string; origin?: string | null; client?: string; referer?: string } = {},
) =>
  new Request(`${SITE}/api/enquiry/`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'x-forwarded-for': client,
      host: 'www.ventura.example',
      referer,
      ...(origin ? { origin } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A plain form's body (no JavaScript): every field a string, the children's ages one field, the box `on`. */
const plainBody = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    packageId: AMALFI.id,
    packageSlug: AMALFI.slug,
    locale: 'it',
    month,
    from: '',
    to: '',
    flexibility: 'exact',
    adults: '2',
    childAges: '4, 9',
    name: 'Giulia Romano',
    email: 'giulia@example.it',
    phone: '',
    message: 'Vorremmo partire con i bambini in primavera.',
    consent: 'on',
    homepage: '',
    ...fields,
  }).toString();
const FORM = 'application/x-www-form-urlencoded';

describe.each([
  { kind: 'pglite' as const, available: true },
  { kind: 'postgres' as const, available: postgres },
])('POST /api/enquiry/ on $kind', ({ kind, available }) => {
  let store: Awaited<ReturnType<typeof testStore>>;
  beforeAll(async () => {
    if (available) store = await testStore(kind);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  /** The site's dependencies on this test's store: a fresh limiter, the Amalfi package sold, mails collected. */
  const deps = (rule: LimitRule = SUBMISSION_LIMIT) => {
    const limiter = createLimiter(`enquiry-test-${randomUUID()}`, rule);
    const mails: Mail[] = [];
    const tasks: Promise<void>[] = [];
    const packageOf = vi.fn(async (_locale: string, wanted: { id: string; slug: string }) =>
      wanted.id === AMALFI.id && wanted.slug === AMALFI.slug
        ? { id: AMALFI.id, name: AMALFI.name, path: `/it/pacchetti/${AMALFI.slug}/` }
        : null,
    );
    return {
      mails,
      settled: () => Promise.all(tasks),
      site: {
        database: async () => store.db,
        limiter: () => limiter,
        siteUrl: () => SITE,
        packageOf,
        mailer: async () => async (mail: Mail) => void mails.push(mail),
        agencyEmail: async (locale: string) => AGENCY[locale] ?? null,
        afterAnswer: (task: () => Promise<void>) => void tasks.push(task()),
      },
    };
  };
  const rows = (key: string) =>
    store.db.selectFrom('enquiries').selectAll().where('idempotency_key', '=', key).execute();
  const count = async () =>
    Number(
      (
        await store.db
          .selectFrom('enquiries')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.skipIf(!available)(
    '201 with an ENQ- reference: a stored row with the package’s name, language and market, answered privately',
    async () => {
      const body = sendable();
      const { site } = deps();
      const response = await packageEnquiryResponse(post(body), site);
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const answer = (await response.json()) as { sent: boolean; reference: string };
      expect(answer).toEqual({ sent: true, reference: expect.stringMatching(/^ENQ-\d{8}$/) });
      const [row, ...others] = await rows(body.idempotencyKey);
      expect(others).toHaveLength(0);
      expect(row).toMatchObject({
        reference: answer.reference,
        locale: 'it',
        market: 'IT',
        package_id: AMALFI.id,
        package_slug: AMALFI.slug,
        package_name: AMALFI.name,
        departure_month: month,
        date_from: null,
        date_to: null,
        flexibility: 'week',
        adults: 2,
        children_ages: [4, 9],
        email: 'giulia@example.it',
        phone: valid.phone,
        consent: true,
      });
      expect(site.packageOf).toHaveBeenCalledWith('it', { id: AMALFI.id, slug: AMALFI.slug });
    },
  );

  it.skipIf(!available)(
    'mails the visitor in the page’s language and the agency at the CMS contact entry’s address',
    async () => {
      const { site, mails, settled } = deps();
      const response = await packageEnquiryResponse(post(sendable()), site);
      const { reference } = (await response.json()) as { reference: string };
      await settled();
      expect(mails.map((mail) => mail.to)).toEqual(['giulia@example.it', AGENCY.it]);
      const [visitor, notice] = mails as [Mail, Mail];
      const it = dictionaries.it.enquiry;
      expect(visitor.subject).toBe(
        it.mailSubject.replace('{{reference}}', reference).replace('{{package}}', AMALFI.name),
      );
      expect(visitor.text).toContain(reference);
      expect(visitor.text).toContain(AMALFI.name);
      expect(visitor.text).toContain(it.flexibilityOptions.week);
      expect(visitor.text).toContain('2 adulti');
      expect(visitor.text).toContain('4, 9');
      expect(visitor.text).toContain(`${SITE}/it/pacchetti/${AMALFI.slug}/`);
      expect(notice.subject).toContain(reference);
      expect(notice.text).toContain(valid.message);
      expect(notice.text).toContain('giulia@example.it');
    },
  );

  it.skipIf(!available)(
    'the same render sent twice is one row, the same reference, mailed once: 201, then 200',
    async () => {
      const body = sendable();
      const { site, mails, settled } = deps();
      const first = await packageEnquiryResponse(post(body), site);
      const again = await packageEnquiryResponse(post({ ...body, message: 'Sent twice by a double click.' }), site);
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { reference: string }).reference).toBe(
        ((await first.json()) as { reference: string }).reference,
      );
      const stored = await rows(body.idempotencyKey);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.message).toBe(valid.message);
      await settled();
      expect(mails).toHaveLength(2);
    },
  );

  it.skipIf(!available)('two sends of one render at once: one row, one reference', async () => {
    const body = sendable();
    const { site } = deps();
    const answers = await Promise.all([
      packageEnquiryResponse(post(body), site),
      packageEnquiryResponse(post(body), site),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const references = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { reference: string }).reference),
    );
    expect(references[0]).toBe(references[1]);
    expect(await rows(body.idempotencyKey)).toHaveLength(1);
  });

  it.skipIf(!available)('dates instead of a month are stored as dates', async () => {
    const from = `${month}-10`;
    const to = `${month}-20`;
    const body = sendable({ month: '', from, to, flexibility: 'exact', children: [] });
    const response = await packageEnquiryResponse(post(body), deps().site);
    expect(response.status).toBe(201);
    const [row] = await store.db
      .selectFrom('enquiries')
      .select([
        (eb) => eb.cast<string>('date_from', 'text').as('from'),
        (eb) => eb.cast<string>('date_to', 'text').as('to'),
        'departure_month',
        'children_ages',
      ])
      .where('idempotency_key', '=', body.idempotencyKey)
      .execute();
    expect(row).toEqual({ from, to, departure_month: null, children_ages: [] });
  });

  it.skipIf(!available)(
    '400 for a package the page’s market does not sell (or an id that is not the slug’s), nothing stored or mailed',
    async () => {
      const { site, mails, settled } = deps();
      for (const fields of [{ packageId: 'package-tuscany-by-train' }, { packageSlug: 'toscana-in-treno' }]) {
        const body = sendable(fields);
        const response = await packageEnquiryResponse(post(body), site);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ issues: [{ path: 'packageId', message: 'forms.invalid' }] });
        expect(await rows(body.idempotencyKey)).toHaveLength(0);
      }
      await settled();
      expect(mails).toHaveLength(0);
    },
  );

  it.skipIf(!available)('400 with each field’s message key, and nothing stored', async () => {
    const body = sendable({ month: '', name: ' ', email: 'ada@', consent: false, children: [{ age: '' }] });
    const response = await packageEnquiryResponse(post(body), deps().site);
    expect(response.status).toBe(400);
    const { issues } = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      month: 'enquiry.chooseWhen',
      name: 'forms.required',
      email: 'forms.email',
      consent: 'forms.consent',
      'children.0.age': 'forms.ageRequired',
    });
    expect(await rows(body.idempotencyKey)).toHaveLength(0);
  });

  it.skipIf(!available)(
    '403 for a page of another site (CSRF), also for a plain form: nothing stored, no redirect',
    async () => {
      const body = sendable();
      expect((await packageEnquiryResponse(post(body, { origin: 'https://evil.example' }), deps().site)).status).toBe(
        403,
      );
      expect(await rows(body.idempotencyKey)).toHaveLength(0);
      const before = await count();
      const plain = await packageEnquiryResponse(
        post(plainBody(), { contentType: FORM, origin: 'https://evil.example' }),
        deps().site,
      );
      expect(plain.status).toBe(403);
      expect(plain.headers.get('location')).toBeNull();
      expect(await count()).toBe(before);
    },
  );

  it.skipIf(!available)(
    '429 with Retry-After once a client has used its tries; another client is still answered',
    async () => {
      const { site } = deps({ points: 2, durationSeconds: 60, blockSeconds: 120, maxBlockSeconds: 3600 });
      expect((await packageEnquiryResponse(post(sendable()), site)).status).toBe(201);
      expect((await packageEnquiryResponse(post(sendable()), site)).status).toBe(201);
      const body = sendable();
      const limited = await packageEnquiryResponse(post(body), site);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('120');
      expect(await rows(body.idempotencyKey)).toHaveLength(0);
      expect((await packageEnquiryResponse(post(sendable(), { client: '198.51.100.1' }), site)).status).toBe(201);
    },
  );

  it.skipIf(!available)('a filled honeypot (a bot): 201 with a reference as if sent, no row and no mail', async () => {
    const body = sendable({ homepage: 'https://spam.example' });
    const { site, mails, settled } = deps();
    const response = await packageEnquiryResponse(post(body), site);
    expect(response.status).toBe(201);
    expect(((await response.json()) as { reference: string }).reference).toMatch(/^ENQ-\d{8}$/);
    expect(await rows(body.idempotencyKey)).toHaveLength(0);
    await settled();
    expect(mails).toHaveLength(0);
  });

  it.skipIf(!available)('413 for a body over the limit, 400 without an idempotency key', async () => {
    const before = await count();
    expect((await packageEnquiryResponse(post(sendable({ message: 'x'.repeat(20_000) })), deps().site)).status).toBe(
      413,
    );
    expect((await packageEnquiryResponse(post(sendable({ idempotencyKey: 'not-a-uuid' })), deps().site)).status).toBe(
      400,
    );
    expect(await count()).toBe(before);
  });

  it.skipIf(!available)(
    'a store that fails: 503 with Retry-After, logged without what was typed; the same render sent again is stored once',
    async () => {
      const broken = await testStore('pglite');
      await broken.close();
      const body = sendable();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { site, mails, settled } = deps();
      const failed = await packageEnquiryResponse(post(body), { ...site, database: async () => broken.db });
      expect(failed.status).toBe(503);
      expect(failed.headers.get('retry-after')).toBe('5');
      expect(await failed.json()).toEqual({ error: 'unavailable' });
      expect(JSON.stringify(errors.mock.calls)).toContain('submission_store_unavailable');
      expect(JSON.stringify(errors.mock.calls)).not.toContain('giulia@example.it');
      expect(JSON.stringify(errors.mock.calls)).not.toContain(valid.message);
      expect(await rows(body.idempotencyKey)).toHaveLength(0);
      const retried = await packageEnquiryResponse(post(body), site);
      expect(retried.status).toBe(201);
      expect((await packageEnquiryResponse(post(body), site)).status).toBe(200);
      expect(await rows(body.idempotencyKey)).toHaveLength(1);
      await settled();
      // Mailed once: for the send that stored it.
      expect(mails).toHaveLength(2);
      errors.mockRestore();
    },
    60_000,
  );

  it.skipIf(!available)(
    '503 while the content service cannot say whether the package is sold: nothing stored',
    async () => {
      const body = sendable();
      const { site } = deps();
      const response = await packageEnquiryResponse(post(body), {
        ...site,
        packageOf: async () => Promise.reject(new Error('content down')),
      });
      expect(response.status).toBe(503);
      expect(await rows(body.idempotencyKey)).toHaveLength(0);
    },
  );

  it.skipIf(!available)(
    'a mail server that fails is logged, and the enquiry is still stored and answered',
    async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const tasks: Promise<void>[] = [];
      const { site } = deps();
      const body = sendable();
      const response = await packageEnquiryResponse(post(body), {
        ...site,
        mailer: async () => async () => Promise.reject(new Error('SMTP down')),
        afterAnswer: (task) => void tasks.push(task()),
      });
      expect(response.status).toBe(201);
      await Promise.all(tasks);
      expect(await rows(body.idempotencyKey)).toHaveLength(1);
      expect(errors.mock.calls.map((call) => JSON.parse(String(call[0])) as { event: string; mail: string })).toEqual([
        expect.objectContaining({ event: 'enquiry_mail_failed', mail: 'confirmation' }),
        expect.objectContaining({ event: 'enquiry_mail_failed', mail: 'notice' }),
      ]);
      errors.mockRestore();
    },
  );

  describe('without JavaScript (a plain form)', () => {
    it.skipIf(!available)(
      '303 to the thank-you page with the reference; sent twice, one row and the same reference',
      async () => {
        const { site } = deps();
        const first = await packageEnquiryResponse(post(plainBody(), { contentType: FORM }), site);
        expect(first.status).toBe(303);
        expect(first.headers.get('cache-control')).toBe('private, no-store');
        const location = first.headers.get('location') ?? '';
        expect(location).toMatch(/^\/it\/richiesta-inviata\/\?reference=ENQ-\d{8}$/);
        const again = await packageEnquiryResponse(post(plainBody(), { contentType: FORM }), site);
        expect(again.headers.get('location')).toBe(location);
        const reference = location.split('=')[1]!;
        const stored = await store.db.selectFrom('enquiries').selectAll().where('reference', '=', reference).execute();
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({ children_ages: [4, 9], consent: true, phone: null, flexibility: 'exact' });
      },
    );

    it.skipIf(!available)('in each language, the thank-you page of that language', async () => {
      const paths = { en: '/en/enquiry-sent/', pt: '/pt/pedido-enviado/', es: '/es/solicitud-enviada/' } as const;
      for (const [locale, path] of Object.entries(paths)) {
        const response = await packageEnquiryResponse(
          post(plainBody({ locale, name: `Visitor ${locale}` }), { contentType: FORM }),
          deps().site,
        );
        expect(response.headers.get('location')).toMatch(
          new RegExp(`^${path.replaceAll('/', '\\/')}\\?reference=ENQ-\\d{8}$`),
        );
      }
    });

    it.skipIf(!available)(
      'a field to correct, a box not ticked, a limit or a store down: 303 back to the package page with the notice',
      async () => {
        const back = `/it/pacchetti/${AMALFI.slug}/`;
        const invalid = await packageEnquiryResponse(
          post(plainBody({ email: 'giulia@' }), { contentType: FORM }),
          deps().site,
        );
        expect(invalid.status).toBe(303);
        expect(invalid.headers.get('location')).toBe(`${back}#enquiry-invalid`);
        const unticked = new URLSearchParams(plainBody());
        unticked.delete('consent');
        expect(
          (await packageEnquiryResponse(post(unticked.toString(), { contentType: FORM }), deps().site)).headers.get(
            'location',
          ),
        ).toBe(`${back}#enquiry-invalid`);
        const { site } = deps({ points: 1, durationSeconds: 60, blockSeconds: 60, maxBlockSeconds: 60 });
        await packageEnquiryResponse(post(plainBody({ name: 'First try' }), { contentType: FORM }), site);
        expect(
          (await packageEnquiryResponse(post(plainBody(), { contentType: FORM }), site)).headers.get('location'),
        ).toBe(`${back}#enquiry-rate-limited`);
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const down = await packageEnquiryResponse(post(plainBody({ name: 'Store down' }), { contentType: FORM }), {
          ...deps().site,
          database: async () => Promise.reject(new Error('connect ECONNREFUSED')),
        });
        expect(down.headers.get('location')).toBe(`${back}#enquiry-unavailable`);
        vi.restoreAllMocks();
      },
    );

    it('a plain form’s key is the hash of what it sent: a UUID the form post accepts, the same for the same enquiry', () => {
      const enquiry = {
        ...valid,
        flexibility: 'week' as const,
        children: [{ age: 4 }],
        phone: undefined,
        month,
        from: undefined,
        to: undefined,
      };
      const key = plainFormKey('it', enquiry);
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(plainFormKey('it', enquiry)).toBe(key);
      expect(plainFormKey('it', { ...enquiry, message: 'Another message, another enquiry.' })).not.toBe(key);
      expect(plainFormKey('es', enquiry)).not.toBe(key);
    });
  });

  it.skipIf(!available)('storeEnquiry draws another reference when one is taken', async () => {
    const taken = 'ENQ-12345678';
    const { stored } = await storeEnquiry(
      store.db,
      randomUUID(),
      'en',
      { ...(await import('@/schemas/enquiry')).enquirySchema.parse(valid), packageName: 'Amalfi' },
      { reference: () => taken },
    );
    expect(stored).toBe(true);
    const draws = ['ENQ-12345678', 'ENQ-87654321'];
    const second = await storeEnquiry(
      store.db,
      randomUUID(),
      'en',
      { ...(await import('@/schemas/enquiry')).enquirySchema.parse(valid), packageName: 'Amalfi' },
      { reference: () => draws.shift()! },
    );
    expect(second).toEqual({ stored: true, reference: 'ENQ-87654321' });
  });
});
