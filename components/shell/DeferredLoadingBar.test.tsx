// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR } from '@/machines/loading-bar';

/** The route the mocked next/navigation hooks report. */
const route = vi.hoisted(() => ({ pathname: '/en/', search: '' }));

vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const LABEL = 'Loading the page';

/** A fresh copy of the module for each test: its lazy chunk has not arrived yet, as on a page just loaded. */
async function ui() {
  vi.resetModules();
  const { DeferredLoadingBar } = await import('./DeferredLoadingBar.client');
  return (
    <>
      <DeferredLoadingBar label={LABEL} />
      {/* Behaves like next/link: the browser does not follow it. */}
      <a href="/en/contact-us/" onClick={(event) => event.preventDefault()}>
        Contact us
      </a>
      <button type="button">Open</button>
    </>
  );
}

const bar = () => screen.queryByRole('progressbar', { hidden: true });
/** The lazy chunk arriving, and React mounting what it holds. */
const loaded = () => act(() => vi.dynamicImportSettled());
/** Real time passing (the bar's machine shows it only after its throttle). */
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('DeferredLoadingBar', () => {
  beforeEach(() => {
    route.pathname = '/en/';
    window.history.replaceState(null, '', '/en/');
  });
  afterEach(cleanup);

  it('loads nothing while the page loads and idles: the bar comes with the first press', async () => {
    render(await ui());
    window.dispatchEvent(new Event('load'));
    // Past the load event and idle time (where it loaded before), nothing.
    await wait(400);
    await loaded();
    expect(bar()).toBeNull();

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Open' }));
    await loaded();
    expect(bar()?.dataset.state).toBe('idle');
  });

  it('starts for the link click that arrived before its code', async () => {
    render(await ui());
    const link = screen.getByRole('link', { name: 'Contact us' });
    fireEvent.pointerDown(link);
    fireEvent.click(link);
    await loaded();
    await wait(LOADING_BAR.throttleMs + 50);
    expect(screen.getByRole('progressbar', { name: LABEL }).dataset.state).toBe('running');
  });

  it('does not start when that navigation ended before the code arrived', async () => {
    render(await ui());
    fireEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    route.pathname = '/en/contact-us/';
    window.history.pushState(null, '', '/en/contact-us/');
    await loaded();
    await wait(LOADING_BAR.throttleMs + 50);
    expect(bar()?.dataset.state).toBe('idle');
  });
});
