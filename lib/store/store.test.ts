import { describe, expect, it, vi } from 'vitest';
import { initialPageData, pageDataReducer } from './page-data';
import { initialSearchBar, searchBarReducer } from './search-bar';
import { createStore } from './store';

describe('a store', () => {
  it('tells its subscribers about each change, and only about changes', () => {
    const store = createStore(pageDataReducer, initialPageData());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'RESET' });
    store.dispatch({ type: 'NAVIGATED', path: '/en/' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispatch({ type: 'LOADED', step: 'modules', path: '/en/' });
    store.dispatch({ type: 'LOADED', step: 'modules', path: '/en/' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().loaded.modules).toBe(true);
    unsubscribe();
    store.dispatch({ type: 'NAVIGATED', path: '/it/' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ path: '/it/', loaded: { modules: false } });
  });

  it('keeps the same state when a reset finds nothing to reset', () => {
    const bar = initialSearchBar();
    expect(searchBarReducer(bar, { type: 'RESET' })).toBe(bar);
    const data = initialPageData();
    expect(pageDataReducer(data, { type: 'RESET' })).toBe(data);
    expect(searchBarReducer({ ...bar, activeIndex: 2 }, { type: 'RESET' })).not.toBe(bar);
  });
});
