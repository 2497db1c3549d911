import type { ColumnType, Generated, Selectable } from 'kysely';

/** What a booking includes, as codes; the site names them in the visitor's language (dictionaries: booking.services.*). */
export const bookingServices = [
  'flights',
  'hotel',
  'transfers',
  'guide',
  'carRental',
  'cruise',
  'insurance',
  'excursions',
] as const;
export type BookingService = (typeof bookingServices)[number];

export const bookingStatuses = ['confirmed', 'pending', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** What to bring, as codes (dictionaries: booking.bring.*). */
export const bringItems = [
  'passport',
  'idCard',
  'visa',
  'vouchers',
  'insuranceCard',
  'drivingLicence',
  'vaccinations',
] as const;
export type BringItem = (typeof bringItems)[number];

/** A booking as the agency's booking system hands it to the site for the lookup (one table, `bookings`). */
export interface BookingsTable {
  /** `TCS-` followed by digits (SPEC section 5). */
  reference: string;
  /** Lower-cased: e-mails compare without case. */
  email: string;
  lead_first_name: string;
  /** The market the booking was sold in (UK, IT, PT, ES). */
  market: string;
  package_name: string;
  destination: string;
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string, string, string>;
  adults: number;
  children: number;
  services: ColumnType<BookingService[], string, string>;
  bring: ColumnType<BringItem[], string, string>;
  status: BookingStatus;
  created_at: Generated<ColumnType<Date, string | undefined, never>>;
}

/** A visitor's account (sign-in): the e-mail lower-cased, the password as an scrypt hash (lib/accounts/password.ts). */
export interface AccountsTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  created_at: Generated<ColumnType<Date, string | undefined, never>>;
}

/** A signed-in browser: the SHA-256 of its token cookie, never the token. Revoked on sign-out. */
export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: Generated<ColumnType<Date, string | undefined, never>>;
  expires_at: ColumnType<Date, Date, never>;
  revoked_at: ColumnType<Date | null, never, Date>;
}

/** A password reset link's token (its SHA-256), good once, for an hour. */
export interface PasswordResetsTable {
  token_hash: string;
  account_id: string;
  created_at: Generated<ColumnType<Date, string | undefined, never>>;
  expires_at: ColumnType<Date, Date, never>;
  used_at: ColumnType<Date | null, never, Date>;
}

/** What every stored submission has: its form render's idempotency key (one row per render) and when it came. */
interface Submission {
  id: Generated<string>;
  idempotency_key: string;
  locale: string;
  created_at: Generated<ColumnType<Date, string | undefined, never>>;
}

/** The contact form (README, "Accounts, catalogues and contact"). */
export interface ContactRequestsTable extends Submission {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  consent: boolean;
}

/** A printed catalogue request (SPEC section 3), stored with the account that asked. */
export interface CatalogueRequestsTable extends Submission {
  account_id: string;
  company_name: string;
  email: string;
  address: string;
  zip_code: string;
  country: string;
  city: string;
  state: string;
  phone: string;
  /** The CMS ids of the catalogues asked for. */
  catalogues: ColumnType<string[], string, string>;
}

/** A package enquiry ("Ask about this trip"): its reference (`ENQ-` and digits) is the visitor's. */
export interface EnquiriesTable extends Submission {
  reference: string;
  market: string;
  package_id: string;
  package_slug: string;
  /** The package's name as the page showed it. */
  package_name: string;
  /** `YYYY-MM`, or null when the visitor gave dates. */
  departure_month: string | null;
  date_from: ColumnType<string | null, string | null, string | null>;
  date_to: ColumnType<string | null, string | null, string | null>;
  flexibility: string;
  adults: number;
  children_ages: ColumnType<number[], string, string>;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  consent: boolean;
}

/** The last address the site knew for an entry on one screen in one language (lib/db/renames.ts). */
export interface EntryAddressesTable {
  entry_id: string;
  screen: string;
  locale: string;
  path: string;
  updated_at: Generated<ColumnType<Date, string | undefined, string>>;
}

/** An old address of a renamed entry, in one language, and the address it has now: the proxy redirects it (308). */
export interface RenamedAddressesTable {
  from_path: string;
  to_path: string;
  entry_id: string;
  created_at: Generated<ColumnType<Date, string | undefined, string>>;
}

export interface Database {
  bookings: BookingsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  contact_requests: ContactRequestsTable;
  catalogue_requests: CatalogueRequestsTable;
  enquiries: EnquiriesTable;
  entry_addresses: EntryAddressesTable;
  renamed_addresses: RenamedAddressesTable;
}

export type BookingRow = Selectable<BookingsTable>;
