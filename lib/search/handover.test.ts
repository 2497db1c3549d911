import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { carRentalSchema } from '@/schemas/car-rental';
import { formQuery, handoverTarget, valuesOfQuery } from './handover';
import { locationOf, searchResponse } from './handover-route';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const hotelForm = {
  destination: 'lisbon',
  destinationName: 'Lisbon',
  checkIn: day(20),
  nights: '5',
  travellers: { adults: '2', children: [{ age: '7' }, { age: '12' }], rooms: '1' },
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a search form as a query string', () => {
  it('goes out as a GET form sends it and comes back as the same values', () => {
    const query = formQuery({ lang: 'it', ...hotelForm });
    expect(query.toString()).toBe(
      `lang=it&destination=lisbon&destinationName=Lisbon&checkIn=${hotelForm.checkIn}&nights=5&travellers.adults=2&travellers.children.0.age=7&travellers.children.1.age=12&travellers.rooms=1`,
    );
    expect(valuesOfQuery(query)).toEqual({ lang: 'it', ...hotelForm });
  });

  it('drops names that are not plain words, so nothing reaches an object prototype', () => {
    const values = valuesOfQuery(
      new URLSearchParams('__proto__.polluted=1&constructor.prototype.x=1&toString=1&a.b.c.d.e=1&ok=1'),
    );
    expect(values).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    // A value and a group under one name: the second is dropped, nothing throws.
    expect(valuesOfQuery(new URLSearchParams('a=1&a.b=2&c.d=3&c=4'))).toEqual({ a: '1', c: { d: '3' } });
  });
});

describe('the handover to the booking engine', () => {
  const rental = carRentalSchema.parse({
    pickupPlace: 'Faro airport',
    trip: 'oneWay',
    dropoffPlace: 'Lisbon',
    pickupAt: '2027-05-01T10:00',
    dropoffAt: '2027-05-08T10:00',
    driverAge: '44',
  });

  it("goes to the engine's page of the section with the language, the market and the search", () => {
    expect(handoverTarget('RentACar', 'pt', rental, { engineUrl: 'https://book.example.com/' })).toBe(
      'https://book.example.com/car-rental/?lang=pt&market=PT&pickupPlace=Faro+airport&trip=oneWay&dropoffPlace=Lisbon&pickupAt=2027-05-01T10%3A00&dropoffAt=2027-05-08T10%3A00&driverAge=44',
    );
  });

  it("goes to the editor's link when the tab has one, and to the site's results of the section without an engine", () => {
    const stay = { destination: 'lisbon', travellers: { adults: 2, children: [{ age: 7 }], rooms: 1 } };
    expect(
      handoverTarget('OnlyHotel', 'en', stay, {
        tabUrl: 'https://hotels.example.com/search?ref=site',
        engineUrl: 'https://book.example.com',
      }),
    ).toBe(
      'https://hotels.example.com/search?ref=site&lang=en&market=UK&destination=lisbon&adults=2&children=1&ages=7&rooms=1',
    );
    expect(handoverTarget('OnlyHotel', 'it', stay, {})).toBe(
      '/it/risultati/pacchetti/?section=OnlyHotel&destination=lisbon',
    );
  });

  it("the route validates again with the form's schema and sends a valid search on with 303", () => {
    vi.stubEnv('BOOKING_ENGINE_URL', 'https://book.example.com');
    const response = searchResponse(
      new URL(`http://localhost/api/search/OnlyHotel/?${formQuery({ lang: 'es', ...hotelForm })}`),
      'OnlyHotel',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `https://book.example.com/hotels/?lang=es&market=ES&destination=lisbon&checkIn=${hotelForm.checkIn}&nights=5&adults=2&children=2&ages=7%2C12&rooms=1`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it("sends to the site's own results by a path from the root, not by the server's internal origin", async () => {
    // A module of its own: the configuration is read once per module (lib/env.ts), here without an engine.
    vi.resetModules();
    vi.stubEnv('BOOKING_ENGINE_URL', undefined);
    const { searchResponse: withoutEngine } = await import('./handover-route');
    // What Next hands the route behind the production server: its own address, whatever the visitor asked.
    const response = withoutEngine(
      new URL(`http://localhost:3000/api/search/OnlyHotel/?${formQuery({ lang: 'it', ...hotelForm })}`),
      'OnlyHotel',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/it/risultati/pacchetti/?section=OnlyHotel&destination=lisbon');
  });

  it('keeps an absolute address as it is, and a path that would name another host to a single slash', () => {
    expect(locationOf('https://book.example.com/hotels/?lang=es')).toBe('https://book.example.com/hotels/?lang=es');
    expect(locationOf('/en/results/packages/?section=OnlyHotel')).toBe('/en/results/packages/?section=OnlyHotel');
    expect(locationOf('//evil.example/x')).toBe('/evil.example/x');
    expect(locationOf('/\\evil.example/x')).toBe('/evil.example/x');
    expect(locationOf('en/results/')).toBe('/en/results/');
  });

  it("refuses a tampered search with the form's messages in its language, and an unknown section", async () => {
    const tampered = formQuery({
      lang: 'it',
      ...hotelForm,
      nights: '400',
      travellers: { ...hotelForm.travellers, children: [{ age: '18' }] },
    });
    const response = searchResponse(new URL(`http://localhost/api/search/Houses/?${tampered}`), 'Houses');
    expect(response.status).toBe(400);
    const it = dictionaries.it;
    expect(await response.text()).toBe(
      [
        it.forms.notAllFilled,
        `- ${it.search.nights}: ${it.forms.invalid}`,
        `- ${it.search.childAge.replace('{{n}}', '1')}: ${it.forms.childAge}`,
      ].join('\n'),
    );
    expect(searchResponse(new URL('http://localhost/api/search/TravelPackages/'), 'TravelPackages').status).toBe(404);
    // A party without children is what a GET form sends when none were added.
    const adultsOnly = searchResponse(
      new URL(
        'http://localhost/api/search/Transfer/?lang=en&pickupPlace=Airport&dropoffPlace=Hotel&pickupAt=2030-05-01T10:30&travellers.adults=2&travellers.rooms=1',
      ),
      'Transfer',
    );
    expect(adultsOnly.status).toBe(303);
    const tooLong = searchResponse(
      new URL(`http://localhost/api/search/Houses/?lang=pt&q=${'x'.repeat(5000)}`),
      'Houses',
    );
    expect(tooLong.status).toBe(414);
    expect(await tooLong.text()).toBe(dictionaries.pt.search.tooLong);
  });
});
