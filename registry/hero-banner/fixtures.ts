import type { z } from 'zod';
import type { heroBannerItemSchema, heroBannerSchema } from './schema';

/** The page's hero banners as the page loader hands them over: PageHeroBanners' items, grouped. */
type Payload = z.input<typeof heroBannerSchema> & { __typename: 'HeroBanner'; sys: { id: string } };
type Banner = z.input<typeof heroBannerItemSchema>;

const photo = (assetId: string, hash: string, file: string, title: string) => ({
  title,
  width: 1920,
  height: 800,
  url: `/content/images/ventura/${assetId}/${hash}/${file}.webp?w=1920&h=800&fit=fill&fm=webp`,
});

const summerInItaly = {
  sys: { id: 'hero-home-summer-in-italy' },
  name: 'Home – Summer in Italy 2026',
  header: 'Summer in Italy',
  description: 'The Amalfi Coast, Tuscany and Sicily with flights and hotels included.',
  link: '/en/results/packages/italy/',
  cta: 'See the trips',
  external: false,
  layout: 'image',
  align: 'left',
  price: 540,
  discount: null,
  tags: ['Summer 2026'],
  videoUrl: null,
  bgColor: '#0b4f6c',
  textColor: '#ffffff',
  photo: photo('hero-home-summer-in-italy-photo', '2c3ea0a1d9668a2248305a1ad14d3945', 'summer-in-italy', 'Summer in Italy'),
} satisfies Banner;

const japanInBloom = {
  sys: { id: 'hero-home-japan-in-bloom' },
  name: 'Home – Japan special journey (video)',
  header: 'Japan in bloom',
  description: 'Ten days from Tokyo to Kyoto at the height of the cherry blossom season.',
  link: '/en/specialjourney/journey-japan-cherry-blossom/',
  cta: 'Discover the journey',
  external: false,
  layout: 'video',
  align: 'center',
  price: 3290,
  discount: null,
  tags: ['Special journey'],
  videoUrl: 'https://videos.example.com/ventura/japan-in-bloom.mp4',
  bgColor: null,
  textColor: '#ffffff',
  photo: photo('hero-home-japan-in-bloom-photo', 'b237ac9b62591ea1cafd66d04f33a8fa', 'japan-in-bloom', 'Japan in bloom'),
} satisfies Banner;

const lastMinute = {
  sys: { id: 'hero-home-last-minute' },
  name: 'Home – Last-minute offers',
  header: 'Last-minute offers',
  description: 'Departures in the next 30 days with up to 20% off.',
  link: '/en/results/packages/',
  cta: 'Book now',
  external: false,
  layout: 'compact',
  align: 'right',
  price: null,
  discount: 20,
  tags: ['Last places'],
  videoUrl: null,
  bgColor: '#d40e14',
  textColor: '#ffffff',
  photo: photo('hero-home-last-minute-photo', '8b57f75228400fc16644f59acae603cc', 'last-minute-offers', 'Last-minute offers'),
} satisfies Banner;

/** The home page's three banners: an image, a video and a compact strip (left, centre, right). */
export const valid: Payload = {
  __typename: 'HeroBanner',
  sys: { id: 'page-home.heroBanners' },
  items: [summerInItaly, japanInBloom, lastMinute],
};

/** One banner with only what the model requires (its name) and what the image layout needs (a photo). */
export const minimal: Payload = {
  __typename: 'HeroBanner',
  sys: { id: 'page-inspiration.heroBanners' },
  items: [
    {
      sys: { id: 'hero-inspiration' },
      name: 'Inspiration – header',
      header: null,
      description: null,
      link: null,
      cta: null,
      external: null,
      layout: null,
      align: null,
      price: null,
      discount: null,
      tags: null,
      videoUrl: null,
      bgColor: null,
      textColor: null,
      photo: photo('hero-inspiration-photo', '19e1470618d7320684f59b368814645e', 'where-to-next', 'Where to next?'),
    },
  ],
};

/** What an editor can save but the site cannot show: an image banner without its photo. */
export const invalid: Payload = {
  __typename: 'HeroBanner',
  sys: { id: 'page-home.heroBanners' },
  items: [{ ...summerInItaly, photo: null }],
};

