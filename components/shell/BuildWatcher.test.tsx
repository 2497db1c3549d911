// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { BuildWatcher } from './BuildWatcher.client';

const START = new Date('2025-06-01T10:00:00.000Z').getTime();
const MINUTE = 60_000;

/** The build id the mocked `/builds/latest.json` answers with; tests change it to simulate a deploy. */
let deployed: string;
let fetchMock: Mock<(input: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>>;
let assign: Mock<(url: string) => void>;

/** window.location with a spied `assign` (jsdom's own is not configurable, so the whole object is stubbed). */
function stubLocation() {
  const real = window.location;
  assign = vi.fn();
  vi.stubGlobal('location', {
    get href() {
      return real.href;
    },
    get origin() {
      return real.origin;
    },
    get pathname() {
      return real.pathname;
    },
    get search() {
      return real.search;
    },
    get hash() {
      return real.hash;
    },
    assign,
  });
}

/** Lets pending fetch/json promises settle. */
async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

async function mount() {
  const result = render(<BuildWatcher />);
  await flush();
  return result;
}

/** Deploys a new build and lets the next poll notice it. */
async function deploy(id: string) {
  deployed = id;
  await vi.advanceTimersByTimeAsync(MINUTE);
}

function link(href = '/it/contattaci/'): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = 'Contattaci';
  document.body.append(anchor);
  return anchor;
}

/**
 * Clicks a link the way a visitor does and reports whether the click was
 * prevented by the time it reached the link (BuildWatcher listens in the
 * capture phase). The link then prevents the default itself, as next/link
 * does, so jsdom does not attempt a navigation it cannot perform.
 */
