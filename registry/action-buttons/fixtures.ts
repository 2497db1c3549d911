import type { z } from 'zod';
import type { actionButtonSchema, actionButtonsSchema } from './schema';

type Payload = z.input<typeof actionButtonsSchema> & { __typename: 'ActionButtons'; sys: { id: string } };
type Button = z.input<typeof actionButtonSchema>;

const callUs = {
  sys: { id: 'button-call-us' },
  text: 'Call us',
  type: 'primary',
  link: 'tel:+442079460321',
  external: false,
  action: 'call',
  icon: 'phone',
} satisfies Button;

const writeToUs = {
  sys: { id: 'button-write-to-us' },
  text: 'Write to us',
  type: 'secondary',
  link: '/en/contact-us/',
  external: false,
  action: 'link',
  icon: 'mail',
} satisfies Button;

const requestCatalogue = {
  sys: { id: 'button-request-catalogue' },
  text: 'Request a catalogue',
  type: 'outline',
  link: null,
  external: false,
  action: 'requestCatalogue',
  icon: 'book-open',
} satisfies Button;

/** The home page's help block: call (primary), write (secondary), request a catalogue (outline). */
export const valid: Payload = {
  __typename: 'ActionButtons',
  sys: { id: 'buttons-home-help' },
  title: 'Need help planning your trip?',
  buttonsCollection: { items: [callUs, writeToUs, requestCatalogue] },
};

/** The required fields: a title and one button with its text and link (style and action unset). */
export const minimal: Payload = {
  __typename: 'ActionButtons',
  sys: { id: 'buttons-contact' },
  title: 'Talk to a travel specialist',
  buttonsCollection: {
    items: [{ sys: { id: 'button-write-to-us' }, text: 'Write to us', type: null, link: '/en/contact-us/', external: null, action: null, icon: null }],
  },
};

/** What an editor can save but the site cannot show: a call button without a phone number. */
export const invalid: Payload = {
  __typename: 'ActionButtons',
  sys: { id: 'buttons-home-help' },
  title: 'Need help planning your trip?',
  buttonsCollection: { items: [{ ...callUs, link: null }] },
};

/** The inspiration page's block: text buttons that open the search box and the AI assistant, and the catalogue. */
export const inspiration: Payload = {
  __typename: 'ActionButtons',
  sys: { id: 'buttons-inspiration' },
  title: 'Found your next trip?',
  buttonsCollection: {
    items: [
      { sys: { id: 'button-search-trips' }, text: 'Search trips', type: 'text', link: null, external: false, action: 'openSearch', icon: 'search' },
      { sys: { id: 'button-ai-tours' }, text: 'Ask our AI assistant', type: 'text', link: '/en/ai-tours/', external: false, action: 'link', icon: 'sparkles' },
      requestCatalogue,
    ],
  },
};

/** A phone number typed with spaces, and a partner's site in a new tab. */
export const spacedPhoneAndExternal: Payload = {
  __typename: 'ActionButtons',
  sys: { id: 'buttons-contact' },
  title: 'Talk to a travel specialist',
  buttonsCollection: {
    items: [
      { ...callUs, link: 'tel:+44 20 7946 0321' },
      { sys: { id: 'button-car-hire' }, text: 'Hire a car', type: 'outline', link: 'https://cars.example.com/en-gb/', external: true, action: 'link', icon: null },
    ],
  },
};

/** The home page's help block as the Italian page receives it. */
export const italian: Payload = {
  __typename: 'ActionButtons',
  sys: { id: 'buttons-home-help' },
  title: 'Hai bisogno di aiuto per organizzare il viaggio?',
  buttonsCollection: {
    items: [
      { ...callUs, text: 'Chiamaci' },
      { ...writeToUs, text: 'Scrivici', link: '/it/contattaci/' },
      { ...requestCatalogue, text: 'Richiedi un catalogo' },
    ],
  },
};
