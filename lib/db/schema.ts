import type { ColumnType, Generated, Selectable } from 'kysely';

/** What a booking includes, as codes; the site names them in the visitor's language (dictionaries: booking.services.*). */
export const bookingServices = ['flights', 'hotel', 'transfers', 'guide', 'carRental', 'cruise', 'insurance', 'excursions'] as const;
export type BookingService = (typeof bookingServices)[number];

export const bookingStatuses = ['confirmed', 'pending', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** What to bring, as codes (dictionaries: booking.bring.*). */
export const bringItems = ['passport', 'idCard', 'visa', 'vouchers', 'insuranceCard', 'drivingLicence', 'vaccinations'] as const;
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

export interface Database {
  bookings: BookingsTable;
}

export type BookingRow = Selectable<BookingsTable>;
