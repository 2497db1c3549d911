import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

/**
 * The stored submissions as CSV for the agency (`npm run
 * submissions:export`): RFC 4180 (comma, CRLF, quotes doubled), UTF-8 with
 * a byte-order mark so spreadsheet programs read accents right, and every
 * cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab,
 * carriage return first) prefixed with `'` (OWASP, CSV injection): what
 * visitors typed is data, never a formula.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : Array.isArray(value)
          ? value.join('; ')
          : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Contact and catalogue requests and package enquiries stored from `since` (a day, UTC) on, oldest first. */
export async function exportSubmissions(
  db: Kysely<Database>,
  since: Date,
): Promise<{
  contact: string;
  catalogue: string;
  enquiries: string;
  counts: { contact: number; catalogue: number; enquiries: number };
}> {
  const contact = await db
    .selectFrom('contact_requests')
    .select(['id', 'created_at', 'locale', 'name', 'email', 'phone', 'subject', 'message', 'consent'])
    .where(sql<boolean>`contact_requests.created_at >= ${since}`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const catalogue = await db
    .selectFrom('catalogue_requests')
    .innerJoin('accounts', 'accounts.id', 'catalogue_requests.account_id')
    .select([
      'catalogue_requests.id',
      'catalogue_requests.created_at',
      'catalogue_requests.locale',
      'accounts.email as account',
      'company_name',
      'catalogue_requests.email',
      'phone',
      'address',
      'zip_code',
      'city',
      'state',
      'country',
      'catalogues',
    ])
    .where(sql<boolean>`catalogue_requests.created_at >= ${since}`)
    .orderBy('catalogue_requests.created_at')
    .orderBy('catalogue_requests.id')
    .execute();
  const enquiries = await db
    .selectFrom('enquiries')
    .select([
      'id',
      'reference',
      'created_at',
      'locale',
      'market',
      'package_id',
      'package_name',
      'departure_month',
      sql<string | null>`date_from::text`.as('date_from'),
      sql<string | null>`date_to::text`.as('date_to'),
      'flexibility',
      'adults',
      'children_ages',
      'name',
      'email',
      'phone',
      'message',
      'consent',
    ])
    .where(sql<boolean>`enquiries.created_at >= ${since}`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    enquiries: toCsv(
      [
        'reference',
        'received',
        'language',
        'market',
        'package id',
        'package',
        'month',
        'from',
        'to',
        'flexibility',
        'adults',
        'children’s ages',
        'name',
        'email',
        'phone',
        'message',
        'consent',
      ],
      enquiries.map((row) => [
        row.reference,
        row.created_at,
        row.locale,
        row.market,
        row.package_id,
        row.package_name,
        row.departure_month,
        row.date_from,
        row.date_to,
        row.flexibility,
        row.adults,
        row.children_ages.map(String),
        row.name,
        row.email,
        row.phone,
        row.message,
        row.consent ? 'yes' : 'no',
      ]),
    ),
    contact: toCsv(
      ['id', 'received', 'language', 'name', 'email', 'phone', 'subject', 'message', 'consent'],
      contact.map((row) => [
        row.id,
        row.created_at,
        row.locale,
        row.name,
        row.email,
        row.phone,
        row.subject,
        row.message,
        row.consent ? 'yes' : 'no',
      ]),
    ),
    catalogue: toCsv(
      [
        'id',
        'received',
        'language',
        'account',
        'company',
        'email',
        'phone',
        'address',
        'zip code',
        'city',
        'state/province',
        'country',
        'catalogues',
      ],
      catalogue.map((row) => [
        row.id,
        row.created_at,
        row.locale,
        row.account,
        row.company_name,
        row.email,
        row.phone,
        row.address,
        row.zip_code,
        row.city,
        row.state,
        row.country,
        row.catalogues,
      ]),
    ),
    counts: { contact: contact.length, catalogue: catalogue.length, enquiries: enquiries.length },
  };
}
