import type { z } from 'zod';
import type { allSearchBoxModuleSchema } from './schema';

type Payload = z.input<typeof allSearchBoxModuleSchema> & { __typename: 'AllSearchBoxModule'; sys: { id: string } };

/** The UK market's lists on the English home page, as the page query returns them: every field filled. */
export const valid: Payload = {
  __typename: 'AllSearchBoxModule',
  sys: { id: 'search-lists-uk' },
  title: 'Popular destinations',
  market: { iso: 'UK' },
  countriesCollection: {
    items: [
      { sys: { id: 'country-italy' }, name: 'Italy', slug: 'italy', continent: { slug: 'europe' } },
      { sys: { id: 'country-spain' }, name: 'Spain', slug: 'spain', continent: { slug: 'europe' } },
      { sys: { id: 'country-greece' }, name: 'Greece', slug: 'greece', continent: { slug: 'europe' } },
      { sys: { id: 'country-portugal' }, name: 'Portugal', slug: 'portugal', continent: { slug: 'europe' } },
      { sys: { id: 'country-united-states' }, name: 'United States', slug: 'united-states', continent: { slug: 'north-america' } },
      { sys: { id: 'country-thailand' }, name: 'Thailand', slug: 'thailand', continent: { slug: 'asia' } },
      { sys: { id: 'country-japan' }, name: 'Japan', slug: 'japan', continent: { slug: 'asia' } },
      { sys: { id: 'country-mexico' }, name: 'Mexico', slug: 'mexico', continent: { slug: 'north-america' } },
      { sys: { id: 'country-iceland' }, name: 'Iceland', slug: 'iceland', continent: { slug: 'europe' } },
      { sys: { id: 'country-south-africa' }, name: 'South Africa', slug: 'south-africa', continent: { slug: 'africa' } },
    ],
  },
  regionsCollection: {
    items: [
      { __typename: 'Superarea', sys: { id: 'superarea-mediterranean' }, name: 'Mediterranean', slug: 'mediterranean' },
      { __typename: 'Superarea', sys: { id: 'superarea-caribbean' }, name: 'Caribbean', slug: 'caribbean' },
      { __typename: 'Superarea', sys: { id: 'superarea-scandinavia' }, name: 'Scandinavia', slug: 'scandinavia' },
      { __typename: 'Superarea', sys: { id: 'superarea-southeast-asia' }, name: 'Southeast Asia', slug: 'southeast-asia' },
      { __typename: 'Area', sys: { id: 'area-amalfi-coast' }, name: 'Amalfi Coast', slug: 'amalfi-coast' },
      { __typename: 'Area', sys: { id: 'area-algarve' }, name: 'Algarve', slug: 'algarve' },
      { __typename: 'Area', sys: { id: 'area-cyclades' }, name: 'Cyclades', slug: 'cyclades' },
      { __typename: 'Area', sys: { id: 'area-lapland' }, name: 'Lapland', slug: 'lapland' },
    ],
  },
};

/** Only the required fields: the title, the market and one country (a list needs something to suggest). */
export const minimal: Payload = {
  __typename: 'AllSearchBoxModule',
  sys: { id: 'search-lists-minimal' },
  title: 'Popular destinations',
  market: { iso: 'UK' },
  countriesCollection: { items: [{ sys: { id: 'country-italy' }, name: 'Italy', slug: 'italy', continent: null }] },
  regionsCollection: { items: [] },
};

/** Regions only, one of them unpublished after it was added (null): only the regions list shows, without it. */
export const regionsOnly: Payload = {
  __typename: 'AllSearchBoxModule',
  sys: { id: 'search-lists-regions-only' },
  title: 'Where to go in the Mediterranean',
  market: { iso: 'UK' },
  countriesCollection: { items: [] },
  regionsCollection: {
    items: [
      { __typename: 'Area', sys: { id: 'area-amalfi-coast' }, name: 'Amalfi Coast', slug: 'amalfi-coast' },
      null,
      { __typename: 'Area', sys: { id: 'area-cyclades' }, name: 'Cyclades', slug: 'cyclades' },
    ],
  },
};

/** The Italian market's lists on the Italian home page. */
export const italian: Payload = {
  __typename: 'AllSearchBoxModule',
  sys: { id: 'search-lists-it' },
  title: 'Destinazioni più richieste',
  market: { iso: 'IT' },
  countriesCollection: {
    items: [
      { sys: { id: 'country-japan' }, name: 'Giappone', slug: 'giappone', continent: { slug: 'asia' } },
      { sys: { id: 'country-thailand' }, name: 'Thailandia', slug: 'thailandia', continent: { slug: 'asia' } },
      { sys: { id: 'country-united-states' }, name: 'Stati Uniti', slug: 'stati-uniti', continent: { slug: 'america-del-nord' } },
      { sys: { id: 'country-spain' }, name: 'Spagna', slug: 'spagna', continent: { slug: 'europa' } },
      { sys: { id: 'country-greece' }, name: 'Grecia', slug: 'grecia', continent: { slug: 'europa' } },
      { sys: { id: 'country-egypt' }, name: 'Egitto', slug: 'egitto', continent: { slug: 'africa' } },
      { sys: { id: 'country-kenya' }, name: 'Kenya', slug: 'kenya', continent: { slug: 'africa' } },
      { sys: { id: 'country-mexico' }, name: 'Messico', slug: 'messico', continent: { slug: 'america-del-nord' } },
      { sys: { id: 'country-cuba' }, name: 'Cuba', slug: 'cuba', continent: { slug: 'america-del-nord' } },
      { sys: { id: 'country-new-zealand' }, name: 'Nuova Zelanda', slug: 'nuova-zelanda', continent: { slug: 'oceania' } },
    ],
  },
  regionsCollection: {
    items: [
      { __typename: 'Superarea', sys: { id: 'superarea-caribbean' }, name: 'Caraibi', slug: 'caraibi' },
      { __typename: 'Superarea', sys: { id: 'superarea-southeast-asia' }, name: 'Sud-est asiatico', slug: 'sud-est-asiatico' },
      { __typename: 'Superarea', sys: { id: 'superarea-east-africa' }, name: 'Africa orientale', slug: 'africa-orientale' },
      { __typename: 'Superarea', sys: { id: 'superarea-scandinavia' }, name: 'Scandinavia', slug: 'scandinavia' },
      { __typename: 'Area', sys: { id: 'area-andalusia' }, name: 'Andalusia', slug: 'andalusia' },
      { __typename: 'Area', sys: { id: 'area-cyclades' }, name: 'Cicladi', slug: 'cicladi' },
      { __typename: 'Area', sys: { id: 'area-riviera-maya' }, name: 'Riviera Maya', slug: 'riviera-maya' },
      { __typename: 'Area', sys: { id: 'area-bali' }, name: 'Bali', slug: 'bali' },
    ],
  },
};

/** What an editor can save but the site cannot show: lists with nothing in them. */
export const invalid: Payload = {
  __typename: 'AllSearchBoxModule',
  sys: { id: 'search-lists-invalid' },
  title: 'Popular destinations',
  market: { iso: 'UK' },
  countriesCollection: { items: [] },
  regionsCollection: { items: [] },
};
