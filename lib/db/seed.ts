import type { Kysely } from 'kysely';
import { createAccount } from '@/lib/accounts/accounts';
import type { BookingView } from './bookings';
import type { Database } from './schema';

/** A seed booking: what the lookup shows (its end from the nights), and the e-mail it is found with. */
type SeedBooking = Omit<BookingView, 'endDate' | 'market'> & { email: string; market: 'UK' | 'IT' | 'PT' | 'ES' };

/**
 * The bookings a tester can look up (README, "Booking lookup"), two per
 * market, in every status; fixed, so every machine has the same. Dates are
 * in 2027, so they stay in the future for a while.
 */
export const seedBookings: readonly SeedBooking[] = [
  {
    reference: 'TCS-100231',
    email: 'emma.clarke@example.com',
    leadFirstName: 'Emma',
    market: 'UK',
    packageName: 'Amalfi Coast Classic',
    destination: 'Italy',
    startDate: '2027-05-14',
    nights: 7,
    adults: 2,
    children: 1,
    services: ['flights', 'hotel', 'transfers', 'insurance'],
    bring: ['passport', 'vouchers', 'insuranceCard'],
    status: 'confirmed',
  },
  {
    reference: 'TCS-100232',
    email: 'oliver.shaw@example.co.uk',
    leadFirstName: 'Oliver',
    market: 'UK',
    packageName: 'Thailand Highlights',
    destination: 'Thailand',
    startDate: '2027-02-03',
    nights: 12,
    adults: 2,
    children: 0,
    services: ['flights', 'hotel', 'guide', 'excursions'],
    bring: ['passport', 'visa', 'vaccinations', 'vouchers'],
    status: 'pending',
  },
  {
    reference: 'TCS-200417',
    email: 'giulia.romano@example.it',
    leadFirstName: 'Giulia',
    market: 'IT',
    packageName: 'Algarve al sole',
    destination: 'Portogallo',
    startDate: '2027-07-02',
    nights: 7,
    adults: 2,
    children: 2,
    services: ['flights', 'hotel', 'carRental'],
    bring: ['idCard', 'drivingLicence', 'vouchers'],
    status: 'confirmed',
  },
  {
    reference: 'TCS-200418',
    email: 'marco.bianchi@example.it',
    leadFirstName: 'Marco',
    market: 'IT',
    packageName: 'Crociera nel Mediterraneo',
    destination: 'Grecia',
    startDate: '2027-09-10',
    nights: 8,
    adults: 2,
    children: 0,
    services: ['cruise', 'transfers', 'insurance'],
    bring: ['passport', 'vouchers', 'insuranceCard'],
    status: 'cancelled',
  },
  {
    reference: 'TCS-300552',
    email: 'ines.ferreira@example.pt',
    leadFirstName: 'Inês',
    market: 'PT',
    packageName: 'Roma em liberdade',
    destination: 'Itália',
    startDate: '2027-04-08',
    nights: 4,
    adults: 2,
    children: 0,
    services: ['flights', 'hotel'],
    bring: ['idCard', 'vouchers'],
    status: 'confirmed',
  },
  {
    reference: 'TCS-300553',
    email: 'tiago.costa@example.pt',
    leadFirstName: 'Tiago',
    market: 'PT',
    packageName: 'Japão clássico',
    destination: 'Japão',
    startDate: '2026-10-01',
    nights: 10,
    adults: 1,
    children: 0,
    services: ['flights', 'hotel', 'guide'],
    bring: ['passport', 'vouchers'],
    status: 'completed',
  },
  {
    reference: 'TCS-400120',
    email: 'lucia.garcia@example.es',
    leadFirstName: 'Lucía',
    market: 'ES',
    packageName: 'Islas griegas',
    destination: 'Grecia',
    startDate: '2027-06-19',
    nights: 9,
    adults: 2,
    children: 1,
    services: ['flights', 'hotel', 'transfers', 'excursions'],
    bring: ['passport', 'vouchers'],
    status: 'confirmed',
  },
  {
    reference: 'TCS-400121',
    email: 'pablo.martin@example.es',
    leadFirstName: 'Pablo',
    market: 'ES',
    packageName: 'Perú esencial',
    destination: 'Perú',
    startDate: '2027-03-11',
    nights: 11,
    adults: 2,
    children: 0,
    services: ['flights', 'hotel', 'guide', 'insurance'],
    bring: ['passport', 'vaccinations', 'insuranceCard', 'vouchers'],
    status: 'pending',
  },
];

const dayAfter = (day: string, nights: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);

/** Writes the seed bookings; running it again leaves them as the seed says (upsert on the reference). Returns how many. */
export async function seed(db: Kysely<Database>): Promise<number> {
  const rows = seedBookings.map((booking) => ({
    reference: booking.reference,
    email: booking.email.toLowerCase(),
    lead_first_name: booking.leadFirstName,
    market: booking.market,
    package_name: booking.packageName,
    destination: booking.destination,
    start_date: booking.startDate,
    end_date: dayAfter(booking.startDate, booking.nights),
    adults: booking.adults,
    children: booking.children,
    services: JSON.stringify(booking.services),
    bring: JSON.stringify(booking.bring),
    status: booking.status,
  }));
  await db
    .insertInto('bookings')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('reference').doUpdateSet((update) => ({
        email: update.ref('excluded.email'),
        lead_first_name: update.ref('excluded.lead_first_name'),
        market: update.ref('excluded.market'),
        package_name: update.ref('excluded.package_name'),
        destination: update.ref('excluded.destination'),
        start_date: update.ref('excluded.start_date'),
        end_date: update.ref('excluded.end_date'),
        adults: update.ref('excluded.adults'),
        children: update.ref('excluded.children'),
        services: update.ref('excluded.services'),
        bring: update.ref('excluded.bring'),
        status: update.ref('excluded.status'),
      })),
    )
    .execute();
  return rows.length;
}

/**
 * The demo account testers sign in with on the embedded store (README,
 * "Accounts, catalogues and contact"). A known password: it is created only
 * by the seed (the embedded store on first use, `npm run db:seed`), never on
 * a server the site merely migrates.
 */
export const DEMO_ACCOUNT = { email: 'demo@ventura.example', password: 'demo-traveller-2026' } as const;

/** Creates the demo account unless it exists (its password is then left as it is). */
export async function seedDemoAccount(db: Kysely<Database>): Promise<'created' | 'exists'> {
  // Checked first: hashing the password costs a fifth of a second, and the store opens with every server.
  if (await db.selectFrom('accounts').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirst())
    return 'exists';
  const outcome = await createAccount(db, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  return 'created' in outcome ? 'created' : 'exists';
}
