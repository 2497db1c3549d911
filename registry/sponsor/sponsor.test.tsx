// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModuleStory } from '@/stories/ModuleStory';
import { invalid, minimal, mixedWebsites, valid } from './fixtures';
import { sponsorSchema } from './schema';

const warnings = () =>
  vi.mocked(console.warn).mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

afterEach(() => cleanup());

describe('sponsor fixtures', () => {
  it.each([
    ['valid', valid],
    ['minimal', minimal],
    ['mixedWebsites', mixedWebsites],
  ])('%s parses', (_name, fixture) => {
    expect(sponsorSchema.safeParse(fixture).success).toBe(true);
  });

  it('invalid (a sponsor without its logo) does not parse', () => {
    expect(sponsorSchema.safeParse(invalid).success).toBe(false);
  });

  it('refuses an empty block and a website that is not an absolute http(s) address', () => {
    expect(sponsorSchema.safeParse({ items: [] }).success).toBe(false);
    const [first] = valid.items;
    expect(sponsorSchema.safeParse({ items: [{ ...first, url: 'stride.example.com' }] }).success).toBe(false);
  });
});

describe('the sponsors strip on a landing', () => {
  it('shows the heading and each logo, named by its sponsor, as a link to its website in a new tab', () => {
    render(<ModuleStory module={valid} layout="landing" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sponsors' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Sponsors' });
    const links = within(list).getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]),
    ).toEqual([
      ['https://stride.example.com', '_blank', 'noopener noreferrer'],
      ['https://aurora-airways.example.com', '_blank', 'noopener noreferrer'],
    ]);
    expect(screen.getByRole('link', { name: 'Stride Sportswear (opens in a new tab)' })).toBeVisible();
    const logo = within(links[0]!).getByRole('img', { name: 'Stride Sportswear' });
    // Shown at its own 80 CSS pixels: the srcset offers that size at 1x and 2x, not every screen width.
    expect([logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('sizes')]).toEqual([
      '80',
      '80',
      null,
    ]);
    expect(
      logo
        .getAttribute('srcset')
        ?.split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['1x', '2x']);
  });

  it('shows a sponsor without a website as its logo alone', () => {
    render(<ModuleStory module={mixedWebsites} layout="landing" />);
    const items = within(screen.getByRole('list', { name: 'Sponsors' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByRole('img', { name: 'Casa Solare Hotels' })).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('speaks the page language', () => {
    render(<ModuleStory module={minimal} layout="landing" locale="pt" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Patrocinadores' })).toBeVisible();
  });

  it('says in Italian that the link opens a new tab', () => {
    render(<ModuleStory module={valid} layout="landing" locale="it" />);
    expect(screen.getByRole('link', { name: 'Aurora Airways (si apre in una nuova scheda)' })).toBeVisible();
  });

  it('renders nothing on a page whose layout does not take it, and logs one warning', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<ModuleStory module={valid} />);
    expect(container.innerHTML).toBe('');
    expect(warnings()).toEqual([
      expect.objectContaining({
        kind: 'sponsor',
        id: 'landing-rome-marathon-2026.sponsors',
        message: expect.stringContaining('"default"'),
      }),
    ]);
  });

  it('tells an editor in preview which sponsor lacks its logo', () => {
    render(<ModuleStory module={invalid} layout="landing" preview />);
    const note = screen.getByTestId('module-diagnostic');
    expect(note.textContent).toContain('Module not shown: sponsor (landing-rome-marathon-2026.sponsors)');
    expect(note.textContent).toContain('The field "1 › logo" is empty.');
  });
});
