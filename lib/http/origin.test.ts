import { describe, expect, it, vi } from 'vitest';

const settings: { TRUSTED_PROXY_HOPS?: number } = {};
vi.mock('@/lib/env', () => ({ env: () => settings }));

const { askedHost, fromOwnSite } = await import('./origin');

const SITE = 'https://travel.example';

describe('a form POST from the site’s own pages (CSRF)', () => {
  it('takes an Origin of SITE_URL’s host, or of the Host the request was asked on', () => {
    expect(fromOwnSite(new Headers({ origin: SITE, host: 'travel.example' }), SITE, 0)).toBe(true);
    // Another name of the same server (a preview address, `next dev` on another port): the browser set Host.
    expect(fromOwnSite(new Headers({ origin: 'http://localhost:3100', host: 'localhost:3100' }), SITE, 0)).toBe(true);
    expect(fromOwnSite(new Headers({ origin: SITE, host: 'localhost:3100' }), SITE, 0)).toBe(true);
  });

  it('refuses another site’s Origin, and one that is not a URL', () => {
    expect(fromOwnSite(new Headers({ origin: 'https://evil.example', host: 'travel.example' }), SITE, 0)).toBe(false);
    expect(fromOwnSite(new Headers({ origin: 'null', host: 'travel.example' }), SITE, 0)).toBe(false);
  });

  it('with nothing in front of the server, refuses a hostile Origin sent with an X-Forwarded-Host of the same host', () => {
    const headers = new Headers({
      origin: 'https://evil.example',
      host: 'travel.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(fromOwnSite(headers, SITE, 0)).toBe(false);
    expect(askedHost(headers, 0)).toBe('travel.example');
  });

  it('reads TRUSTED_PROXY_HOPS when not told (0 when unset)', () => {
    const headers = new Headers({
      origin: 'https://preview.example',
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'preview.example',
    });
    settings.TRUSTED_PROXY_HOPS = undefined;
    expect(fromOwnSite(headers, SITE)).toBe(false);
    settings.TRUSTED_PROXY_HOPS = 1;
    expect(fromOwnSite(headers, SITE)).toBe(true);
    settings.TRUSTED_PROXY_HOPS = undefined;
  });

  it('behind trusted proxies, takes the X-Forwarded-Host the outermost one gave, not what a client put before it', () => {
    // A proxy that sets the header: the host it was asked on.
    expect(
      fromOwnSite(
        new Headers({
          origin: 'https://preview.example',
          host: '10.0.0.5:3000',
          'x-forwarded-host': 'preview.example',
        }),
        SITE,
        1,
      ),
    ).toBe(true);
    // A proxy that appends: the client's own claim comes first, and is skipped.
    const appended = new Headers({
      origin: 'https://evil.example',
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'evil.example, travel-preview.example',
    });
    expect(askedHost(appended, 1)).toBe('travel-preview.example');
    expect(fromOwnSite(appended, SITE, 1)).toBe(false);
    // Two proxies that append (a CDN, then the load balancer): the CDN's entry, two from the end.
    expect(askedHost(new Headers({ 'x-forwarded-host': 'evil.example, travel.example, lb.internal' }), 2)).toBe(
      'travel.example',
    );
    // Proxies that pass Host on and add no X-Forwarded-Host.
    expect(askedHost(new Headers({ host: 'travel.example' }), 1)).toBe('travel.example');
  });

  it('without Origin, takes what Sec-Fetch-Site says, and a client that is not a browser', () => {
    expect(fromOwnSite(new Headers({ 'sec-fetch-site': 'same-origin' }), SITE, 0)).toBe(true);
    expect(fromOwnSite(new Headers({ 'sec-fetch-site': 'cross-site' }), SITE, 0)).toBe(false);
    expect(fromOwnSite(new Headers(), SITE, 0)).toBe(true);
  });
});
