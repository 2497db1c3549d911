import { z } from 'zod';
import { MESSAGE_MAX, MESSAGE_MIN } from './contact-limits';
import {
  emailAddress,
  isoDate,
  messages,
  optionalPhoneNumber,
  ticked,
  typedName,
  withoutControlCharacters,
} from './fields';
import { partyShape } from './travellers';
import { ENQUIRY_FLEXIBILITY, enquiryMonths } from './enquiry-limits';

export { ENQUIRY_FLEXIBILITY, ENQUIRY_MONTHS_AHEAD, enquiryMonths, type EnquiryFlexibility } from './enquiry-limits';

/** A CMS entry id (the package's `sys.id`) and a slug, as the package page puts them in the form. */
const ENTRY_ID = /^[A-Za-z0-9._-]{1,64}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const WHEN_FIELDS: readonly unknown[] = ['month', 'from', 'to'];
/** The checks across the when-fields run once the body is an object and those fields are valid. */
const whenFieldsValid = (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  !payload.issues.some((issue) => !issue.path?.length || WHEN_FIELDS.includes(issue.path[0]));

/** Empty is "not given" (a plain form sends every field, the empty ones as ''). */
const blankIsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The last day an enquiry may ask about: the end of the last month offered (ENQUIRY_MONTHS_AHEAD). */
const lastDay = () => {
  const months = enquiryMonths();
  const [year, month] = (months.at(-1) ?? '9999-12').split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};
/** Today as `YYYY-MM-DD`, a day early (the visitor may be a day behind the server's UTC). */
const earliestDay = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * "Ask about this trip", on the package page: the package (its CMS id and slug, shown, not
 * typed), when (a departure month within the months offered, or the dates from and to), how flexible, who
 * travels (adults and children with their ages, the travellers schema's fields), name, e-mail, phone
 * (optional), message and consent. The page's language, the render's idempotency key and the honeypot travel
 * beside it, as with the contact form (lib/http/form-post.ts reads them). Every message is a dictionary key.
 */
export const enquirySchema = z
  .object({
    packageId: z.string({ error: messages.invalid }).regex(ENTRY_ID, { error: messages.invalid }),
    packageSlug: z
      .string({ error: messages.invalid })
      .max(120, { error: messages.invalid })
      .regex(SLUG, { error: messages.invalid }),
    month: z.preprocess(
      blankIsUndefined,
      z
        .string()
        .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, { error: messages.enquiryMonth })
        .optional(),
    ),
    from: z.preprocess(blankIsUndefined, isoDate.optional()),
    to: z.preprocess(blankIsUndefined, isoDate.optional()),
    flexibility: z.enum(ENQUIRY_FLEXIBILITY, { error: messages.invalid }),
    ...partyShape,
    name: typedName(100),
    email: emailAddress,
    phone: optionalPhoneNumber,
    message: z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required, abort: true })
      .check(withoutControlCharacters({ multiline: true }))
      .min(MESSAGE_MIN, { error: messages.enquiryMessageLength })
      .max(MESSAGE_MAX, { error: messages.enquiryMessageLength }),
    consent: ticked,
  })
  // Across the when-fields, once each of them is valid on its own (the others may still have messages, but not an
  // aborting one, an empty e-mail or message: zod skips these checks then, and the form asks once those are typed).
  .refine((enquiry) => Boolean(enquiry.from || enquiry.to || enquiry.month), {
    path: ['month'],
    error: messages.enquiryWhen,
    when: whenFieldsValid,
  })
  .refine((enquiry) => !enquiry.to || Boolean(enquiry.from), {
    path: ['from'],
    error: messages.required,
    when: whenFieldsValid,
  })
  .refine((enquiry) => !enquiry.from || Boolean(enquiry.to), {
    path: ['to'],
    error: messages.required,
    when: whenFieldsValid,
  })
  .refine((enquiry) => !enquiry.from || enquiry.from >= earliestDay(), {
    path: ['from'],
    error: messages.pastDate,
    when: whenFieldsValid,
  })
  .refine((enquiry) => !enquiry.from || enquiry.from <= lastDay(), {
    path: ['from'],
    error: messages.enquiryDates,
    when: whenFieldsValid,
  })
  .refine((enquiry) => !enquiry.from || !enquiry.to || enquiry.to >= enquiry.from, {
    path: ['to'],
    error: messages.enquiryReturn,
    when: whenFieldsValid,
  })
  .refine((enquiry) => !enquiry.to || enquiry.to <= lastDay(), {
    path: ['to'],
    error: messages.enquiryDates,
    when: whenFieldsValid,
  })
  // A month is read only without dates (dates say more).
  .refine(
    (enquiry) => Boolean(enquiry.from || enquiry.to) || !enquiry.month || enquiryMonths().includes(enquiry.month),
    {
      path: ['month'],
      error: messages.enquiryMonth,
      when: whenFieldsValid,
    },
  );

export type EnquiryRequest = z.output<typeof enquirySchema>;
export type EnquiryInput = z.input<typeof enquirySchema>;
