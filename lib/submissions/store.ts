import { randomInt } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { marketOf } from '@/lib/content/markets';
import type { Database } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { CatalogueRequest } from '@/schemas/catalogue-request';
import type { ContactRequest } from '@/schemas/contact';
import type { EnquiryRequest } from '@/schemas/enquiry';

type SubmissionTable = 'contact_requests' | 'catalogue_requests';

/**
 * Writing a submission: one row per form render, whatever how often it is
 * sent (the render's idempotency key is unique; a second send finds the
 * first's row). `stored` says whether this call wrote it.
 */
async function storeOnce<Table extends SubmissionTable>(
  db: Kysely<Database>,
  table: Table,
  key: string,
  row: Insertable<Database[Table]>,
): Promise<{ id: string; stored: boolean }> {
  const inserted = await db
    .insertInto(table)
    .values(row)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: String(inserted.id), stored: true };
  const existing = await db
    .selectFrom(table as SubmissionTable)
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  return { id: String(existing.id), stored: false };
}

export async function storeContactRequest(
  db: Kysely<Database>,
  key: string,
  locale: Locale,
  request: ContactRequest,
): Promise<{ id: string; stored: boolean }> {
  return storeOnce(db, 'contact_requests', key, {
    idempotency_key: key,
    locale,
    name: request.name,
    email: request.email,
    phone: request.phone ?? null,
    subject: request.subject,
    message: request.message,
    consent: request.consent,
  });
}

export async function storeCatalogueRequest(
  db: Kysely<Database>,
  key: string,
  locale: Locale,
  accountId: string,
  request: CatalogueRequest,
): Promise<{ id: string; stored: boolean }> {
  return storeOnce(db, 'catalogue_requests', key, {
    idempotency_key: key,
    locale,
    account_id: accountId,
    company_name: request.companyName,
    email: request.email,
    address: request.address,
    zip_code: request.zipCode,
    country: request.country,
    city: request.city,
    state: request.state,
    phone: request.phone,
    catalogues: JSON.stringify(request.catalogues),
  });
}

/** An enquiry as the route stores it: what the visitor sent and the package's name as its page showed it. */
export type EnquiryRecord = EnquiryRequest & { packageName: string };

/** A new reference: `ENQ-` and 8 digits, random (a reference says nothing of how many came before). */
export const newEnquiryReference = () => `ENQ-${randomInt(10_000_000, 100_000_000)}`;

/**
 * Writes an enquiry once per form render: a second send of the same key finds the first's row and its
 * reference (`stored: false`). The reference is made here; should it be taken already (one chance in tens of
 * millions), another is drawn.
 */
export async function storeEnquiry(
  db: Kysely<Database>,
  key: string,
  locale: Locale,
  enquiry: EnquiryRecord,
  { reference = newEnquiryReference }: { reference?: () => string } = {},
): Promise<{ stored: boolean; reference: string }> {
  const dates = Boolean(enquiry.from && enquiry.to);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await db
      .insertInto('enquiries')
      .values({
        idempotency_key: key,
        reference: reference(),
        locale,
        market: marketOf(locale).iso,
        package_id: enquiry.packageId,
        package_slug: enquiry.packageSlug,
        package_name: enquiry.packageName,
        departure_month: dates ? null : (enquiry.month ?? null),
        date_from: dates ? (enquiry.from ?? null) : null,
        date_to: dates ? (enquiry.to ?? null) : null,
        flexibility: enquiry.flexibility,
        adults: enquiry.adults,
        children_ages: JSON.stringify(enquiry.children.map((child) => child.age)),
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone ?? null,
        message: enquiry.message,
        consent: enquiry.consent,
      })
      // Either unique column: the key (this render was stored before) or, rarely, the reference (drawn again).
      .onConflict((conflict) => conflict.doNothing())
      .returning('reference')
      .executeTakeFirst();
    if (inserted) return { stored: true, reference: inserted.reference };
    const existing = await db
      .selectFrom('enquiries')
      .select('reference')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (existing) return { stored: false, reference: existing.reference };
  }
  throw new Error('no free enquiry reference');
}
