// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntentLink } from './IntentLink.client';

// The router's prefetching is Next's; what this link decides is the `prefetch` it hands next/link.
vi.mock('next/link', () => ({
  default: ({ prefetch, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null }) => (
    <a data-prefetch={String(prefetch)} {...props} />
  ),
}));

describe('IntentLink', () => {
  afterEach(() => cleanup());

  it('does not prefetch while the link only sits in view', () => {
    render(<IntentLink href="/en/destinations/">Destinations</IntentLink>);
    expect(screen.getByRole('link', { name: 'Destinations' }).dataset.prefetch).toBe('false');
  });

  it.each([
    ['a pointer comes over it', (link: HTMLElement) => fireEvent.pointerEnter(link)],
    ['a finger touches it', (link: HTMLElement) => fireEvent.touchStart(link)],
    ['it gets keyboard focus', (link: HTMLElement) => fireEvent.focus(link)],
  ])('hands prefetching back to Next (its default) when %s', (_, intend) => {
    render(<IntentLink href="/en/destinations/">Destinations</IntentLink>);
    const link = screen.getByRole('link', { name: 'Destinations' });
    intend(link);
    expect(link.dataset.prefetch).toBe('null');
    expect(link.getAttribute('href')).toBe('/en/destinations/');
  });

  it('still calls the handlers it was given', () => {
    const onFocus = vi.fn();
    render(
      <IntentLink href="/en/destinations/" onFocus={onFocus}>
        Destinations
      </IntentLink>,
    );
    fireEvent.focus(screen.getByRole('link', { name: 'Destinations' }));
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
