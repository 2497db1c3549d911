import { z } from 'zod';

/** SPEC section 5 and 9: a booking's reference is `TCS-` followed by digits. */
export const BOOKING_REFERENCE = /^TCS-\d{1,12}$/;

/** The booking lookup's own messages (SPEC section 5), dictionary keys: the kit shows them in the page's language. */
const bookingMessages = {
  required: 'forms.required',
  reference: 'booking.referenceInvalid',
  email: 'booking.emailInvalid',
  emailFormat: 'booking.emailFormat',
  consent: 'booking.consentRequired',
} as const;

/**
 * The booking lookup (SPEC sections 3 and 5): booking id, e-mail and the
 * declaration of being the passenger or authorised by them; every field
 * required ('This field is required'). The same schema validates the
 * form in the browser and the API route's body.
 */
export const bookingLookupSchema = z.object({
  reference: z
    .string({ error: bookingMessages.required })
    .trim()
    .min(1, { error: bookingMessages.required, abort: true })
    // People type the prefix in lower case; the reference is the same.
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(BOOKING_REFERENCE, { error: bookingMessages.reference })),
  email: z
    .string({ error: bookingMessages.required })
    .trim()
    .min(1, { error: bookingMessages.required, abort: true })
    .max(254, { error: bookingMessages.email })
    .pipe(z.email({ error: bookingMessages.emailFormat })),
  // Ticked, or the lookup is refused: the visitor declares being the passenger or authorised by them.
  consent: z.boolean({ error: bookingMessages.consent }).refine((ticked) => ticked, { error: bookingMessages.consent }),
});

export type BookingLookup = z.output<typeof bookingLookupSchema>;
