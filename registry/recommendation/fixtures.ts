import type { z } from 'zod';
import type { recommendationSchema } from './schema';
import generated from './seed.generated.json';

type Payload = z.input<typeof recommendationSchema> & { __typename: 'Recommendation'; sys: { id: string } };

/** The seed's journeys' tips, as SpecialJourneyById returns them, by `{locale}:{journey id}.recommendations` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** Tips for "Iceland: Fire and Ice" (en-UK): every field filled. */
export const valid = seed['en:journey-iceland-fire-and-ice.recommendations'];

const [layers] = valid.items;

/** Only the required fields: one tip, its title. */
export const minimal: Payload = { ...valid, items: [{ sys: layers!.sys, title: layers!.title }] };

/** Japan's five tips: an odd number, so the last row of the two-column grid is half full. */
export const japan = seed['en:journey-japan-cherry-blossom.recommendations'];

/** The Iceland tips in Italian (it-IT), for the Italian story. */
export const italian = seed['it:journey-iceland-fire-and-ice.recommendations'];

/** What an editor can save in the CMS (a draft, seen in preview) but the site cannot show: a tip without its title. */
export const invalid = { ...valid, items: [{ ...layers!, title: null }] };
