// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@/lib/content/model';
import { fixtureContext } from '@/registry/fixture-context';
import { ModuleStory } from '@/stories/ModuleStory';
import { invalid, italian, minimal, unlabelled, valid } from './fixtures';
import { dayHeading } from './JourneyDays';
import { journeyDaySchema } from './schema';

const warnings = () =>
  vi.mocked(console.warn).mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
const days = (name = 'Itinerary') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');

afterEach(() => cleanup());

describe('journey day fixtures', () => {
  it.each([
    ['valid', valid],
    ['minimal', minimal],
    ['unlabelled', unlabelled],
    ['italian', italian],
  ])('%s parses', (_name, fixture) => {
    expect(journeyDaySchema.safeParse(fixture).success).toBe(true);
  });

  it('invalid (a day without its name) does not parse', () => {
    expect(journeyDaySchema.safeParse(invalid).success).toBe(false);
  });

  it(`refuses more days than the model allows a package's itinerary (${limits.packageItineraryDays}; a journey's ${limits.journeyDays})`, () => {
    const many = Array.from({ length: limits.packageItineraryDays + 1 }, (_, index) => ({
      sys: { id: `day-${index}` },
      name: `Day ${index + 1}`,
    }));
    expect(journeyDaySchema.safeParse({ items: many.slice(0, limits.packageItineraryDays) }).success).toBe(true);
    expect(journeyDaySchema.safeParse({ items: many }).success).toBe(false);
  });

  it('leaves out stops the query could not resolve and photos without a file', () => {
    const parsed = journeyDaySchema.parse({
      items: [
        {
          sys: { id: 'day-1' },
          name: 'Day 1 – Arrival',
          itineraryCollection: {
            items: [null, { sys: { id: 'stop-1' }, title: 'Old harbour', photo: { title: 'Harbour', url: null } }],
          },
        },
      ],
    });
    expect(parsed.items[0]?.itinerary).toEqual([
      { sys: { id: 'stop-1' }, title: 'Old harbour', description: null, photo: null },
    ]);
  });
});

describe('the day heading', () => {
  const { t } = fixtureContext('en');

  it.each([
    'Day 1 – Arrival in Reykjavik',
    'Days 5–6 – Back west, chasing the northern lights',
    "Giorni 5-6 – Ritorno a ovest, a caccia dell'aurora boreale",
    'Día 1 – Llegada a Reikiavik',
    'Dia 10: Partida',
    'Day 8',
  ])('keeps a name that carries its own day label: %s', (name) => {
    expect(dayHeading(name, 3, t)).toBe(name);
  });

  it('numbers a name without one by its position', () => {
    expect(dayHeading('The Golden Circle', 2, t)).toBe('Day 2 – The Golden Circle');
    expect(dayHeading('Il Circolo d’Oro', 2, fixtureContext('it').t)).toBe('Giorno 2 – Il Circolo d’Oro');
  });
});

describe('the itinerary on a special journey', () => {
  it('lists the days in order under the section heading, each named as the editor wrote it', () => {
    render(<ModuleStory module={valid} layout="parallax" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Itinerary' })).toBeVisible();
    expect(days()).toHaveLength(7);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Day 1 – Arrival in Reykjavik',
      'Day 2 – The Golden Circle',
      'Day 3 – Waterfalls of the south coast',
      'Day 4 – Vatnajökull and the glacier lagoon',
      'Days 5–6 – Back west, chasing the northern lights',
      'Day 7 – A soak in a geothermal lagoon',
      'Day 8 – Departure',
    ]);
  });

  it('opens the first day and keeps the others closed, each summary showing its heading', () => {
    const { container } = render(<ModuleStory module={valid} layout="parallax" />);
    const details = [...container.querySelectorAll('details')];
    expect(details.map((day) => day.open)).toEqual([true, false, false, false, false, false, false]);
    expect(details[1]?.querySelector('summary h3')?.textContent).toBe('Day 2 – The Golden Circle');
  });

  it("shows each day's stops with title, description and an 850 x 650 photo", () => {
    render(<ModuleStory module={valid} layout="parallax" />);
    const stops = screen.getByRole('list', { name: 'Day 2 – The Golden Circle' });
    expect(
      within(stops)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Þingvellir National Park', 'Geysir and Gullfoss']);
    // A closed day (only the first is open) shows its stops once the visitor opens it.
    const strokkur = within(stops).getByText(/Strokkur erupts every few minutes/);
    expect(strokkur).not.toBeVisible();
    stops.closest('details')!.open = true;
    expect(strokkur).toBeVisible();
    const photo = within(stops).getByRole('img', { name: 'Geysir and Gullfoss' });
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['850', '650']);
    expect(photo.getAttribute('sizes')).toBeTruthy();
    const lastDay = screen.getByRole('list', { name: 'Day 8 – Departure' });
    lastDay.closest('details')!.open = true;
    expect(within(lastDay).getByRole('heading', { level: 4, name: 'Transfer to Keflavík airport' })).toBeVisible();
    expect(within(lastDay).queryByRole('img')).toBeNull();
  });

  it('numbers days named without a label, renders markdown descriptions, and shows a day without stops as a heading alone', () => {
    const { container } = render(<ModuleStory module={unlabelled} layout="parallax" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Day 1 – Arrival in Reykjavik',
      'Day 2 – The Golden Circle',
      'Day 3 – Departure',
    ]);
    expect(container.querySelectorAll('details')).toHaveLength(2);
    const firstDay = screen.getByRole('list', { name: 'Day 1 – Arrival in Reykjavik' });
    expect(within(firstDay).getByText('dinner').tagName).toBe('STRONG');
    const ownPage = within(firstDay).getByRole('link', { name: 'our other trips to Iceland' });
    expect(ownPage.getAttribute('href')).toBe('/en/results/packages/iceland/');
    expect(ownPage.hasAttribute('target')).toBe(false);
    const otherSite = within(firstDay).getByRole('link', { name: 'Harpa concert hall (opens in a new tab)' });
    expect(otherSite.getAttribute('target')).toBe('_blank');
    expect(otherSite.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('speaks the page language', () => {
    render(<ModuleStory module={unlabelled} layout="parallax" locale="it" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Itinerario' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Giorno 2 – The Golden Circle' })).toBeVisible();
  });

  it('shows Italian content as the CMS sends it', () => {
    render(<ModuleStory module={italian} layout="parallax" locale="it" />);
    expect(days('Itinerario')).toHaveLength(7);
    expect(
      screen.getByRole('heading', { level: 3, name: "Giorni 5-6 – Ritorno a ovest, a caccia dell'aurora boreale" }),
    ).toBeVisible();
  });

  it('renders nothing on a page whose layout does not take it, and logs one warning', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<ModuleStory module={valid} />);
    expect(container.innerHTML).toBe('');
    expect(warnings()).toEqual([
      expect.objectContaining({
        kind: 'journeyDay',
        id: 'journey-iceland-fire-and-ice.days',
        message: expect.stringContaining('"default"'),
      }),
    ]);
  });

  it('tells an editor in preview which day has no name', () => {
    render(<ModuleStory module={invalid} layout="parallax" preview />);
    const note = screen.getByTestId('module-diagnostic');
    expect(note.textContent).toContain('Module not shown: journeyDay (journey-iceland-fire-and-ice.days)');
    expect(note.textContent).toContain('The field "1 › name" is empty.');
  });
});
