// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppStateProvider, StepLoaded, usePageData, useSearchBar } from './AppState.client';

let pathname = '/en/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

type Stores = { bar: ReturnType<typeof useSearchBar>; data: ReturnType<typeof usePageData> };

function Probe({ onStores }: { onStores: (stores: Stores) => void }) {
  onStores({ bar: useSearchBar(), data: usePageData() });
  return null;
}

describe('client state on navigation', () => {
  afterEach(() => cleanup());

  function mount(at: string) {
    pathname = at;
    let latest: Stores | undefined;
    const keep = (stores: Stores) => {
      latest = stores;
    };
    const tree = (step?: 'modules') => (
      <AppStateProvider>
        <Probe onStores={keep} />
        {step ? <StepLoaded step={step} /> : null}
      </AppStateProvider>
    );
    const view = render(tree('modules'));
    return {
      stores: () => latest!,
      navigate: (to: string) => {
        pathname = to;
        view.rerender(tree());
      },
    };
  }

  it('resets the search bar and the page data when the visitor goes to another screen', () => {
    const { stores, navigate } = mount('/en/');
    expect(stores().data.state.loaded.modules).toBe(true);
    act(() => stores().bar.dispatch({ type: 'CHANGE_COMPONENT', component: 'Cruises' }));
    expect(stores().bar.state.selectedComponent).toBe('Cruises');
    navigate('/en/help/');
    expect(stores().bar.state.selectedComponent).toBeNull();
    expect(stores().data.state).toMatchObject({ path: '/en/help/', loaded: { modules: false } });
  });

  it('keeps both on the way to the results', () => {
    const { stores, navigate } = mount('/it/');
    act(() => stores().bar.dispatch({ type: 'CHANGE_COMPONENT', component: 'FlightHotel' }));
    navigate('/it/risultati/pacchetti/italia/');
    expect(stores().bar.state.selectedComponent).toBe('FlightHotel');
    expect(stores().data.state.loaded.modules).toBe(true);
  });
});
