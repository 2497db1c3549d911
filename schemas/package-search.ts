import { z } from 'zod';
import { durationKeys } from '@/schemas/durations';
import {
  chosenIfTyped,
  destinationName,
  destinationSlug,
  messages,
  month,
  onlyValidFields,
  optionalWholeNumber,
  withoutDestinationName,
} from './fields';
import { travellersSchema } from './travellers';

/** The budget per person a visitor may type (the results read the same bounds). */
const budget = optionalWholeNumber({ min: 0, max: 1_000_000, error: messages.number });

/**
 * The holiday packages search (SPEC section 3: trip dates, travellers,
 * filters). It lands on the site's own results (lib/results/query.ts reads
 * the same names), so its fields are the results' state. A destination is
 * optional, but a name typed and not chosen is refused, not ignored.
 */
export const packageSearchSchema = z
  .object({
    destination: destinationSlug,
    destinationName,
    month,
    duration: z
      .enum(durationKeys, { error: messages.invalid })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    travellers: travellersSchema,
    min: budget,
    max: budget,
    places: z.array(z.string()).max(30).default([]),
    interests: z.array(z.string()).max(30).default([]),
  })
  .refine(...chosenIfTyped)
  .refine((search) => search.min === undefined || search.max === undefined || search.min <= search.max, {
    path: ['max'],
    error: messages.budgetOrder,
    when: onlyValidFields,
  })
  .transform(withoutDestinationName);

export type PackageSearch = z.output<typeof packageSearchSchema>;
