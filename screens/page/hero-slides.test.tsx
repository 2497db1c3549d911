// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { italian, single, valid } from '@/registry/hero-banner/fixtures';

vi.mock('server-only', () => ({}));
const loadHeroBanners = vi.fn();
const showsDrafts = vi.fn();
vi.mock('@/lib/content/pages', () => ({ loadHeroBanners: (...args: unknown[]) => loadHeroBanners(...args) }));
vi.mock('@/lib/content/draft', () => ({ showsDrafts: () => showsDrafts() }));

const { otherHeroSlides } = await import('./hero-slides');

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const shown = async (slides: Promise<unknown>) => render(<>{(await slides) as ReactElement[]}</>);

describe('otherHeroSlides (the server action behind a hero carousel the visitor reaches for)', () => {
  beforeEach(() => {
    loadHeroBanners.mockResolvedValue([valid]);
    showsDrafts.mockResolvedValue(false);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('renders the page’s banners after the first, as the page would have', async () => {
    await shown(otherHeroSlides('en', 'page-home'));
    expect(loadHeroBanners).toHaveBeenCalledWith('en', 'page-home', { preview: false });
    expect(headings()).toEqual(valid.items.slice(1).map((banner) => banner.header));
  });

  it('reads drafts in draft mode, and in the page’s language', async () => {
    showsDrafts.mockResolvedValue(true);
    loadHeroBanners.mockResolvedValue([italian]);
    await shown(otherHeroSlides('it', 'page-home'));
    expect(loadHeroBanners).toHaveBeenCalledWith('it', 'page-home', { preview: true });
    expect(headings()).toEqual(italian.items.slice(1).map((banner) => banner.header));
  });

  it('answers null when the page has no other banner now, so the carousel keeps its slides empty', async () => {
    loadHeroBanners.mockResolvedValue([single]);
    expect(await otherHeroSlides('en', 'page-home')).toBeNull();
    loadHeroBanners.mockResolvedValue([]);
    expect(await otherHeroSlides('en', 'page-home')).toBeNull();
  });

  it('refuses arguments a page never sends, without asking the CMS', async () => {
    expect(await otherHeroSlides('fr', 'page-home')).toBeNull();
    expect(await otherHeroSlides('en', '../page')).toBeNull();
    expect(await otherHeroSlides('en', { id: 'x' })).toBeNull();
    expect(loadHeroBanners).not.toHaveBeenCalled();
  });
});
