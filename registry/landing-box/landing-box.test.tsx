// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import type { PageLayout } from '@/lib/content/model';
import type { EventBox } from '@/lib/content/events';
import type { Locale } from '@/lib/i18n/locales';
import { fixtureContext } from '@/registry/fixture-context';
import { RenderModules, type RawModule } from '@/renderer/RenderModules';
import { cover, grid, headline, invalid, italian, minimal, valid, video, withImage } from './fixtures';
import { landingBoxSchema } from './schema';
import { boxVideo } from './video';

vi.mock('server-only', () => ({}));

function page(
  module: RawModule,
  {
    locale = 'en',
    preview = false,
    layout = 'landing',
  }: { locale?: Locale; preview?: boolean; layout?: PageLayout } = {},
) {
  const view = render(
    <RenderModules
      modules={[module]}
      layout={layout}
      context={fixtureContext(locale, { preview })}
      path={`/${locale}/events/x/`}
    />,
  );
  return { ...view, box: view.container.querySelector('section') };
}

describe('landingBoxSchema', () => {
  it('parses every fixture but the invalid one, which has no title', () => {
    for (const fixture of [valid, minimal, headline, grid, video, withImage, cover, italian]) {
      expect(landingBoxSchema.safeParse(fixture).error).toBeUndefined();
    }
    expect(landingBoxSchema.safeParse(invalid).error?.issues.map((issue) => issue.path)).toEqual([['title']]);
  });

  it('holds values to the content model: 1-4 columns, colour codes, at most 3 packages', () => {
    expect(landingBoxSchema.safeParse({ ...valid, columns: 5 }).success).toBe(false);
    expect(landingBoxSchema.safeParse({ ...grid, bgColor: 'orange' }).success).toBe(false);
    expect(landingBoxSchema.safeParse({ ...valid, products: [...valid.products, ...valid.products] }).success).toBe(
      false,
    );
  });

  it('reads every field loadEvent delivers (compile-time)', () => {
    // productsCollection stays in the loader's result but the renderer reads `products`; null-ness is the schema's call.
    expectTypeOf<Exclude<keyof EventBox, '__typename' | 'sys' | 'productsCollection'>>().toEqualTypeOf<
      keyof z.input<typeof landingBoxSchema>
    >();
  });
});

