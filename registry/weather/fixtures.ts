import type { z } from 'zod';
import type { weatherSchema } from './schema';
import generated from './seed.generated.json';

type Payload = z.input<typeof weatherSchema> & { __typename: 'Weather'; sys: { id: string } };

/** The seed's journeys' weather, as SpecialJourneyById returns it, by `{locale}:{journey id}.weather` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** "Iceland: Fire and Ice" through the year (en-UK): four seasons, the most the model allows. */
export const valid = seed['en:journey-iceland-fire-and-ice.weather'];

const [winter, , summer] = valid.items;

/** Only the required fields: one season with its title. */
export const minimal: Payload = { ...valid, items: [{ sys: summer!.sys, title: summer!.title }] };

/** Japan's seasons: icons beyond the help text's examples (cherry blossom, leaf). */
export const japan = seed['en:journey-japan-cherry-blossom.weather'];

/** What editors may also type: a bare number as the temperature (read as °C) and an icon name the site has no drawing for. */
export const editorShortcuts: Payload = {
  ...valid,
  items: [{ ...winter!, temperature: '-1.5', icon: 'northern-lights' }],
};

/** The same journey in Italian (it-IT), for the Italian story. */
export const italian = seed['it:journey-iceland-fire-and-ice.weather'];

/** What an editor can save in the CMS (a draft, seen in preview) but the site cannot show: a season without its title. */
export const invalid = { ...valid, items: [{ ...winter!, title: null }] };
