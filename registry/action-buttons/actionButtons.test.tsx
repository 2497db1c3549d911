// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModuleStory, type ModuleStoryProps } from '@/stories/ModuleStory';
import { inspiration, invalid, italian, minimal, spacedPhoneAndExternal, valid } from './fixtures';
import type { z } from 'zod';
import { actionButtonsSchema, type actionButtonSchema } from './schema';
import styles from './ActionButtons.module.css';

const show = (props: Partial<ModuleStoryProps> = {}) => render(<ModuleStory module={valid} {...props} />);
const withButton = (button: Partial<z.input<typeof actionButtonSchema>>) => ({
  ...minimal,
  buttonsCollection: { items: [{ ...minimal.buttonsCollection.items[0]!, ...button }] },
});

// next.config.ts sets `trailingSlash: true`, which Next hands next/link as this variable; unit tests set it themselves.
beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));
afterAll(() => vi.unstubAllEnvs());
afterEach(() => cleanup());

describe('fixtures', () => {
  it.each([
    ['valid', valid],
    ['minimal', minimal],
    ['inspiration', inspiration],
    ['spacedPhoneAndExternal', spacedPhoneAndExternal],
    ['italian', italian],
  ])('%s parses', (_, fixture) => {
    expect(actionButtonsSchema.safeParse(fixture).success).toBe(true);
  });

  it.each([
    ['invalid (a call button without a number)', invalid],
    ['a link button without a link', withButton({ action: 'link', link: null })],
    ['a call button whose link is a web address', withButton({ action: 'call', link: 'https://example.com/call' })],
    [
      'a style the model does not offer',
      { ...minimal, buttonsCollection: { items: [{ ...minimal.buttonsCollection.items[0]!, type: 'ghost' }] } },
    ],
    ['no buttons published', { ...valid, buttonsCollection: { items: [null] } }],
    ['no title', { ...valid, title: '' }],
  ])('%s does not parse', (_, fixture) => {
    expect(actionButtonsSchema.safeParse(fixture).success).toBe(false);
  });

  it('points an editor at the link field of the button that lacks it', () => {
    const result = actionButtonsSchema.safeParse(invalid);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['buttonsCollection', 'items', 0, 'link']]);
  });
});

describe('the buttons module', () => {
  it('shows its title as the heading and the buttons left to right', () => {
    show();
    const section = screen.getByRole('region', { name: 'Need help planning your trip?' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeVisible();
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Call us', 'Write to us', 'Request a catalogue']);
  });

  it('dials the number of a call button', () => {
    show();
    expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:+442079460321');
  });

  it('dials a number typed with spaces, without them', () => {
    show({ module: spacedPhoneAndExternal });
    const call = screen.getByRole('link', { name: 'Call us' });
    expect(call.getAttribute('href')).toBe('tel:+442079460321');
    expect(call.getAttribute('target')).toBeNull();
  });

  it('follows a link button’s link in the same tab', () => {
    show();
    const write = screen.getByRole('link', { name: 'Write to us' });
    expect(write.getAttribute('href')).toBe('/en/contact-us/');
    expect(write.getAttribute('target')).toBeNull();
  });

  it('opens an external link in a new tab, safely', () => {
    show({ module: spacedPhoneAndExternal });
    const carHire = screen.getByRole('link', { name: 'Hire a car (opens in a new tab)' });
    expect(carHire.getAttribute('href')).toBe('https://cars.example.com/en-gb/');
    expect(carHire.getAttribute('target')).toBe('_blank');
    expect(carHire.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sends openSearch to the page’s search box', () => {
    show({ module: inspiration });
    expect(screen.getByRole('link', { name: 'Search trips' }).getAttribute('href')).toBe('#search');
    expect(screen.getByRole('link', { name: 'Ask our AI assistant' }).getAttribute('href')).toBe('/en/ai-tours/');
  });

  it('sends a catalogue request to its own link, or to the catalogue request page when it has none', () => {
    show();
    expect(screen.getByRole('link', { name: 'Request a catalogue' }).getAttribute('href')).toBe('/en/catalogues/');
    cleanup();
    show({
      module: withButton({ text: 'Request a catalogue', action: 'requestCatalogue', link: '/en/help/catalogues/' }),
    });
    expect(screen.getByRole('link', { name: 'Request a catalogue' }).getAttribute('href')).toBe('/en/help/catalogues/');
  });

  it('draws each style differently; an unset style is primary', () => {
    show({
      module: {
        ...valid,
        buttonsCollection: {
          items: [...valid.buttonsCollection.items, ...inspiration.buttonsCollection.items.slice(0, 1)],
        },
      },
    });
    const classes = ['Call us', 'Write to us', 'Request a catalogue', 'Search trips'].map(
      (name) => screen.getByRole('link', { name }).className,
    );
    expect(new Set(classes).size).toBe(4);
    expect(classes[0]).toContain(styles.primary);
    expect(classes[2]).toContain(styles.outline);
    cleanup();
    show({ module: minimal });
    expect(screen.getByRole('link', { name: 'Write to us' }).className).toBe(classes[0]);
  });

  it('in Italian: the catalogue request goes to the Italian catalogue page', () => {
    show({ module: italian, locale: 'it' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Hai bisogno di aiuto per organizzare il viaggio?' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Richiedi un catalogo' }).getAttribute('href')).toBe('/it/cataloghi/');
    expect(screen.getByRole('link', { name: 'Scrivici' }).getAttribute('href')).toBe('/it/contattaci/');
  });
});

describe('the registry entry', () => {
  it('renders on every layout: default, 404, landing and parallax', () => {
    for (const layout of ['default', '404', 'landing', 'parallax'] as const) {
      const { unmount } = show({ layout });
      expect(screen.getByRole('heading', { level: 2, name: 'Need help planning your trip?' })).toBeVisible();
      unmount();
    }
  });

  it('in preview, tells the editor which button lacks its link', () => {
    show({ module: invalid, preview: true });
    expect(screen.getByTestId('module-diagnostic').textContent).toContain('The field "buttons › 1 › link" is empty.');
  });
});
