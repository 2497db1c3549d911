import { z } from 'zod';

/**
 * The pieces every form schema is built from. A message is a dictionary key
 * (`forms.*`, SPEC section 5), never text: the form kit translates it in the
 * page's language with the field's translated name, and the same schema
 * validates on the server, where no language is chosen yet.
 */
export const messages = {
  /** SPEC section 5's 'This field is required' (search forms, booking lookup), for every form's empty required field. */
  required: 'forms.required',
  email: 'forms.email',
  url: 'forms.url',
  number: 'forms.number',
  match: 'forms.match',
  invalid: 'forms.invalid',
  selectMonth: 'forms.selectMonth',
  ageRequired: 'forms.ageRequired',
  driverAge: 'search.driverAgeRange',
  adults: 'forms.adults',
  childAge: 'forms.childAge',
  rooms: 'forms.rooms',
  budgetOrder: 'forms.budgetOrder',
  dropoffAfterPickup: 'forms.dropoffAfterPickup',
  oneOf: 'forms.oneOf',
  pastDate: 'forms.pastDate',
  chooseDestination: 'forms.chooseDestination',
  phone: 'forms.phone',
  consent: 'forms.consent',
  passwordLength: 'account.passwordLength',
  messageLength: 'contact.messageLength',
  chooseCatalogue: 'catalogue.chooseOne',
  controlCharacters: 'forms.controlCharacters',
  invisibleCharacters: 'forms.invisibleCharacters',
  enquiryWhen: 'enquiry.chooseWhen',
  enquiryMonth: 'enquiry.monthRange',
  enquiryDates: 'enquiry.datesRange',
  enquiryReturn: 'enquiry.returnAfterDeparture',
  enquiryMessageLength: 'enquiry.messageLength',
} as const;

/**
 * For a check across fields (rooms per adult, maximum above minimum): it runs
 * once every field is valid on its own, so a visitor is not told twice.
 */
export const onlyValidFields = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

export type FormMessageKey = (typeof messages)[keyof typeof messages];

/**
 * Control characters (C0, DEL, C1), which nobody types and a store may refuse (PostgreSQL refuses U+0000 in
 * text): a field with one is the visitor's mistake, answered with the field's message, never a store outage.
 * A field of one line refuses them all; one of several lines keeps its line breaks (`multiline`).
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The check of a text field for control characters (`forms.controlCharacters`: "{Field} contains a character that is not allowed."). */
export const withoutControlCharacters = ({ multiline = false }: { multiline?: boolean } = {}) =>
  z.refine<string>((value) => !(multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(value), {
    error: messages.controlCharacters,
  });

/** Text a visitor types: trimmed; empty is "required"; no control characters (one line). */
export const requiredText = (max = 200) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .check(withoutControlCharacters())
    .max(max, { error: messages.invalid });

/**
 * Characters that show nothing themselves but change how the text around them shows: Unicode's format
 * characters (`\p{Cf}`), among them the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069), the direction marks (U+200E, U+200F, U+061C), the zero-width space, non-joiner and joiner
 * (U+200B-U+200D), the word joiner (U+2060), the byte order mark (U+FEFF), the soft hyphen and the tag
 * characters; and the line and paragraph separators (U+2028, U+2029). In a name they make one name look like
 * another, or turn round what is shown after it (in a list of requests, an e-mail to the team), and nobody
 * writing in the site's languages needs one. The joiners are refused too: Latin script never needs them, they
 * are what makes two identical-looking names differ, and a visitor writing a name in a script that uses them
 * is told which field to change (README, "Accounts, catalogues and contact").
 */
const INVISIBLE_CHARACTERS = /[\p{Cf}\u2028\u2029]/u;

/** The check of a name for invisible characters (`forms.invisibleCharacters`). */
const withoutInvisibleCharacters = () =>
  z.refine<string>((value) => !INVISIBLE_CHARACTERS.test(value), { error: messages.invisibleCharacters });

/** A name a visitor types (theirs, their company's): required text without invisible characters. */
export const typedName = (max = 100) => requiredText(max).check(withoutInvisibleCharacters());

/** Text that may be left empty (undefined when it is). */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .check(withoutControlCharacters())
    .max(max, { error: messages.invalid })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * A whole number typed into a field: a form gives strings, a query string
 * too; '' is "required", text is "{Field} must be a number.".
 */
export const wholeNumber = ({
  min,
  max,
  error = messages.invalid,
}: {
  min: number;
  max: number;
  error?: FormMessageKey;
}) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.number) })
      .refine((value) => Number.isFinite(value), { error: messages.number })
      .int({ error: messages.number })
      .min(min, { error })
      .max(max, { error }),
  );