describe('video addresses', () => {
  it('plays files itself and embeds YouTube and Vimeo pages', () => {
    expect(boxVideo('https://videos.example.com/ventura/rio.mp4')).toEqual({
      kind: 'file',
      src: 'https://videos.example.com/ventura/rio.mp4',
    });
    expect(boxVideo('//videos.ctfassets.net/space/id/token/rio.mp4')).toEqual({
      kind: 'file',
      src: 'https://videos.ctfassets.net/space/id/token/rio.mp4',
    });
    expect(boxVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(boxVideo('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(boxVideo('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(boxVideo(null)).toBeNull();
  });
});

describe('the landing box', () => {
  afterEach(() => cleanup());

  it('is drawn on landings only', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(page(valid).box).not.toBeNull();
    cleanup();
    expect(page(valid, { layout: 'default' }).box).toBeNull();
  });

  it('shows the pretitle, the title as a heading, an anchor and its packages as cards in a labelled carousel', () => {
    const { box } = page(valid);
    expect(box?.id).toBe('race-packages');
    expect(within(box!).getByText('Packages')).toBeVisible();
    expect(within(box!).getByRole('heading', { level: 2 }).textContent).toBe('Your race weekend');
    const carousel = within(box!).getByRole('list', { name: 'Your race weekend: packages' });
    expect(carousel.tabIndex).toBe(0);
    expect(carousel.className).toContain('snap-x');
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Rome Marathon Weekend', 'Rome City Break', 'Grand Tour of Italy']);
    expect(within(carousel).getByText('From £675')).toBeVisible();
  });

  it('lays packages out in a grid of the chosen columns when not a carousel, in the editor’s colours', () => {
    const { box } = page(grid);
    expect(box?.style.backgroundColor).toBe('rgb(255, 247, 230)');
    expect(box?.style.color).toBe('rgb(27, 16, 53)');
    const list = box!.querySelector('ul.grid');
    expect(list?.className).toContain('lg:grid-cols-3');
    expect(within(box!).queryByRole('list', { name: 'Choose your carnival: packages' })).toBeNull();
    expect(within(list as HTMLElement).getAllByRole('article')).toHaveLength(1);
  });

  it('a headline box: large title over its picture behind a dark scrim, in white, no packages', () => {
    const { box } = page({ ...headline, products: valid.products });
    expect(within(box!).getByRole('heading', { level: 2 }).className).toContain('text-4xl');
    const picture = box!.querySelector('img');
    expect(picture?.getAttribute('alt')).toBe('');
    expect(picture?.className).toContain('absolute inset-0');
    expect(box!.querySelector('.bg-black\\/60')).not.toBeNull();
    expect(box?.style.color).toBe('rgb(255, 255, 255)');
    expect(within(box!).queryByRole('article')).toBeNull();
  });

  it('bgCover puts the picture behind white text even when the editor chose dark text', () => {
    const { box } = page(cover);
    expect(box!.querySelector('img')?.className).toContain('absolute inset-0');
    expect(box?.style.color).toBe('rgb(255, 255, 255)');
  });

  it('without bgCover, shows the picture beside the text and the button to another site in a new tab', () => {
    const { box } = page(withImage);
    const picture = within(box!).getByRole('img', { name: 'The course' });
    expect(picture.className).not.toContain('absolute');
    const link = within(box!).getByRole('link', { name: 'Find out more, The course (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://rome-marathon.example.com/en/course');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(box?.style.backgroundColor).toBe('rgb(244, 241, 234)');
  });

  it('plays a video file muted and inline, and links to a page of the site in the same tab', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const { box } = page(video);
    const player = box!.querySelector('video')!;
    expect(player.getAttribute('src')).toBe('https://videos.example.com/ventura/rio-carnival-sambadrome.mp4');
    expect(player.getAttribute('aria-label')).toBe('Video: The Sambadrome at night');
    expect(player.muted).toBe(true);
    expect(player.hasAttribute('playsinline')).toBe(true);
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.hasAttribute('autoplay')).toBe(false);
    await act(async () => undefined);
    expect(play).toHaveBeenCalled();
    const link = within(box!).getByRole('link', { name: 'Find out more, The Sambadrome at night' });
    expect(link.getAttribute('href')).toMatch(/^\/en\/results\/packages\/brazil\/?$/);
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('does not start the video for a visitor who asks for reduced motion', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
    }));
    try {
      page(video);
      await act(async () => undefined);
      expect(play).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('embeds a YouTube address in a titled, lazily loaded player', () => {
    const { box } = page({ ...video, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const player = within(box!).getByTitle('Video: The Sambadrome at night');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player.getAttribute('loading')).toBe('lazy');
  });

  it('keeps dark text readable when the editor left white text on no background', () => {
    const { box } = page({ ...minimal, textColor: '#ffffff' });
    expect(box?.style.color).toBe('rgb(23, 23, 23)');
  });

  it('in Italian, shows the box and its package in euros', () => {
    const { box } = page(italian, { locale: 'it' });
    expect(within(box!).getByRole('heading', { level: 2 }).textContent).toBe('Il tuo weekend di gara');
    const card = within(box!).getByRole('article');
    expect(within(card).getByText('Da 2055 €')).toBeVisible();
    expect(within(card).getByText('La nostra scelta migliore')).toBeVisible();
  });

  it('tells the editor in preview that the title is missing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page(invalid, { preview: true });
    expect(screen.getByTestId('module-diagnostic').textContent).toContain('The field "title"');
  });
});
