// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppStateProvider } from '@/components/shell/AppState.client';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { ModuleStory } from '@/stories/ModuleStory';
import { italian, valid } from '@/registry/searchbox-item/fixtures';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/en/' }));
const pushed: unknown[] = [];
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  (window as unknown as { dataLayer: unknown[] }).dataLayer = pushed;
  Element.prototype.scrollIntoView = () => {};
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  push.mockClear();
});

const en = dictionaries.en;

async function openTab(name: string, heading = en.modules.searchboxItem.heading) {
  await act(async () => fireEvent.click(screen.getByRole('link', { name })));
  return screen.findByRole('form', { name: heading });
}

describe('the search bar', () => {
  it('a packages tab opens its form in place; without a month the search is refused with the spec’s words', async () => {
    render(<ModuleStory module={valid} />);
    const tab = screen.getByRole('link', { name: 'Packages' });
    expect(tab.getAttribute('aria-expanded')).toBe('false');
    const form = await openTab('Packages');
    expect(tab.getAttribute('aria-expanded')).toBe('true');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: en.search.submit })));
    expect(within(form).getByRole('alert').textContent).toContain(en.forms.incomplete);
    expect(within(form).getAllByText(en.forms.selectMonth).length).toBeGreaterThan(0);
    expect(push).not.toHaveBeenCalled();
  });

  it('a valid search lands on the results with its section and filters, and tells analytics only its shape', async () => {
    render(<ModuleStory module={valid} />);
    const form = await openTab(en.sections.FlightHotel);
    await act(async () => {
      fireEvent.change(within(form).getByLabelText(en.search.departureMonth), { target: { value: '6' } });
      fireEvent.change(within(form).getByLabelText(en.search.duration), { target: { value: '6-9' } });
      fireEvent.change(within(form).getByLabelText(en.search.minPrice), { target: { value: '400' } });
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: en.search.submit })));
    expect(push).toHaveBeenCalledWith('/en/results/packages/?section=FlightHotel&min=400&month=6&duration=6-9');
    expect(pushed.at(-1)).toMatchObject({ event: 'user_interaction', name: 'search_submit', detail: { section: 'FlightHotel', month: 6, adults: 2, children: 0, rooms: 1, budget: true } });
  });

  it('what was typed survives closing and opening the bar, per section', async () => {
    render(<ModuleStory module={valid} />);
    let form = await openTab('Packages');
    await act(async () => fireEvent.change(within(form).getByLabelText(en.search.departureMonth), { target: { value: '3' } }));
    // The same tab closes the bar, and opens it again.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Packages' })));
    expect(screen.queryByRole('form', { name: en.modules.searchboxItem.heading })).toBeNull();
    form = await openTab('Packages');
    expect((within(form).getByLabelText(en.search.departureMonth) as HTMLSelectElement).value).toBe('3');
    // Another section keeps its own record.
    form = await openTab(en.sections.FlightHotel);
    expect((within(form).getByLabelText(en.search.departureMonth) as HTMLSelectElement).value).toBe('');
  });

  it('a child needs an age (’Age required’), and the travellers’ summary counts them', async () => {
    render(<ModuleStory module={italian} locale="it" />);
    const it_ = dictionaries.it;
    const form = await openTab('Pacchetti', it_.modules.searchboxItem.heading);
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: it_.forms.increase.replace('{{field}}', it_.search.children) })));
    expect(within(form).getByText('2 adulti, 1 bambino, 1 camera')).toBeTruthy();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: it_.search.submit })));
    expect(within(form).getAllByText(it_.forms.ageRequired).length).toBeGreaterThan(0);
  });

  it('is inside the page’s client state', () => {
    expect(() => render(<AppStateProvider>{null}</AppStateProvider>)).not.toThrow();
  });
});
