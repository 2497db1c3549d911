import { createHash, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BookingService, BookingStatus, BringItem, Database } from './schema';

/**
 * What a visitor who proved they hold a booking sees of it: nothing more
 * personal than what they typed (the reference and e-mail) and the lead
 * traveller's first name.
 */
export type BookingView = {
  reference: string;
  leadFirstName: string;
  market: string;
  packageName: string;
  destination: string;
  startDate: string;
  endDate: string;
  nights: number;
  adults: number;
  children: number;
  services: BookingService[];
  bring: BringItem[];
  status: BookingStatus;
};

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compared against when the reference is unknown, so both failures do the same work. */
const NOBODY = digest('nobody@invalid');

/**
 * The booking with this reference, if the e-mail is the booking's (case
 * does not count). A wrong reference and a wrong e-mail for a right one take
 * the same path: one indexed read, one constant-time comparison, `null`.
 */
export async function findBooking(db: Kysely<Database>, reference: string, email: string): Promise<BookingView | null> {
  const row = await db
    .selectFrom('bookings')
    .select([
      'reference',
      'email',
      'lead_first_name',
      'market',
      'package_name',
      'destination',
      // As text: drivers turn a date into a Date at midnight in their own time zone.
      sql<string>`start_date::text`.as('start_date'),
      sql<string>`end_date::text`.as('end_date'),
      'adults',
      'children',
      'services',
      'bring',
      'status',
    ])
    .where('reference', '=', reference)
    .executeTakeFirst();
  const matches = timingSafeEqual(row ? digest(row.email) : NOBODY, digest(email.trim().toLowerCase()));
  if (!row || !matches) return null;
  return {
    reference: row.reference,
    leadFirstName: row.lead_first_name,
    market: row.market,
    packageName: row.package_name,
    destination: row.destination,
    startDate: row.start_date,
    endDate: row.end_date,
    nights: Math.round((Date.parse(row.end_date) - Date.parse(row.start_date)) / 86_400_000),
    adults: row.adults,
    children: row.children,
    services: row.services,
    bring: row.bring,
    status: row.status,
  };
}

/** How many bookings the store holds (the embedded store is seeded when it has none). */
export async function countBookings(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
