// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
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

  it('resets both stores when the visitor signs in or out (SPEC section 4), here or in another tab', async () => {
    const { announceSession } = await import('@/lib/accounts/session-events');
    const { stores } = mount('/en/results/packages/');
    act(() => stores().bar.dispatch({ type: 'CHANGE_COMPONENT', component: 'Cruises' }));
    expect(stores().data.state.loaded.modules).toBe(true);
    act(() => announceSession({ signedIn: true }));
    expect(stores().bar.state.selectedComponent).toBeNull();
    expect(stores().data.state.loaded.modules).toBe(false);
    act(() => stores().bar.dispatch({ type: 'CHANGE_COMPONENT', component: 'Cruises' }));
    // Another tab's sign-out arrives through the BroadcastChannel.
    const channel = new BroadcastChannel('site-session');
    channel.postMessage({ signedIn: false });
    channel.close();
    await vi.waitFor(() => expect(stores().bar.state.selectedComponent).toBeNull());
  });

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

  it('renders nothing again when a screen opens and its steps report: only the components that read a store render when it changes', () => {
    pathname = '/en/';
    const commits: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => commits.push(phase);
    function Reader() {
      return <p>{usePageData().state.loaded.modules ? 'modules loaded' : 'modules loading'}</p>;
    }
    const view = render(
      <AppStateProvider>
        <Profiler id="page" onRender={onRender}>
          <main>the page</main>
          <StepLoaded step="basic" />
          <StepLoaded step="modules" />
        </Profiler>
        <Reader />
      </AppStateProvider>,
    );
    // The reset on arrival and both reports happened, and the page around them was not rendered again for it.
    expect(commits).toEqual(['mount']);
    // The one component that reads the page data shows the reports.
    expect(view.getByText('modules loaded')).toBeVisible();
  });
});
