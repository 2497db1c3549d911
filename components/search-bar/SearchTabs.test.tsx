// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppStateProvider, useSearchBar } from '@/components/shell/AppState.client';
import { ClientProviders } from '@/components/shell/ClientProviders.client';
import { RenderModules } from '@/renderer/RenderModules';
import { fixtureContext } from '@/registry/fixture-context';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { ModuleStory } from '@/stories/ModuleStory';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { SearchBox } from '@/registry/searchbox-item/SearchBox';
import { searchboxItemSchema } from '@/registry/searchbox-item/schema';
import { searchTexts } from './search-texts';
import { SearchTabs, type LoadSearchTexts, type SearchTab } from './SearchTabs.client';
import { italian, valid } from '@/registry/searchbox-item/fixtures';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/en/' }));
const leavePage = vi.fn();
vi.mock('@/lib/search/navigate', () => ({ leavePage: (url: string) => leavePage(url) }));
let phone = false;
const pushed: unknown[] = [];
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  (window as unknown as { dataLayer: unknown[] }).dataLayer = pushed;
  Element.prototype.scrollIntoView = () => {};
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'),
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  push.mockClear();
  leavePage.mockClear();
  phone = false;
});

const en = dictionaries.en;

async function openTab(name: string | RegExp, heading = en.modules.searchboxItem.heading) {
  await act(async () => fireEvent.click(screen.getByRole('link', { name })));
  // The forms' chunk loads on the first open (a second or two the first time in a test run).
  return screen.findByRole('form', { name: heading }, { timeout: 15_000 });
}

