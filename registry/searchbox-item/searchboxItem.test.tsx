// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { limits } from '@/lib/content/model';
import { ModuleStory, type ModuleStoryProps } from '@/stories/ModuleStory';
import { invalid, italian, minimal, valid } from './fixtures';
import { searchboxItemSchema } from './schema';

const show = (props: Partial<ModuleStoryProps> = {}) => render(<ModuleStory module={valid} {...props} />);

// next.config.ts sets `trailingSlash: true`, which Next hands next/link as this variable; unit tests set it themselves.
beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));
afterAll(() => vi.unstubAllEnvs());
afterEach(() => cleanup());

describe('fixtures', () => {
  it.each([
    ['valid', valid],
    ['minimal', minimal],
    ['italian', italian],
  ])('%s parses', (_, fixture) => {
    expect(searchboxItemSchema.safeParse(fixture).success).toBe(true);
  });

  it.each([
    ['invalid (a tab without its search form)', invalid],
    ['a search form the model does not offer', { ...minimal, items: [{ ...minimal.items[0]!, component: 'Events' }] }],
    [
      `more than ${limits.pageSearchboxItems} tabs`,
      { ...valid, items: [...valid.items, ...valid.items, valid.items[0]!] },
    ],
    ['no tabs', { ...valid, items: [] }],
  ])('%s does not parse', (_, fixture) => {
    expect(searchboxItemSchema.safeParse(fixture).success).toBe(false);
  });
});

describe('the search box', () => {
  it('is the page’s #search section, named by a heading', () => {
    show();
    const region = screen.getByRole('region', { name: 'Search for your trip' });
    expect(region.id).toBe('search');
    expect(within(region).getByRole('heading', { level: 2, name: 'Search for your trip' })).toBeVisible();
  });

  it('has a tab per item, in the editors’ order', () => {
    show();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Packages',
      'Flight + hotel',
      'Hotels',
      'Cruises',
      'Tailor-made',
      'Experiences',
      'Holiday homes',
      'Car hire (opens in a new tab)',
      'Transfers',
      'Trains and ferries',
    ]);
  });

  it('leads each tab to its section’s results, in the same tab', () => {
    show();
    const packages = screen.getByRole('link', { name: 'Packages' });
    expect(packages.getAttribute('href')).toBe('/en/results/packages/?section=TravelPackages');
    expect(packages.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'Flight + hotel' }).getAttribute('href')).toBe(
      '/en/results/packages/?section=FlightHotel',
    );
  });

  it('opens a tab with its own external link in a new tab, safely', () => {
    show();
    const carHire = screen.getByRole('link', { name: 'Car hire (opens in a new tab)' });
    expect(carHire.getAttribute('href')).toBe('https://cars.example.com/en-gb/');
    expect(carHire.getAttribute('target')).toBe('_blank');
    expect(carHire.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('follows a tab’s own internal link in the same tab', () => {
    show({ module: { ...minimal, items: [{ ...minimal.items[0]!, url: '/en/inspiration/', external: false }] } });
    const cruises = screen.getByRole('link', { name: 'Cruises' });
    expect(cruises.getAttribute('href')).toBe('/en/inspiration/');
    expect(cruises.getAttribute('target')).toBeNull();
  });

  it('scrolls sideways on small screens instead of wrapping', () => {
    show();
    const list = screen.getByRole('list');
    expect(list.className).toMatch(/(^| )scroll-row( |$)/);
    expect(list.className).toMatch(/(^| )md:flex-wrap( |$)/);
  });

  it('in Italian: the heading and the Italian results addresses', () => {
    show({ module: italian, locale: 'it' });
    expect(screen.getByRole('region', { name: 'Cerca il tuo viaggio' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Crociere' }).getAttribute('href')).toBe(
      '/it/risultati/pacchetti/?section=Cruises',
    );
  });
});

describe('the registry entry', () => {
  it('renders on default and landing pages, not on 404 or parallax ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const layout of ['default', 'landing'] as const) {
      const { container, unmount } = show({ layout });
      expect(container.querySelector('[data-module="searchboxItem"]')).not.toBeNull();
      unmount();
    }
    for (const layout of ['404', 'parallax'] as const) {
      const { container, unmount } = show({ layout });
      expect(container.querySelector('[data-module]')).toBeNull();
      unmount();
    }
  });

  it('in preview, tells the editor which tab has no search form', () => {
    show({ module: invalid, preview: true });
    expect(screen.getByTestId('module-diagnostic').textContent).toContain('The field "1 › component" is empty.');
  });
});
