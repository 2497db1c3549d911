import type { z } from 'zod';
import type { actionButtonsSchema } from './schema';
import generated from './seed.generated.json';

type Payload = z.input<typeof actionButtonsSchema> & { __typename: 'ActionButtons'; sys: { id: string } };

/** The seed's action buttons as the page query returns them, by `{locale}:{entry id}` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** The home page's help block: call (primary), write (secondary), request a catalogue (outline). */
export const valid = seed['en:buttons-home-help'];

const [callUs, writeToUs] = valid.buttonsCollection.items;
const contact = seed['en:buttons-contact'];

/** The required fields: a title and one button with its text and link (style and action unset). */
export const minimal: Payload = {
  ...contact,
  buttonsCollection: { items: [{ ...writeToUs!, type: null, external: null, action: null, icon: null }] },
};

/** What an editor can save but the site cannot show: a call button without a phone number. */
export const invalid: Payload = { ...valid, buttonsCollection: { items: [{ ...callUs!, link: null }] } };

/** The inspiration page's block: text buttons that open the search box and the AI assistant, and the catalogue. */
export const inspiration = seed['en:buttons-inspiration'];

/** A phone number typed with spaces, and a partner's site in a new tab. */
export const spacedPhoneAndExternal: Payload = {
  ...contact,
  buttonsCollection: {
    items: [
      { ...callUs!, link: 'tel:+44 20 7946 0321' },
      {
        ...writeToUs!,
        sys: { id: 'button-car-hire' },
        text: 'Hire a car',
        type: 'outline',
        link: 'https://cars.example.com/en-gb/',
        external: true,
        icon: null,
      },
    ],
  },
};

/** The home page's help block as the Italian page receives it. */
export const italian = seed['it:buttons-home-help'];
