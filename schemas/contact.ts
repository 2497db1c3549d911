import { z } from 'zod';
import { MESSAGE_MAX, MESSAGE_MIN } from './contact-limits';
import {
  emailAddress,
  messages,
  optionalPhoneNumber,
  requiredText,
  ticked,
  typedName,
  withoutControlCharacters,
} from './fields';

/** A message to the agency: long enough to say something, short enough to read. */
export { MESSAGE_MAX, MESSAGE_MIN };

/** The contact form (/en/contact-us/): name, e-mail, phone (optional), subject, message, consent to be contacted. */
export const contactSchema = z.object({
  name: typedName(100),
  email: emailAddress,
  phone: optionalPhoneNumber,
  subject: requiredText(150),
  message: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    // Several lines: line breaks are the message's own.
    .check(withoutControlCharacters({ multiline: true }))
    .min(MESSAGE_MIN, { error: messages.messageLength })
    .max(MESSAGE_MAX, { error: messages.messageLength }),
  consent: ticked,
});

export type ContactRequest = z.output<typeof contactSchema>;
