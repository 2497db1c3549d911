import { z } from 'zod';
import { destinationSlug, messages, onlyValidFields, optionalText } from './fields';

/** Events (SPEC section 3): venue, destination or country, team or artist; at least one of them. */
export const eventSearchSchema = z
  .object({
    venue: optionalText(120),
    destination: destinationSlug,
    teamOrArtist: optionalText(120),
  })
  .refine((search) => Boolean(search.venue || search.destination || search.teamOrArtist), { path: ['venue'], error: messages.oneOf, when: onlyValidFields });

export type EventSearch = z.output<typeof eventSearchSchema>;
