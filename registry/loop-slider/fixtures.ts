import type { z } from 'zod';
import type { loopSliderSchema } from './schema';
import generated from './seed.generated.json';

type Payload = z.input<typeof loopSliderSchema> & { __typename: 'LoopSlider'; sys: { id: string } };
type Continent = NonNullable<NonNullable<Payload['continentsCollection']>['items'][number]>;

type Key = keyof typeof generated;

/**
 * The seed's continent sliders as the page query returns them, and its continents as the LoopSlider
 * operation lists them, by `{locale}:{entry id}` (written by seed/fixtures.ts).
 */
const seed = generated as Record<Extract<Key, `${string}:loop-slider-${string}`>, Payload> &
  Record<Extract<Key, `${string}:continent-${string}`>, Continent>;

/** The home page's slider in English, as the page query returns it: five continents, every field filled. */
export const valid = seed['en:loop-slider-continents'];

const oceania = seed['en:continent-oceania'];
const asia = seed['en:continent-asia'];
const countries = (total: number) => ({ countryCollection: { total } });

/** Only the required fields: one continent without a photo, with a single country. */
export const minimal: Payload = {
  ...valid,
  sys: { id: 'loop-slider-minimal' },
  continentsCollection: { items: [{ ...oceania, photo: null, linkedFrom: countries(1) }] },
};

/**
 * Two continents, one unpublished after it was added (null) and one no
 * country names yet: the strip repeats the two to fill its width.
 */
export const fewContinents: Payload = {
  ...valid,
  sys: { id: 'loop-slider-few' },
  title: 'Far away',
  continentsCollection: { items: [oceania, null, { ...asia, linkedFrom: countries(0) }] },
};

/** The home page's slider in Italian: names and slugs are the editors' Italian ones. */
export const italian = seed['it:loop-slider-continents'];

/** What an editor can save (a draft, seen in preview) but the site cannot show: a slider without continents. */
export const invalid: Payload = { ...valid, sys: { id: 'loop-slider-invalid' }, continentsCollection: { items: [] } };
