import { describe, expect, it } from 'vitest';
import { clearedFilters, emptyResultsState, hasFilters, parseResultsQuery, resultsQuery, withChange } from './query';
import { queryOfStateSegment, resultsStateSegment } from './segment';

describe('parseResultsQuery', () => {
  it('reads every filter of the address', () => {
    const { state, notices } = parseResultsQuery(
      '?section=FlightHotel&destination=tuscany&min=500&max=1500&places=rome&places=florence&interests=wine-tasting&categories=beach,family&types=guided-tour&month=6&duration=6-9&sort=price-asc&page=2',
    );
    expect(notices).toEqual([]);
    expect(state).toEqual({
      section: 'FlightHotel',
      destination: 'tuscany',
      min: 500,
      max: 1500,
      places: ['florence', 'rome'],
      interests: ['wine-tasting'],
      categories: ['beach', 'family'],
      types: ['guided-tour'],
      month: 6,
      duration: '6-9',
      sort: 'price-asc',
      page: 2,
    });
  });

  it('swaps a minimum above the maximum and says so', () => {
    const { state, notices } = parseResultsQuery('min=2000&max=800');
    expect([state.min, state.max]).toEqual([800, 2000]);
    expect(notices).toEqual([{ kind: 'budgetSwapped' }]);
  });

  it('drops values in the wrong format, lists them, and never throws', () => {
    const { state, notices } = parseResultsQuery(
      'min=cheap&max=1e9&month=13&duration=forever&sort=random&page=-1&section=Spaceflights&categories=Not%20A%20Slug&destination=%3Cscript%3E',
    );
    expect(state).toEqual(emptyResultsState);
    expect(notices).toEqual([
      {
        kind: 'ignored',
        values: [
          'section=Spaceflights',
          'destination=<script>',
          'min=cheap',
          'max=1e9',
          'categories=Not A Slug',
          'month=13',
          'duration=forever',
          'sort=random',
          'page=-1',
        ],
      },
    ]);
  });

  it('accepts a section in any letter case, "any" month and a decimal budget rounded', () => {
    const { state } = parseResultsQuery('section=flighthotel&month=any&min=499.6');
    expect(state).toMatchObject({ section: 'FlightHotel', month: 'any', min: 500 });
  });

  it('keeps the first of repeated values that reads, and reports the rest', () => {
    const { state, notices } = parseResultsQuery('sort=duration&sort=price-asc&max=abc&max=500');
    expect([state.sort, state.max]).toEqual(['duration', 500]);
    expect(notices).toEqual([{ kind: 'ignored', values: ['max=abc', 'sort=price-asc'] }]);
  });
});

describe('resultsQuery', () => {
  it('writes a canonical address: fixed order, sorted lists, no defaults', () => {
    expect(resultsQuery({ categories: ['family', 'beach', 'beach'], sort: 'recommended', page: 1, min: 100 })).toBe(
      '?min=100&categories=beach&categories=family',
    );
    expect(resultsQuery(emptyResultsState)).toBe('');
  });

  it('reads back what it writes', () => {
    const state = {
      ...emptyResultsState,
      section: 'Cruises' as const,
      places: ['italy'],
      month: 'any' as const,
      page: 3,
      sort: 'duration' as const,
    };
    expect(parseResultsQuery(resultsQuery(state)).state).toEqual(state);
  });

  it('goes back to the first page on any change, and clears filters but keeps the section', () => {
    const state = { ...emptyResultsState, section: 'Cruises' as const, page: 4, categories: ['beach'], month: 5 };
    expect(withChange(state, { sort: 'price-desc' }).page).toBe(1);
    expect(hasFilters(state)).toBe(true);
    expect(clearedFilters(state)).toEqual({ ...emptyResultsState, section: 'Cruises', month: 'any' });
    expect(hasFilters(clearedFilters(state))).toBe(false);
  });
});

describe('the state segment of the proxy rewrite', () => {
  it('carries the results keys only, in order, and reads back', () => {
    const segment = resultsStateSegment('?gclid=x&page=2&categories=beach&utm_source=mail');
    expect(segment).toMatch(/^q[A-Za-z0-9_-]+$/);
    expect(queryOfStateSegment(segment).toString()).toBe('categories=beach&page=2');
    expect(resultsStateSegment('?utm_source=mail')).toBe('q');
  });

  it('reads an unreadable segment as no query', () => {
    expect(queryOfStateSegment('not-a-state').toString()).toBe('');
    // Five characters: no base64 text is that long.
    expect(queryOfStateSegment('qabcde').toString()).toBe('');
  });

  it('is base64url without padding, as Node writes it (the cached pages of every state keep their addresses), for any text', () => {
    for (const search of [
      '?categories=beach',
      '?destination=S%C3%A3o+Paulo&sort=price',
      '?destination=%E2%82%AC%F0%9F%8C%8D&page=12',
      '?min=1',
    ]) {
      const segment = resultsStateSegment(search);
      const kept = new URLSearchParams(search).toString();
      expect(segment).toBe(`q${Buffer.from(kept, 'utf8').toString('base64url')}`);
      expect(queryOfStateSegment(segment).toString()).toBe(kept);
    }
  });
});
