import type { z } from 'zod';
import { compactWithoutPhoto, valid as heroBanners } from '@/registry/hero-banner/fixtures';
import type { bannersSchema } from './schema';
import generated from './seed.generated.json';

type Payload = z.input<typeof bannersSchema> & { __typename: 'Banners'; sys: { id: string } };

/** The seed's banner modules as the page query returns them, by `{locale}:{entry id}` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** The home and inspiration pages' offers: honeymoons, the Rome Marathon and the Iceland journey (with a price). */
export const valid = seed['en:banners-offers'];

const [, marathon, iceland] = valid.bannersCollection.items;

/** The required fields (the module's and the banner's names) and the photo a card shows. */
export const minimal: Payload = {
  ...valid,
  sys: { id: 'banners-minimal' },
  bannersCollection: { items: [{ sys: iceland!.sys, name: iceland!.name, photo: iceland!.photo }] },
};

/** What an editor can save but the site cannot show: a button text without a link. */
export const invalid: Payload = { ...valid, bannersCollection: { items: [{ ...marathon!, link: null }] } };

/** Also not shown: every banner is a draft, so the query returns none (production). */
export const onlyDrafts: Payload = { ...valid, bannersCollection: { items: [null, null] } };

/**
 * Banners without photos: the text sits on the editors' background colours (the help centre's light one with
 * dark text, the last-minute offers' red one, without a button), the seed's hero banners as cards.
 */
export const withoutPhotos: Payload = {
  ...valid,
  sys: { id: 'banners-help' },
  name: 'Before you go',
  bannersCollection: {
    items: [compactWithoutPhoto.items[0]!, { ...heroBanners.items[2]!, cta: null, photo: null }],
  },
};

/** The offers as the Italian page receives them. */
export const italian = seed['it:banners-offers'];
