// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModuleStory, type ModuleStoryProps } from '@/stories/ModuleStory';
import { invalid, italian, minimal, regionsOnly, valid } from './fixtures';
import { allSearchBoxModuleSchema } from './schema';

const show = (props: Partial<ModuleStoryProps> = {}) => render(<ModuleStory module={valid} {...props} />);
const linksIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

// next.config.ts sets `trailingSlash: true`, which Next hands next/link as this variable; unit tests set it themselves.
beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));
afterAll(() => vi.unstubAllEnvs());
afterEach(() => cleanup());

describe('fixtures', () => {
  it.each([
    ['valid', valid],
    ['minimal', minimal],
    ['regionsOnly', regionsOnly],
    ['italian', italian],
  ])('%s parses', (_, fixture) => {
    expect(allSearchBoxModuleSchema.safeParse(fixture).success).toBe(true);
  });

  it('invalid (both lists empty) does not parse', () => {
    expect(allSearchBoxModuleSchema.safeParse(invalid).success).toBe(false);
  });

  it('refuses more countries than the model allows', () => {
    const items = Array.from({ length: 11 }, (_, index) => ({
      sys: { id: `country-${index}` },
      name: `Country ${index}`,
      slug: `country-${index}`,
    }));
    expect(allSearchBoxModuleSchema.safeParse({ ...valid, countriesCollection: { items } }).success).toBe(false);
  });
});

describe('the destination search lists', () => {
  it('shows the title as a heading and two labelled lists', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Popular destinations' })).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Countries' })).getAllByRole('link')).toHaveLength(10);
    expect(within(screen.getByRole('list', { name: 'Regions' })).getAllByRole('link')).toHaveLength(8);
  });

  it('leads a country to its package results and a region to the holiday packages there', () => {
    show();
    expect(linksIn(screen.getByRole('list', { name: 'Countries' })).slice(0, 2)).toEqual([
      ['Italy', '/en/results/packages/italy/'],
      ['Spain', '/en/results/packages/spain/'],
    ]);
    const regions = linksIn(screen.getByRole('list', { name: 'Regions' }));
    expect(regions[0]).toEqual([
      'Mediterranean',
      '/en/results/packages/?section=TravelPackages&destination=mediterranean',
    ]);
    expect(regions[4]).toEqual([
      'Amalfi Coast',
      '/en/results/packages/?section=TravelPackages&destination=amalfi-coast',
    ]);
  });

  it('leaves out an empty list and unpublished entries', () => {
    show({ module: regionsOnly });
    expect(screen.queryByRole('list', { name: 'Countries' })).toBeNull();
    expect(linksIn(screen.getByRole('list', { name: 'Regions' })).map(([name]) => name)).toEqual([
      'Amalfi Coast',
      'Cyclades',
    ]);
  });

  it('shows a single country', () => {
    show({ module: minimal });
    expect(linksIn(screen.getByRole('list', { name: 'Countries' }))).toEqual([
      ['Italy', '/en/results/packages/italy/'],
    ]);
    expect(screen.queryByRole('list', { name: 'Regions' })).toBeNull();
  });

  it('speaks Italian on an Italian page', () => {
    show({ module: italian, locale: 'it' });
    expect(screen.getByRole('heading', { level: 2, name: 'Destinazioni più richieste' })).toBeVisible();
    expect(linksIn(screen.getByRole('list', { name: 'Paesi' }))[0]).toEqual([
      'Giappone',
      '/it/risultati/pacchetti/giappone/',
    ]);
    expect(linksIn(screen.getByRole('list', { name: 'Regioni' }))[0]).toEqual([
      'Caraibi',
      '/it/risultati/pacchetti/?section=TravelPackages&destination=caraibi',
    ]);
  });

  it('is shown on a not-found page, not on a landing page', () => {
    show({ layout: '404' });
    expect(screen.getByRole('heading', { name: 'Popular destinations' })).toBeVisible();

    cleanup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    show({ layout: 'landing' });
    expect(screen.queryByRole('heading', { name: 'Popular destinations' })).toBeNull();
  });

  it('in preview tells the editor the lists are empty', () => {
    show({ module: invalid, preview: true });
    const note = screen.getByTestId('module-diagnostic');
    expect(note.textContent).toContain('Module not shown: allSearchBoxModule (search-lists-invalid)');
    expect(note.textContent).toContain('The field "countries" is empty.The field "regions" is empty.');
  });
});
