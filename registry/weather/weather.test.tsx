// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@/lib/content/model';
import { ModuleStory } from '@/stories/ModuleStory';
import { editorShortcuts, invalid, italian, japan, minimal, valid } from './fixtures';
import { weatherSchema } from './schema';
import { formatTemperature } from './Weather';

const warnings = () =>
  vi.mocked(console.warn).mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
const seasons = (name = 'Weather and seasons') => within(screen.getByRole('list', { name })).getAllByRole('listitem');
/** A season card's label → value pairs ("Months" → "June to August"). */
const facts = (card: HTMLElement) =>
  Object.fromEntries(
    [...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

afterEach(() => cleanup());

describe('weather fixtures', () => {
  it.each([
    ['valid', valid],
    ['minimal', minimal],
    ['japan', japan],
    ['editorShortcuts', editorShortcuts],
    ['italian', italian],
  ])('%s parses', (_name, fixture) => {
    expect(weatherSchema.safeParse(fixture).success).toBe(true);
  });

  it('invalid (a season without its title) does not parse', () => {
    expect(weatherSchema.safeParse(invalid).success).toBe(false);
  });

  it(`refuses more seasons than the model allows (${limits.journeyWeather})`, () => {
    const [winter] = valid.items;
    expect(
      weatherSchema.safeParse({ items: Array.from({ length: limits.journeyWeather + 1 }, () => winter) }).success,
    ).toBe(false);
  });
});

describe('the temperature', () => {
  it('stays as the editor wrote it when it is text', () => {
    expect(formatTemperature('-3 to 3 °C', 'en')).toBe('-3 to 3 °C');
    expect(formatTemperature('da 12 a 18 °C', 'it')).toBe('da 12 a 18 °C');
  });

  it('gets degrees Celsius in the page language when it is a bare number', () => {
    expect(formatTemperature('15', 'en')).toBe('15°C');
    expect(formatTemperature('-1.5', 'en')).toBe('-1.5°C');
    expect(formatTemperature('-1,5', 'it')).toBe('-1,5 °C');
  });
});

describe('the weather on a special journey', () => {
  it('shows one card per season with its title, months, temperature, description and note', () => {
    render(<ModuleStory module={valid} layout="parallax" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Weather and seasons' })).toBeVisible();
    const cards = seasons();
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Winter',
      'Spring',
      'Summer',
      'Autumn',
    ]);
    const [winter, spring] = cards;
    expect(facts(winter!)).toEqual({ Months: 'December to February', Temperature: '-3 to 3 °C' });
    expect(within(winter!).getByText(/four to six hours of light/)).toBeVisible();
    expect(within(winter!).getByText('Best time for the northern lights.')).toBeVisible();
    expect(within(spring!).queryByText(/Best time|Book early/)).toBeNull();
  });

  it('draws the icon the editor named, hidden from screen readers', () => {
    const { container } = render(<ModuleStory module={japan} layout="parallax" />);
    const icons = [...container.querySelectorAll('svg')];
    expect(icons.map((icon) => icon.getAttribute('data-icon'))).toEqual(['cherry-blossom', 'sun', 'leaf', 'snow']);
    expect(icons.every((icon) => icon.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('shows a bare-number temperature in °C and a generic icon for a name it has no drawing for', () => {
    const { container } = render(<ModuleStory module={editorShortcuts} layout="parallax" />);
    expect(facts(seasons()[0]!)).toEqual({ Months: 'December to February', Temperature: '-1.5°C' });
    expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe('generic');
  });

  it('shows a season with only its title', () => {
    const { container } = render(<ModuleStory module={minimal} layout="parallax" />);
    expect(within(seasons()[0]!).getByRole('heading', { level: 3, name: 'Summer' })).toBeVisible();
    expect(container.querySelector('dl')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe('generic');
  });

  it('speaks the page language', () => {
    render(<ModuleStory module={italian} layout="parallax" locale="it" />);
    const cards = seasons('Clima e stagioni');
    expect(facts(cards[0]!)).toEqual({ Mesi: 'Da dicembre a febbraio', Temperatura: 'da -3 a 3 °C' });
  });

  it('renders nothing on a page whose layout does not take it, and logs one warning', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<ModuleStory module={valid} layout="landing" />);
    expect(container.innerHTML).toBe('');
    expect(warnings()).toEqual([
      expect.objectContaining({
        kind: 'weather',
        id: 'journey-iceland-fire-and-ice.weather',
        message: expect.stringContaining('"landing"'),
      }),
    ]);
  });

  it('renders nothing in the default layout either', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<ModuleStory module={valid} />);
    expect(container.innerHTML).toBe('');
    expect(warnings()).toEqual([
      expect.objectContaining({ kind: 'weather', message: expect.stringContaining('"default"') }),
    ]);
  });

  it('tells an editor in preview which season has no title', () => {
    render(<ModuleStory module={invalid} layout="parallax" preview />);
    const note = screen.getByTestId('module-diagnostic');
    expect(note.textContent).toContain('Module not shown: weather (journey-iceland-fire-and-ice.weather)');
    expect(note.textContent).toContain('The field "1 › title" is empty.');
  });
});
