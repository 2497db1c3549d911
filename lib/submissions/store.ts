import type { Insertable, Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { CatalogueRequest } from '@/schemas/catalogue-request';
import type { ContactRequest } from '@/schemas/contact';

type SubmissionTable = 'contact_requests' | 'catalogue_requests';

/**
 * Writing a submission: one row per form render, whatever how often it is
 * sent (the render's idempotency key is unique; a second send finds the
 * first's row). `stored` says whether this call wrote it.
 */
async function storeOnce<Table extends SubmissionTable>(db: Kysely<Database>, table: Table, key: string, row: Insertable<Database[Table]>): Promise<{ id: string; stored: boolean }> {
  const inserted = await db
    .insertInto(table)
    .values(row)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: String(inserted.id), stored: true };
  const existing = await db.selectFrom(table as SubmissionTable).select('id').where('idempotency_key', '=', key).executeTakeFirstOrThrow();
  return { id: String(existing.id), stored: false };
}

export async function storeContactRequest(db: Kysely<Database>, key: string, locale: Locale, request: ContactRequest): Promise<{ id: string; stored: boolean }> {
  return storeOnce(db, 'contact_requests', key, { idempotency_key: key, locale, name: request.name, email: request.email, phone: request.phone ?? null, subject: request.subject, message: request.message, consent: request.consent });
}

export async function storeCatalogueRequest(db: Kysely<Database>, key: string, locale: Locale, accountId: string, request: CatalogueRequest): Promise<{ id: string; stored: boolean }> {
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
