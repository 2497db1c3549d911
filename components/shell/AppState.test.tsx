// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppStateProvider, PageDataState, SearchBarState, StepLoaded } from './AppState.client';

let pathname = '/en/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

type Snapshot = { bar: ReturnType<typeof SearchBarState.useActorRef>; data: ReturnType<typeof PageDataState.useActorRef> };

function Probe({ onRefs }: { onRefs: (refs: Snapshot) => void }) {
  onRefs({ bar: SearchBarState.useActorRef(), data: PageDataState.useActorRef() });
  return null;
}

describe('client state on navigation', () => {
  afterEach(() => cleanup());

  function mount(at: string) {
    pathname = at;
    const refs: Partial<Snapshot> = {};
    const keep = (found: Snapshot) => Object.assign(refs, found);
    const tree = (step?: 'modules') => (
      <AppStateProvider>
        <Probe onRefs={keep} />
        {step ? <StepLoaded step={step} /> : null}
      </AppStateProvider>
    );
    const view = render(tree('modules'));
    return { refs: refs as Snapshot, navigate: (to: string) => { pathname = to; view.rerender(tree()); } };
  }

  it('resets the search bar and the page data when the visitor goes to another screen', () => {
    const { refs, navigate } = mount('/en/');
    expect(refs.data.getSnapshot().context.loaded.modules).toBe(true);
    act(() => refs.bar.send({ type: 'CHANGE_COMPONENT', component: 'Cruises' }));
    navigate('/en/help/');
    expect(refs.bar.getSnapshot().context.selectedComponent).toBeNull();
    expect(refs.data.getSnapshot().context).toMatchObject({ path: '/en/help/', loaded: { modules: false } });
  });

  it('keeps both on the way to the results', () => {
    const { refs, navigate } = mount('/it/');
    act(() => refs.bar.send({ type: 'CHANGE_COMPONENT', component: 'FlightHotel' }));
    navigate('/it/risultati/pacchetti/italia/');
    expect(refs.bar.getSnapshot().context.selectedComponent).toBe('FlightHotel');
    expect(refs.data.getSnapshot().context.loaded.modules).toBe(true);
  });
});
