// zod/mini: the same schemas as zod's, in functions a bundle keeps only when used. The lookup's page
// carries this schema with its form, so its first load stays light (zod's full build is ~48 KB gzip).
import * as z from 'zod/mini';

/** SPEC section 5 and 9: a booking's reference is `TCS-` followed by digits. */
export const BOOKING_REFERENCE = /^TCS-\d{1,12}$/;

/** The booking lookup's messages (SPEC section 5), dictionary keys: the kit shows them in the page's language. */
const bookingMessages = {
  required: 'forms.required',
  reference: 'booking.referenceInvalid',
  email: 'booking.emailInvalid',
  emailFormat: 'booking.emailFormat',
  consent: 'booking.consentRequired',
} as const;

/** Typed text: trimmed, and 'This field is required' when nothing is left. */
const typed = () =>
  z
    .string({ error: bookingMessages.required })
    .check(z.trim(), z.minLength(1, { error: bookingMessages.required, abort: true }));

/**
 * The booking lookup (SPEC sections 3 and 5): booking id, e-mail and the
 * declaration of being the passenger or authorised by them; every field
 * required ('This field is required'). The same schema validates the
 * form in the browser and the API route's body.
 */
export const bookingLookupSchema = z.object({
  // People type the prefix in lower case; the reference is the same.
  reference: typed().check(z.toUpperCase(), z.regex(BOOKING_REFERENCE, { error: bookingMessages.reference })),
  email: typed().check(
    z.maxLength(254, { error: bookingMessages.email, abort: true }),
    z.email({ error: bookingMessages.emailFormat }),
  ),
  // Ticked, or the lookup is refused: the visitor declares being the passenger or authorised by them.
  consent: z
    .boolean({ error: bookingMessages.consent })
    .check(z.refine((ticked) => ticked, { error: bookingMessages.consent })),
});

export type BookingLookup = z.output<typeof bookingLookupSchema>;
