import { describe, expect, it } from 'vitest';
import { canonicalRedirect, canonicalState, noticesFragment, noticesOfFragment } from './canonical';
import { emptyResultsState, parseResultsQuery, type ResultsNotice } from './query';

const view = (query: string, priceRange = { min: 400, max: 4000 }, extra: ResultsNotice[] = []) => {
  const { state, notices } = parseResultsQuery(query);
  return { state, priceRange, notices: [...notices, ...extra] };
};
const asked = (query: string) => new URLSearchParams(query);

describe('one address per results state', () => {
  it('leaves an address the filters make as it is', () => {
    for (const query of [
      '',
      'min=500',
      'min=500&max=900&categories=beach&categories=city&sort=price-asc&page=2',
      'section=FlightHotel&destination=europe&month=any',
    ]) {
      expect(canonicalRedirect(asked(query), view(query)), query).toBeNull();
    }
  });

  it('drops budget bounds that exclude nothing in scope', () => {
    expect(canonicalState(view('min=100&max=5000'))).toEqual({ ...emptyResultsState });
    expect(canonicalState(view('min=400&max=4000'))).toMatchObject({ min: null, max: null });
    expect(canonicalState(view('min=401&max=3999'))).toMatchObject({ min: 401, max: 3999 });
    expect(canonicalRedirect(asked('min=1&sort=duration'), view('min=1&sort=duration'))).toBe('?sort=duration');
    // Every budget below the cheapest package is the same page: 10,000 of them make one.
    const targets = new Set(
      Array.from({ length: 400 }, (_, min) => canonicalRedirect(asked(`min=${min}`), view(`min=${min}`))),
    );
    expect(targets).toEqual(new Set(['']));
  });

  it('sends another spelling of a state to its one address', () => {
    expect(canonicalRedirect(asked('categories=city,beach'), view('categories=city,beach'))).toBe(
      '?categories=beach&categories=city',
    );
    expect(canonicalRedirect(asked('sort=recommended&page=1'), view('sort=recommended&page=1'))).toBe('');
    expect(canonicalRedirect(asked('min=+700'), view('min=+700'))).toBe('?min=700');
  });

  it('says what it changed in the fragment, which the page reads back', () => {
    const query = 'min=3000&max=abc&max=500&page=999';
    const target = canonicalRedirect(asked(query), view(query, undefined, [{ kind: 'pageClamped', page: 3 }]));
    expect(target).toBe('?min=500&max=3000&page=999#ignored=max%3Dabc&swapped&page=3');
    expect(noticesOfFragment(target!.split('#')[1]!)).toEqual([
      { kind: 'ignored', values: ['max=abc'] },
      { kind: 'budgetSwapped' },
      { kind: 'pageClamped', page: 3 },
    ]);
    expect(noticesFragment([])).toBe('');
    // A fragment is the visitor's own text: only what it may hold is read, bounded.
    expect(noticesOfFragment('#page=0&page=x&other=1')).toEqual([]);
    expect(noticesOfFragment(`#${'ignored=x&'.repeat(100)}`)).toEqual([
      { kind: 'ignored', values: Array(30).fill('x') },
    ]);
  });
});
