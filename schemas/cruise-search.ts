import { z } from 'zod';
import { durationKeys } from '@/schemas/durations';
import { month, optionalText } from './fields';
import { travellersSchema } from './travellers';

/** Cruises (SPEC section 3, "Trip dates"): month, duration, boarding port, cruise company, ship; and who travels. */
export const cruiseSearchSchema = z.object({
  month,
  duration: z
    .enum(durationKeys)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  boardingPort: optionalText(120),
  cruiseCompany: optionalText(120),
  ship: optionalText(120),
  travellers: travellersSchema,
});

export type CruiseSearch = z.output<typeof cruiseSearchSchema>;
