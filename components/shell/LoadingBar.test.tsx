// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR } from '@/machines/loading-bar';
import { LoadingBar } from './LoadingBar.client';

/** The route the mocked next/navigation hooks report; tests change it and rerender. */
const route = vi.hoisted(() => ({ pathname: '/it/', search: '' }));

vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const LABEL = 'Caricamento della pagina';

/** Renders the bar next to a link that behaves like next/link (prevents the full page load). */
function ui() {
  return (
    <>
      <LoadingBar label={LABEL} />
      <a href="/it/contattaci/" onClick={(event) => event.preventDefault()}>
        Contattaci
      </a>
    </>
  );
}

function bar(): HTMLElement {
  // hidden: true also finds the bar while it is transparent (aria-hidden). A hidden element has
  // no accessible name, so the label is asserted on the visible bar instead.
  return screen.getByRole('progressbar', { hidden: true });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    route.pathname = '/it/';
    route.search = '';
    window.history.replaceState(null, '', '/it/');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders a hidden, empty bar in the brand colour and 5 px high', () => {
    render(ui());
    const element = bar();
    expect(element.getAttribute('aria-label')).toBe(LABEL);
    expect(element.getAttribute('aria-valuenow')).toBe('0');
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(element.dataset.state).toBe('idle');
    expect(element.style.opacity).toBe('0');
    expect(element.style.backgroundColor).toBe('rgb(212, 14, 20)');
    expect(element.style.height).toBe('5px');
    expect(element.style.position).toBe('fixed');
    expect(element.style.pointerEvents).toBe('none');
  });

  it('shows on an internal link click after 200 ms, completes on route change and hides', () => {
    const { rerender } = render(ui());
    fireEvent.click(screen.getByRole('link', { name: 'Contattaci' }));

    advance(LOADING_BAR.throttleMs - 1);
    expect(bar().dataset.state).toBe('pending');
    expect(bar().style.opacity).toBe('0');

    advance(1);
    // Visible now: the default (non-hidden) role query finds it.
    const element = screen.getByRole('progressbar', { name: LABEL });
    expect(element.dataset.state).toBe('running');
    expect(Number(element.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(element.style.opacity).toBe('1');
    expect(element.style.backgroundColor).toBe('rgb(212, 14, 20)');
    expect(element.style.height).toBe('5px');

    advance(1000);
    const midway = Number(bar().getAttribute('aria-valuenow'));
    expect(midway).toBeGreaterThan(10);
    expect(midway).toBeLessThan(100);

    // Next.js renders the new route.
    route.pathname = '/it/contattaci/';
    window.history.pushState(null, '', '/it/contattaci/');
    rerender(ui());
    expect(bar().dataset.state).toBe('finishing');
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(bar().style.width).toBe('100%');
    expect(bar().style.opacity).toBe('1');

    advance(LOADING_BAR.hideDelayMs);
    expect(bar().dataset.state).toBe('hiding');
    expect(bar().style.opacity).toBe('0');
    expect(screen.queryByRole('progressbar')).toBeNull();

    advance(LOADING_BAR.resetDelayMs);
    expect(bar().dataset.state).toBe('idle');
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
  });

  it('never shows when the route changes within 200 ms', () => {
    const { rerender } = render(ui());
    fireEvent.click(screen.getByRole('link', { name: 'Contattaci' }));
    advance(100);
    route.pathname = '/it/contattaci/';
    rerender(ui());
    advance(2000);
    expect(bar().dataset.state).toBe('idle');
    expect(bar().style.opacity).toBe('0');
  });

  it('ignores modified clicks and links to the current page', () => {
    render(
      <>
        {ui()}
        <a href="/it/" onClick={(event) => event.preventDefault()}>
          Home
        </a>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Contattaci' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    advance(500);
    expect(bar().dataset.state).toBe('idle');
  });

  it('starts on back/forward to another route but not on a hash-only history change', () => {
    render(ui());
    window.history.pushState(null, '', '/it/#sezione');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(bar().dataset.state).toBe('idle');

    window.history.pushState(null, '', '/it/contattaci/');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(bar().dataset.state).toBe('pending');
  });

  it('finishes in the error colour when a navigation fails', () => {
    render(ui());
    fireEvent.click(screen.getByRole('link', { name: 'Contattaci' }));
    advance(LOADING_BAR.throttleMs);
    act(() => {
      window.dispatchEvent(new Event('unhandledrejection'));
    });
    expect(bar().dataset.state).toBe('finishing');
    expect(bar().dataset.error).toBe('true');
    expect(bar().style.backgroundColor).toBe('rgb(245, 158, 11)');

    advance(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs);
    expect(bar().dataset.error).toBe('false');
    expect(bar().style.backgroundColor).toBe('rgb(212, 14, 20)');
  });
});
