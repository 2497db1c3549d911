// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@/lib/content/model';
import { ModuleStory } from '@/stories/ModuleStory';
import { invalid, italian, japan, minimal, valid } from './fixtures';
import { recommendationSchema } from './schema';

const warnings = () =>
  vi.mocked(console.warn).mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
const tips = (name = 'Our recommendations') => within(screen.getByRole('list', { name })).getAllByRole('listitem');

afterEach(() => cleanup());

describe('recommendation fixtures', () => {
  it.each([
    ['valid', valid],
    ['minimal', minimal],
    ['japan', japan],
    ['italian', italian],
  ])('%s parses', (_name, fixture) => {
    expect(recommendationSchema.safeParse(fixture).success).toBe(true);
  });

  it('invalid (a tip without its title) does not parse', () => {
    expect(recommendationSchema.safeParse(invalid).success).toBe(false);
  });

  it(`refuses more tips than the model allows (${limits.journeyRecommendations})`, () => {
    const [layers] = valid.items;
    const many = (count: number) => ({ items: Array.from({ length: count }, () => layers) });
    expect(recommendationSchema.safeParse(many(limits.journeyRecommendations)).success).toBe(true);
    expect(recommendationSchema.safeParse(many(limits.journeyRecommendations + 1)).success).toBe(false);
  });
});

describe('the recommendations on a special journey', () => {
  it('lists every tip with its title and explanation under the section heading', () => {
    render(<ModuleStory module={valid} layout="parallax" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our recommendations' })).toBeVisible();
    const items = tips();
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Pack layers',
      'Bring a swimsuit',
      'Respect closed roads',
      'Cards everywhere',
    ]);
    expect(within(items[1]!).getByText(/shower without your swimsuit/)).toBeVisible();
  });

  it('shows a tip with only its title', () => {
    const { container } = render(<ModuleStory module={minimal} layout="parallax" />);
    expect(tips()).toHaveLength(1);
    expect(container.querySelector('li p')).toBeNull();
  });

  it('shows all five of Japan’s tips', () => {
    render(<ModuleStory module={japan} layout="parallax" />);
    expect(tips()).toHaveLength(5);
  });

  it('speaks the page language', () => {
    render(<ModuleStory module={italian} layout="parallax" locale="it" />);
    expect(screen.getByRole('heading', { level: 2, name: 'I nostri consigli' })).toBeVisible();
    expect(
      within(tips('I nostri consigli')[0]!).getByRole('heading', { level: 3, name: 'Vestiti a strati' }),
    ).toBeVisible();
  });

  it('renders nothing on a page whose layout does not take it, and logs one warning', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<ModuleStory module={valid} />);
    expect(container.innerHTML).toBe('');
    expect(warnings()).toEqual([
      expect.objectContaining({
        kind: 'recommendation',
        id: 'journey-iceland-fire-and-ice.recommendations',
        message: expect.stringContaining('"default"'),
      }),
    ]);
  });

  it('tells an editor in preview which tip has no title', () => {
    render(<ModuleStory module={invalid} layout="parallax" preview />);
    const note = screen.getByTestId('module-diagnostic');
    expect(note.textContent).toContain(
      'Module not shown: recommendation (journey-iceland-fire-and-ice.recommendations)',
    );
    expect(note.textContent).toContain('The field "1 › title" is empty.');
  });
});
