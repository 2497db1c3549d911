import { z } from 'zod';
import {
  chosenIfTyped,
  destinationName,
  destinationSlug,
  messages,
  onlyValidFields,
  optionalText,
  withoutDestinationName,
} from './fields';

/** Events (SPEC section 3): venue, destination or country, team or artist; at least one of them (a destination typed and not chosen is refused). */
export const eventSearchSchema = z
  .object({
    venue: optionalText(120),
    destination: destinationSlug,
    destinationName,
    teamOrArtist: optionalText(120),
  })
  .refine(...chosenIfTyped)
  .refine((search) => Boolean(search.venue || search.destination || search.teamOrArtist), {
    path: ['venue'],
    error: messages.oneOf,
    when: onlyValidFields,
  })
  .transform(withoutDestinationName);

export type EventSearch = z.output<typeof eventSearchSchema>;
