import type { z } from 'zod';
import type { landingBoxSchema } from './schema';
import generated from './seed.generated.json';

/**
 * Landing boxes as loadEvent (lib/content/events.ts) hands them to the
 * renderer, from the seed's two event landings through the embedded content
 * service: a LandingBySlug box with `products` (the packages its market
 * sells, each with its offer) beside `productsCollection`.
 */
type Payload = z.input<typeof landingBoxSchema> & { __typename: 'LandingBox'; sys: { id: string } };

/** The seed's landing boxes, by `{locale}:{entry id}` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** The Rome Marathon's packages in the UK market: three cards in a carousel, three columns on large screens. */
export const valid = seed['en:box-rome-marathon-packages'];

/** The Rio Carnival's opening: a headline box, its picture behind the title. */
export const headline = seed['en:box-rio-carnival-welcome'];

/**
 * The Rio Carnival's packages: the editor's colours, a grid of three columns
 * (the UK market sells one of the three packages).
 */
export const grid = seed['en:box-rio-carnival-packages'];

/** A video (a file address) beside the title, and a button to the Brazil trips on this site. */
export const video = seed['en:box-rio-carnival-sambadrome'];

/** The marathon course: a picture beside the title, light colours, a button to another website. */
export const withImage = seed['en:box-rome-marathon-course'];

/** The race weekend packages as the Italian market sees them: one card, in euros. */
export const italian = seed['it:box-rome-marathon-packages'];

/** Only what is required: a title (and the products list the loader always sets). */
export const minimal: Payload = {
  __typename: withImage.__typename,
  sys: withImage.sys,
  title: withImage.title,
  products: [],
};

/** The course box with its picture as the background (bgCover): white text on a dark scrim over the picture. */
export const cover: Payload = { ...withImage, bgCover: true };

/** What an editor can save but the site cannot show: a draft box without its title. */
export const invalid = { ...withImage, title: null };
