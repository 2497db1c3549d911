import { describe, expect, it } from 'vitest';
import { parseResultsQuery } from '@/lib/results/query';
import { packageSearchSchema } from '@/schemas/package-search';
import { packageSearchHref, searchAnalytics } from './searches';

const search = packageSearchSchema.parse({
  destination: 'italia',
  month: '6',
  duration: '6-9',
  travellers: { adults: '2', children: [{ age: '7' }], rooms: '1' },
  min: '500',
  max: '',
});

describe('a packages search', () => {
  it('lands on the results of its section with the state the results read', () => {
    const address = packageSearchHref('it', 'FlightHotel', search);
    expect(address).toBe(
      '/it/risultati/pacchetti/?section=FlightHotel&destination=italia&min=500&month=6&duration=6-9',
    );
    const { state, notices } = parseResultsQuery(address.split('?')[1]!);
    expect(notices).toEqual([]);
    expect(state).toMatchObject({
      section: 'FlightHotel',
      destination: 'italia',
      min: 500,
      max: null,
      month: 6,
      duration: '6-9',
    });
  });

  it('tells analytics the shape of the search, nothing a visitor typed', () => {
    expect(searchAnalytics('TravelPackages', search)).toEqual({
      section: 'TravelPackages',
      month: 6,
      duration: '6-9',
      adults: 2,
      children: 1,
      rooms: 1,
      budget: true,
      destination: 'italia',
      places: 0,
      interests: 0,
    });
  });

  it('free text of other searches only says that it was filled', () => {
    expect(
      searchAnalytics('RentACar', {
        pickupPlace: 'Lisbon, Rua Augusta 12',
        trip: 'oneWay',
        dropoffPlace: undefined,
        pickupAt: '2027-05-01T10:00',
        driverAge: 41,
      }),
    ).toEqual({
      section: 'RentACar',
      pickupPlace: true,
      trip: 'oneWay',
      pickupAt: '2027-05-01T10:00',
      driverAge: true,
    });
  });
});
