import { describe, expect, it, vi } from 'vitest';
import { readSeedExport } from '@/seed/load';
import { computeResults } from '@/lib/results/filter';
import { emptyResultsState, parseResultsQuery, RESULTS_PAGE_SIZE } from '@/lib/results/query';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const { loadResultsCatalog, resultsCountry, translatedSlugs } = await import('./results');

/** The seed's packages a market sells: published, not hidden, with a price there (computed from the export, not from the code under test). */
function soldInSeed(iso: string): Set<string> {
  const entries = readSeedExport().entries;
  const marketId = entries.find(
    (entry) => entry.sys.contentType.sys.id === 'market' && entry.fields.iso?.['en-UK'] === iso,
  )!.sys.id;
  const infoIds = new Set(
    entries
      .filter(
        (entry) =>
          entry.sys.contentType.sys.id === 'marketInformation' &&
          (entry.fields.market?.['en-UK'] as { sys: { id: string } }).sys.id === marketId,
      )
      .map((entry) => entry.sys.id),
  );
  return new Set(
    entries
      .filter(
        (entry) =>
          entry.sys.contentType.sys.id === 'package' &&
          entry.sys.publishedVersion &&
          !entry.fields.unPublish?.['en-UK'],
      )
      .filter((entry) =>
        ((entry.fields.marketInformation?.['en-UK'] ?? []) as { sys: { id: string } }[]).some((link) =>
          infoIds.has(link.sys.id),
        ),
      )
      .map((entry) => entry.sys.id),
  );
}

/** A package's offer in a market as the seed writes it (price, discount, the market's currency, booking link). */
function seedOffer(packageId: string, iso: string) {
  const entries = new Map(readSeedExport().entries.map((entry) => [entry.sys.id, entry]));
  const info = entries.get(`market-info-${packageId.replace(/^package-/, '')}-${iso.toLowerCase()}`)!.fields;
  const market = entries.get((info.market?.['en-UK'] as { sys: { id: string } }).sys.id)!.fields;
  return {
    price: info.price?.['en-UK'],
    priceWithDiscount: info.priceWithDiscount?.['en-UK'] ?? null,
    currency: market.currency?.['en-UK'],
    bookingUrl: info.travelcUrl?.['en-UK'],
  };
}