function click(anchor: HTMLAnchorElement): boolean {
  let prevented = false;
  const onClick = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  anchor.addEventListener('click', onClick);
  anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  anchor.removeEventListener('click', onClick);
  return prevented;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 852 failed.\n(error: http://localhost:3000/_next/static/chunks/852.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function polledUrls(): string[] {
  // The site's own origin, as the request wrapper sends it, left out.
  return fetchMock.mock.calls.map(([url]) => url.replace(window.location.origin, ''));
}

describe('BuildWatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    window.history.replaceState(null, '', '/it/');
    window.sessionStorage.clear();
    deployed = 'build-1';
    fetchMock = vi.fn(async () => ({ ok: true, json: async () => ({ id: deployed }) }));
    vi.stubGlobal('fetch', fetchMock);
    stubLocation();
  });

  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    // Drop the own visibilityState property so the prototype's getter applies again.
    delete (document as { visibilityState?: unknown }).visibilityState;
    vi.unstubAllGlobals();
    vi.useRealTimers();
    window.sessionStorage.clear();
  });

  describe('polling', () => {
    it('asks for the latest build at mount, with a cache-busting timestamp', async () => {
      await mount();
      expect(polledUrls()).toEqual([`/builds/latest.json?t=${START}`]);
    });

    it('polls again every 60 000 ms', async () => {
      await mount();
      await vi.advanceTimersByTimeAsync(MINUTE - 1);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(polledUrls()).toEqual([`/builds/latest.json?t=${START}`, `/builds/latest.json?t=${START + MINUTE}`]);
      await vi.advanceTimersByTimeAsync(2 * MINUTE);
      expect(polledUrls().slice(2)).toEqual([
        `/builds/latest.json?t=${START + 2 * MINUTE}`,
        `/builds/latest.json?t=${START + 3 * MINUTE}`,
      ]);
    });

    it('polls when the document becomes visible, not when it is hidden', async () => {
      await mount();
      await vi.advanceTimersByTimeAsync(5_000);
      setVisibility('hidden');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2_000);
      setVisibility('visible');
      expect(polledUrls()).toEqual([`/builds/latest.json?t=${START}`, `/builds/latest.json?t=${START + 7_000}`]);
    });

    it('stops polling once unmounted', async () => {
      const { unmount } = await mount();
      unmount();
      await vi.advanceTimersByTimeAsync(5 * MINUTE);
      setVisibility('visible');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });

  describe('internal link clicks', () => {
    it('are left to the client-side router while the build is unchanged', async () => {
      await mount();
      await vi.advanceTimersByTimeAsync(3 * MINUTE);
      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(click(link())).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    });

    it('load the target with a full page load after a new build is deployed', async () => {
      await mount();
      const anchor = link();
      expect(click(anchor)).toBe(false);
      await deploy('build-2');
      expect(click(anchor)).toBe(true);
      expect(assign).toHaveBeenCalledExactlyOnceWith('http://localhost:3000/it/contattaci/');
    });

    it('ignore a failed or malformed build answer', async () => {
      await mount();
      fetchMock.mockImplementation(async () => ({ ok: false, json: async () => ({ id: 'error-page' }) }));
      await vi.advanceTimersByTimeAsync(MINUTE);
      fetchMock.mockImplementation(async () => ({ ok: true, json: async () => ({ build: 'other' }) }));
      await vi.advanceTimersByTimeAsync(MINUTE);
      fetchMock.mockImplementation(async () => {
        throw new TypeError('Failed to fetch');
      });
      await vi.advanceTimersByTimeAsync(MINUTE + 200);
      // The network error is tried once more (after 150 ms), as every GET of the site's own routes is.
      expect(fetchMock).toHaveBeenCalledTimes(5);
      expect(click(link())).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    });

    it('are not prevented when a text input holds unsaved input', async () => {
      document.body.innerHTML = '<form><input type="text" name="name"></form>';
      await mount();
      await deploy('build-2');
      const input = document.querySelector('input')!;
      input.value = 'Maria';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      expect(click(link())).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    });

    it('reload a path only once within 10 s', async () => {
      await mount();
      await deploy('build-2');
      const anchor = link();
      expect(click(anchor)).toBe(true);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(click(anchor)).toBe(false);
      expect(assign).toHaveBeenCalledTimes(1);
      // Another path has its own guard.
      expect(click(link('/it/destinazioni/'))).toBe(true);
      expect(assign).toHaveBeenLastCalledWith('http://localhost:3000/it/destinazioni/');
      await vi.advanceTimersByTimeAsync(1);
      expect(click(anchor)).toBe(true);
      expect(assign).toHaveBeenCalledTimes(3);
    });

    it('leave external links and modified clicks to the browser', async () => {
      await mount();
      await deploy('build-2');
      expect(click(link('https://elsewhere.example/it/'))).toBe(false);
      const anchor = link();
      let prevented = false;
      anchor.addEventListener('click', (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      });
      anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
      expect(prevented).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    });

    it('are no longer intercepted once unmounted', async () => {
      const { unmount } = await mount();
      await deploy('build-2');
      unmount();
      expect(click(link())).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    });
  });

  describe('chunk load errors', () => {
    it('reload the current page once on an unhandled ChunkLoadError rejection', async () => {
      window.history.replaceState(null, '', '/it/contattaci/?ref=menu');
      await mount();
      window.dispatchEvent(rejection(chunkLoadError()));
      expect(assign).toHaveBeenCalledExactlyOnceWith('http://localhost:3000/it/contattaci/?ref=menu');
      window.dispatchEvent(rejection(chunkLoadError()));
      await vi.advanceTimersByTimeAsync(5_000);
      window.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /x.js')));
      expect(assign).toHaveBeenCalledTimes(1);
    });

    it('do not need a new build to be detected first', async () => {
      await mount();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      window.dispatchEvent(rejection(chunkLoadError()));
      expect(assign).toHaveBeenCalledTimes(1);
    });

    it('ignore other unhandled rejections', async () => {
      await mount();
      window.dispatchEvent(rejection(new Error('Network request failed')));
      window.dispatchEvent(rejection(undefined));
      expect(assign).not.toHaveBeenCalled();
    });
  });
});
