import { z } from 'zod';
import { durationKeys } from '@/schemas/durations';
import { messages, month, requiredDestination } from './fields';
import { travellersSchema } from './travellers';

/** A tailor-made trip (Design your journey): where, which month, how long, and who travels. */
export const tailorMadeSearchSchema = z.object({
  destination: requiredDestination,
  month,
  duration: z
    .enum(durationKeys, { error: messages.invalid })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  travellers: travellersSchema,
});

export type TailorMadeSearch = z.output<typeof tailorMadeSearchSchema>;