describe('the results catalogue from the seed', () => {
  it.each([
    ['en', 'UK', 'GBP'],
    ['it', 'IT', 'EUR'],
    ['pt', 'PT', 'EUR'],
    ['es', 'ES', 'EUR'],
  ] as const)('%s holds exactly the packages the %s market sells, with prices in %s', async (locale, iso, currency) => {
    const catalog = await loadResultsCatalog(locale);
    expect(new Set(catalog.products.map((product) => product.card.id))).toEqual(soldInSeed(iso));
    expect(catalog.products.every((product) => product.card.offer.currency === currency)).toBe(true);
    expect(catalog.categories.length).toBeGreaterThan(5);
    expect(catalog.interests.length).toBeGreaterThan(5);
  });

  it('gives each market its own results: the packages sold everywhere and its own others', () => {
    const markets = ['UK', 'IT', 'PT', 'ES'].map(soldInSeed);
    const everywhere = [...markets[0]!].filter((id) => markets.every((sold) => sold.has(id)));
    expect(everywhere.length).toBeGreaterThanOrEqual(12);
    expect(new Set(markets.map((sold) => [...sold].sort().join())).size).toBe(4);
  });

  it('prices a package sold in all four markets in each at that market’s price, currency and booking link', async () => {
    // Andalusia self-drive: UK and IT first, then PT and ES, whose prices a query taking any two entries would miss.
    for (const [locale, iso] of [
      ['en', 'UK'],
      ['it', 'IT'],
      ['pt', 'PT'],
      ['es', 'ES'],
    ] as const) {
      const catalog = await loadResultsCatalog(locale);
      const card = catalog.products.find((product) => product.card.id === 'package-andalusia-self-drive')?.card;
      expect(card?.offer, locale).toEqual(seedOffer('package-andalusia-self-drive', iso));
    }
    expect(seedOffer('package-andalusia-self-drive', 'PT')).toEqual({
      price: 885,
      priceWithDiscount: 805,
      currency: 'EUR',
      bookingUrl: 'https://booking.example.com/pt/andaluzia-em-fly-drive',
    });
  });

  it('places a package under the parents of its destinations', async () => {
    const catalog = await loadResultsCatalog('it');
    const amalfi = catalog.products.find((product) => product.card.id === 'package-amalfi-coast-classic');
    // Sold in UK and IT by the seed's rotation; in Italian its places are Italian slugs.
    expect(amalfi?.places).toEqual(expect.arrayContaining(['costiera-amalfitana', 'napoli', 'italia', 'europa']));
    expect(amalfi?.countries).toEqual(['italia']);
  });

  it('reads departure months; a package without any departs all year', async () => {
    const catalog = await loadResultsCatalog('en');
    const months = new Map(catalog.products.map((product) => [product.card.id, product.months]));
    const seasonal = [...months.entries()].filter(([, list]) => list.length > 0);
    expect(seasonal.length).toBeGreaterThan(0);
    const inJanuary = computeResults(catalog, { ...emptyResultsState, month: 1 }, { country: null });
    const inJuly = computeResults(catalog, { ...emptyResultsState, month: 7 }, { country: null });
    for (const view of [inJanuary, inJuly]) {
      expect(view.total).toBeLessThan(catalog.products.length);
      expect(view.total).toBeGreaterThan(0);
    }
    expect(inJanuary.items.every((item) => item.months.length === 0 || item.months.includes(1))).toBe(true);
  });

  it('filters a country by its slug in the visitor’s language', async () => {
    const catalog = await loadResultsCatalog('es');
    const italy = computeResults(catalog, { ...emptyResultsState, month: 'any' }, { country: 'italia' });
    expect(italy.total).toBeGreaterThan(0);
    expect(italy.items.every((item) => item.countries.includes('italia'))).toBe(true);
    expect(italy.options.places.map((place) => place.slug)).toContain('roma');
    expect(italy.needsMonth).toBe(false);
    expect(computeResults(catalog, emptyResultsState, { country: 'italia' }).needsMonth).toBe(true);
  });

  it('a page past the end shows every result and says so; unknown options are dropped', async () => {
    const catalog = await loadResultsCatalog('en');
    const { state, notices } = parseResultsQuery('page=99&categories=beach&categories=underwater-basket-weaving');
    const view = computeResults(catalog, state, { country: null }, { notices });
    expect(view.state.page).toBe(view.pages);
    expect(view.items).toHaveLength(view.total);
    expect(view.state.categories).toEqual(['beach']);
    expect(view.notices).toEqual([
      { kind: 'ignored', values: ['categories=underwater-basket-weaving'] },
      { kind: 'pageClamped', page: view.pages },
    ]);
    expect(view.pages).toBe(Math.max(1, Math.ceil(view.total / RESULTS_PAGE_SIZE)));
  });
});

describe('results addresses', () => {
  it('knows a country by this language’s slug, moves another language’s, and misses the rest', async () => {
    expect(await resultsCountry('it', 'italia')).toEqual({ status: 'found', name: 'Italia' });
    expect(await resultsCountry('it', 'italy')).toEqual({ status: 'moved', slug: 'italia' });
    expect(await resultsCountry('en', 'atlantis')).toEqual({ status: 'missing' });
    // A slug of another kind (a city) is not a country.
    expect(await resultsCountry('en', 'rome')).toEqual({ status: 'missing' });
  });

  it('translates filter values and places between languages', async () => {
    const toEnglish = await translatedSlugs('it', 'en');
    expect(['mare', 'italia', 'roma', 'sconosciuto'].map(toEnglish)).toEqual(['beach', 'italy', 'rome', 'sconosciuto']);
  });
});
