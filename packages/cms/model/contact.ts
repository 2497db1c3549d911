import { defineContentType, symbol, symbols, text } from './define';

/**
 * The agency's contact details, shown on the contact page (/en/contact-us/)
 * beside the contact form. The site reads the first published entry.
 */

/** Digits, spaces, `+`, `-`, `.` and brackets, as people write a phone number. */
export const CONTACT_PHONE_PATTERN = '^\\+?[0-9 ().-]{6,25}$';
/** One address, no spaces: what a `mailto:` link needs. */
export const CONTACT_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export const contactDetails = defineContentType({
  id: 'contactDetails',
  name: 'Contact details',
  description:
    'How visitors reach the agency: phone, e-mail, opening hours and address, shown on the contact page. Keep one entry.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      size: { max: 100 },
      help: 'For editors only, e.g. "Contact details". The site shows the fields below.',
    }),
    text('intro', {
      localized: true,
      size: { max: 300 },
      help: 'One or two sentences above the details, e.g. "Our travel advisers are happy to help you plan your trip."',
    }),
    symbol('phone', {
      required: true,
      localized: true,
      regexp: {
        pattern: CONTACT_PHONE_PATTERN,
        message: 'Digits, spaces, +, -, . and brackets only, e.g. +44 20 7946 0321.',
      },
      help: 'The phone number for visitors of this language, with the country code, e.g. "+44 20 7946 0321". It becomes a link that calls it.',
    }),
    symbol('email', {
      name: 'E-mail',
      required: true,
      localized: true,
      size: { max: 254 },
      regexp: { pattern: CONTACT_EMAIL_PATTERN, message: 'One e-mail address, e.g. hello@ventura.example.' },
      help: 'The e-mail address for visitors of this language. It becomes a link that opens their e-mail program.',
    }),
    symbols('openingHours', {
      required: true,
      localized: true,
      min: 1,
      max: 7,
      help: 'When the phone is answered, one line per item, e.g. "Monday to Friday, 9:00–19:00". Press Enter after each line.',
    }),
    text('address', {
      localized: true,
      size: { max: 300 },
      help: 'The office address as it is written on a letter, one line per line (optional).',
    }),
  ],
});

export const contactContentTypes = [contactDetails];