/** Also invalid: a button text without a link. */
export const buttonWithoutLink: Payload = {
  __typename: 'HeroBanner',
  sys: { id: 'page-home.heroBanners' },
  items: [{ ...summerInItaly, link: null }],
};

/** A single image banner: no carousel controls (the honeymoons page). */
export const single: Payload = {
  __typename: 'HeroBanner',
  sys: { id: 'page-honeymoons.heroBanners' },
  items: [
    {
      sys: { id: 'hero-offer-honeymoons' },
      name: 'Offer – Honeymoons',
      header: 'Honeymoons',
      description: 'Villas in Bali, safari and beach, Japan for two: trips to remember.',
      link: '/en/inspiration/honeymoons/',
      cta: 'Get inspired',
      external: false,
      layout: 'image',
      align: 'center',
      price: null,
      discount: null,
      tags: ['Gift for couples'],
      videoUrl: null,
      bgColor: null,
      textColor: '#ffffff',
      photo: photo('hero-offer-honeymoons-photo', 'fc153a41f35bdb99fb1fd5b647a5653a', 'honeymoons', 'Honeymoons'),
    },
  ],
};

/** The video layout alone: the video plays over its photo. */
export const video: Payload = { __typename: 'HeroBanner', sys: { id: 'page-home.heroBanners' }, items: [japanInBloom] };

/** The compact strip of an inside page, over its photo (the about-us page). */
export const compact: Payload = {
  __typename: 'HeroBanner',
  sys: { id: 'page-about-us.heroBanners' },
  items: [
    {
      sys: { id: 'hero-about-us' },
      name: 'About us – header',
      header: 'Travelling since 1998',
      description: 'A team of travel specialists in London, Milan, Lisbon and Madrid.',
      link: null,
      cta: null,
      external: false,
      layout: 'compact',
      align: 'left',
      price: null,
      discount: null,
      tags: null,
      videoUrl: null,
      bgColor: '#1f2a44',
      textColor: '#ffffff',
      photo: photo('hero-about-us-photo', '164e28a4d1700ad9b03ac95e6cf9b02a', 'travelling-since-1998', 'Travelling since 1998'),
    },
  ],
};

/** A compact strip without a photo: dark text on the editor's light background (the help centre). */
export const compactWithoutPhoto: Payload = {
  __typename: 'HeroBanner',
  sys: { id: 'page-help.heroBanners' },
  items: [
    {
      sys: { id: 'hero-help' },
      name: 'Help centre – header',
      header: 'How can we help?',
      description: 'Answers about bookings, payments and travel documents.',
      link: '/en/contact-us/',
      cta: 'Contact us',
      external: false,
      layout: 'compact',
      align: 'center',
      price: null,
      discount: null,
      tags: null,
      videoUrl: null,
      bgColor: '#f4f1ea',
      textColor: '#1f2a44',
      photo: null,
    },
  ],
};

/** The home page's banners as the Italian page receives them. */
export const italian: Payload = {
  __typename: 'HeroBanner',
  sys: { id: 'page-home.heroBanners' },
  items: [
    {
      ...summerInItaly,
      header: 'Estate in Italia',
      description: 'Costiera Amalfitana, Toscana e Sicilia con voli e hotel inclusi.',
      link: '/it/risultati/pacchetti/italia/',
      cta: 'Scopri i viaggi',
      tags: ['Estate 2026'],
      photo: { ...summerInItaly.photo, title: 'Estate in Italia' },
    },
    {
      ...japanInBloom,
      header: 'Il Giappone in fiore',
      description: 'Dieci giorni da Tokyo a Kyoto nel pieno della fioritura dei ciliegi.',
      link: '/it/viaggio-speciale/journey-japan-cherry-blossom/',
      cta: 'Scopri il viaggio',
      tags: ['Viaggio speciale'],
      photo: { ...japanInBloom.photo, title: 'Il Giappone in fiore' },
    },
    {
      ...lastMinute,
      header: 'Offerte last minute',
      description: 'Partenze nei prossimi 30 giorni con sconti fino al 20%.',
      link: '/it/risultati/pacchetti/',
      cta: 'Prenota ora',
      tags: ['Ultimi posti'],
      photo: { ...lastMinute.photo, title: 'Offerte last minute' },
    },
  ],
};
