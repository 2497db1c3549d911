import type { z } from 'zod';
import { carRentalSchema } from '@/schemas/car-rental';
import { cruiseSearchSchema } from '@/schemas/cruise-search';
import { eventSearchSchema } from '@/schemas/event-search';
import { hotelSearchSchema } from '@/schemas/hotel-search';
import { packageSearchSchema } from '@/schemas/package-search';
import { tailorMadeSearchSchema } from '@/schemas/tailor-made-search';
import { transferSearchSchema } from '@/schemas/transfer-search';
import type { SearchFormId } from './kinds';

/**
 * Each search form's schema (SPEC section 3): the form validates with it in
 * the browser and the handover route again on the server. Imported only by
 * the forms (loaded when the bar opens) and the server, never by the page.
 */
export const searchSchemas = {
  package: packageSearchSchema,
  cruise: cruiseSearchSchema,
  carRental: carRentalSchema,
  event: eventSearchSchema,
  hotel: hotelSearchSchema,
  transfer: transferSearchSchema,
  tailorMade: tailorMadeSearchSchema,
} as const satisfies Record<SearchFormId, z.ZodType>;

export type SearchOutput<Id extends SearchFormId> = z.output<(typeof searchSchemas)[Id]>;
