import type { z } from 'zod';
import type { bannerCardSchema, bannersSchema } from './schema';

type Payload = z.input<typeof bannersSchema> & { __typename: 'Banners'; sys: { id: string } };
type Card = z.input<typeof bannerCardSchema>;

const cardPhoto = (assetId: string, hash: string, file: string, title: string) => ({
  title,
  url: `/content/images/ventura/${assetId}/${hash}/${file}.webp?w=850&h=650&fit=fill&fm=webp`,
});

const honeymoons = {
  sys: { id: 'hero-offer-honeymoons' },
  name: 'Offer – Honeymoons',
  header: 'Honeymoons',
  description: 'Villas in Bali, safari and beach, Japan for two: trips to remember.',
  link: '/en/inspiration/honeymoons/',
  cta: 'Get inspired',
  external: false,
  price: null,
  discount: null,
  bgColor: null,
  textColor: '#ffffff',
  photo: cardPhoto('hero-offer-honeymoons-photo', 'fc153a41f35bdb99fb1fd5b647a5653a', 'honeymoons', 'Honeymoons'),
} satisfies Card;

const safari = {
  sys: { id: 'hero-offer-safari' },
  name: 'Offer – Safari season',
  header: 'Safari season',
  description: 'The great migration in the Masai Mara from July to October.',
  link: '/en/results/packages/kenya/',
  cta: 'Discover',
  external: false,
  price: 2390,
  discount: 10,
  bgColor: null,
  textColor: '#ffffff',
  photo: cardPhoto('hero-offer-safari-photo', '9cefa1edd006316dbf764214e14e0cae', 'safari-season', 'Safari season'),
} satisfies Card;

const cruises = {
  sys: { id: 'hero-offer-cruises' },
  name: 'Offer – Cruises',
  header: 'Cruises',
  description: 'The fjords, the Mediterranean and the Caribbean, with full board on board.',
  link: '/en/results/packages/',
  cta: 'See the cruises',
  external: false,
  price: 990,
  discount: null,
  bgColor: null,
  textColor: '#ffffff',
  photo: cardPhoto('hero-offer-cruises-photo', '2a6a8507013097a3383f18e8f1b59709', 'cruises', 'Cruises'),
} satisfies Card;

/** The inspiration page's offers: three cards, one with a price and a discount. */
export const valid: Payload = {
  __typename: 'Banners',
  sys: { id: 'banners-offers' },
  name: 'Ideas for your next trip',
  bannersCollection: { items: [honeymoons, safari, cruises] },
};

/** The required fields (the module's and the banner's names) and the photo a card shows. */
export const minimal: Payload = {
  __typename: 'Banners',
  sys: { id: 'banners-minimal' },
  name: 'Ideas for your next trip',
  bannersCollection: {
    items: [
      {
        sys: { id: 'hero-offer-cruises' },
        name: 'Offer – Cruises',
        header: null,
        description: null,
        link: null,
        cta: null,
        external: null,
        price: null,
        discount: null,
        bgColor: null,
        textColor: null,
        photo: cruises.photo,
      },
    ],
  },
};

/** What an editor can save but the site cannot show: a button text without a link. */
export const invalid: Payload = {
  __typename: 'Banners',
  sys: { id: 'banners-offers' },
  name: 'Ideas for your next trip',
  bannersCollection: { items: [{ ...safari, link: null }] },
};

/** Also not shown: every banner is a draft, so the query returns none (production). */
export const onlyDrafts: Payload = {
  __typename: 'Banners',
  sys: { id: 'banners-offers' },
  name: 'Ideas for your next trip',
  bannersCollection: { items: [null, null] },
};

/** Banners without photos: the text sits on the editors' background colours (a light one with dark text, a red one). */
export const withoutPhotos: Payload = {
  __typename: 'Banners',
  sys: { id: 'banners-help' },
  name: 'Before you go',
  bannersCollection: {
    items: [
      {
        sys: { id: 'hero-help' },
        name: 'Help centre – header',
        header: 'How can we help?',
        description: 'Answers about bookings, payments and travel documents.',
        link: '/en/contact-us/',
        cta: 'Contact us',
        external: false,
        price: null,
        discount: null,
        bgColor: '#f4f1ea',
        textColor: '#1f2a44',
        photo: null,
      },
      {
        sys: { id: 'hero-home-last-minute' },
        name: 'Home – Last-minute offers',
        header: 'Last-minute offers',
        description: 'Departures in the next 30 days with up to 20% off.',
        link: '/en/results/packages/',
        cta: null,
        external: false,
        price: null,
        discount: 20,
        bgColor: '#d40e14',
        textColor: '#ffffff',
        photo: null,
      },
    ],
  },
};

/** The offers as the Italian page receives them. */
export const italian: Payload = {
  __typename: 'Banners',
  sys: { id: 'banners-offers' },
  name: 'Idee per il tuo prossimo viaggio',
  bannersCollection: {
    items: [
      {
        ...honeymoons,
        header: 'Viaggi di nozze',
        description: 'Ville a Bali, safari e mare, il Giappone in due: viaggi da ricordare.',
        link: '/it/idee-di-viaggio/viaggi-di-nozze/',
        cta: 'Lasciati ispirare',
        photo: { ...honeymoons.photo, title: 'Viaggi di nozze' },
      },
      {
        ...safari,
        header: 'Stagione dei safari',
        description: 'La grande migrazione nel Masai Mara da luglio a ottobre.',
        link: '/it/risultati/pacchetti/kenya/',
        cta: 'Scopri',
        photo: { ...safari.photo, title: 'Stagione dei safari' },
      },
      {
        ...cruises,
        header: 'Crociere',
        description: 'Fiordi, Mediterraneo e Caraibi, con pensione completa a bordo.',
        link: '/it/risultati/pacchetti/',
        cta: 'Scopri le crociere',
        photo: { ...cruises.photo, title: 'Crociere' },
      },
    ],
  },
};
