import { describe, expect, it } from 'vitest';
import { initialPageData, pageDataReducer, type PageDataAction } from './page-data';
import { initialSearchBar, searchBarReducer, type SearchBarAction } from './search-bar';

const run = <S, A>(reducer: (state: S, action: A) => S, state: S, actions: A[]) => actions.reduce(reducer, state);

describe('the search bar state', () => {
  it('toggles, changes component, sets indexes and resets to no component and indexes 0', () => {
    const actions: SearchBarAction[] = [
      { type: 'INITIALIZE', components: ['FlightHotel', 'Cruises'] },
      { type: 'TOGGLE' },
      { type: 'CHANGE_COMPONENT', component: 'Cruises' },
      { type: 'SET_INDEXES', activeIndex: 3, activePaginationIndex: 1 },
      { type: 'SET_INPUT', kind: 'cruises', input: { ship: 'Aurora' } },
    ];
    expect(run(searchBarReducer, initialSearchBar(), actions.slice(0, 1)).selectedComponent).toBe('FlightHotel');
    const used = run(searchBarReducer, initialSearchBar(), actions);
    expect(used).toMatchObject({
      isActive: true,
      selectedComponent: 'Cruises',
      activeIndex: 3,
      activePaginationIndex: 1,
    });
    const reset = searchBarReducer(used, { type: 'RESET' });
    expect(reset).toMatchObject({ isActive: false, selectedComponent: null, activeIndex: 0, activePaginationIndex: 0 });
    expect(reset.inputs.cruises).toEqual({ ship: 'Aurora' });
    expect(searchBarReducer(used, { type: 'CLOSE' }).isActive).toBe(false);
  });

  it('initializes only a bar without a component: otherwise the state is the same object, so nobody is told', () => {
    const chosen = searchBarReducer(initialSearchBar(), { type: 'CHANGE_COMPONENT', component: 'Cruises' });
    expect(searchBarReducer(chosen, { type: 'INITIALIZE', components: ['FlightHotel'] })).toBe(chosen);
    const empty = initialSearchBar();
    expect(searchBarReducer(empty, { type: 'INITIALIZE', components: [] })).toBe(empty);
  });
});

describe('the page-data state', () => {
  it('keeps one flag per step for the current page and starts over for another', () => {
    const actions: PageDataAction[] = [
      { type: 'LOADED', step: 'modules', path: '/en/' },
      { type: 'NAVIGATED', path: '/en/' },
      { type: 'LOADED', step: 'heroBanners', path: '/en/' },
    ];
    const home = run(pageDataReducer, initialPageData(), actions);
    expect(home.loaded).toEqual({ basic: false, campaign: false, heroBanners: true, searchbox: false, modules: true });
    expect(Object.values(pageDataReducer(home, { type: 'NAVIGATED', path: '/en/help/' }).loaded)).not.toContain(true);
    expect(pageDataReducer(home, { type: 'LOADED', step: 'basic', path: '/it/' })).toMatchObject({
      path: '/it/',
      loaded: { basic: true, modules: false },
    });
  });
});
