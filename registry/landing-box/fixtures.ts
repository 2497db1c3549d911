import type { z } from 'zod';
import { itPackages, ukPackages } from '@/components/product-card/seed-packages';
import type { landingBoxSchema } from './schema';

/**
 * Landing boxes as loadEvent (lib/content/events.ts) hands them to the
 * renderer, from the seed's two event landings through the embedded content
 * service: a LandingBySlug box with `products` (the packages its market
 * sells, each with its offer) in place of `productsCollection`.
 */
type Payload = z.input<typeof landingBoxSchema> & { __typename: 'LandingBox'; sys: { id: string } };

/** The Rome Marathon's packages in the UK market: three cards in a carousel, three columns on large screens. */
export const valid: Payload = {
  __typename: 'LandingBox',
  sys: { id: 'box-rome-marathon-packages' },
  title: 'Your race weekend',
  pretitle: 'Packages',
  headlineBox: false,
  slug: 'race-packages',
  bgColor: null,
  textColor: null,
  bgCover: false,
  columns: 3,
  carrusel: true,
  videoUrl: null,
  link: null,
  external: false,
  image: null,
  video: null,
  products: [ukPackages.romeMarathonWeekend, ukPackages.romeCityBreak, ukPackages.grandTourOfItaly],
};

/** The Rio Carnival's opening: a headline box, its picture behind the title. */
export const headline: Payload = {
  __typename: 'LandingBox',
  sys: { id: 'box-rio-carnival-welcome' },
  title: 'The greatest show on Earth',
  pretitle: '6–9 February 2027',
  headlineBox: true,
  slug: null,
  bgColor: '#1b1035',
  textColor: '#ffffff',
  bgCover: true,
  columns: null,
  carrusel: false,
  videoUrl: null,
  link: null,
  external: false,
  image: {
    title: 'The greatest show on Earth',
    url: '/content/images/ventura/box-rio-carnival-welcome-image/70414e8a92a70276144018eb1cde5eef/the-greatest-show-on-earth.webp?w=850&h=650&fit=fill&fm=webp',
  },
  video: null,
  products: [],
};

/**
 * The Rio Carnival's packages: the editor's colours, a grid of three columns
 * (the UK market sells one of the three packages).
 */
export const grid: Payload = {
  __typename: 'LandingBox',
  sys: { id: 'box-rio-carnival-packages' },
  title: 'Choose your carnival',
  pretitle: 'Packages',
  headlineBox: false,
  slug: 'carnival-packages',
  bgColor: '#fff7e6',
  textColor: '#1b1035',
  bgCover: false,
  columns: 3,
  carrusel: false,
  videoUrl: null,
  link: null,
  external: false,
  image: null,
  video: null,
  products: [ukPackages.rioDeJaneiroCityBreak],
};

/** A video (a file address) beside the title, and a button to the Brazil trips on this site. */
export const video: Payload = {
  __typename: 'LandingBox',
  sys: { id: 'box-rio-carnival-sambadrome' },
  title: 'The Sambadrome at night',
  pretitle: null,
  headlineBox: false,
  slug: 'sambadrome',
  bgColor: '#1b1035',
  textColor: '#ffffff',
  bgCover: false,
  columns: 1,
  carrusel: false,
  videoUrl: 'https://videos.example.com/ventura/rio-carnival-sambadrome.mp4',
  link: '/en/results/packages/brazil/',
  external: false,
  image: null,
  video: null,
  products: [],
};

/** The marathon course: a picture beside the title, light colours, a button to another website. */
export const withImage: Payload = {
  __typename: 'LandingBox',
  sys: { id: 'box-rome-marathon-course' },
  title: 'The course',
  pretitle: '42.195 km',
  headlineBox: false,
  slug: 'marathon-course',
  bgColor: '#f4f1ea',
  textColor: '#222222',
  bgCover: false,
  columns: 2,
  carrusel: false,
  videoUrl: null,
  link: 'https://rome-marathon.example.com/en/course',
  external: true,
  image: {
    title: 'The course',
    url: '/content/images/ventura/box-rome-marathon-course-image/d5ecd9267f501d96dbf4c15d485782ee/the-course.webp?w=850&h=650&fit=fill&fm=webp',
  },
  video: null,
  products: [],
};

/** The race weekend packages as the Italian market sees them: one card, in euros. */
export const italian: Payload = {
  __typename: 'LandingBox',
  sys: { id: 'box-rome-marathon-packages' },
  title: 'Il tuo weekend di gara',
  pretitle: 'Pacchetti',
  headlineBox: false,
  slug: 'pacchetti-gara',
  bgColor: null,
  textColor: null,
  bgCover: false,
  columns: 3,
  carrusel: true,
  videoUrl: null,
  link: null,
  external: false,
  image: null,
  video: null,
  products: [itPackages.grandTourOfItaly],
};

/** Only what is required: a title (and the products list the loader always sets). */
export const minimal: Payload = { __typename: 'LandingBox', sys: { id: 'box-rome-marathon-course' }, title: 'The course', products: [] };

/** The course box with its picture as the background (bgCover): white text on a dark scrim over the picture. */
export const cover: Payload = { ...withImage, bgCover: true };

/** What an editor can save but the site cannot show: a draft box without its title. */
export const invalid = { ...withImage, sys: { id: 'box-rome-marathon-course' }, title: null } as const;
