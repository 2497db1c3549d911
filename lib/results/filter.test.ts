import { describe, expect, it } from 'vitest';
import { computeResults, type CatalogProduct, type ResultsCatalog } from './filter';
import { emptyResultsState, RESULTS_PAGE_SIZE, type ResultsState } from './query';

function product(id: string, fields: Partial<CatalogProduct> & { price: number }): CatalogProduct {
  return {
    card: {
      id,
      name: id,
      slug: id,
      shortDescription: null,
      numberOfDays: fields.days ?? null,
      numberOfNights: null,
      recommended: false,
      outstanding: false,
      external: true,
      included: [],
      notIncluded: [],
      sections: [],
      photo: { url: `/${id}.webp` },
      categories: [],
      offer: { price: fields.price, priceWithDiscount: null, currency: 'EUR', bookingUrl: null },
    },
    days: null,
    sections: ['TravelPackages'],
    months: [],
    categories: [],
    types: [],
    interests: [],
    places: [],
    countries: [],
    ...fields,
  };
}

const catalog: ResultsCatalog = {
  products: [
    product('rome', {
      price: 600,
      days: 4,
      categories: ['city-break'],
      places: ['rome', 'italy', 'europe'],
      countries: ['italy'],
    }),
    product('tuscany', {
      price: 1200,
      days: 8,
      categories: ['food-wine'],
      places: ['tuscany', 'italy', 'europe'],
      countries: ['italy'],
      months: [5, 6, 9],
    }),
    product('amalfi', {
      price: 1300,
      days: 8,
      categories: ['beach'],
      places: ['amalfi', 'italy', 'europe'],
      countries: ['italy'],
      sections: ['TravelPackages', 'FlightHotel'],
    }),
    product('seville', {
      price: 900,
      days: 8,
      categories: ['food-wine', 'city-break'],
      places: ['seville', 'spain', 'europe'],
      countries: ['spain'],
    }),
    product('japan', {
      price: 3000,
      days: 15,
      categories: ['city-break'],
      places: ['tokyo', 'japan', 'asia'],
      countries: ['japan'],
    }),
  ],
  categories: [
    { slug: 'beach', name: 'Beach' },
    { slug: 'city-break', name: 'City breaks' },
    { slug: 'food-wine', name: 'Food and wine' },
  ],
  types: [],
  interests: [],
  places: [
    { slug: 'europe', name: 'Europe', kind: 'continent', country: null },
    { slug: 'italy', name: 'Italy', kind: 'country', country: 'italy' },
    { slug: 'spain', name: 'Spain', kind: 'country', country: 'spain' },
    { slug: 'japan', name: 'Japan', kind: 'country', country: 'japan' },
    { slug: 'rome', name: 'Rome', kind: 'city', country: 'italy' },
    { slug: 'tuscany', name: 'Tuscany', kind: 'area', country: 'italy' },
    { slug: 'amalfi', name: 'Amalfi Coast', kind: 'area', country: 'italy' },
    { slug: 'seville', name: 'Seville', kind: 'city', country: 'spain' },
    { slug: 'tokyo', name: 'Tokyo', kind: 'city', country: 'japan' },
  ],
};

const all = { country: null };
const ids = (state: Partial<ResultsState>, scope: { country: string | null } = all) =>
  computeResults(catalog, { ...emptyResultsState, ...state }, scope).items.map((item) => item.card.id);

describe('computeResults', () => {
  it('budget per person, duration and month narrow the list (a package without months departs all year)', () => {
    expect(ids({ min: 800, max: 1250 })).toEqual(['seville', 'tuscany']);
    expect(ids({ duration: '15-plus' })).toEqual(['japan']);
    expect(ids({ duration: '6-9', month: 7 })).toEqual(['amalfi', 'seville']);
    expect(ids({ month: 'any' })).toHaveLength(5);
  });

  it('values of one filter widen (any of them), filters together narrow', () => {
    expect(ids({ categories: ['beach', 'food-wine'] })).toEqual(['amalfi', 'seville', 'tuscany']);
    expect(ids({ categories: ['beach', 'food-wine'], places: ['spain'] })).toEqual(['seville']);
  });

  it('section and destination (search-box and home links) scope the results; an unknown destination is reported', () => {
    expect(ids({ section: 'FlightHotel' })).toEqual(['amalfi']);
    expect(ids({ destination: 'europe' })).toEqual(['amalfi', 'rome', 'seville', 'tuscany']);
    // A links-module entry may name a theme of its section instead of a place.
    const theme = computeResults(catalog, { ...emptyResultsState, destination: 'beach' }, all);
    expect([theme.destination, theme.items.map((item) => item.card.id)]).toEqual([
      { slug: 'beach', name: 'Beach' },
      ['amalfi'],
    ]);
    const unknown = computeResults(catalog, { ...emptyResultsState, destination: 'atlantis' }, all);
    expect(unknown.total).toBe(5);
    expect(unknown.state.destination).toBeNull();
    expect(unknown.notices).toEqual([{ kind: 'ignored', values: ['destination=atlantis'] }]);
  });

  it('sorts by recommendation, price either way and duration', () => {
    expect(ids({ sort: 'price-asc' })).toEqual(['rome', 'seville', 'tuscany', 'amalfi', 'japan']);
    expect(ids({ sort: 'price-desc' })[0]).toBe('japan');
    expect(ids({ sort: 'duration' })).toEqual(['rome', 'seville', 'tuscany', 'amalfi', 'japan']);
  });

  it('by country: the country’s regions and cities are the places, and a month is asked for first', () => {
    const italy = computeResults(catalog, { ...emptyResultsState, month: 6 }, { country: 'italy' });
    expect(italy.items.map((item) => item.card.id)).toEqual(['amalfi', 'rome', 'tuscany']);
    expect(italy.options.places.map((place) => place.slug)).toEqual(['rome', 'tuscany', 'amalfi']);
    expect(computeResults(catalog, emptyResultsState, { country: 'italy' }).needsMonth).toBe(true);
    expect(ids({ places: ['seville'], month: 'any' }, { country: 'italy' })).toHaveLength(3);
  });

  it('counts each option under the other filters, not its own', () => {
    const view = computeResults(catalog, { ...emptyResultsState, categories: ['beach'], max: 1000 }, all);
    const counts = Object.fromEntries(
      view.options.categories.map((option) => [option.slug, [option.count, option.selected]]),
    );
    expect(counts).toEqual({ beach: [0, true], 'city-break': [2, false], 'food-wine': [1, false] });
    expect(view.options.places.map((place) => [place.slug, place.count])).toEqual([
      ['italy', 0],
      ['spain', 0],
      ['japan', 0],
    ]);
  });

  it('shows pages 1 to `page` and clamps a page past the end', () => {
    const many: ResultsCatalog = {
      ...catalog,
      products: Array.from({ length: 30 }, (_, index) =>
        product(`p${String(index).padStart(2, '0')}`, { price: 100 + index }),
      ),
    };
    const second = computeResults(many, { ...emptyResultsState, page: 2 }, all);
    expect(second.items).toHaveLength(2 * RESULTS_PAGE_SIZE);
    expect(second.pages).toBe(3);
    const beyond = computeResults(many, { ...emptyResultsState, page: 9 }, all);
    expect(beyond.items).toHaveLength(30);
    expect(beyond.notices).toEqual([{ kind: 'pageClamped', page: 3 }]);
  });
});
