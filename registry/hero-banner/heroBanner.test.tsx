// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { formatPrice } from '@/lib/content/markets';
import { ModuleStory, type ModuleStoryProps } from '@/stories/ModuleStory';
import {
  buttonWithoutLink,
  compact,
  compactWithoutPhoto,
  invalid,
  italian,
  minimal,
  single,
  valid,
  video,
} from './fixtures';
import { fixtureContext } from '@/registry/fixture-context';
import { HeroBanner, HeroSlide, isVideoFile } from './HeroBanner';
import { heroBannerSchema } from './schema';
import carouselStyles from './Carousel.module.css';

const show = (props: Partial<ModuleStoryProps> = {}) => render(<ModuleStory module={valid} {...props} />);

const slides = () =>
  screen.getAllByRole('group', { hidden: true }).filter((group) => group.hasAttribute('aria-roledescription'));
const activeSlides = () => slides().filter((slide) => !slide.hasAttribute('inert'));
const activeLabel = () => activeSlides().map((slide) => slide.getAttribute('aria-label'));
/** The visitor reaches for the carousel (a pointer goes down on it): the other slides join. */
const engage = () => fireEvent.pointerDown(screen.getByRole('region', { name: /.+/ }));

// next.config.ts sets `trailingSlash: true`, which Next hands next/link as this variable; unit tests set it themselves.
beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'));
afterAll(() => vi.unstubAllEnvs());

let reducedMotion = false;
const play = vi.fn(() => Promise.resolve());
beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
  }));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  play.mockClear();
});

