import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
// The data store: PGlite in memory, migrated (the renamed addresses live there).
const { testStore } = await import('@/lib/db/test-stores');
const memory = await testStore('pglite');
vi.mock('@/lib/db', () => ({ store: async () => memory }));
afterAll(() => memory.close());

const { publishedRedirectTable, redirectingAddresses, redirectSources, refusalsOf, servedRedirectTable } =
  await import('./redirects');
const { recordAddresses } = await import('@/lib/db/renames');

describe('the redirect table of the seed (embedded content service)', () => {
  it('holds the site settings’ route rules and every redirect entry, each with its target', async () => {
    const sources = await redirectSources();
    expect(
      sources
        .filter(({ origin }) => origin === 'rule')
        .map(({ id, from, to, permanent }) => ({ id, from, to, permanent })),
    ).toEqual([
      {
        id: 'site-settings',
        from: '/en/help-centre/',
        to: { kind: 'url', url: 'https://help.example.com/en/' },
        permanent: false,
      },
      {
        id: 'site-settings',
        from: '/it/centro-assistenza/',
        to: { kind: 'url', url: 'https://help.example.com/it/' },
        permanent: false,
      },
    ]);
    expect(
      sources
        .filter(({ origin }) => origin === 'redirect')
        .map(({ id, from, to, permanent }) => ({ id, from, to, permanent })),
    ).toEqual([
      {
        id: 'redirect-marathon',
        from: '/*/marathon/',
        to: {
          kind: 'entry',
          entryId: 'landing-rome-marathon-2026',
          addresses: {
            en: '/en/events/rome-marathon-2026/',
            it: '/it/eventi/maratona-di-roma-2026/',
            pt: '/pt/events/maratona-de-roma-2026/',
            es: '/es/events/maraton-de-roma-2026/',
          },
        },
        permanent: false,
      },
      {
        id: 'redirect-offers-en',
        from: '/en/offers/',
        to: { kind: 'address', address: '/en/results/packages/' },
        permanent: true,
      },
      {
        id: 'redirect-offers-it',
        from: '/it/offerte/',
        to: { kind: 'address', address: '/it/risultati/pacchetti/' },
        permanent: true,
      },
    ]);
  });

  it('serves the campaign addresses permanently to their language’s results, the marathon in every language to the event, and refuses nothing', async () => {
    const { redirects, refused } = await publishedRedirectTable();
    expect(refused).toEqual([]);
    const served = Object.fromEntries(redirects.map(({ from, location, status }) => [from, `${status} ${location}`]));
    expect(served).toMatchObject({
      '/en/offers/': '308 /en/results/packages/',
      '/it/offerte/': '308 /it/risultati/pacchetti/',
      '/en/marathon/': '307 /en/events/rome-marathon-2026/',
      '/it/marathon/': '307 /it/eventi/maratona-di-roma-2026/',
      '/en/help-centre/': '307 https://help.example.com/en/',
    });
    expect(await refusalsOf('redirect-offers-en', { outsideRender: true })).toEqual([]);
    expect(await redirectingAddresses()).toEqual(
      expect.arrayContaining(['/en/offers/', '/it/offerte/', '/pt/marathon/']),
    );
  });

  it('leads to an entry only in the languages whose market is shown it: elsewhere it would be the 404 page', async () => {
    const { buildRedirectTable } = await import('@/lib/routes/redirects');
    const [marathon] = (await redirectSources()).filter(({ id }) => id === 'redirect-marathon');
    // The Rio carnival is shown in the UK, Portugal and Spain, not in Italy.
    const { entryAddressesOf } = await import('./entry-addresses');
    const rio = await entryAddressesOf('Landing', 'landing-rio-carnival-2027', {});
    expect(Object.keys(rio).sort()).toEqual(['en', 'es', 'pt']);
    const table = buildRedirectTable([
      {
        ...marathon!,
        id: 'rio',
        from: '/*/rio/',
        to: { kind: 'entry', entryId: 'landing-rio-carnival-2027', addresses: rio },
      },
    ]);
    expect(table.refused.map(({ from, message }) => `${from}: ${message}`)).toEqual([
      '/it/rio/: the linked entry (landing-rio-carnival-2027) is not shown in Italiano (not published in that language, or not in its market)',
    ]);
  });

  it(
    'serves the renamed addresses of the data store last, refusing one that collides with a redirect',
    { timeout: 30_000 },
    async () => {
      const event = (slug: string) => [
        { entryId: 'landing-rome-marathon-2026', screen: 'eventDetail', locale: 'en', path: `/en/events/${slug}/` },
      ];
      await recordAddresses(memory.db, event('rome-2026'));
      await recordAddresses(memory.db, event('rome-marathon-2026'));
      const { redirects, refused } = await servedRedirectTable();
      expect(refused).toEqual([]);
      expect(redirects.find(({ from }) => from === '/en/events/rome-2026/')).toMatchObject({
        location: '/en/events/rome-marathon-2026/',
        status: 308,
        origin: 'rename',
      });
      // An old address an editor redirects elsewhere: the editor's redirect wins, the rename is refused (and said).
      const page = (slug: string) => [{ entryId: 'page-x', screen: 'contentPage', locale: 'en', path: `/en/${slug}/` }];
      await recordAddresses(memory.db, page('offers'));
      await recordAddresses(memory.db, page('offers-before'));
      expect(await refusalsOf('redirect-offers-en', { outsideRender: true })).toEqual([
        {
          origin: 'rename',
          id: 'page-x',
          from: '/en/offers/',
          message: '/en/offers/ is already redirected by the redirect redirect-offers-en at the same time',
          by: 'redirect-offers-en',
        },
      ]);
      const served = await servedRedirectTable();
      expect(served.redirects.find(({ from }) => from === '/en/offers/')).toMatchObject({
        location: '/en/results/packages/',
        origin: 'redirect',
      });
    },
  );

  // A fresh PGlite store and eight content queries: seconds on a busy machine.
  it(
    'compares every entry’s addresses after a publish: the first one only remembers them',
    { timeout: 60_000 },
    async () => {
      const { siteEntryAddresses } = await import('./paths');
      const { followRenames } = await import('./renames');
      const addresses = await siteEntryAddresses();
      const marathon = addresses
        .filter(({ entryId }) => entryId === 'landing-rome-marathon-2026')
        .map(({ locale, path }) => `${locale} ${path}`);
      expect(marathon.sort()).toEqual([
        'en /en/events/rome-marathon-2026/',
        'es /es/events/maraton-de-roma-2026/',
        'it /it/eventi/maratona-di-roma-2026/',
        'pt /pt/events/maratona-de-roma-2026/',
      ]);
      // Every screen whose address is made of slugs: pages, subpages, events, packages, destinations, results by country.
      expect(new Set(addresses.map(({ screen }) => screen))).toEqual(
        new Set([
          'contentPage',
          'contentSubpage',
          'eventDetail',
          'packageDetail',
          'specialJourney',
          'destinationByContinent',
          'destinationByCountry',
          'destinationByCity',
          'packageResultsByCountry',
        ]),
      );
      // On a store that knows nothing yet.
      const fresh = await testStore('pglite');
      const used = memory.db;
      memory.db = fresh.db;
      try {
        expect(await followRenames()).toEqual({ renamed: [], changed: false });
        const { hasKnownAddresses } = await import('@/lib/db/renames');
        expect(await hasKnownAddresses(fresh.db)).toBe(true);
        expect(await followRenames()).toEqual({ renamed: [], changed: false });
      } finally {
        memory.db = used;
        await fresh.close();
      }
    },
  );
});
