import { z } from 'zod';
import { localDateTime, requiredText } from './fields';
import { travellersSchema } from './travellers';

/** Transfers and transport: from where to where, when, and who travels. */
export const transferSearchSchema = z.object({
  pickupPlace: requiredText(120),
  dropoffPlace: requiredText(120),
  pickupAt: localDateTime,
  travellers: travellersSchema,
});

export type TransferSearch = z.output<typeof transferSearchSchema>;