describe('fixtures', () => {
  it.each([
    ['valid', valid],
    ['minimal', minimal],
    ['single', single],
    ['video', video],
    ['compact', compact],
    ['compactWithoutPhoto', compactWithoutPhoto],
    ['italian', italian],
  ])('%s parses', (_, fixture) => {
    expect(heroBannerSchema.safeParse(fixture).success).toBe(true);
  });

  it.each([
    ['invalid (an image banner without its photo)', invalid, ['items', 0, 'photo']],
    ['a button text without a link', buttonWithoutLink, ['items', 0, 'link']],
    [
      'a video banner without its video',
      { ...video, items: [{ ...video.items[0]!, videoUrl: null }] },
      ['items', 0, 'videoUrl'],
    ],
    ['four banners (the model allows 3)', { ...valid, items: [...valid.items, valid.items[0]!] }, ['items']],
    [
      'an alignment the model does not offer',
      { ...single, items: [{ ...single.items[0]!, align: 'justify' }] },
      ['items', 0, 'align'],
    ],
  ])('%s does not parse', (_, fixture, path) => {
    const result = heroBannerSchema.safeParse(fixture);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it('lets a compact strip go without a photo, and ignores a colour the model would reject', () => {
    const parsed = heroBannerSchema.parse({
      ...compactWithoutPhoto,
      items: [{ ...compactWithoutPhoto.items[0]!, bgColor: 'red' }],
    });
    expect(parsed.items[0]?.photo).toBeNull();
    expect(parsed.items[0]?.bgColor).toBeNull();
  });
});

describe('the carousel', () => {
  it('is a labelled carousel of three slides, "1 of 3" and so on, the first one showing', () => {
    show();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(activeLabel()).toEqual(['1 of 3']);
    expect(new Set(slides().map((slide) => slide.getAttribute('aria-roledescription')))).toEqual(new Set(['slide']));
    expect(within(activeSlides()[0]!).getByRole('heading', { level: 2, name: 'Summer in Italy' })).toBeVisible();
  });

  it('sends only the first slide; the others join, in the same grid cell and inert, when the visitor reaches for the carousel', () => {
    const { container } = show();
    const headings = () =>
      screen.getAllByRole('heading', { level: 2, hidden: true }).map((heading) => heading.textContent);
    expect(headings()).toEqual(['Summer in Italy']);
    expect(slides().map((slide) => slide.childElementCount)).toEqual([1, 0, 0]);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    engage();
    expect(headings()).toEqual(['Summer in Italy', 'Japan in bloom', 'Last-minute offers']);
    expect(activeLabel()).toEqual(['1 of 3']);
    expect(new Set(slides().map((slide) => slide.getAttribute('aria-roledescription')))).toEqual(new Set(['slide']));
    const [first, second, third] = slides();
    expect(first?.hasAttribute('inert')).toBe(false);
    expect(second?.hasAttribute('inert')).toBe(true);
    expect(third?.hasAttribute('inert')).toBe(true);
    for (const slide of slides()) expect(slide.className).toContain(carouselStyles.slide);
  });

  describe('where the page renders the other slides on request (context.heroSlides)', () => {
    const data = heroBannerSchema.parse(valid);
    const rendered = async () => {
      const context = fixtureContext('en');
      return data.items
        .slice(1)
        .map((banner) => <HeroSlide key={banner.sys.id} banner={banner} first={false} inCarousel context={context} />);
    };
    const onRequest = (heroSlides: () => Promise<ReactNode[] | null>) =>
      render(<HeroBanner data={data} context={{ ...fixtureContext('en'), heroSlides }} />);

    it('sends the first slide only, and the others when the visitor reaches for the carousel, asked once', async () => {
      const carousel = HeroBanner({
        data,
        context: { ...fixtureContext('en'), heroSlides: rendered },
      }) as ReactElement<{ slides: unknown[] }>;
      // What a client component's props hold is what the page's payload carries.
      expect(carousel.props.slides).toHaveLength(1);
      const heroSlides = vi.fn(rendered);
      onRequest(heroSlides);
      expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
      expect(heroSlides).not.toHaveBeenCalled();
      await act(async () => engage());
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next slide' })));
      expect(heroSlides).toHaveBeenCalledTimes(1);
      expect(slides().map((slide) => slide.childElementCount)).toEqual([1, 1, 1]);
      expect(within(activeSlides()[0]!).getByRole('heading', { level: 2 }).textContent).toBe(data.items[1]!.header);
    });

    it('shows a slide that has not arrived as busy, and asks again on the next reach after a failure', async () => {
      const heroSlides = vi
        .fn<() => Promise<ReactNode[] | null>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockImplementation(rendered);
      onRequest(heroSlides);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next slide' })));
      expect(activeSlides()[0]!.getAttribute('aria-busy')).toBe('true');
      expect(slides().map((slide) => slide.childElementCount)).toEqual([1, 0, 0]);
      await act(async () => engage());
      expect(heroSlides).toHaveBeenCalledTimes(2);
      expect(slides().map((slide) => slide.childElementCount)).toEqual([1, 1, 1]);
      expect(activeSlides()[0]!.hasAttribute('aria-busy')).toBe(false);
    });
  });

  it('brings in the other slides for a keyboard visitor as soon as focus enters the carousel', () => {
    show();
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    expect(slides().map((slide) => slide.childElementCount)).toEqual([1, 1, 1]);
  });

  it('moves with the previous and next buttons, wrapping around', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeLabel()).toEqual(['2 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeLabel()).toEqual(['3 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeLabel()).toEqual(['1 of 3']);
    expect(new Set(slides().map((slide) => slide.getAttribute('aria-roledescription')))).toEqual(new Set(['slide']));
  });

  it('has a labelled dot per slide, the current one marked', () => {
    show();
    const dots = ['Show slide 1', 'Show slide 2', 'Show slide 3'].map((name) => screen.getByRole('button', { name }));
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);
    fireEvent.click(dots[2]!);
    expect(activeLabel()).toEqual(['3 of 3']);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  });

  it('answers ArrowRight and ArrowLeft inside the carousel', () => {
    show();
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(activeLabel()).toEqual(['2 of 3']);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Highlights' }), { key: 'ArrowLeft' });
    expect(activeLabel()).toEqual(['1 of 3']);
    expect(new Set(slides().map((slide) => slide.getAttribute('aria-roledescription')))).toEqual(new Set(['slide']));
    fireEvent.keyDown(next, { key: 'Enter' });
    expect(activeLabel()).toEqual(['1 of 3']);
    expect(new Set(slides().map((slide) => slide.getAttribute('aria-roledescription')))).toEqual(new Set(['slide']));
  });

  it('moves focus to the new slide when the one holding it becomes inert', () => {
    show();
    const link = screen.getByRole('link', { name: 'See the trips' });
    link.focus();
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(slides()[1]);
  });

  describe('swipes', () => {
    const track = () => slides()[0]!.parentElement!;
    const swipe = (from: number, to: number, durationMs: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(10_000);
      fireEvent.pointerDown(track(), { pointerId: 1, clientX: from, clientY: 200, button: 0 });
      fireEvent.pointerMove(track(), { pointerId: 1, clientX: (from + to) / 2, clientY: 202 });
      vi.setSystemTime(10_000 + durationMs);
      fireEvent.pointerUp(track(), { pointerId: 1, clientX: to, clientY: 202 });
      vi.useRealTimers();
    };

    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    });

    it('a slow drag over more than 10% of the width passes, leftwards to the next slide', () => {
      show();
      swipe(600, 450, 800);
      expect(activeLabel()).toEqual(['2 of 3']);
      swipe(300, 450, 800);
      expect(activeLabel()).toEqual(['1 of 3']);
      expect(new Set(slides().map((slide) => slide.getAttribute('aria-roledescription')))).toEqual(new Set(['slide']));
    });

    it('a slow drag of less than 10% snaps back', () => {
      show();
      swipe(600, 520, 800);
      expect(activeLabel()).toEqual(['1 of 3']);
      expect(new Set(slides().map((slide) => slide.getAttribute('aria-roledescription')))).toEqual(new Set(['slide']));
    });

    it('a quick flick passes even when short', () => {
      show();
      swipe(600, 570, 120);
      expect(activeLabel()).toEqual(['2 of 3']);
    });

    it('a tap inside the 8 px dead zone is no swipe, and its click reaches the link', () => {
      show();
      swipe(600, 594, 50);
      expect(activeLabel()).toEqual(['1 of 3']);
      expect(new Set(slides().map((slide) => slide.getAttribute('aria-roledescription')))).toEqual(new Set(['slide']));
      const link = screen.getByRole('link', { name: 'See the trips' });
      const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
      link.addEventListener('click', onClick);
      fireEvent.click(link);
      expect(onClick).toHaveBeenCalledOnce();
    });

    it('the click that ends a drag does not follow the link under the pointer', () => {
      show();
      swipe(600, 560, 800);
      const link = screen.getByRole('link', { name: 'See the trips' });
      const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
      link.addEventListener('click', onClick);
      fireEvent.click(link);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  it('has no autoplay: nothing changes as time passes', () => {
    vi.useFakeTimers();
    show();
    act(() => vi.advanceTimersByTime(60_000));
    expect(activeLabel()).toEqual(['1 of 3']);
    expect(new Set(slides().map((slide) => slide.getAttribute('aria-roledescription')))).toEqual(new Set(['slide']));
  });
});

describe('a banner', () => {
  it('shows its tags, headline, text, "from" price in the market currency and button', () => {
    show();
    const first = activeSlides()[0]!;
    expect(within(first).getByRole('listitem').textContent).toBe('Summer 2026');
    expect(
      within(first).getByText('The Amalfi Coast, Tuscany and Sicily with flights and hotels included.'),
    ).toBeVisible();
    expect(within(first).getByText('From £540')).toBeVisible();
    const cta = within(first).getByRole('link', { name: 'See the trips' });
    expect(cta.getAttribute('href')).toBe('/en/results/packages/italy/');
    expect(cta.getAttribute('target')).toBeNull();
  });

  it('shows no price where the visitor’s market has none, and its discount still', () => {
    const [summer, japan, lastMinute] = valid.items;
    show({ module: { ...valid, items: [{ ...summer!, offer: null }, japan!, { ...lastMinute!, offer: null }] } });
    const first = activeSlides()[0]!;
    expect(within(first).getByRole('heading', { level: 2, name: 'Summer in Italy' })).toBeVisible();
    expect(first.textContent).not.toMatch(/From|£/);
    engage();
    expect(within(slides()[2]!).getByText('-20%').closest('p')?.textContent).toBe('-20%20% off');
  });

  it('shows a discount as "-20%", read out as "20% off"', () => {
    show();
    engage();
    const third = slides()[2]!;
    const badge = within(third).getByText('-20%');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(within(third).getByText('20% off').className).toContain('sr-only');
  });

  it('opens an external link in a new tab, safely', () => {
    render(
      <ModuleStory
        module={{
          ...single,
          items: [{ ...single.items[0]!, link: 'https://partner.example.com/honeymoons', external: true }],
        }}
      />,
    );
    const cta = screen.getByRole('link', { name: 'Get inspired (opens in a new tab)' });
    expect(cta.getAttribute('href')).toBe('https://partner.example.com/honeymoons');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('preloads only the first banner photo (the LCP), with high priority, as a decorative 1920x800 picture behind its headline', () => {
    const { container } = show();
    engage();
    const images = Array.from(container.querySelectorAll('img'));
    expect(images).toHaveLength(3);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    const links = Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'));
    const preloaded = links.map((link) => link.getAttribute('imagesrcset') ?? '');
    expect(preloaded.some((srcset) => srcset.includes('summer-in-italy'))).toBe(true);
    // Fetched ahead of the page's other pictures, from the preload and from the picture itself.
    expect(
      links
        .find((link) => link.getAttribute('imagesrcset')?.includes('summer-in-italy'))
        ?.getAttribute('fetchpriority'),
    ).toBe('high');
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(preloaded.some((srcset) => srcset.includes('japan-in-bloom') || srcset.includes('last-minute'))).toBe(false);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['', '', '']);
    expect(images[0]?.getAttribute('width')).toBe('1920');
    expect(images[0]?.getAttribute('height')).toBe('800');
    expect(images[0]?.getAttribute('sizes')).toBe('100vw');
  });

  it('alone, is no carousel: no controls, no slide roles', () => {
    const { container } = show({ module: single });
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[aria-roledescription]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Honeymoons' })).toBeVisible();
  });

  it('with only a name and a photo, shows the photo described by its title', () => {
    show({ module: minimal });
    expect(screen.getByRole('img', { name: 'Where to next?' })).toBeVisible();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('without a button text, links its headline', () => {
    show({ module: { ...single, items: [{ ...single.items[0]!, cta: null }] } });
    expect(screen.getByRole('heading', { level: 2 }).querySelector('a')?.getAttribute('href')).toBe(
      '/en/inspiration/honeymoons/',
    );
  });

  it('compact without a photo: the editor’s background and text colours', () => {
    const { container } = show({ module: compactWithoutPhoto });
    const strip = container.querySelector<HTMLElement>('[data-layout="compact"]')!;
    expect(strip.style.backgroundColor).toBe('rgb(244, 241, 234)');
    expect(strip.style.color).toBe('rgb(31, 42, 68)');
    expect(container.querySelector('img')).toBeNull();
  });

  it('in Italian: slide labels, controls and the price in euros', () => {
    show({ module: italian, locale: 'it' });
    // A screen reader says "carosello", not the English word.
    expect(screen.getByRole('region', { name: 'In evidenza' }).getAttribute('aria-roledescription')).toBe('carosello');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 di 3', '2 di 3', '3 di 3']);
    expect(screen.getByRole('button', { name: 'Slide successiva' })).toBeVisible();
    // The Italian market's own price in euros, not the UK's £540 as "540 €".
    expect(
      within(activeSlides()[0]!).getByText(`Da ${formatPrice(630, 'it', 'EUR')}`.replace(/\s/g, ' ')),
    ).toBeVisible();
    expect(activeSlides()[0]!.textContent).not.toContain('540');
    engage();
    expect(within(slides()[2]!).getByText('sconto del 20%')).toBeVisible();
  });
});

describe('the video layout', () => {
  const videoElement = (container: HTMLElement) => container.querySelector('video')!;

  it('plays the video muted, looping and inline over its photo, with a pause button', () => {
    const { container } = show({ module: video });
    const element = videoElement(container);
    expect(element.getAttribute('src')).toBe('https://videos.example.com/ventura/japan-in-bloom.mp4');
    expect(element.muted).toBe(true);
    expect(element.loop).toBe(true);
    expect(element.hasAttribute('playsinline')).toBe(true);
    expect(container.querySelector('img')).not.toBeNull();
    expect(play).toHaveBeenCalledOnce();
    fireEvent.playing(element);
    const pause = screen.getByRole('button', { name: 'Pause the video' });
    vi.spyOn(element, 'paused', 'get').mockReturnValue(false);
    fireEvent.click(pause);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledOnce();
    fireEvent.pause(element);
    expect(screen.getByRole('button', { name: 'Play the video' })).toBeVisible();
  });

  it('does not start by itself when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    show({ module: video });
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(play).toHaveBeenCalledOnce();
  });

  it('shows only the photo for a YouTube or Vimeo page address', () => {
    expect(isVideoFile('https://videos.example.com/ventura/japan-in-bloom.mp4')).toBe(true);
    expect(isVideoFile('https://cdn.example.com/clip.webm?v=2')).toBe(true);
    expect(isVideoFile('https://www.youtube.com/watch?v=abc')).toBe(false);
    const { container } = show({
      module: { ...video, items: [{ ...video.items[0]!, videoUrl: 'https://vimeo.com/123456' }] },
    });
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).not.toBeNull();
  });
});

describe('the registry entry', () => {
  it('renders on default and landing pages, not on 404 or parallax ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const layout of ['default', 'landing'] as const) {
      const { container, unmount } = show({ layout });
      expect(container.querySelector('[data-module="heroBanner"]')).not.toBeNull();
      unmount();
    }
    for (const layout of ['404', 'parallax'] as const) {
      const { container, unmount } = show({ layout });
      expect(container.querySelector('[data-module]')).toBeNull();
      unmount();
    }
  });

  it('in preview, tells the editor that the photo is missing', () => {
    show({ module: invalid, preview: true });
    expect(screen.getByTestId('module-diagnostic').textContent).toContain('The field "1 › photo" is empty.');
  });
});
