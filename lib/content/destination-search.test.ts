import { describe, expect, it } from 'vitest';
import type { DestinationSearchQuery } from '@/codegen/generated/graphql';
import { destinationOptions } from './destination-search';

const answer = {
  countryCollection: {
    items: [
      { sys: { id: 'country-italy' }, name: 'Italia', slug: 'italia', continent: { slug: 'europa', name: 'Europa' } },
    ],
  },
  cityCollection: {
    items: [
      {
        sys: { id: 'city-rome' },
        name: 'Roma',
        slug: 'roma',
        country: { slug: 'italia', name: 'Italia', continent: { slug: 'europa' } },
      },
      // No country: its address cannot be built.
      { sys: { id: 'city-lost' }, name: 'Persa', slug: 'persa', country: null },
    ],
  },
  areaCollection: {
    items: [
      {
        sys: { id: 'area-tuscany' },
        name: 'Toscana',
        slug: 'toscana',
        country: { name: 'Italia', continent: { slug: 'europa' } },
      },
    ],
  },
  superareaCollection: {
    items: [
      {
        sys: { id: 'superarea-mediterranean' },
        name: 'Mediterraneo',
        slug: 'mediterraneo',
        continent: { slug: 'europa', name: 'Europa' },
      },
    ],
  },
} as unknown as DestinationSearchQuery;

describe('destinationOptions', () => {
  it('lists countries, cities, areas and superareas, each with its slug, where it is and its page in the language', () => {
    expect(destinationOptions(answer, 'it')).toEqual([
      {
        id: 'country-italy',
        name: 'Italia',
        slug: 'italia',
        within: 'Europa',
        href: '/it/destinazione/europa/italia/country-italy/',
      },
      {
        id: 'city-rome',
        name: 'Roma',
        slug: 'roma',
        within: 'Italia',
        href: '/it/destinazione/europa/italia/roma/city-rome/',
      },
      {
        id: 'area-tuscany',
        name: 'Toscana',
        slug: 'toscana',
        within: 'Italia',
        href: '/it/destinazione/europa/area-tuscany/',
      },
      {
        id: 'superarea-mediterranean',
        name: 'Mediterraneo',
        slug: 'mediterraneo',
        within: 'Europa',
        href: '/it/destinazione/europa/superarea-mediterranean/',
      },
    ]);
  });

  it('is empty without an answer', () => {
    expect(destinationOptions(undefined, 'en')).toEqual([]);
  });
});