// The first open of a run loads the forms' chunk: seconds on a busy machine.
describe('the search bar', { timeout: 20_000 }, () => {
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
    expect(pushed.at(-1)).toMatchObject({
      event: 'user_interaction',
      name: 'search_submit',
      detail: { section: 'FlightHotel', month: 6, adults: 2, children: 0, rooms: 1, budget: true },
    });
  });

  it('what was typed survives closing and opening the bar, per section', async () => {
    render(<ModuleStory module={valid} />);
    let form = await openTab('Packages');
    await act(async () =>
      fireEvent.change(within(form).getByLabelText(en.search.departureMonth), { target: { value: '3' } }),
    );
    // The same tab closes the bar, and opens it again.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Packages' })));
    expect(screen.queryByRole('form', { name: en.modules.searchboxItem.heading })).toBeNull();
    form = await openTab('Packages');
    expect((within(form).getByLabelText(en.search.departureMonth) as HTMLSelectElement).value).toBe('3');
    // Another section keeps its own record.
    form = await openTab(en.sections.FlightHotel);
    expect((within(form).getByLabelText(en.search.departureMonth) as HTMLSelectElement).value).toBe('');
  });

  it('a destination typed and not chosen from the list is refused, not searched as anywhere; the bar keeps it', async () => {
    render(<ModuleStory module={valid} />);
    let form = await openTab('Packages');
    const destination = () => within(form).getByRole('combobox', { name: en.search.destination });
    await act(async () => {
      fireEvent.change(destination(), { target: { value: 'Rom' } });
      fireEvent.change(within(form).getByLabelText(en.search.departureMonth), { target: { value: '6' } });
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: en.search.submit })));
    expect(push).not.toHaveBeenCalled();
    expect(within(form).getAllByText(en.forms.chooseDestination).length).toBeGreaterThan(0);
    expect(destination().getAttribute('aria-invalid')).toBe('true');
    // Closed and opened again, the field shows what was typed.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Packages' })));
    form = await openTab('Packages');
    expect((destination() as HTMLInputElement).value).toBe('Rom');
    // Emptied, the search is of everywhere again.
    await act(async () => fireEvent.change(destination(), { target: { value: '' } }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: en.search.submit })));
    expect(push).toHaveBeenCalledWith('/en/results/packages/?section=TravelPackages&month=6');
  });

  it('a child needs an age (’Age required’), and the travellers’ summary counts them', async () => {
    render(<ModuleStory module={italian} locale="it" />);
    const it_ = dictionaries.it;
    const form = await openTab('Pacchetti', it_.modules.searchboxItem.heading);
    await act(async () =>
      fireEvent.click(
        within(form).getByRole('button', { name: it_.forms.increase.replace('{{field}}', it_.search.children) }),
      ),
    );
    expect(within(form).getByText('2 adulti, 1 bambino, 1 camera')).toBeVisible();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: it_.search.submit })));
    expect(within(form).getAllByText(it_.forms.ageRequired).length).toBeGreaterThan(0);
    // The age is behind the travellers' summary line: unfolded, so the focus can reach the field that needs it.
    const travellers = within(form).getByText('2 adulti, 1 bambino, 1 camera').closest('details')!;
    expect(travellers.open).toBe(true);
    expect(travellers.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
  });

  it('a cruise search hands over through the site’s route with the form’s values, after the kit has checked them', async () => {
    render(<ModuleStory module={valid} />);
    const form = await openTab('Cruises');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: en.search.submit })));
    expect(within(form).getAllByText(en.forms.selectMonth).length).toBeGreaterThan(0);
    expect(leavePage).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(within(form).getByLabelText(en.search.departureMonth), { target: { value: '9' } });
      fireEvent.change(within(form).getByLabelText(en.search.ship), { target: { value: 'Aurora' } });
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: en.search.submit })));
    expect(leavePage).toHaveBeenCalledWith(
      '/api/search/Cruises/?lang=en&month=9&ship=Aurora&travellers.adults=2&travellers.rooms=1',
    );
    // The ship's name is free text: analytics learn only that one was given.
    expect(pushed.at(-1)).toMatchObject({
      name: 'search_submit',
      detail: { section: 'Cruises', month: 9, ship: true, adults: 2 },
    });
  });

  it('car hire: the driver must be 30 to 65, and one way asks for the drop-off place', async () => {
    render(<ModuleStory module={valid} />);
    const form = await openTab(/^Car hire/);
    await act(async () => {
      fireEvent.change(within(form).getByLabelText(en.search.driverAge), { target: { value: '29' } });
      fireEvent.blur(within(form).getByLabelText(en.search.driverAge));
    });
    expect(within(form).getAllByText(en.search.driverAgeRange).length).toBeGreaterThan(1);
    expect(within(form).getByLabelText(en.search.driverAge).getAttribute('aria-invalid')).toBe('true');
    // One way asks for the drop-off place.
    expect(within(form).queryByLabelText(en.search.dropoffPlace)).toBeNull();
    await act(async () => fireEvent.click(within(form).getByLabelText(en.search.oneWay)));
    expect(within(form).getByLabelText(en.search.dropoffPlace)).toBeVisible();
  });

  it('on a phone a tab opens its form in a full-screen sheet, and closing the sheet closes the bar', async () => {
    phone = true;
    render(<ModuleStory module={valid} />);
    const tab = screen.getByRole('link', { name: 'Hotels' });
    await act(async () => fireEvent.click(tab));
    const sheet = await screen.findByRole('dialog', { name: 'Hotels' }, { timeout: 15_000 });
    expect(await within(sheet).findByRole('form', { name: en.modules.searchboxItem.heading })).toBeVisible();
    expect(tab.getAttribute('aria-expanded')).toBe('true');
    await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: en.search.closeSearch })));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tab.getAttribute('aria-expanded')).toBe('false');
  });

  it('on a phone a second tap on a tab, or on another, opens no second sheet over the first', async () => {
    phone = true;
    render(<ModuleStory module={valid} />);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Hotels' })));
    await screen.findByRole('dialog', { name: 'Hotels' }, { timeout: 15_000 });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Hotels' }));
      fireEvent.click(screen.getByRole('link', { name: 'Cruises' }));
    });
    // Time for a second sheet to open if the taps were taken (the sheet's code is loaded by now: a resolved import).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('dialog', { name: 'Cruises' })).toBeNull();
  });

  it('starts on the first section, closed, and records the chosen tab’s index', async () => {
    let bar: ReturnType<typeof useSearchBar>['state'] | undefined;
    function Probe() {
      bar = useSearchBar().state;
      return null;
    }
    render(
      <ClientProviders>
        <Probe />
        <RenderModules modules={[valid]} layout="default" context={fixtureContext('en')} path="/en/" />
      </ClientProviders>,
    );
    expect(bar).toMatchObject({ isActive: false, selectedComponent: 'TravelPackages', activeIndex: 0 });
    await openTab('Cruises');
    expect(bar).toMatchObject({
      isActive: true,
      selectedComponent: 'Cruises',
      activeIndex: valid.items.findIndex((tab) => tab.component === 'Cruises'),
    });
  });

  describe('the forms’ texts', () => {
    const tabs: SearchTab[] = [
      {
        id: 'hotels',
        name: 'Hotels',
        href: '/en/results/packages/?section=OnlyHotel',
        newTab: false,
        newTabText: '',
        component: 'OnlyHotel',
        opensForm: true,
        url: null,
      },
    ];
    const box = (loadTexts: LoadSearchTexts) => (
      <ClientProviders>
        <SearchTabs
          tabs={tabs}
          locale="en"
          loadTexts={loadTexts}
          content={{ url: '/content', token: 'token' }}
          loading={en.search.loadingForm}
          failed={en.search.formFailed}
          retry={en.forms.tryAgain}
          closeLabel={en.search.closeSearch}
        />
      </ClientProviders>
    );

    it('are not sent with the page: the search box hands its tabs a loader, and none of the forms’ texts', async () => {
      const section = SearchBox({ data: searchboxItemSchema.parse(valid), context: fixtureContext('en') });
      const find = (node: ReactNode): ReactElement<Record<string, unknown>> | undefined => {
        if (!isValidElement<{ children?: ReactNode }>(node))
          return Array.isArray(node) ? node.map(find).find(Boolean) : undefined;
        return node.type === SearchTabs ? (node as ReactElement<Record<string, unknown>>) : find(node.props.children);
      };
      const tabsElement = find(section);
      // What a client component's props hold is what the page's payload carries.
      const sent = JSON.stringify(tabsElement?.props);
      expect(sent).toContain('Hotels');
      expect(sent).not.toContain(en.forms.selectMonth);
      expect(sent).not.toContain(en.search.departureMonth);
      const loadTexts = tabsElement?.props.loadTexts as LoadSearchTexts;
      expect((await loadTexts())?.labels.heading).toBe(en.modules.searchboxItem.heading);
    });

    it('load once, when a pointer first comes over a tab, in the page’s language', async () => {
      const loadTexts = vi.fn(() => searchTexts('en'));
      render(box(loadTexts));
      const tab = screen.getByRole('link', { name: 'Hotels' });
      fireEvent.pointerEnter(tab);
      fireEvent.focus(tab);
      expect(loadTexts).toHaveBeenCalledTimes(1);
      await openTab('Hotels');
      expect(loadTexts).toHaveBeenCalledTimes(1);
    });

    it('that could not be loaded are said so, and a second try opens the form', async () => {
      const loadTexts = vi
        .fn<LoadSearchTexts>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockImplementation(() => searchTexts('en'));
      render(box(loadTexts));
      await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Hotels' })));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(en.search.formFailed);
      await act(async () => fireEvent.click(within(alert).getByRole('button', { name: en.forms.tryAgain })));
      expect(
        await screen.findByRole('form', { name: en.modules.searchboxItem.heading }, { timeout: 15_000 }),
      ).toBeVisible();
      expect(loadTexts).toHaveBeenCalledTimes(2);
    });

    it('answer only for a language of the site', async () => {
      expect(await searchTexts('fr')).toBeNull();
      expect((await searchTexts('it'))?.texts.forms.selectMonth).toBe(dictionaries.it.forms.selectMonth);
    });
  });

  it('is inside the page’s client state', () => {
    expect(() => render(<AppStateProvider>{null}</AppStateProvider>)).not.toThrow();
  });
});