/** The same, allowed empty. */
export const optionalWholeNumber = (options: { min: number; max: number; error?: FormMessageKey }) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), wholeNumber(options).optional());

/** A destination's slug as the destination search fills it (or empty). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const destinationSlug = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().regex(SLUG, { error: messages.invalid }).max(80, { error: messages.invalid }).optional(),
);

/**
 * What the destination field shows beside its slug (`destinationName`): the
 * chosen destination's name, or what was typed and not chosen. Kept in the
 * form so the bar shows it again; not part of a search.
 */
export const destinationName = z
  .string()
  .check(withoutControlCharacters())
  .max(200, { error: messages.invalid })
  .optional();

/**
 * For an optional destination: a name typed but not chosen from the list is
 * refused ("Choose a destination from the list."), not searched as anywhere.
 * Checked once the destination field itself is valid.
 */
export const chosenIfTyped: [
  (search: { destination?: string; destinationName?: string }) => boolean,
  z.core.$ZodCustomParams,
] = [
  (search) => !search.destinationName?.trim() || Boolean(search.destination),
  {
    path: ['destination'],
    error: messages.chooseDestination,
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === 'destination' || issue.path?.[0] === 'destinationName'),
  },
];

/** The search without the field's shown name. */
export const withoutDestinationName = <Search extends { destinationName?: string }>({
  destinationName: _shown,
  ...search
}: Search): Omit<Search, 'destinationName'> => search;

/** `1`..`12`; empty is "Please select a month." (SPEC section 5). */
export const month = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: messages.selectMonth })
    .int({ error: messages.selectMonth })
    .min(1, { error: messages.selectMonth })
    .max(12, { error: messages.selectMonth }),
);

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const isoDate = z.iso.date({ error: messages.invalid });

/** Today as `YYYY-MM-DD`, a day early: the server may run on UTC while the visitor is a day behind. */
const earliestDay = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A day the trip starts on: required, a real day, not in the past. */
export const futureDate = z
  .string({ error: messages.required })
  .min(1, { error: messages.required })
  .pipe(isoDate)
  .refine((day) => day >= earliestDay(), { error: messages.pastDate });

/** A destination chosen from the destination search (its slug); typing a name without choosing is not enough. */
export const requiredDestination = z
  .string({ error: messages.chooseDestination })
  .trim()
  .min(1, { error: messages.chooseDestination, abort: true })
  .regex(SLUG, { error: messages.invalid })
  .max(80, { error: messages.invalid });

/** A day and time as `<input type="datetime-local">` gives it, `YYYY-MM-DDTHH:MM`. */
export const localDateTime = z
  .string({ error: messages.required })
  .min(1, { error: messages.required, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: messages.invalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}:00Z`)), { error: messages.invalid });

/** An e-mail address: required, at most 254 characters (RFC 5321), lower-cased: addresses compare without case. */
export const emailAddress = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .max(254, { error: messages.email, abort: true })
  .pipe(z.email({ error: messages.email }))
  .transform((value) => value.toLowerCase());

/** A phone number as people type it: digits, spaces, `+`, `-`, `.`, brackets; 6 to 20 characters. */
const PHONE = /^\+?[0-9 ().-]{6,20}$/;
export const phoneNumber = requiredText(20).pipe(z.string().regex(PHONE, { error: messages.phone }));

/** The same, allowed empty (undefined when it is). */
export const optionalPhoneNumber = optionalText(20).pipe(z.string().regex(PHONE, { error: messages.phone }).optional());

/** A box the visitor must tick (consent to be contacted). */
export const ticked = z.boolean({ error: messages.consent }).refine((value) => value, { error: messages.consent });
