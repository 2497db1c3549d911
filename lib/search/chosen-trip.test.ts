// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingHrefWith, readChosenTrip, saveChosenTrip } from './chosen-trip';

const party = { adults: 2, children: [{ age: 7 }, { age: 4 }], rooms: 1 };

describe('the trip the visitor chose', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the month and party of a packages search, and the results then change the month alone', () => {
    saveChosenTrip({ month: 5, travellers: party });
    expect(readChosenTrip()).toEqual({ month: 5, travellers: party });
    saveChosenTrip({ month: 9 });
    expect(readChosenTrip()).toEqual({ month: 9, travellers: party });
    // Results with no month (or "I'm flexible") forget it; the party stays.
    saveChosenTrip({ month: undefined });
    expect(readChosenTrip()).toEqual({ travellers: party });
  });

  it('reads nothing it could not have written: a month out of range, a party beyond the limits, bad JSON', () => {
    sessionStorage.setItem(
      'search:chosen-trip',
      JSON.stringify({ month: 13, travellers: { adults: 12, children: [], rooms: 1 } }),
    );
    expect(readChosenTrip()).toEqual({});
    sessionStorage.setItem(
      'search:chosen-trip',
      JSON.stringify({ travellers: { adults: 2, children: [{ age: 30 }], rooms: 1 } }),
    );
    expect(readChosenTrip()).toEqual({});
    sessionStorage.setItem('search:chosen-trip', '{not json');
    expect(readChosenTrip()).toEqual({});
  });
});

describe('Book now with the choice', () => {
  it('adds month, adults, children, ages and rooms as the search handover names them', () => {
    const href = bookingHrefWith('https://booking.example.com/uk/amalfi-coast-classic', {
      month: 5,
      travellers: party,
    });
    expect(Object.fromEntries(new URL(href).searchParams)).toEqual({
      month: '5',
      adults: '2',
      children: '2',
      ages: '7,4',
      rooms: '1',
    });
    expect(new URL(href).pathname).toBe('/uk/amalfi-coast-classic');
  });

  it('leaves out what was not chosen, and ages when no child travels', () => {
    expect(bookingHrefWith('https://booking.example.com/it/x', { month: 8 })).toBe(
      'https://booking.example.com/it/x?month=8',
    );
    const href = bookingHrefWith('https://booking.example.com/it/x', {
      travellers: { adults: 3, children: [], rooms: 2 },
    });
    expect(Object.fromEntries(new URL(href).searchParams)).toEqual({ adults: '3', children: '0', rooms: '2' });
  });

  it('keeps what the editor put in the link, and leaves a site path, tel: or nothing chosen as it is', () => {
    expect(bookingHrefWith('https://booking.example.com/x?month=2&ref=cms', { month: 5 })).toBe(
      'https://booking.example.com/x?month=2&ref=cms',
    );
    expect(bookingHrefWith('/en/my-booking/', { month: 5 })).toBe('/en/my-booking/');
    expect(bookingHrefWith('tel:+441234', { month: 5 })).toBe('tel:+441234');
    expect(bookingHrefWith('https://booking.example.com/x', {})).toBe('https://booking.example.com/x');
  });
});
