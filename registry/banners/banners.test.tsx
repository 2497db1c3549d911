// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@/lib/content/markets';
import { ModuleStory, type ModuleStoryProps } from '@/stories/ModuleStory';
import { invalid, italian, minimal, onlyDrafts, valid, withoutPhotos } from './fixtures';
import { bannersSchema } from './schema';

const show = (props: Partial<ModuleStoryProps> = {}) => render(<ModuleStory module={valid} {...props} />);
const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

// next.config.ts sets `trailingSlash: true`, which Next hands next/link as this variable; unit tests set it themselves.
beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));
afterAll(() => vi.unstubAllEnvs());
afterEach(() => cleanup());

describe('fixtures', () => {
  it.each([
    ['valid', valid],
    ['minimal', minimal],
    ['withoutPhotos', withoutPhotos],
    ['italian', italian],
  ])('%s parses', (_, fixture) => {
    expect(bannersSchema.safeParse(fixture).success).toBe(true);
  });

  it.each([
    ['invalid (a button text without a link)', invalid],
    ['only drafts (no banner published)', onlyDrafts],
    ['no banners', { ...valid, bannersCollection: { items: [] } }],
    ['no name', { ...valid, name: null }],
    [
      'a discount that is not a percentage',
      { ...valid, bannersCollection: { items: [{ ...valid.bannersCollection.items[1]!, discount: 120 }] } },
    ],
  ])('%s does not parse', (_, fixture) => {
    expect(bannersSchema.safeParse(fixture).success).toBe(false);
  });

  it('skips a banner the visitor cannot see', () => {
    const parsed = bannersSchema.parse({
      ...valid,
      bannersCollection: { items: [null, ...valid.bannersCollection.items] },
    });
    expect(parsed.banners.map((banner) => banner.sys.id)).toEqual([
      'hero-offer-honeymoons',
      'hero-offer-rome-marathon',
      'hero-offer-iceland-journey',
    ]);
  });
});

describe('the banners module', () => {
  it('shows its name as the heading and a card per banner, each with its headline', () => {
    show();
    const section = screen.getByRole('region', { name: 'Ideas for your next trip' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Ideas for your next trip');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Honeymoons', 'Rome Marathon 2026', 'Iceland: Fire and Ice']);
    expect(cards()).toHaveLength(3);
  });

  it('leads each card’s button to its link, in the same tab', () => {
    show();
    const marathon = screen.getByRole('link', { name: 'See the event' });
    expect(marathon.getAttribute('href')).toBe('/en/events/rome-marathon-2026/');
    expect(marathon.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'Get inspired' }).getAttribute('href')).toBe('/en/inspiration/honeymoons/');
  });

  it('shows the "from" price in the market currency and the discount as "-20%" ("20% off" for screen readers)', () => {
    show();
    expect(within(cards()[2]!).getByText('From £2,190')).toBeVisible();
    expect(within(cards()[0]!).queryByText(/From/)).toBeNull();
    cleanup();
    // A banner without a price in the visitor's market shows none: no "From" with nothing after it.
    const [honeymoons, marathon, iceland] = valid.bannersCollection.items;
    show({
      module: { ...valid, bannersCollection: { items: [honeymoons!, marathon!, { ...iceland!, offer: null }] } },
    });
    expect(cards()[2]!.textContent).not.toMatch(/From|£/);
    cleanup();
    show({ module: withoutPhotos });
    const lastMinute = cards()[1]!;
    expect(within(lastMinute).getByText('-20%').getAttribute('aria-hidden')).toBe('true');
    expect(within(lastMinute).getByText('20% off').className).toContain('sr-only');
  });

  it('shows each photo at the card size (850x650), decorative beside the headline, none preloaded', () => {
    const { container } = show();
    const images = Array.from(container.querySelectorAll('img'));
    expect(
      images.map((image) => [
        image.getAttribute('width'),
        image.getAttribute('height'),
        image.getAttribute('alt'),
        image.getAttribute('loading'),
      ]),
    ).toEqual([
      ['850', '650', '', 'lazy'],
      ['850', '650', '', 'lazy'],
      ['850', '650', '', 'lazy'],
    ]);
  });

  it('opens an external link in a new tab, safely', () => {
    const external = {
      ...valid.bannersCollection.items[0]!,
      link: 'https://partner.example.com/honeymoons',
      external: true,
    };
    show({ module: { ...valid, bannersCollection: { items: [external] } } });
    const link = screen.getByRole('link', { name: 'Get inspired (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('with only a photo, describes the photo by its title', () => {
    show({ module: minimal });
    expect(screen.getByRole('img', { name: 'Iceland: Fire and Ice' })).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('without photos, uses the editors’ colours, and links the headline of a card without a button', () => {
    const { container } = show({ module: withoutPhotos });
    expect(container.querySelector('img')).toBeNull();
    const [help, lastMinute] = cards();
    expect(help!.style.backgroundColor).toBe('rgb(244, 241, 234)');
    expect(help!.style.color).toBe('rgb(31, 42, 68)');
    const headline = within(lastMinute!).getByRole('heading', { level: 3 });
    expect(within(headline).getByRole('link', { name: 'Last-minute offers' }).getAttribute('href')).toBe(
      '/en/results/packages/',
    );
  });

  it('in Italian: the Italian market’s own price, in euros (not the pounds’ figure in euros)', () => {
    show({ module: italian, locale: 'it' });
    expect(screen.getByRole('heading', { level: 2, name: 'Idee per il tuo prossimo viaggio' })).toBeVisible();
    const iceland = cards()[2]!;
    expect(within(iceland).getByText(`Da ${formatPrice(2540, 'it', 'EUR')}`.replace(/\s/g, ' '))).toBeVisible();
    expect(iceland.textContent).not.toMatch(/2\.?190/);
    cleanup();
    show({ module: withoutPhotos, locale: 'it' });
    expect(within(cards()[1]!).getByText('sconto del 20%')).toBeVisible();
  });
});

describe('the registry entry', () => {
  it('renders on default, 404 and landing pages, not on parallax ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const layout of ['default', '404', 'landing'] as const) {
      const { unmount } = show({ layout });
      expect(screen.getByRole('heading', { level: 2, name: 'Ideas for your next trip' })).toBeVisible();
      unmount();
    }
    const { container } = show({ layout: 'parallax' });
    expect(container.querySelector('[data-module]')).toBeNull();
  });

  it('in preview, tells the editor which banner lacks its link', () => {
    show({ module: invalid, preview: true });
    expect(screen.getByTestId('module-diagnostic').textContent).toContain('The field "banners › 1 › link" is empty.');
  });
});
