/**
 * Submissions benchmark (package enquiry): the contact
 * form's, the catalogue request's and the package enquiry's handlers in this process (origin, limits, size, schema, the
 * store), on the embedded PGlite and on the PostgreSQL server (DATABASE_URL,
 * else the local one; skipped when none answers).
 *
 *   npm run bench:submissions
 *
 * Each send is a new form render (its own idempotency key), so each one
 * writes a row. p50 of stored and answered, target <= 50 ms. Prints the
 * figures and adds them to bench/RESULTS.md; exits 1 when a target is missed.
 */
import { randomUUID } from 'node:crypto';
import { createAccount, openSession } from '@/lib/accounts/accounts';
import { benchStoreKinds, testStore } from '@/lib/db/test-stores';
import { createLimiter } from '@/lib/limits/rate-limit';
import { catalogueResponse, contactResponse, packageEnquiryResponse, SUBMISSION_LIMIT } from '@/lib/submissions/routes';
import { enquiryMonths } from '@/schemas/enquiry-limits';
import { median } from './page-audit';
import { machine, recordResults, today } from './results';

const TRIES = Number(process.env.SUBMISSION_TRIES ?? 200);
const P50_TARGET_MS = 50;
const SITE = 'http://localhost:3000';

const request = (path: string, body: unknown, cookie?: string) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      host: 'localhost:3000',
      'x-forwarded-for': '203.0.113.9',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });

const contact = {
  name: 'Emma Clarke',
  email: 'emma@example.com',
  phone: '+44 20 7946 0000',
  subject: 'Honeymoon in Italy',
  message: 'We would like to know more about the Amalfi Coast in May.',
  consent: true,
  locale: 'en',
};
const catalogue = {
  companyName: 'Clarke & Co',
  email: 'office@clarke.example',
  address: '1 High Street',
  zipCode: 'SW1A 1AA',
  country: 'United Kingdom',
  city: 'London',
  state: 'Greater London',
  phone: '+44 20 7946 0000',
  catalogues: ['catalogue-europe-2026'],
  locale: 'en',
};

/** An enquiry about the seed's Amalfi package, for a month two ahead (the mails are left out: they go after the answer). */
const enquiry = {
  packageId: 'package-amalfi-coast-classic',
  packageSlug: 'amalfi-coast-classic',
  month: enquiryMonths()[2],
  flexibility: 'week',
  adults: 2,
  children: [{ age: 7 }],
  name: 'Emma Clarke',
  email: 'emma@example.com',
  message: 'We would like to know more about the Amalfi Coast in May.',
  consent: true,
  locale: 'en',
};

async function measure(kind: 'pglite' | 'postgres') {
  const store = await testStore(kind);
  try {
    const outcome = await createAccount(store.db, 'bench@example.com', 'a bench password');
    if (!('created' in outcome)) throw new Error('no account');
    const cookie = `token=${await openSession(store.db, outcome.created.id)}`;
    const limiter = createLimiter(`bench-${Math.random()}`, { ...SUBMISSION_LIMIT, points: 1_000_000 });
    const deps = {
      database: async () => store.db,
      limiter: () => limiter,
      siteUrl: () => SITE,
      catalogueIds: async () => new Set(['catalogue-europe-2026']),
    };
    const enquiryDeps = {
      ...deps,
      packageOf: async () => ({
        id: enquiry.packageId,
        name: 'Amalfi Coast Classic',
        path: '/en/packages/amalfi-coast-classic/',
      }),
      mailer: async () => async () => undefined,
      agencyEmail: async () => 'agency@example.com',
      afterAnswer: () => undefined,
    };
    const send = {
      contact: () => contactResponse(request('/api/contact/', { ...contact, idempotencyKey: randomUUID() }), deps),
      catalogue: () =>
        catalogueResponse(
          request('/api/catalogue-request/', { ...catalogue, idempotencyKey: randomUUID() }, cookie),
          deps,
        ),
      enquiry: () =>
        packageEnquiryResponse(request('/api/enquiry/', { ...enquiry, idempotencyKey: randomUUID() }), enquiryDeps),
    };
    const times: Record<keyof typeof send, number[]> = { contact: [], catalogue: [], enquiry: [] };
    for (let run = 0; run < 20; run += 1) for (const go of Object.values(send)) await (await go()).text();
    for (let run = 0; run < TRIES; run += 1) {
      for (const name of Object.keys(send) as (keyof typeof send)[]) {
        const started = performance.now();
        const response = await send[name]();
        await response.text();
        times[name].push(performance.now() - started);
        if (response.status !== 201) throw new Error(`${name}: ${response.status}`);
      }
    }
    return { contact: median(times.contact), catalogue: median(times.catalogue), enquiry: median(times.enquiry) };
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
    const ok = result.contact <= P50_TARGET_MS && result.catalogue <= P50_TARGET_MS && result.enquiry <= P50_TARGET_MS;
    missed ||= !ok;
    console.log(
      `${kind}: contact p50 ${result.contact.toFixed(2)} ms, catalogue request p50 ${result.catalogue.toFixed(2)} ms, enquiry p50 ${result.enquiry.toFixed(2)} ms (${ok ? 'ok' : 'MISSED'}, target ${P50_TARGET_MS} ms)`,
    );
    rows.push([
      today(),
      kind,
      result.contact.toFixed(2),
      result.catalogue.toFixed(2),
      result.enquiry.toFixed(2),
      machine(),
    ]);
  }
  recordResults({
    heading: 'Submissions (`npm run bench:submissions`)',
    intro: `The contact form's, the catalogue request's and the package enquiry's handlers in-process (origin, limits in memory, schema, session, the package check stubbed, the store; the enquiry's mails go after the answer and are not sent), ${TRIES} sends of each, interleaved, after 20 warm-up rounds; each send a new row. Medians in ms, target <= ${P50_TARGET_MS}.`,
    columns: ['date', 'store', 'contact p50', 'catalogue p50', 'enquiry p50', 'machine'],
    rows,
  });
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
