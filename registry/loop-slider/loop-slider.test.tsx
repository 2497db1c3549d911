// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModuleStory, type ModuleStoryProps } from '@/stories/ModuleStory';
import { fewContinents, invalid, italian, minimal, valid } from './fixtures';
import { loopSliderSchema } from './schema';

const show = (props: Partial<ModuleStoryProps> = {}) => render(<ModuleStory module={valid} {...props} />);
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();
const cardNames = (list: HTMLElement) => within(list).getAllByRole('link').map(text);

/** The aria-hidden copy that makes the strip endless: invisible to assistive technology, so found by its attribute. */
function loopCopy(container: HTMLElement): HTMLElement {
  const copy = container.querySelector<HTMLElement>('ul[aria-hidden="true"]');
  if (!copy) throw new Error('no loop copy');
  return copy;
}

// next.config.ts sets `trailingSlash: true`, which Next hands next/link as this variable; unit tests set it themselves.
beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));
afterAll(() => vi.unstubAllEnvs());
afterEach(() => cleanup());

describe('fixtures', () => {
  it.each([
    ['valid', valid],
    ['minimal', minimal],
    ['fewContinents', fewContinents],
    ['italian', italian],
  ])('%s parses', (_, fixture) => {
    expect(loopSliderSchema.safeParse(fixture).success).toBe(true);
  });

  it('invalid (no continents) does not parse', () => {
    expect(loopSliderSchema.safeParse(invalid).success).toBe(false);
  });

  it('refuses more continents than the model allows', () => {
    const items = [
      ...valid.continentsCollection!.items,
      { sys: { id: 'continent-oceania' }, name: 'Oceania', slug: 'oceania' },
    ];
    expect(loopSliderSchema.safeParse({ ...valid, continentsCollection: { items } }).success).toBe(false);
  });
});

describe('the continent slider', () => {
  it('shows the title as a heading and the continents as a list labelled by it, each with its number of countries', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Where will you go next?' })).toBeVisible();
    expect(cardNames(screen.getByRole('list', { name: 'Where will you go next?' }))).toEqual([
      'Europe 9 countries',
      'Asia 6 countries',
      'Africa 5 countries',
      'North America 4 countries',
      'South America 3 countries',
    ]);
  });

  it('leads each continent to its destination page', () => {
    show();
    expect(screen.getByRole('link', { name: 'Europe 9 countries' }).getAttribute('href')).toBe(
      '/en/destinations/europe/continent-europe/',
    );
    expect(screen.getByRole('link', { name: 'South America 3 countries' }).getAttribute('href')).toBe(
      '/en/destinations/south-america/continent-south-america/',
    );
  });

  it('shows each photo as decoration: the name is the link text', () => {
    const { container } = show();
    const photos = screen.getByRole('list', { name: 'Where will you go next?' }).querySelectorAll('img');
    expect(photos).toHaveLength(5);
    for (const photo of photos) expect(photo.getAttribute('alt')).toBe('');
    expect(decodeURIComponent(container.querySelector('img')?.getAttribute('src') ?? '')).toContain(
      valid.continentsCollection?.items[0]?.photo?.url,
    );
  });

  it('says "1 country" for one and shows no count for a continent without countries', () => {
    show({ module: minimal });
    expect(screen.getByRole('link', { name: 'Oceania 1 country' })).toBeVisible();

    cleanup();
    show({ module: fewContinents });
    expect(cardNames(screen.getByRole('list', { name: 'Far away' }))).toEqual(['Oceania 2 countries', 'Asia']);
  });

  it('loops over a copy that assistive technology and the keyboard never reach', () => {
    const { container } = show();
    const copy = loopCopy(container);
    expect(copy.hasAttribute('inert')).toBe(true);
    const copiedLinks = [...copy.querySelectorAll('a')];
    expect(copiedLinks.map(text)).toEqual(cardNames(screen.getByRole('list', { name: 'Where will you go next?' })));
    for (const link of copiedLinks) expect(link.getAttribute('tabindex')).toBe('-1');
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('sends each card once: the browser makes the copy, so the still row is what shows without JavaScript', () => {
    const html = renderToString(<ModuleStory module={valid} />);
    const sent = document.createElement('div');
    sent.innerHTML = html;
    expect(sent.querySelectorAll('a')).toHaveLength(5);
    expect(loopCopy(sent).children).toHaveLength(0);
    // Once hydrated, the copy holds the cards again.
    const { container } = show();
    expect(loopCopy(container).querySelectorAll('a')).toHaveLength(5);
  });

  it('repeats a short list so the strip has no gap, at the same speed per card', () => {
    const durationPerCard = (container: HTMLElement) => {
      const track = loopCopy(container).parentElement!;
      const cardsPerHalf = track.querySelectorAll('a').length / 2;
      return parseFloat(track.style.animationDuration) / cardsPerHalf;
    };
    const five = show();
    expect(loopCopy(five.container).querySelectorAll('a')).toHaveLength(5);
    const fiveCards = durationPerCard(five.container);

    cleanup();
    const two = show({ module: fewContinents });
    // Two continents, three times per half: 2 in the list + 10 in the copy.
    expect(loopCopy(two.container).querySelectorAll('a')).toHaveLength(10);
    expect(durationPerCard(two.container)).toBe(fiveCards);
  });

  it('offers a switch that pauses the animation', () => {
    show();
    const pause = screen.getByRole('checkbox', { name: 'Pause the animation' });
    expect((pause as HTMLInputElement).checked).toBe(false);
  });

  it('speaks Italian on an Italian page, plurals included', () => {
    show({ module: italian, locale: 'it' });
    expect(screen.getByRole('heading', { level: 2, name: 'Qual è la tua prossima meta?' })).toBeVisible();
    const europe = screen.getByRole('link', { name: 'Europa 9 paesi' });
    expect(europe.getAttribute('href')).toBe('/it/destinazione/europa/continent-europe/');
    expect(screen.getByRole('link', { name: 'America del Sud 3 paesi' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: "Metti in pausa l'animazione" })).toBeVisible();
  });

  it.each([
    ['it', '1 paese', '9 paesi'],
    ['pt', '1 país', '9 países'],
    ['es', '1 país', '9 países'],
  ] as const)('counts in %s too', (locale, one, other) => {
    show({ module: minimal, locale });
    expect(screen.getByRole('link', { name: `Oceania ${one}` })).toBeVisible();
    cleanup();
    show({ module: italian, locale });
    expect(screen.getByRole('link', { name: `Europa ${other}` })).toBeVisible();
  });

  it('is shown on a not-found page, not on a landing page', () => {
    show({ layout: '404' });
    expect(screen.getByRole('heading', { name: 'Where will you go next?' })).toBeVisible();

    cleanup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    show({ layout: 'landing' });
    expect(screen.queryByRole('heading', { name: 'Where will you go next?' })).toBeNull();
  });

  it('in preview tells the editor there are no continents', () => {
    show({ module: invalid, preview: true });
    const note = screen.getByTestId('module-diagnostic');
    expect(note.textContent).toContain('Module not shown: loopSlider (loop-slider-invalid)');
    expect(note.textContent).toContain('The field "continents" is empty.');
  });
});
