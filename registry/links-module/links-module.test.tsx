// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageLayout } from '@/lib/content/model';
import { ModuleStory, type ModuleStoryProps } from '@/stories/ModuleStory';
import { externalLink, invalid, italian, linkWithoutSection, minimal, valid } from './fixtures';
import { linksModuleSchema } from './schema';

const show = (props: Partial<ModuleStoryProps> = {}) => render(<ModuleStory module={valid} {...props} />);

// next.config.ts sets `trailingSlash: true`, which Next hands next/link as this variable; unit tests set it themselves.
beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));
afterAll(() => vi.unstubAllEnvs());
afterEach(() => cleanup());

describe('fixtures', () => {
  it.each([
    ['valid', valid],
    ['minimal', minimal],
    ['externalLink', externalLink],
    ['italian', italian],
  ])('%s parses', (_, fixture) => {
    expect(linksModuleSchema.safeParse(fixture).success).toBe(true);
  });

  it.each([
    ['invalid (no links)', invalid],
    ['a link without its section', linkWithoutSection],
  ])('%s does not parse', (_, fixture) => {
    expect(linksModuleSchema.safeParse(fixture).success).toBe(false);
  });
});

describe('the links module', () => {
  it('shows its name as a heading and labels the links with it', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Popular searches' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Popular searches' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Caribbean cruises',
      'Mediterranean cruises',
      'European city breaks',
      'Safari holidays',
      'Tailor-made Japan',
      'Car hire in Iceland',
      'Holiday homes in Tuscany',
      'Airport transfers',
      'Experiences',
      'Hotels',
    ]);
  });

  it('leads each link to its section, narrowed by its slug when it has one, in the same tab', () => {
    show();
    const caribbean = screen.getByRole('link', { name: 'Caribbean cruises' });
    expect(caribbean.getAttribute('href')).toBe('/en/results/packages/?section=Cruises&destination=caribbean');
    expect(caribbean.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'Car hire in Iceland' }).getAttribute('href')).toBe(
      '/en/results/packages/?section=RentACar&destination=iceland',
    );
    expect(screen.getByRole('link', { name: 'Airport transfers' }).getAttribute('href')).toBe(
      '/en/results/packages/?section=Transfer',
    );
  });

  it('shows the partners as a labelled list of logos named by their titles', () => {
    show();
    const partners = screen.getByRole('list', { name: 'Our partners' });
    expect(
      within(partners)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('alt')),
    ).toEqual(['Aurora Airways', 'Casa Solare Hotels', 'Atlantic Rail', 'Blue Harbour Cruises']);
  });

  it('opens an external link in a new tab and says so; skips unpublished links and logos without a file', () => {
    show({ module: externalLink });
    const carHire = screen.getByRole('link', { name: 'Car hire in Iceland (opens in a new tab)' });
    expect(carHire.getAttribute('target')).toBe('_blank');
    expect(carHire.getAttribute('rel')).toBe('noopener noreferrer');
    expect(carHire.getAttribute('href')).toBe('/en/results/packages/?section=RentACar&destination=iceland');
    expect(within(screen.getByRole('navigation', { name: 'Getting around' })).getAllByRole('link')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Our partners' })).getAllByRole('img')).toHaveLength(1);
  });

  it('without partners shows no partner list', () => {
    show({ module: minimal });
    expect(screen.getByRole('link', { name: 'Hotels' }).getAttribute('href')).toBe(
      '/en/results/packages/?section=OnlyHotel',
    );
    expect(screen.queryByRole('list', { name: 'Our partners' })).toBeNull();
  });

  it('speaks Italian on an Italian page', () => {
    show({ module: italian, locale: 'it' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ricerche popolari' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Crociere ai Caraibi' }).getAttribute('href')).toBe(
      '/it/risultati/pacchetti/?section=Cruises&destination=caraibi',
    );
    expect(screen.getByRole('list', { name: 'I nostri partner' })).toBeVisible();
  });

  it.each<PageLayout>(['default', '404', 'landing'])('is shown on a page with the %s layout', (layout) => {
    show({ layout });
    expect(screen.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
  });

  it('is not shown on a parallax page', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    show({ layout: 'parallax' });
    expect(screen.queryByRole('heading', { name: 'Popular searches' })).toBeNull();
  });

  it('in preview tells the editor what is missing', () => {
    show({ module: invalid, preview: true });
    const note = screen.getByTestId('module-diagnostic');
    expect(note.textContent).toContain('Module not shown: linksModule (links-invalid)');
    expect(note.textContent).toContain('The field "links" is empty.');

    cleanup();
    show({ module: linkWithoutSection, preview: true });
    expect(screen.getByTestId('module-diagnostic').textContent).toContain(
      'The field "links › 1 › typeSites" is empty.',
    );
  });
});
