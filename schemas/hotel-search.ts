import { z } from 'zod';
import { futureDate, requiredDestination, wholeNumber } from './fields';
import { travellersSchema } from './travellers';

/** The longest stay one search asks for. */
export const MAX_NIGHTS = 30;

/** Hotels and houses: where, from which day, how many nights, and who stays. */
export const hotelSearchSchema = z.object({
  destination: requiredDestination,
  checkIn: futureDate,
  nights: wholeNumber({ min: 1, max: MAX_NIGHTS }),
  travellers: travellersSchema,
});

export type HotelSearch = z.output<typeof hotelSearchSchema>;
