import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const {
  citiesOf,
  destinationAddress,
  destinationAlternates,
  loadDestinationPage,
  packagesFor,
  regionPlaces,
  similarPlaces,
} = await import('./destination-pages');

describe('a destination page from the seed', () => {
  it('a country: its slugs in each language, its breadcrumb, its cities and similar countries', async () => {
    const english = await loadDestinationPage('destinationByCountry', 'en', 'country-italy');
    expect(english).toMatchObject({
      kind: 'country',
      params: { continent: 'europe', country: 'italy', id: 'country-italy' },
    });
    expect(english!.crumbs).toEqual([{ name: 'Europe', href: '/en/destinations/europe/continent-europe/' }]);
    const italian = await loadDestinationPage('destinationByCountry', 'it', 'country-italy');
    expect(italian!.params).toEqual({ continent: 'europa', country: 'italia', id: 'country-italy' });
    expect(italian!.destination.name).toBe('Italia');

    const cities = await citiesOf('it', italian!);
    expect(cities.map((city) => city.href)).toContain('/it/destinazione/europa/italia/roma/city-rome/');
    const similar = await similarPlaces('en', english!);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.map((place) => place.id)).not.toContain('country-italy');
  });

  it('a city: under its country and continent', async () => {
    const rome = await loadDestinationPage('destinationByCity', 'en', 'city-rome');
    expect(rome!.params).toEqual({ continent: 'europe', country: 'italy', city: 'rome', id: 'city-rome' });
    expect(rome!.crumbs.map((crumb) => crumb.name)).toEqual(['Europe', 'Italy']);
    expect(rome!.country).toMatchObject({ id: 'country-italy', slug: 'italy' });
  });

  it('the continent screen shows continents, superareas and areas by id, and nothing else', async () => {
    expect((await loadDestinationPage('destinationByContinent', 'en', 'continent-europe'))!.kind).toBe('continent');
    expect(await loadDestinationPage('destinationByContinent', 'en', 'superarea-mediterranean')).toMatchObject({
      kind: 'superarea',
      params: { continent: 'europe', id: 'superarea-mediterranean' },
    });
    expect(await loadDestinationPage('destinationByContinent', 'en', 'area-tuscany')).toMatchObject({
      kind: 'area',
      country: { id: 'country-italy' },
    });
    expect(await loadDestinationPage('destinationByContinent', 'en', 'country-italy')).toBeNull();
    expect(await loadDestinationPage('destinationByCountry', 'en', 'city-rome')).toBeNull();
  });

  it('a continent lists its superareas and countries with the total', async () => {
    const europe = (await loadDestinationPage('destinationByContinent', 'pt', 'continent-europe'))!;
    const places = await regionPlaces('pt', europe, 2);
    expect(places.countries).toHaveLength(2);
    expect(places.countriesTotal).toBeGreaterThan(2);
    expect(places.groups.map((group) => group.id)).toContain('superarea-mediterranean');
  });

  it('the packages of a destination are those its market sells, with the offer', async () => {
    const packages = await packagesFor('it', 'roma');
    expect(packages.length).toBeGreaterThan(0);
    for (const product of packages) expect(product.offer.currency).toBe('EUR');
  });

  it('a package sold in all four markets shows on its destination’s page in each, at that market’s price, currency and booking link', async () => {
    const andalusia = { en: 'andalusia', it: 'andalusia', pt: 'andaluzia', es: 'andalucia' } as const;
    const offers = [];
    for (const locale of ['en', 'it', 'pt', 'es'] as const) {
      const found = (await packagesFor(locale, andalusia[locale])).find(
        (product) => product.sys.id === 'package-andalusia-self-drive',
      );
      offers.push(found?.offer);
    }
    // The seed's prices (seed/export.json): the UK and Italian ones first, then those of Portugal and Spain.
    expect(offers).toEqual([
      {
        price: 725,
        priceWithDiscount: null,
        currency: 'GBP',
        bookingUrl: 'https://booking.example.com/uk/andalusia-self-drive',
      },
      {
        price: 865,
        priceWithDiscount: null,
        currency: 'EUR',
        bookingUrl: 'https://booking.example.com/it/andalusia-fly-drive',
      },
      {
        price: 885,
        priceWithDiscount: 805,
        currency: 'EUR',
        bookingUrl: 'https://booking.example.com/pt/andaluzia-em-fly-drive',
      },
      {
        price: 840,
        priceWithDiscount: 690,
        currency: 'EUR',
        bookingUrl: 'https://booking.example.com/es/andalucia-en-fly-drive',
      },
    ]);
  });

  it('a package sold in two markets is on its destination’s page in those two only', async () => {
    // Barcelona city break: Portugal and Spain.
    const sold = async (locale: 'en' | 'it' | 'pt' | 'es', slug: string) =>
      (await packagesFor(locale, slug)).some((product) => product.sys.id === 'package-barcelona-city-break');
    expect([
      await sold('en', 'barcelona'),
      await sold('it', 'barcellona'),
      await sold('pt', 'barcelona'),
      await sold('es', 'barcelona'),
    ]).toEqual([false, false, true, true]);
  });
});

describe('an address of a destination', () => {
  it('with its current slugs is found', async () => {
    const address = await destinationAddress('destinationByCity', 'it', {
      continent: 'europa',
      country: 'italia',
      city: 'roma',
      id: 'city-rome',
    });
    expect(address.status).toBe('found');
  });

  it('with the slugs it has in another language moves to this language’s', async () => {
    expect(
      await destinationAddress('destinationByCity', 'it', {
        continent: 'europe',
        country: 'italy',
        city: 'rome',
        id: 'city-rome',
      }),
    ).toEqual({
      status: 'moved',
      location: '/it/destinazione/europa/italia/roma/city-rome/',
    });
  });

  it('with slugs that are not the destination’s, or an unknown id, is missing', async () => {
    expect(
      (
        await destinationAddress('destinationByCountry', 'en', {
          continent: 'asia',
          country: 'italy',
          id: 'country-italy',
        })
      ).status,
    ).toBe('missing');
    expect(
      (
        await destinationAddress('destinationByCountry', 'en', {
          continent: 'europe',
          country: 'france',
          id: 'country-italy',
        })
      ).status,
    ).toBe('missing');
    expect(
      (
        await destinationAddress('destinationByCountry', 'en', {
          continent: 'europe',
          country: 'italy',
          id: 'country-nowhere',
        })
      ).status,
    ).toBe('missing');
  });

  it('has an address in each language, with that language’s slugs', async () => {
    expect(await destinationAlternates('destinationByCountry', 'country-italy')).toEqual({
      en: '/en/destinations/europe/italy/country-italy/',
      it: '/it/destinazione/europa/italia/country-italy/',
      pt: '/pt/destinos/europa/italia/country-italy/',
      es: '/es/destinos/europa/italia/country-italy/',
    });
  });
});
