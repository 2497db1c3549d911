import { z } from 'zod';
import {
  localDateTime,
  messages,
  onlyValidFields,
  requiredText,
  wholeNumber,
  withoutControlCharacters,
} from './fields';

/** SPEC section 5 and 9: the driver is 30 to 65. */
export const DRIVER_AGE = { min: 30, max: 65 } as const;

/** Round trip (the car goes back where it was picked up) or one way. */
export const tripKinds = ['roundTrip', 'oneWay'] as const;

/**
 * Car rental (SPEC section 3): pick-up and drop-off place, date and time,
 * round trip or one way, driver age. A round trip returns the car where it was
 * picked up; a one-way rental needs its drop-off place.
 */
export const carRentalSchema = z
  .object({
    pickupPlace: requiredText(120),
    trip: z.enum(tripKinds, { error: messages.invalid }).default('roundTrip'),
    dropoffPlace: z.string().trim().check(withoutControlCharacters()).max(120, { error: messages.invalid }).optional(),
    pickupAt: localDateTime,
    dropoffAt: localDateTime,
    driverAge: wholeNumber({ ...DRIVER_AGE, error: messages.driverAge }),
  })
  .refine((rental) => rental.trip === 'roundTrip' || (rental.dropoffPlace ?? '') !== '', {
    path: ['dropoffPlace'],
    error: messages.required,
    when: onlyValidFields,
  })
  .refine((rental) => rental.dropoffAt > rental.pickupAt, {
    path: ['dropoffAt'],
    error: messages.dropoffAfterPickup,
    when: onlyValidFields,
  })
  // A round trip ends where it began, whatever the drop-off field still holds from a one-way try.
  .transform((rental) => (rental.trip === 'roundTrip' ? { ...rental, dropoffPlace: undefined } : rental));

export type CarRental = z.output<typeof carRentalSchema>;
