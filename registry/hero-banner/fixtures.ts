import type { z } from 'zod';
import type { heroBannerSchema } from './schema';
import generated from './seed.generated.json';

/** The page's hero banners as the page loader hands them over: PageHeroBanners' items, grouped. */
type Payload = z.input<typeof heroBannerSchema> & { __typename: 'HeroBanner'; sys: { id: string } };

/** The seed's pages' hero banners, by `{locale}:{page id}.heroBanners` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** The home page's three banners: an image, a video and a compact strip (left, centre, right). */
export const valid = seed['en:page-home.heroBanners'];

const [summerInItaly, japanInBloom] = valid.items;
const inspiration = seed['en:page-inspiration.heroBanners'];
const help = seed['en:page-help.heroBanners'];

/** One banner with only what the model requires (its name) and what the image layout needs (a photo). */
export const minimal: Payload = {
  ...inspiration,
  items: inspiration.items.map(({ sys, name, photo }) => ({ sys, name, photo })),
};

/** What an editor can save but the site cannot show: an image banner without its photo. */
export const invalid: Payload = { ...valid, items: [{ ...summerInItaly!, photo: null }] };

/** Also invalid: a button text without a link. */
export const buttonWithoutLink: Payload = { ...valid, items: [{ ...summerInItaly!, link: null }] };

/** A single image banner: no carousel controls (the honeymoons page). */
export const single = seed['en:page-honeymoons.heroBanners'];

/** The video layout alone: the video plays over its photo. */
export const video: Payload = { ...valid, items: [japanInBloom!] };

/** The compact strip of an inside page, over its photo (the about-us page). */
export const compact = seed['en:page-about-us.heroBanners'];

/** A compact strip without a photo: dark text on the editor's light background (the help centre's, its photo taken out). */
export const compactWithoutPhoto: Payload = { ...help, items: help.items.map((item) => ({ ...item, photo: null })) };

/** The home page's banners as the Italian page receives them. */
export const italian = seed['it:page-home.heroBanners'];
