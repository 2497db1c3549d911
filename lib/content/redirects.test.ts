import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ unstable_cache: (run: () => Promise<unknown>) => run, cacheLife: () => undefined, cacheTag: () => undefined }));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const { publishedRedirectTable, redirectingAddresses, redirectSources, refusalsOf } = await import('./redirects');

describe('the redirect table of the seed (embedded content service)', () => {
  it('holds the site settings’ route rules and every redirect entry, each with its target', async () => {
    const sources = await redirectSources();
    expect(sources.filter(({ origin }) => origin === 'rule').map(({ id, from, to, permanent }) => ({ id, from, to, permanent }))).toEqual([
      { id: 'site-settings', from: '/en/help-centre/', to: { kind: 'url', url: 'https://help.example.com/en/' }, permanent: false },
      { id: 'site-settings', from: '/it/centro-assistenza/', to: { kind: 'url', url: 'https://help.example.com/it/' }, permanent: false },
    ]);
    expect(sources.filter(({ origin }) => origin === 'redirect').map(({ id, from, to, permanent }) => ({ id, from, to, permanent }))).toEqual([
      {
        id: 'redirect-carnival',
        from: '/*/carnival/',
        to: {
          kind: 'entry',
          entryId: 'landing-rio-carnival-2027',
          addresses: expect.objectContaining({ en: '/en/events/rio-carnival-2027/' }),
        },
        permanent: false,
      },
      { id: 'redirect-offers-en', from: '/en/offers/', to: { kind: 'address', address: '/en/results/packages/' }, permanent: true },
      { id: 'redirect-offers-it', from: '/it/offerte/', to: { kind: 'address', address: '/it/risultati/pacchetti/' }, permanent: true },
    ]);
  });

  it('serves the campaign addresses permanently to their language’s results, the carnival in every language to the event, and refuses nothing', async () => {
    const { redirects, refused } = await publishedRedirectTable();
    expect(refused).toEqual([]);
    const served = Object.fromEntries(redirects.map(({ from, location, status }) => [from, `${status} ${location}`]));
    expect(served).toMatchObject({
      '/en/offers/': '308 /en/results/packages/',
      '/it/offerte/': '308 /it/risultati/pacchetti/',
      '/en/carnival/': '307 /en/events/rio-carnival-2027/',
      '/en/help-centre/': '307 https://help.example.com/en/',
    });
    for (const locale of ['it', 'pt', 'es']) expect(served[`/${locale}/carnival/`]).toMatch(new RegExp(`^307 /${locale}/(events|eventi)/[a-z0-9-]+/$`));
    expect(await refusalsOf('redirect-offers-en', { outsideRender: true })).toEqual([]);
    expect(await redirectingAddresses()).toEqual(expect.arrayContaining(['/en/offers/', '/it/offerte/', '/pt/carnival/']));
  });
});
