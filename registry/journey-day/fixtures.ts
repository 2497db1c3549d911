import type { z } from 'zod';
import type { journeyDaySchema } from './schema';
import generated from './seed.generated.json';

type Payload = z.input<typeof journeyDaySchema> & { __typename: 'JourneyDay'; sys: { id: string } };
type Day = Payload['items'][number];

/** The seed's journeys day by day, as SpecialJourneyById returns them, by `{locale}:{journey id}.days` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** "Iceland: Fire and Ice" day by day (en-UK): every field filled, a grouped "Days 5–6", a last day without photo. */
export const valid = seed['en:journey-iceland-fire-and-ice.days'];

const [arrival, goldenCircle] = valid.items;
const departure = valid.items.at(-1)!;
/** The day without its label: "Day 2 – The Golden Circle" as "The Golden Circle". */
const unlabel = (day: Day): Day => ({ ...day, name: day.name.replace(/^.* – /, '') });
const stops = (day: Day) => day.itineraryCollection?.items ?? [];

/** Only the required fields: one day, its name, no stops. */
export const minimal: Payload = { ...valid, items: [{ sys: departure.sys, name: departure.name }] };

/**
 * Days named without a day label ("The Golden Circle"): the site numbers them
 * by position. The first description uses markdown (bold, a list, links);
 * the second day's stops have no photo and no description.
 */
export const unlabelled: Payload = {
  ...valid,
  items: [
    {
      ...unlabel(arrival!),
      itineraryCollection: {
        items: stops(arrival!).map((stop) => ({
          ...stop!,
          description:
            'Meet your tour leader and the group over **dinner**, after a walk:\n\n- from Hallgrímskirkja church\n- down to the [Harpa concert hall](https://harpa.example.com)\n\nSee [our other trips to Iceland](/en/results/packages/iceland/).',
        })),
      },
    },
    {
      ...unlabel(goldenCircle!),
      itineraryCollection: {
        items: stops(goldenCircle!).map((stop) => ({ ...stop!, description: null, photo: null })),
      },
    },
    { ...unlabel(departure), itineraryCollection: { items: [] } },
  ],
};

/** The same journey in Italian (it-IT), for the Italian story. */
export const italian = seed['it:journey-iceland-fire-and-ice.days'];

/** What an editor can save in the CMS (a draft, seen in preview) but the site cannot show: a day without its name. */
export const invalid = { ...valid, items: [{ ...arrival!, name: null, itineraryCollection: { items: [] } }] };
