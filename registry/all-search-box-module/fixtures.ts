import type { z } from 'zod';
import type { allSearchBoxModuleSchema } from './schema';
import generated from './seed.generated.json';

type Payload = z.input<typeof allSearchBoxModuleSchema> & { __typename: 'AllSearchBoxModule'; sys: { id: string } };

/** The seed's destination search lists as the page query returns them, by `{locale}:{entry id}` (written by seed/fixtures.ts). */
const seed = generated as Record<keyof typeof generated, Payload>;

/** The UK market's lists on the English home page, as the page query returns them: every field filled. */
export const valid = seed['en:search-lists-uk'];

const [italy] = valid.countriesCollection!.items;
const region = (id: string) => valid.regionsCollection!.items.find((item) => item?.sys.id === id)!;

/** Only the required fields: the title, the market and one country (a list needs something to suggest). */
export const minimal: Payload = {
  ...valid,
  sys: { id: 'search-lists-minimal' },
  countriesCollection: { items: [{ ...italy!, continent: null }] },
  regionsCollection: { items: [] },
};

/** Regions only, one of them unpublished after it was added (null): only the regions list shows, without it. */
export const regionsOnly: Payload = {
  ...valid,
  sys: { id: 'search-lists-regions-only' },
  title: 'Where to go in the Mediterranean',
  countriesCollection: { items: [] },
  regionsCollection: { items: [region('area-amalfi-coast'), null, region('area-cyclades')] },
};

/** The Italian market's lists on the Italian home page. */
export const italian = seed['it:search-lists-it'];

/** What an editor can save but the site cannot show: lists with nothing in them. */
export const invalid: Payload = {
  ...valid,
  sys: { id: 'search-lists-invalid' },
  countriesCollection: { items: [] },
  regionsCollection: { items: [] },
};
