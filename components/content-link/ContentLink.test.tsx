// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureContext } from '@/registry/fixture-context';
import { ContentLink, isSitePath } from './ContentLink';
import { TripAnchor } from './TripAnchor.client';

// Marks what goes through next/link (client navigation, prefetch), and passes everything else on.
vi.mock('next/link', () => ({ default: (props: ComponentProps<'a'>) => <a data-next-link="" {...props} /> }));

const { t } = fixtureContext('en');
afterEach(() => cleanup());

describe('isSitePath', () => {
  it('is true for paths of this site only', () => {
    expect(isSitePath('/en/contact-us/')).toBe(true);
    expect(isSitePath('//cdn.example.com/x')).toBe(false);
    expect(isSitePath('https://example.com/')).toBe(false);
    expect(isSitePath('tel:+441234')).toBe(false);
    expect(isSitePath('#search')).toBe(false);
  });
});

describe('ContentLink', () => {
  it('marks a main action (search, book, submit) on every kind of address, and nothing else', () => {
    render(
      <>
        <ContentLink href="/en/contact-us/" t={t} action="main">
          Site
        </ContentLink>
        <ContentLink href="https://example.com/" t={t} action="main">
          Other site
        </ContentLink>
        <ContentLink href="tel:+441234" t={t} action="main">
          Call
        </ContentLink>
        <ContentLink href="/en/" t={t}>
          Plain
        </ContentLink>
      </>,
    );
    for (const name of ['Site', 'Other site', 'Call'])
      expect(screen.getByRole('link', { name }).getAttribute('data-action')).toBe('main');
    expect(screen.getByRole('link', { name: 'Plain' }).hasAttribute('data-action')).toBe(false);
  });

  it('sends a path of this site through next/link, in the same tab', () => {
    render(
      <ContentLink href="/en/contact-us/" t={t} className="button" aria-describedby="hint">
        Contact us
      </ContentLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link.getAttribute('href')).toBe('/en/contact-us/');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.className).toBe('button');
    expect(link.getAttribute('aria-describedby')).toBe('hint');
    expect(link.hasAttribute('data-next-link')).toBe(true);
  });

  it('opens a new tab safely and says so in the page’s language, whatever the address', () => {
    const { rerender } = render(
      <ContentLink
        href="https://partner.example.com/"
        newTab
        t={fixtureContext('pt').t}
        className="button"
        aria-describedby="hint"
      >
        Parceiro
      </ContentLink>,
    );
    let link = screen.getByRole('link', { name: 'Parceiro (abre num novo separador)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.className).toBe('button');
    expect(link.getAttribute('aria-describedby')).toBe('hint');
    expect(link.querySelector('.sr-only')?.textContent).toBe('(abre num novo separador)');
    expect(link.hasAttribute('data-next-link')).toBe(false);

    rerender(
      <ContentLink href="/en/results/packages/" newTab t={t}>
        Packages
      </ContentLink>,
    );
    link = screen.getByRole('link', { name: 'Packages (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/en/results/packages/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it.each([
    'https://example.com/page',
    'tel:+441234567890',
    'mailto:help@example.com',
    '#search',
    '//cdn.example.com/file.pdf',
  ])('leaves %s as a plain anchor in the same tab', (href) => {
    render(
      <ContentLink href={href} t={t} className="button" aria-describedby="hint">
        Go
      </ContentLink>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.className).toBe('button');
    expect(link.getAttribute('aria-describedby')).toBe('hint');
    expect(link.hasAttribute('data-next-link')).toBe(false);
  });

  it('a booking link drawn by TripAnchor takes the month and party chosen in this tab; without it, or on a site path, it does not', () => {
    sessionStorage.setItem(
      'search:chosen-trip',
      JSON.stringify({ month: 6, travellers: { adults: 2, children: [{ age: 5 }], rooms: 1 } }),
    );
    const { rerender } = render(
      <ContentLink href="https://booking.example.com/uk/x" newTab anchor={TripAnchor} t={t}>
        Book now
      </ContentLink>,
    );
    expect(screen.getByRole('link', { name: 'Book now (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://booking.example.com/uk/x?month=6&adults=2&children=1&ages=5&rooms=1',
    );
    rerender(
      <ContentLink href="https://booking.example.com/uk/x" newTab t={t}>
        Book now
      </ContentLink>,
    );
    expect(screen.getByRole('link', { name: 'Book now (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://booking.example.com/uk/x',
    );
    rerender(
      <ContentLink href="/en/my-booking/" anchor={TripAnchor} t={t}>
        Book now
      </ContentLink>,
    );
    expect(screen.getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe('/en/my-booking/');
    sessionStorage.clear();
  });
});
