// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoopingVideo } from './LoopingVideo.client';

let reducedMotion = false;
let paused = true;
/** The one observer the video registers, so a test can scroll it in and out of view. */
let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit } | null = null;

const play = vi.fn(function (this: HTMLMediaElement) {
  paused = false;
  this.dispatchEvent(new Event('play'));
  return Promise.resolve();
});
const pause = vi.fn(function (this: HTMLMediaElement) {
  paused = true;
  this.dispatchEvent(new Event('pause'));
});

function scroll(onScreen: boolean) {
  act(() =>
    observed?.callback([{ isIntersecting: onScreen } as IntersectionObserverEntry], {} as IntersectionObserver),
  );
}

beforeEach(() => {
  reducedMotion = false;
  paused = true;
  observed = null;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
  }));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  play.mockClear();
  pause.mockClear();
});

function observeVisibility() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed = { callback, options };
      }
      observe() {}
      disconnect() {}
    },
  );
}

describe('a content video', () => {
  it('is muted, looping and inline, named, with the browser’s controls and its poster', () => {
    const { container } = render(
      <LoopingVideo
        variant="content"
        src="/clip.mp4"
        poster="/poster.webp"
        label="Video: the course"
        className="aspect-video"
      />,
    );
    const video = container.querySelector('video')!;
    expect(video.getAttribute('aria-label')).toBe('Video: the course');
    expect(video.getAttribute('poster')).toBe('/poster.webp');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.className).toBe('aspect-video');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('plays only while on screen, and stays paused once the visitor pauses it, until they play it again', () => {
    observeVisibility();
    const { container } = render(<LoopingVideo variant="content" src="/clip.mp4" label="Video" />);
    const video = container.querySelector('video')!;
    expect(observed?.options?.threshold).toBe(0.25);
    expect(play).not.toHaveBeenCalled();

    scroll(true);
    expect(play).toHaveBeenCalledTimes(1);
    scroll(false);
    expect(pause).toHaveBeenCalledTimes(1);
    scroll(true);
    expect(play).toHaveBeenCalledTimes(2);

    // The visitor pauses it with the controls: scrolling away and back does not start it again.
    act(() => video.pause());
    scroll(false);
    scroll(true);
    expect(play).toHaveBeenCalledTimes(2);

    // The visitor plays it again: it is theirs to watch, paused off screen and resumed on screen.
    act(() => void video.play());
    scroll(false);
    expect(paused).toBe(true);
    scroll(true);
    expect(play).toHaveBeenCalledTimes(4);
  });

  it('never starts by itself for a visitor who asks for reduced motion', () => {
    reducedMotion = true;
    observeVisibility();
    render(<LoopingVideo variant="content" src="/clip.mp4" label="Video" />);
    scroll(true);
    expect(play).not.toHaveBeenCalled();
  });
});

describe('a background video', () => {
  it('is decoration over its picture, fading in once it plays, with a pause/play button', () => {
    const { container } = render(
      <LoopingVideo
        variant="background"
        src="/clip.mp4"
        playLabel="Play the video"
        pauseLabel="Pause the video"
        className="absolute inset-0"
      />,
    );
    const video = container.querySelector('video')!;
    expect(video.getAttribute('aria-hidden')).toBe('true');
    expect(video.tabIndex).toBe(-1);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.muted).toBe(true);
    // Without IntersectionObserver (old browsers) the video counts as on screen.
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.className).toBe('absolute inset-0 transition-opacity duration-500 opacity-0');

    fireEvent.playing(video);
    expect(video.className).toContain('opacity-100');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('waits for its play button when the visitor asks for reduced motion', () => {
    reducedMotion = true;
    render(
      <LoopingVideo variant="background" src="/clip.mp4" playLabel="Play the video" pauseLabel="Pause the video" />,
    );
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(play).toHaveBeenCalledTimes(1);
  });
});
