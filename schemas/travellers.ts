import { z } from 'zod';
import { messages, onlyValidFields, wholeNumber } from './fields';

import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN } from './travellers-limits';

export { ADULT_AGE, MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN } from './travellers-limits';

/** A child's age at the time of travel, 0 to 17; a child without one is 'Age required'. */
export const childAge = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: messages.ageRequired })
    .int({ error: messages.childAge })
    .min(0, { error: messages.childAge })
    .max(MAX_CHILD_AGE, { error: messages.childAge }),
);

/**
 * Who travels (SPEC section 3, "Travellers"): adults (18 or over), children
 * up to 17 each with an age, and rooms (at least one, at most one per adult).
 */
/** Who travels without the rooms (a package enquiry, schemas/enquiry.ts): adults, and children each with an age. */
export const partyShape = {
  adults: wholeNumber({ min: 1, max: MAX_ADULTS, error: messages.adults }),
  // A GET form without children sends none: an empty list.
  children: z
    .array(z.object({ age: childAge }))
    .max(MAX_CHILDREN, { error: messages.invalid })
    .default([]),
};

export const travellersSchema = z
  .object({
    ...partyShape,
    rooms: wholeNumber({ min: 1, max: MAX_ADULTS, error: messages.rooms }),
  })
  .refine((party) => party.rooms <= party.adults, { path: ['rooms'], error: messages.rooms, when: onlyValidFields });

export type Travellers = z.output<typeof travellersSchema>;

/** A search's travellers, once its schema has read them (the handover and analytics turn them into counts). */
export function isTravellers(value: unknown): value is Travellers {
  return (
    typeof value === 'object' &&
    value !== null &&
    'adults' in value &&
    'children' in value &&
    Array.isArray(value.children)
  );
}

export const defaultTravellers: z.input<typeof travellersSchema> = { adults: 2, children: [], rooms: 1 };
