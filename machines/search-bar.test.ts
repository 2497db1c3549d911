import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pageDataMachine } from './page-data';
import { searchBarMachine } from './search-bar';

describe('the search bar state', () => {
  it('toggles, changes component, sets indexes and resets to no component and indexes 0', () => {
    const bar = createActor(searchBarMachine).start();
    bar.send({ type: 'INITIALIZE', components: ['FlightHotel', 'Cruises'] });
    expect(bar.getSnapshot().context.selectedComponent).toBe('FlightHotel');
    bar.send({ type: 'TOGGLE' });
    bar.send({ type: 'CHANGE_COMPONENT', component: 'Cruises' });
    bar.send({ type: 'SET_INDEXES', activeIndex: 3, activePaginationIndex: 1 });
    bar.send({ type: 'SET_INPUT', kind: 'cruises', input: { ship: 'Aurora' } });
    expect(bar.getSnapshot().context).toMatchObject({ isActive: true, selectedComponent: 'Cruises', activeIndex: 3, activePaginationIndex: 1 });
    bar.send({ type: 'RESET' });
    expect(bar.getSnapshot().context).toMatchObject({ isActive: false, selectedComponent: null, activeIndex: 0, activePaginationIndex: 0 });
    expect(bar.getSnapshot().context.inputs.cruises).toEqual({ ship: 'Aurora' });
    bar.send({ type: 'CLOSE' });
    expect(bar.getSnapshot().context.isActive).toBe(false);
  });
});

describe('the page-data state', () => {
  it('keeps one flag per step for the current page and starts over for another', () => {
    const data = createActor(pageDataMachine).start();
    data.send({ type: 'LOADED', step: 'modules', path: '/en/' });
    data.send({ type: 'NAVIGATED', path: '/en/' });
    data.send({ type: 'LOADED', step: 'heroBanners', path: '/en/' });
    expect(data.getSnapshot().context.loaded).toEqual({ basic: false, campaign: false, heroBanners: true, searchbox: false, modules: true });
    data.send({ type: 'NAVIGATED', path: '/en/help/' });
    expect(Object.values(data.getSnapshot().context.loaded)).not.toContain(true);
    data.send({ type: 'LOADED', step: 'basic', path: '/it/' });
    expect(data.getSnapshot().context).toMatchObject({ path: '/it/', loaded: { basic: true, modules: false } });
  });
});
