import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiSearchData } from './data';
import { noFilters } from './filters';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const { loadSearchData } = await import('./load');
const { searchPackages, checkedFilters } = await import('./engine');
const { parseQuery } = await import('./parse');

let en: AiSearchData;
let it_: AiSearchData;
beforeAll(async () => {
  [en, it_] = await Promise.all([loadSearchData('en'), loadSearchData('it')]);
});

describe('the embedded engine on the seed', () => {
  it('names destinations in all four languages, in the market’s slugs', () => {
    expect(parseQuery('Giappone', en).destination).toBe('japan');
    expect(parseQuery('Japão', en).destination).toBe('japan');
    expect(parseQuery('Japan', it_).destination).toBe('giappone');
    expect(parseQuery('una settimana in Toscana', it_).destination).toBe('toscana');
  });

  it('knows the CMS’s other spellings, acronyms only in capitals', () => {
    expect(parseQuery('hiking to Machu Picchu', en).destination).toBe('sacred-valley');
    expect(parseQuery('a road trip in the USA', en).destination).toBe('united-states');
    expect(parseQuery('come with us to the sea', en).destination).toBeNull();
  });

  it('reads things to do and categories from their CMS names and common words', () => {
    const filters = parseQuery('honeymoon with snorkeling and wine tasting', en);
    expect(filters.categories).toEqual(['honeymoon']);
    expect(filters.interests).toEqual(['snorkelling-and-diving', 'wine-tasting']);
  });

  it('answers with the results address and the packages it lists, ranked by the text', () => {
    const answer = searchPackages('A week in Italy in September, museums', en);
    expect(answer.filters.destination).toBe('italy');
    expect(answer.href).toBe('/en/results/packages/italy/?interests=museums-and-monuments&month=9&duration=6-9');
    expect(answer.count).toBeGreaterThan(0);
    expect(answer.ranked).toHaveLength(answer.count);
    // Every listed package goes to Italy and has the museums.
    const byId = new Map(en.catalog.products.map((product) => [product.card.id, product]));
    for (const id of answer.ranked) {
      expect(byId.get(id)?.countries).toContain('italy');
      expect(byId.get(id)?.interests).toContain('museums-and-monuments');
    }
  });

  it('ranks the package whose texts match the words first', () => {
    const answer = searchPackages('Rome marathon weekend', en);
    expect(en.catalog.products.find((product) => product.card.id === answer.ranked[0])?.card.name).toMatch(/Marathon/);
  });

  it('uses the results page for a place that is not a country, never the visitor’s text', () => {
    const answer = searchPackages('Tuscany <script>alert(1)</script> under 2000 euros', en);
    expect(answer.href).toBe('/en/results/packages/?destination=tuscany&max=2000');
    expect(answer.href).not.toMatch(/script|alert/);
  });

  it('searches the market’s own catalogue: a package sold in all four at the market’s price, currency and booking link', () => {
    const andalusia = (data: AiSearchData) =>
      data.catalog.products.find((product) => product.card.id === 'package-andalusia-self-drive')?.card.offer;
    expect(andalusia(en)).toEqual({
      price: 725,
      priceWithDiscount: null,
      currency: 'GBP',
      bookingUrl: 'https://booking.example.com/uk/andalusia-self-drive',
    });
    expect(andalusia(it_)).toEqual({
      price: 865,
      priceWithDiscount: null,
      currency: 'EUR',
      bookingUrl: 'https://booking.example.com/it/andalusia-fly-drive',
    });
    // Its budget is the market's: under 800 pounds in the UK, not under 800 euros in Italy.
    expect(searchPackages('Andalusia by car for under 800', en).ranked).toContain('package-andalusia-self-drive');
    expect(searchPackages('Andalusia in auto per meno di 800 euro', it_).ranked).not.toContain(
      'package-andalusia-self-drive',
    );
    expect(searchPackages('Andalusia in auto per meno di 900 euro', it_).ranked).toContain(
      'package-andalusia-self-drive',
    );
  });

  it('gives no packages where the market sells none (the empty state)', () => {
    const answer = searchPackages('Safari in Kenya for ten days', en);
    expect(answer.filters.destination).toBe('kenya');
    expect(answer.count).toBe(0);
  });

  it('drops slugs the market does not know (a provider’s invention)', () => {
    const checked = checkedFilters({ ...noFilters, destination: 'atlantis', interests: ['time-travel', 'safari'] }, en);
    expect(checked.destination).toBeNull();
    expect(checked.interests).toEqual(['safari']);
  });
});
